import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** The table's name, read out when the scroll area takes focus (usually its caption). */
  label: string;
  children: ReactNode;
}

/**
 * The scroll area around every wide table. Focusable and named, so a table wider than a phone's
 * screen scrolls by keyboard too (axe: scrollable-region-focusable). Whether a table overflows
 * depends on its data, so a bare scroll area passes axe one day and fails the next.
 */
export function TableScroll({ label, children }: TableScrollProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollArea>
  );
}
