// The frame of every screen: one h1, an optional description and actions, the document
// title (spec §2), and the page's padding and width. `heading` replaces the h1's text when
// it differs from the title (the start page greets by name).
import { Box, Flex, Heading, Text, type HeadingProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

interface PageFrameProps {
  title: string;
  heading?: ReactNode;
  /** A string becomes the muted lead text; anything else is shown as given. */
  description?: ReactNode;
  actions?: ReactNode;
  /** `wide` leaves room for a side column from xl on; `text` suits reading. */
  width?: 'text' | 'wide';
  headingProps?: HeadingProps & { 'data-testid'?: string };
  children?: ReactNode;
}

const widths = { text: '56rem', wide: { base: '48rem', xl: '80rem' } } as const;

export function PageFrame({
  title,
  heading,
  description,
  actions,
  width = 'text',
  headingProps,
  children,
}: PageFrameProps) {
  usePageTitle(title);
  return (
    <Box p={{ base: '4', md: '8' }} maxW={widths[width]}>
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl" mb="2" {...headingProps}>
          {heading ?? title}
        </Heading>
        {actions}
      </Flex>
      {typeof description === 'string' ? (
        <Text color="fg.muted" mb="4">
          {description}
        </Text>
      ) : (
        description
      )}
      {children}
    </Box>
  );
}
