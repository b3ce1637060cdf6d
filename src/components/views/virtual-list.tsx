// A long list that renders only the rows in view (TanStack Virtual): rows are measured as
// they render, so they may differ in height. The list scrolls in its own box, which takes
// keyboard focus (arrow keys, page up/down scroll it); each row tells screen readers its
// place in the whole list (aria-setsize/posinset), since most rows are not in the DOM.
import { Box, type BoxProps } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

export interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  label: string;
  /** A first guess of a row's height in px (rows are measured afterwards). */
  estimateSize?: number;
  height?: BoxProps['height'];
  gap?: number;
}

export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  label,
  estimateSize = 64,
  height = '70vh',
  gap = 8,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders this component on scroll itself; no memoised child depends on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index] as T),
    gap,
    overscan: 6,
  });
  return (
    <Box
      ref={scroller}
      height={height}
      overflowY="auto"
      tabIndex={0}
      aria-label={label}
      role="region"
      focusRing="outside"
    >
      <Box as="ul" position="relative" listStyleType="none" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index] as T)}
          </li>
        ))}
      </Box>
    </Box>
  );
}
