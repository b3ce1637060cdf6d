// Default error view of a route whose loader failed: a German message and a retry,
// never a blank screen.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { describeError } from '../../lib/describe-error';
import { feedbackTexts } from './texts';

export function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  return (
    <Box role="alert" p="8" maxW="40rem">
      <Heading as="h1" size="lg" mb="2">
        {feedbackTexts.errorTitle}
      </Heading>
      <Text mb="4">{describeError(error)}</Text>
      <Button
        colorPalette="brand"
        onClick={() => {
          queryReset.reset();
          reset();
          void router.invalidate();
        }}
      >
        {feedbackTexts.retry}
      </Button>
    </Box>
  );
}
