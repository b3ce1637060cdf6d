// The feed, page by page (skip/limit): "Mehr laden" fetches the next page. Refetches
// on window focus (query client default) and after the user's own changes. The post whose
// replies are open is the page's (the URL's) choice.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/views/query-state';
import type { DashboardPostKind } from '../../../api/generated/model/dashboardPostKind';
import { feedQuery, type FeedView } from '../queries';
import { dashboardTexts as t } from '../texts';
import { PostCard } from './post-card';

interface FeedListProps {
  view: FeedView;
  kind?: DashboardPostKind;
  signedIn: boolean;
  openPost?: number;
  onOpenPost: (id: number | undefined) => void;
}

export function FeedList({ view, kind, signedIn, openPost, onOpenPost }: FeedListProps) {
  const query = useInfiniteQuery(feedQuery(view, kind));
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={view === 'mine' ? t.emptyMine : t.empty}
      emptyTestId="feed-empty"
    >
      {(data) => (
        <Stack gap="4">
          <Stack as="ul" gap="4" listStyleType="none" data-testid={`feed-${view}`}>
            {data.pages
              .flatMap((page) => page.items)
              .map((post) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    signedIn={signedIn}
                    open={openPost === post.id}
                    onToggle={(open) => onOpenPost(open ? post.id : undefined)}
                  />
                </li>
              ))}
          </Stack>
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
          ) : (
            <Text color="fg.muted" textAlign="center" fontSize="sm">
              {t.end}
            </Text>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
