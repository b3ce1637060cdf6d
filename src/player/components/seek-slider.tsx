// The seek slider. Its live value (thumb, range, aria-valuenow/-valuetext, elapsed
// text) is written straight to the DOM on every progress tick, so playback causes
// no React commits at all; React renders it only when duration or labels change.
import { Box } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { PlayerEngine } from '../engine/player-engine';
import { formatTime } from '../format-time';
import { playerTexts } from '../texts';

interface SeekSliderProps {
  engine: PlayerEngine;
  duration: number;
  disabled: boolean;
  label: string;
  rewindStep: number;
  forwardStep: number;
  /** The element that shows the elapsed time (written imperatively too). */
  elapsedRef: RefObject<HTMLElement | null>;
}

export function SeekSlider({
  engine,
  duration,
  disabled,
  label,
  rewindStep,
  forwardStep,
  elapsedRef,
}: SeekSliderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const rangeRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const scrubbing = useRef<number | null>(null);
  const total = duration > 0 ? formatTime(duration) : playerTexts.unknownTime;
  const max = duration > 0 ? duration : 0;

  // Writes one position to the DOM; cheap enough for every 20 ms tick.
  const render = useCallback(
    (position: number) => {
      const value = Math.min(Math.max(0, scrubbing.current ?? position), max);
      const elapsed = formatTime(value);
      // Transforms only: no layout, and no inherited custom property to recompute for a subtree.
      const ratio = max > 0 ? value / max : 0;
      if (rangeRef.current) rangeRef.current.style.transform = `scaleX(${ratio})`;
      if (layerRef.current) layerRef.current.style.transform = `translateX(${ratio * 100}%)`;
      const thumb = thumbRef.current;
      if (thumb) {
        thumb.setAttribute('aria-valuenow', value.toFixed(2));
        const text = playerTexts.positionOf(elapsed, total);
        if (thumb.getAttribute('aria-valuetext') !== text) thumb.setAttribute('aria-valuetext', text);
      }
      if (elapsedRef.current && elapsedRef.current.textContent !== elapsed) elapsedRef.current.textContent = elapsed;
    },
    [max, total, elapsedRef],
  );
  useLayoutEffect(() => {
    render(engine.getPosition());
    return engine.subscribeProgress(() => render(engine.getPosition()));
  }, [engine, render]);

  const valueAt = (clientX: number) => {
    const rect = rootRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return (Math.min(Math.max(clientX - rect.left, 0), rect.width) / rect.width) * max;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    thumbRef.current?.focus();
    scrubbing.current = valueAt(event.clientX);
    render(engine.getPosition());
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (scrubbing.current === null) return;
    scrubbing.current = valueAt(event.clientX);
    render(engine.getPosition());
  };
  const onPointerUp = () => {
    if (scrubbing.current === null) return;
    const target = scrubbing.current;
    scrubbing.current = null;
    engine.seek(target);
    render(engine.getPosition());
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const position = engine.getPosition();
    const keys: Record<string, number> = {
      ArrowLeft: position - rewindStep,
      ArrowDown: position - rewindStep,
      ArrowRight: position + forwardStep,
      ArrowUp: position + forwardStep,
      Home: 0,
      End: max,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    engine.seek(target);
  };

  return (
    <Box
      ref={rootRef}
      position="relative"
      flex="1"
      minW="12"
      h="5"
      cursor={disabled ? 'default' : 'pointer'}
      touchAction="none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-testid="player-seek"
    >
      <Box position="absolute" insetX="0" top="50%" h="1" mt="-2px" rounded="full" bg="bg.emphasized" />
      <Box
        position="absolute"
        left="0"
        top="50%"
        h="1"
        mt="-2px"
        rounded="full"
        bg={disabled ? 'fg.subtle' : 'brand.solid'}
        w="full"
        transformOrigin="left"

        ref={rangeRef}
      />
      {/* A track-wide layer moved by transform (no layout, no repaint of the track); the thumb sits at its left edge. */}
      <Box position="absolute" inset="0" pointerEvents="none" ref={layerRef}>
        <Box
          ref={thumbRef}
          role="slider"
          tabIndex={disabled ? -1 : 0}
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={Number(max.toFixed(2))}
          aria-disabled={disabled || undefined}
          onKeyDown={onKeyDown}
          pointerEvents="auto"
          position="absolute"
          top="50%"
          left="0"
          boxSize="3.5"
          mt="-7px"
          ml="-7px"
          rounded="full"
          bg={disabled ? 'fg.subtle' : 'brand.solid'}
          borderWidth="2px"
          borderColor="bg.panel"
          outline="none"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        />
      </Box>
    </Box>
  );
}
