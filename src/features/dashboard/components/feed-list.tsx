// The feed, page by page (skip/limit): "Mehr laden" fetches the next page. Refetches
// on window focus (query client default) and after the user's own changes.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadingLine, QueryError } from '../../../components/feedback/query-error';
import { feedQuery, type FeedView } from '../queries';
import { dashboardTexts as t } from '../texts';
import { PostCard } from './post-card';

export function FeedList({ view, signedIn }: { view: FeedView; signedIn: boolean }) {
  const query = useInfiniteQuery(feedQuery(view));
  if (query.isPending) return <LoadingLine />;
  if (query.isError && !query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const posts = query.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap="4">
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {posts.length === 0 ? (
        <Text color="fg.muted" data-testid="feed-empty">
          {view === 'mine' ? t.emptyMine : t.empty}
        </Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" data-testid={`feed-${view}`}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} signedIn={signedIn} />
            </li>
          ))}
        </Stack>
      )}
      {query.hasNextPage ? (
        <Button
          alignSelf="center"
          variant="outline"
          loading={query.isFetchingNextPage}
          loadingText={t.loadingMore}
          onClick={() => void query.fetchNextPage()}
        >
          {t.loadMore}
        </Button>
      ) : posts.length > 0 ? (
        <Text color="fg.muted" textAlign="center" fontSize="sm">
          {t.end}
        </Text>
      ) : null}
    </Stack>
  );
}
