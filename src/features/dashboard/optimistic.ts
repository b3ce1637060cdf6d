// Optimistic changes of the cached feed pages: apply at once, roll back on failure.
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { getListDashboardPostsQueryKey, getListMyDashboardPostsQueryKey } from '../../api/generated/start/home';
import type { DashboardPost } from '../../api/generated/model/dashboardPost';
import type { DashboardPostPage } from '../../api/generated/model/dashboardPostPage';

type Feed = InfiniteData<DashboardPostPage, number>;
export type Snapshot = Array<[QueryKey, Feed | undefined]>;

const feedKeys = [getListDashboardPostsQueryKey(), getListMyDashboardPostsQueryKey()];

/** Applies `change` to every cached feed page; returns what was there before. */
export async function changeFeeds(
  client: QueryClient,
  change: (items: DashboardPost[], pageIndex: number) => DashboardPost[],
): Promise<Snapshot> {
  const snapshot: Snapshot = [];
  for (const queryKey of feedKeys) {
    await client.cancelQueries({ queryKey });
    for (const [key, data] of client.getQueriesData<Feed>({ queryKey })) {
      if (!data?.pages) continue;
      snapshot.push([key, data]);
      client.setQueryData<Feed>(key, {
        ...data,
        pages: data.pages.map((page, i) => ({ ...page, items: change(page.items, i) })),
      });
    }
  }
  return snapshot;
}

export function restoreFeeds(client: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
}
