// Placeholder while a page (or its data) loads: keeps the layout at 100vh so nothing jumps.
import { Box, Spinner } from '@chakra-ui/react';
import { feedbackTexts } from './texts';

export function PagePending() {
  return (
    <Box minH="100vh" display="flex" alignItems="flex-start" justifyContent="center" pt="16" aria-busy="true">
      <Spinner size="lg" color="brand.solid" aria-label={feedbackTexts.loading} />
    </Box>
  );
}
