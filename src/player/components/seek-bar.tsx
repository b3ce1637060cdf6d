// Elapsed time, seek slider and total time. Nothing here re-renders while a track
// plays: the slider writes the live position to the DOM itself.
import { Flex, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import type { PlayerEngine } from '../engine/player-engine';
import { formatTime } from '../format-time';
import { playerTexts, type PlayerLabels } from '../texts';
import { SeekSlider } from './seek-slider';

interface SeekBarProps {
  engine: PlayerEngine;
  duration: number;
  disabled: boolean;
  labels: PlayerLabels;
  rewindStep: number;
  forwardStep: number;
}

export function SeekBar({ engine, duration, disabled, labels, rewindStep, forwardStep }: SeekBarProps) {
  const elapsedRef = useRef<HTMLParagraphElement>(null);
  const total = duration > 0 ? formatTime(duration) : playerTexts.unknownTime;
  return (
    <Flex align="center" gap="3" flex="1" minW="0" data-testid="player-progress">
      {/* Filled in by SeekSlider on every progress tick. */}
      <Text
        ref={elapsedRef}
        as="span"
        fontSize="xs"
        color="fg.muted"
        fontVariantNumeric="tabular-nums"
        aria-label={labels.elapsed}
        minW="8"
        textAlign="end"
      />
      <SeekSlider
        engine={engine}
        duration={duration}
        disabled={disabled}
        label={labels.seek}
        rewindStep={rewindStep}
        forwardStep={forwardStep}
        elapsedRef={elapsedRef}
      />
      <Text
        as="span"
        fontSize="xs"
        color="fg.muted"
        fontVariantNumeric="tabular-nums"
        aria-label={labels.duration}
        minW="8"
      >
        {total}
      </Text>
    </Flex>
  );
}
