import { Box, Heading, Text } from '@chakra-ui/react';
import { useGetLoggedIn } from '../api/generated/endpoints/auth/auth';
import { greetingName } from './greeting';

export function HomePage() {
  const { data } = useGetLoggedIn();
  const name = data?.user ? greetingName(data.user) : null;
  return (
    <Box as="main" p="8">
      <Heading as="h1">Your Taste. Your Music.</Heading>
      {name ? <Text data-testid="greeting">Hallo, {name}!</Text> : null}
    </Box>
  );
}
