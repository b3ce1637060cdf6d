// Shown after a page's code failed to load even after every retry (spec §9).
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { setReloadFlag } from '../../lib/reload-flag';
import { feedbackTexts } from './texts';

export function ChunkError() {
  return (
    <Box role="alert" data-testid="chunk-error" p={{ base: '4', md: '8' }} maxW="40rem">
      <Heading as="h1" size="lg" mb="2">
        {feedbackTexts.chunkTitle}
      </Heading>
      <Text mb="4">{feedbackTexts.chunkBody}</Text>
      <Button
        colorPalette="brand"
        onClick={() => {
          setReloadFlag();
          window.location.reload();
        }}
      >
        {feedbackTexts.reload}
      </Button>
    </Box>
  );
}
