// A list of one skip/limit operation: the query's states (pending, error with retry,
// empty), the items, and the pager. The page lives in the URL (the screen passes it in and
// writes it back), so the loader prefetches the page the screen shows. Past `virtualizeFrom`
// items the list renders only the rows in view.
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Pager } from './pager';
import { QueryState, type QueryLike } from './query-state';
import { VirtualList } from './virtual-list';

export interface PageOf<T> {
  items: T[];
  page: { skip: number; limit: number; total: number };
}

interface PagedListProps<T> {
  query: QueryLike<PageOf<T>> & { isFetching?: boolean };
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  label: string;
  page: number;
  onPage: (page: number) => void;
  empty?: ReactNode;
  emptyTestId?: string;
  gap?: string;
  virtualizeFrom?: number;
  estimateSize?: number;
}

export function PagedList<T>(props: PagedListProps<T>) {
  const { query, getKey, renderItem, label, page, onPage, empty, emptyTestId, gap = '4' } = props;
  const { virtualizeFrom = 100, estimateSize } = props;
  return (
    <QueryState query={query} isEmpty={(data) => data.items.length === 0} empty={empty} emptyTestId={emptyTestId}>
      {(data) => (
        <Stack gap={gap}>
          {data.items.length >= virtualizeFrom ? (
            <VirtualList
              items={data.items}
              getKey={getKey}
              renderItem={renderItem}
              label={label}
              estimateSize={estimateSize}
            />
          ) : (
            <Stack as="ul" gap={gap} listStyleType="none" aria-label={label} aria-busy={query.isFetching ?? false}>
              {data.items.map((item) => (
                <li key={getKey(item)}>{renderItem(item)}</li>
              ))}
            </Stack>
          )}
          <Pager page={page} pageSize={data.page.limit} total={data.page.total} onPage={onPage} />
        </Stack>
      )}
    </QueryState>
  );
}
