// The social network's queries, shared by its views, and what each change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetMessengerSocialMeQueryOptions,
  getGetMessengerSocialPostQueryKey,
  getListMessengerSocialCommentsQueryKey,
  getListMessengerSocialReportsQueryKey,
} from '../../../api/generated/endpoints/messenger/messenger';

/** Posts, profiles or notifications per page. */
export const SOCIAL_PAGE = 20;

export const pageParams = (page: number | undefined) => ({ skip: ((page ?? 1) - 1) * SOCIAL_PAGE, limit: SOCIAL_PAGE });

// A missing profile is an answer (404: register first), not a failure to retry.
export const meOptions = () => getGetMessengerSocialMeQueryOptions({ query: { retry: false } });

const socialPaths = /^\/api\/messenger\/social\//;

/** Every list and detail of the network (posts, profiles, counts): after a post, a like, a follow. */
export const socialChanged = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && socialPaths.test(q.queryKey[0]) });

export const commentsChanged = (client: QueryClient, postId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: getListMessengerSocialCommentsQueryKey(postId) }),
    client.invalidateQueries({ queryKey: getGetMessengerSocialPostQueryKey(postId) }),
    socialChanged(client),
  ]);

export const reportsChanged = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: getListMessengerSocialReportsQueryKey() }), socialChanged(client)]);
