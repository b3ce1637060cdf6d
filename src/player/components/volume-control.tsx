// Mute button and volume slider. The slider shows the volume the sound plays at
// (0 while muted); moving it up unmutes, unmuting restores the last volume.
import { Flex, IconButton, Slider } from '@chakra-ui/react';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import type { PlayerEngine } from '../engine/player-engine';
import { playerTexts, type PlayerLabels } from '../texts';

// The sm thumb's size (sizes.4); given, so the slider need not measure it.
const THUMB_SIZE = { width: 16, height: 16 };

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
      <Slider.Root
        w="24"
        // Phones have volume keys; the mute button stays.
        hideBelow="sm"
        size="sm"
        thumbSize={THUMB_SIZE}
        colorPalette="brand"
        min={0}
        max={100}
        step={step}
        value={[percent]}
        getAriaValueText={({ value }) => playerTexts.volumePercent(Math.round(value))}
        onValueChange={({ value }) => engine.setVolume((value[0] ?? 0) / 100)}
      >
        <Slider.Label srOnly>{labels.volume}</Slider.Label>
        <Slider.Control>
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
    </Flex>
  );
}
