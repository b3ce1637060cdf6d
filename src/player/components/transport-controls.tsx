// Loop, rewind, play/pause and forward buttons.
import { Flex, IconButton } from '@chakra-ui/react';
import { Pause, Play, Repeat, RotateCcw, RotateCw } from 'lucide-react';
import type { PlayerEngine } from '../engine/player-engine';
import type { PlayerState } from '../engine/types';
import type { PlayerLabels } from '../texts';

interface TransportControlsProps {
  engine: PlayerEngine;
  state: PlayerState;
  canPlay: boolean;
  labels: PlayerLabels;
  rewindStep: number;
  forwardStep: number;
}

export function TransportControls({ engine, state, canPlay, labels, rewindStep, forwardStep }: TransportControlsProps) {
  const playing = state.status === 'playing';
  return (
    <Flex align="center" gap="1">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={labels.loop}
        aria-pressed={state.loop}
        color={state.loop ? 'brand.fg' : undefined}
        onClick={() => engine.toggleLoop()}
      >
        <Repeat aria-hidden />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={labels.rewind}
        disabled={!canPlay}
        onClick={() => engine.seekBy(-rewindStep)}
      >
        <RotateCcw aria-hidden />
      </IconButton>
      <IconButton
        size="md"
        rounded="full"
        colorPalette="brand"
        aria-label={playing ? labels.pause : labels.play}
        aria-busy={state.status === 'loading'}
        disabled={!canPlay}
        onClick={() => engine.togglePlay()}
        data-testid="player-play"
      >
        {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={labels.forward}
        disabled={!canPlay}
        onClick={() => engine.seekBy(forwardStep)}
      >
        <RotateCw aria-hidden />
      </IconButton>
    </Flex>
  );
}
