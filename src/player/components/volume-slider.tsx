// A small volume slider (role="slider"): arrows, Page keys, Home/End and pointer drag.
// Hand-written like the seek slider, so the first paint does not carry a slider
// state machine for one control.
import { Box } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

interface VolumeSliderProps {
  /** 0 to 100. */
  percent: number;
  step: number;
  label: string;
  valueText: string;
  onChange: (percent: number) => void;
}

const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

export function VolumeSlider({ percent, step, label, valueText, onChange }: VolumeSliderProps) {
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const percentAt = (clientX: number) => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return percent;
    return clamp(((clientX - rect.left) / rect.width) * 100);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onChange(percentAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) onChange(percentAt(event.clientX));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next: Record<string, number> = {
      ArrowLeft: percent - step,
      ArrowDown: percent - step,
      ArrowRight: percent + step,
      ArrowUp: percent + step,
      PageDown: percent - 10 * step,
      PageUp: percent + 10 * step,
      Home: 0,
      End: 100,
    };
    const value = next[event.key];
    if (value === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(clamp(value));
  };

  return (
    <Box
      ref={track}
      position="relative"
      w={{ base: '20', md: '24' }}
      h="5"
      flexShrink={0}
      cursor="pointer"
      touchAction="none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <Box position="absolute" insetX="0" top="50%" h="1" mt="-2px" rounded="full" bg="bg.emphasized" />
      <Box position="absolute" left="0" top="50%" h="1" mt="-2px" rounded="full" bg="brand.solid" w={`${percent}%`} />
      <Box
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        position="absolute"
        top="50%"
        left={`${percent}%`}
        boxSize="4"
        mt="-8px"
        ml="-8px"
        rounded="full"
        bg="brand.solid"
        borderWidth="2px"
        borderColor="bg.panel"
        outline="none"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      />
    </Box>
  );
}
