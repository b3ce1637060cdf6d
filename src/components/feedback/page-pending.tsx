// Placeholder while a page (or its data) loads: 100vh high (spec §9) so nothing
// jumps, with the loading screen in it.
import { Box } from '@chakra-ui/react';
import { LoadingScreen } from './loading-screen';

export function PagePending() {
  return (
    <Box
      minH="100vh"
      display="flex"
      alignItems="flex-start"
      justifyContent="center"
      pt="16"
      aria-busy="true"
      data-testid="page-pending"
    >
      <LoadingScreen />
    </Box>
  );
}
