// The start page (/ and /dashboard): greeting, the composer, the feed (all or own
// posts) and, for users with the right, the admin statistics. Parts most visits do
// not need (statistics, menus, threads) load on demand.
// The feed shown (all or mine) and the post whose replies are open live in the URL
// (search-params.ts). Nothing that arrives late may push what is already read: the composer comes with the
// login answer, in the same render as the feed; the statistics (after the rights) go where
// nothing follows them: the side column from xl on, below the feed before that.
import { Box, Grid, Heading, Stack, useBreakpointValue } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useGetLoggedIn } from '../../api/generated/start/session';
import { useCan } from '../../api/permissions';
import { CrashProbe } from '../../components/feedback/crash-probe';
import { LoadingLine } from '../../components/feedback/query-error';
import { SignedOutNotice } from '../../components/feedback/signed-out-notice';
import { PageFrame } from '../../components/views/page-frame';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { greetingName } from '../../lib/greeting-name';
import { lazyPart } from '../../lib/lazy-part';
import { FeedList } from './components/feed-list';
import { COMPOSER_MIN_HEIGHT } from './components/composer-size';
import type { FeedView } from './queries';
import type { FeedSearch } from './search-params';
import { dashboardTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadDashboard } from './load';

const views: readonly FeedView[] = ['all', 'mine'];
const kinds = ['any', 'post', 'advert', 'announcement'] as const;
const AdminStatistics = lazyPart(() => import('./components/admin-statistics'), 'AdminStatistics');
// Signed-in users only, so its form code stays out of the start; its space is held meanwhile.
const PostComposer = lazyPart(() => import('./components/post-composer'), 'PostComposer');

export function DashboardPage() {
  const login = useGetLoggedIn();
  const data = login.data;
  const signedIn = data?.loggedIn === true;
  // The feed needs a session (401 otherwise): signed-out users get the notice, not an
  // error box. A login check that fails (and retries for seconds) does not hold the
  // feed back: after its first failure the feed asks itself and shows its own state.
  const feedVisible = signedIn || (data === undefined && login.failureCount > 0);
  const name = signedIn && data.user ? greetingName(data.user) : null;
  const can = useCan();
  const [search, setSearch] = useSearchState<FeedSearch>();
  const view: FeedView = search.view ?? 'all';
  // From xl on a side column holds the composer and the statistics (one instance each).
  const wide = useBreakpointValue({ base: false, xl: true }, { ssr: false }) ?? false;
  const composer = signedIn ? (
    <Suspense fallback={<Box minH={COMPOSER_MIN_HEIGHT} borderWidth="1px" borderRadius="lg" aria-hidden />}>
      <PostComposer />
    </Suspense>
  ) : null;
  const statistics = can('getDashboardStatistics') ? (
    <Suspense fallback={null}>
      <AdminStatistics />
    </Suspense>
  ) : null;

  return (
    <PageFrame
      title={t.title}
      heading={name ? t.welcome(name) : t.welcomeAnonymous}
      // Two lines kept on phones: the greeting with the name must not push the page.
      headingProps={{ minH: { base: '2lh', md: 'auto' }, 'data-testid': 'dashboard-heading' }}
      description={t.intro}
      width="wide"
    >
      <CrashProbe where="page" />
      <Grid mt="2" templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 24rem' }} gap="8" alignItems="start">
        <Stack gap="6" minW="0">
          {data && !signedIn ? <SignedOutNotice /> : null}
          {wide ? null : composer}
          {feedVisible ? (
            <Box as="section" aria-labelledby="feed-heading">
              <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} mb="4">
                <Heading as="h2" size="lg" id="feed-heading">
                  {t.feed}
                </Heading>
                {signedIn ? (
                  <SegmentedFilter
                    label={t.tabs.label}
                    options={views}
                    labels={t.tabs}
                    value={view}
                    attached={false}
                    onChange={(v) =>
                      setSearch({ view: v === 'mine' ? v : undefined, kind: undefined, post: undefined })
                    }
                  />
                ) : null}
              </Stack>
              {signedIn && view === 'all' ? (
                <Box mb="4">
                  <SegmentedFilter
                    label={t.kindFilter.label}
                    options={kinds}
                    labels={t.kindFilter}
                    value={search.kind ?? 'any'}
                    attached={false}
                    onChange={(k) => setSearch({ kind: k === 'any' ? undefined : k, post: undefined })}
                  />
                </Box>
              ) : null}
              <FeedList
                view={view}
                kind={search.kind}
                signedIn={signedIn}
                openPost={search.post}
                onOpenPost={(post) => setSearch({ post }, { replace: true })}
              />
            </Box>
          ) : data === undefined ? (
            <LoadingLine />
          ) : null}
          {wide ? null : statistics}
        </Stack>
        {wide ? (
          <Stack as="aside" aria-label={t.aside} gap="6" position="sticky" top="4">
            {composer}
            {statistics}
          </Stack>
        ) : null}
      </Grid>
    </PageFrame>
  );
}
