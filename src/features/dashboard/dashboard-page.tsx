// The start page (/ and /dashboard): greeting, the composer, the feed (all or own
// posts) and, for users with the right, the admin statistics. Parts most visits do
// not need (composer, statistics, menus, threads) load on demand.
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
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
import type { FeedView } from './queries';
import { dashboardTexts as t } from './texts';

const PostComposer = lazyPart(() => import('./components/post-composer'), 'PostComposer');
const AdminStatistics = lazyPart(() => import('./components/admin-statistics'), 'AdminStatistics');

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

  return (
    <Box p={{ base: '4', md: '8' }} maxW="48rem">
      <CrashProbe where="page" />
      <Heading as="h1" size="2xl" mb="2" data-testid="dashboard-heading">
        {name ? t.welcome(name) : t.welcomeAnonymous}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t.intro}
      </Text>
      <Stack gap="6">
        {data && !signedIn ? <SignedOutNotice /> : null}
        <Suspense fallback={null}>
          {can('getDashboardStatistics') ? <AdminStatistics /> : null}
          {signedIn ? <PostComposer /> : null}
        </Suspense>
        {feedVisible || data === undefined ? (
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
            {feedVisible ? <FeedList view={view} signedIn={signedIn} /> : <LoadingLine />}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
