// The start page (/ and /dashboard): greeting, the composer, the feed (all or own
// posts) and, for users with the right, the admin statistics. Parts most visits do
// not need (statistics, menus, threads) load on demand.
// Nothing that arrives late may push what is already read: the composer comes with the
// login answer, in the same render as the feed; the statistics (after the rights) go where
// nothing follows them: the side column from xl on, below the feed before that.
import { Box, Grid, Heading, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useGetLoggedIn } from '../../api/generated/endpoints/auth/auth';
import { useRightCheck } from '../../api/permissions-lazy';
import { CrashProbe } from '../../components/feedback/crash-probe';
import { ChoiceButton } from '../../components/ui/choice-button';
import { LoadingLine } from '../../components/feedback/query-error';
import { SignedOutNotice } from '../../components/feedback/signed-out-notice';
import { greetingName } from '../../lib/greeting-name';
import { lazyPart } from '../../lib/lazy-part';
import { usePageTitle } from '../../lib/use-page-title';
import { FeedList } from './components/feed-list';
import { COMPOSER_MIN_HEIGHT } from './components/composer-size';
import type { FeedView } from './queries';
import { dashboardTexts as t } from './texts';

const AdminStatistics = lazyPart(() => import('./components/admin-statistics'), 'AdminStatistics');
// Signed-in users only, so its form code stays out of the start; its space is held meanwhile.
const PostComposer = lazyPart(() => import('./components/post-composer'), 'PostComposer');

export function DashboardPage() {
  usePageTitle(t.title);
  const login = useGetLoggedIn();
  const data = login.data;
  const signedIn = data?.loggedIn === true;
  // The feed needs a session (401 otherwise): signed-out users get the notice, not an
  // error box. A login check that fails (and retries for seconds) does not hold the
  // feed back: after its first failure the feed asks itself and shows its own state.
  const feedVisible = signedIn || (data === undefined && login.failureCount > 0);
  const name = signedIn && data.user ? greetingName(data.user) : null;
  const can = useRightCheck();
  const [view, setView] = useState<FeedView>('all');
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
    <Box p={{ base: '4', md: '8' }} maxW={{ base: '48rem', xl: '80rem' }}>
      <CrashProbe where="page" />
      {/* Two lines kept on phones: the greeting with the name must not push the page. */}
      <Heading as="h1" size="2xl" mb="2" minH={{ base: '2lh', md: 'auto' }} data-testid="dashboard-heading">
        {name ? t.welcome(name) : t.welcomeAnonymous}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t.intro}
      </Text>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 24rem' }} gap="8" alignItems="start">
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
                  <HStack gap="2" role="group" aria-label={t.tabs.label}>
                    {(['all', 'mine'] as const).map((v) => (
                      <ChoiceButton key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
                        {t.tabs[v]}
                      </ChoiceButton>
                    ))}
                  </HStack>
                ) : null}
              </Stack>
              <FeedList view={view} signedIn={signedIn} />
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
    </Box>
  );
}
