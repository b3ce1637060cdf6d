// A table from column definitions. Columns with `sortValue` get a sort button in their
// header (aria-sort tells the order); the sort is controlled by the screen, so it can live
// in the URL. Rows are sorted here, for operations that return all rows at once.
import { chakra, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { viewTexts as t } from './texts';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'start' | 'end';
  sortValue?: (row: T) => string | number;
}

export interface TableSort {
  key: string;
  desc?: boolean;
}

interface DataTableProps<T> {
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[];
  getKey: (row: T) => string | number;
  caption?: string;
  sort?: TableSort;
  onSort?: (sort: TableSort) => void;
}

const collator = new Intl.Collator('de', { numeric: true });

export function sortRows<T>(rows: readonly T[], columns: ReadonlyArray<Column<T>>, sort?: TableSort): T[] {
  const value = columns.find((c) => c.key === sort?.key)?.sortValue;
  if (!value) return [...rows];
  const order = sort?.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return order * (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y)));
  });
}

export function DataTable<T>({ columns, rows, getKey, caption, sort, onSort }: DataTableProps<T>) {
  const sorted = sortRows(rows, columns, sort);
  return (
    // Focusable, so a table wider than the screen scrolls by keyboard too (axe: scrollable-region-focusable).
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      {...(caption ? { role: 'region', 'aria-label': caption } : {})}
    >
      <Table.Root size="sm">
        {caption ? <chakra.caption srOnly>{caption}</chakra.caption> : null}
        <Table.Header>
          <Table.Row>
            {columns.map((c) => {
              const active = sort?.key === c.key;
              return (
                <Table.ColumnHeader
                  key={c.key}
                  textAlign={c.align}
                  aria-sort={active ? (sort?.desc ? 'descending' : 'ascending') : undefined}
                >
                  {c.sortValue && onSort ? (
                    <chakra.button
                      type="button"
                      fontWeight="inherit"
                      focusRing="outside"
                      title={t.sortBy(c.header)}
                      onClick={() => onSort({ key: c.key, desc: active ? !sort?.desc : false })}
                    >
                      {c.header}
                      {active ? (sort?.desc ? ' ↓' : ' ↑') : null}
                    </chakra.button>
                  ) : (
                    c.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sorted.map((row) => (
            <Table.Row key={getKey(row)}>
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.align}>
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
