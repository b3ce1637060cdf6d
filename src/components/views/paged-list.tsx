// A list of one skip/limit operation: the query's states (pending, error with retry,
// empty), the items, and the pager. The page lives in the URL (the screen passes it in and
// writes it back), so the loader prefetches the page the screen shows. Past `virtualizeFrom`
// items the list renders only the rows in view; the virtualiser loads only then, so short
// lists (most of them) do not carry it in their page's chunk.
import { Stack } from '@chakra-ui/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingLine } from '../feedback/query-error';
import { lazyPart } from '../../lib/lazy-part';
import { Pager } from './pager';
import { QueryState, type QueryLike } from './query-state';
import type { VirtualListProps } from './virtual-list';

// React.lazy loses the generic: the rows' type is checked at PagedList's props instead.
const VirtualList = lazyPart(() => import('./virtual-list'), 'VirtualList') as ComponentType<VirtualListProps<unknown>>;

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
            <Suspense fallback={<LoadingLine />}>
              <VirtualList
                items={data.items}
                getKey={getKey as (item: unknown) => string | number}
                renderItem={renderItem as (item: unknown) => ReactNode}
                label={label}
                estimateSize={estimateSize}
              />
            </Suspense>
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
