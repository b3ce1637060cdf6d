// Mute button and volume slider. The slider shows the volume the sound plays at
// (0 while muted); moving it up unmutes, unmuting restores the last volume.
import { Flex, IconButton } from '@chakra-ui/react';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import type { PlayerEngine } from '../engine/player-engine';
import { playerTexts, type PlayerLabels } from '../texts';
import { VolumeSlider } from './volume-slider';

interface VolumeControlProps {
  engine: PlayerEngine;
  volume: number;
  muted: boolean;
  labels: PlayerLabels;
  volumeStep: number;
}

export function VolumeControl({ engine, volume, muted, labels, volumeStep }: VolumeControlProps) {
  const percent = muted ? 0 : Math.round(volume * 100);
  const step = Math.min(100, Math.max(1, Math.round(volumeStep * 100)));
  const Icon = muted ? VolumeX : percent < 50 ? Volume1 : Volume2;
  return (
    <Flex align="center" gap="1" minW="0">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={muted ? labels.unmute : labels.mute}
        aria-pressed={muted}
        onClick={() => engine.toggleMute()}
      >
        <Icon aria-hidden />
      </IconButton>
      {/* On phones too: not every browser there follows the device's volume keys. */}
      <VolumeSlider
        percent={percent}
        step={step}
        label={labels.volume}
        valueText={playerTexts.volumePercent(percent)}
        onChange={(value) => engine.setVolume(value / 100)}
      />
    </Flex>
  );
}
