// The feed as an infinite query over the generated fetcher and query key (skip/limit
// paging), and the query keys each mutation changes. Route loaders use feedQuery too.
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getGetDashboardPostDataQueryKey,
  getListDashboardPostsQueryKey,
  getListMyDashboardPostsQueryKey,
  listDashboardPosts,
  listMyDashboardPosts,
} from '../../api/generated/start/home';
import type { DashboardPostKind } from '../../api/generated/model/dashboardPostKind';
import type { DashboardPostPage } from '../../api/generated/model/dashboardPostPage';

export const PAGE_SIZE = 20;

const nextSkip = (last: DashboardPostPage) => {
  const next = last.page.skip + last.items.length;
  return last.items.length > 0 && next < last.page.total ? next : undefined;
};

export type FeedView = 'all' | 'mine';

/** The feed the URL names: all posts (of one kind, when chosen) or the own ones. */
export function feedQuery(view: FeedView = 'all', kind?: DashboardPostKind) {
  const mine = view === 'mine';
  const filter = !mine && kind ? { kind } : {};
  const params = { limit: PAGE_SIZE, ...filter };
  return infiniteQueryOptions({
    queryKey: [...(mine ? getListMyDashboardPostsQueryKey(params) : getListDashboardPostsQueryKey(params)), 'infinite'],
    queryFn: ({ pageParam, signal }) =>
      mine
        ? listMyDashboardPosts({ skip: pageParam, limit: PAGE_SIZE }, undefined, signal)
        : listDashboardPosts({ skip: pageParam, limit: PAGE_SIZE, ...filter }, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
}

/** The feed lists (all and mine): a post was added, changed or removed. */
export function invalidateFeeds(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListDashboardPostsQueryKey() }),
    client.invalidateQueries({ queryKey: getListMyDashboardPostsQueryKey() }),
  ]).then(() => undefined);
}

/** One post's data (with its replies). */
export function invalidatePost(client: QueryClient, id: number): Promise<void> {
  return client.invalidateQueries({ queryKey: getGetDashboardPostDataQueryKey(id) });
}
