// Router-level failure without a custom handler (spec §2, §8): the page titled
// "Unexpected Application Error!" with the status or the message.
import { Box, Code, Heading } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { feedbackTexts } from './texts';

export function describeRouterError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, statusText } = error as { status?: unknown; statusText?: unknown };
    if (typeof status === 'number')
      return typeof statusText === 'string' && statusText ? `${status} ${statusText}` : String(status);
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

export function UnexpectedError({ error }: ErrorComponentProps) {
  return (
    <Box as="main" p="8" maxW="48rem" data-testid="unexpected-error">
      <Heading as="h1" size="xl" mb="4">
        {feedbackTexts.unexpectedTitle}
      </Heading>
      <Code as="p" display="block" whiteSpace="pre-wrap" p="3">
        {describeRouterError(error)}
      </Code>
    </Box>
  );
}
