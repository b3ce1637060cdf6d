// The player bar loads right after the first paint: its controls and engine are not
// needed to show the page, and a bar-sized placeholder keeps the layout from moving.
import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { placeholderTrack } from '../music/catalog';

const PlayerBar = lazy(() => import('../player').then((m) => ({ default: m.PlayerBar })));

function BarPlaceholder() {
  return (
    <Box
      position="fixed"
      insetX="0"
      bottom="0"
      h="var(--player-bar-height)"
      bg="bg.panel"
      borderTopWidth="1px"
      aria-hidden
    />
  );
}

export function LazyPlayerBar() {
  if (!useAfterFirstPaint()) return <BarPlaceholder />;
  return (
    <Suspense fallback={<BarPlaceholder />}>
      <PlayerBar track={placeholderTrack} />
    </Suspense>
  );
}
