// "Hallo, X!" (spec §1): only once rights data exists; X is `user` before the first underscore.
// Signed out (from the start, or a session that ended mid-task) it offers signing in instead.
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { greetingName } from '../../lib/greeting-name';
import { useLoginState, useRightsData } from '../auth/use-rights';
import { shellTexts } from '../texts';

export function Greeting() {
  const rights = useRightsData();
  const state = useLoginState();
  if (state === 'signedOut') {
    return (
      <Link asChild fontWeight="semibold" data-testid="top-bar-sign-in">
        <RouterLink to="/myProfile">{shellTexts.signIn}</RouterLink>
      </Link>
    );
  }
  if (!rights?.user) return null;
  return (
    <Text data-testid="greeting" fontWeight="semibold" truncate minW="0" maxW={{ base: '7rem', md: '12rem' }}>
      {shellTexts.greeting(greetingName(rights.user))}
    </Text>
  );
}
