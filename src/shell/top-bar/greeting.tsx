// "Hallo, X!" (spec §1): only once rights data exists; X is `user` before the first underscore.
import { Text } from '@chakra-ui/react';
import { greetingName } from '../../lib/greeting-name';
import { useRightsData } from '../auth/use-rights';
import { shellTexts } from '../texts';

export function Greeting() {
  const rights = useRightsData();
  if (!rights?.user) return null;
  return (
    <Text data-testid="greeting" fontWeight="semibold" truncate minW="0" maxW={{ base: '7rem', md: '12rem' }}>
      {shellTexts.greeting(greetingName(rights.user))}
    </Text>
  );
}
