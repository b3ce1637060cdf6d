// The audio player bar, fixed at the bottom of the layout. It reads the engine's
// discrete state; only <SeekBar> follows the position while a track plays.
import { Box, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { connectMediaSession } from '../engine/media-session';
import { canPlay } from '../engine/player-reducer';
import { getPlayerEngine } from '../engine-instance';
import { usePlayerState } from '../hooks';
import {
  PLAYER_BAR_HEIGHT_VAR,
  resolvePlayerBarProps,
  type PlayerBarInput,
  type PlayerLayout,
} from '../player-bar-props';
import { SeekBar } from './seek-bar';
import { TrackInfo } from './track-info';
import { TransportControls } from './transport-controls';
import { usePlayerKeyboard } from './use-player-keyboard';
import { VolumeControl } from './volume-control';

const DIRECTION: Record<PlayerLayout, 'row' | 'column'> = {
  stacked: 'column',
  'stacked-reverse': 'column',
  horizontal: 'row',
  'horizontal-reverse': 'row',
};
/** Progress first for "stacked" and "horizontal"; the -reverse layouts put the controls first (in DOM and focus order too). */
const PROGRESS_FIRST: Record<PlayerLayout, boolean> = {
  stacked: true,
  'stacked-reverse': false,
  horizontal: true,
  'horizontal-reverse': false,
};

export function PlayerBar(input: PlayerBarInput) {
  const props = resolvePlayerBarProps(input);
  const { track, engine = getPlayerEngine() } = input;
  const { src, autoplay, preload, volume, muted, loop, labels, layout, rewindStep, forwardStep } = props;
  const state = usePlayerState(engine);
  const playable = canPlay(state);

  useEffect(() => {
    engine.setTrack({ src, autoplay, preload, defaults: { volume, muted, loop } });
  }, [engine, src, autoplay, preload, volume, muted, loop]);
  useEffect(() => engine.setProgressInterval(props.progressUpdateInterval), [engine, props.progressUpdateInterval]);

  const title = track?.title;
  const artist = track?.artistName;
  const picture = track?.picture;
  useEffect(
    () =>
      connectMediaSession(
        engine,
        { title: title ?? '', artist: artist ?? '', artwork: picture },
        { rewind: rewindStep, forward: forwardStep },
      ),
    [engine, title, artist, picture, rewindStep, forwardStep],
  );
  usePlayerKeyboard(engine, rewindStep, forwardStep);

  const progress = (
    <SeekBar
      key="progress"
      engine={engine}
      duration={state.duration}
      disabled={!playable || state.duration <= 0}
      labels={labels}
      rewindStep={rewindStep}
      forwardStep={forwardStep}
    />
  );
  const controls = (
    <Flex key="controls" align="center" justify="center" gap={{ base: '1', md: '4' }} flexShrink={0}>
      <TransportControls
        engine={engine}
        state={state}
        canPlay={playable}
        labels={labels}
        rewindStep={rewindStep}
        forwardStep={forwardStep}
      />
      <VolumeControl
        engine={engine}
        volume={state.volume}
        muted={state.muted}
        labels={labels}
        volumeStep={props.volumeStep}
      />
    </Flex>
  );
  const direction = DIRECTION[layout];

  return (
    <Box
      as="section"
      aria-label={labels.region}
      data-testid="player-bar"
      data-player-bar=""
      data-status={state.status}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      h={PLAYER_BAR_HEIGHT_VAR}
      px={{ base: '2', md: '4' }}
      py={{ base: '2', md: '0' }}
      bg="bg.panel"
      borderTopWidth="1px"
      borderColor="border"
    >
      {/* Phones: the track on its own line (the full title), controls and volume below it. */}
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'center' }}
        justify="center"
        gap={{ base: '1', md: '6' }}
        h="full"
      >
        <TrackInfo title={title} artistName={artist} picture={picture} state={state} />
        <Flex
          data-layout={layout}
          data-testid="player-main"
          direction={direction}
          align={direction === 'row' ? 'center' : 'stretch'}
          justify="center"
          gap={direction === 'row' ? '4' : '0'}
          flex={{ base: '0 0 auto', md: '1' }}
          minW="0"
        >
          {PROGRESS_FIRST[layout] ? [progress, controls] : [controls, progress]}
        </Flex>
      </Flex>
    </Box>
  );
}
