// Frame of the pages outside the common layout (not found, not permitted, vcom):
// the logo, a heading, a sentence and a way back.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { LogoMark } from '../assets/logo-mark';
import { shellTexts } from '../texts';

interface PlainPageProps {
  title: string;
  body: string;
  action: string;
  testId: string;
  children?: ReactNode;
}

export function PlainPage({ title, body, action, testId, children }: PlainPageProps) {
  usePageTitle(title);
  return (
    <Box
      as="main"
      id="main"
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="6"
      data-testid={testId}
    >
      <Box maxW="32rem" textAlign="center">
        <Link to="/" aria-label={shellTexts.logoLabel}>
          <LogoMark display="block" width="16" height="16" mx="auto" mb="6" />
        </Link>
        <Heading as="h1" size="2xl" mb="3">
          {title}
        </Heading>
        <Text color="fg.muted" mb="6">
          {body}
        </Text>
        {children}
        <Button asChild colorPalette="brand">
          <Link to="/">{action}</Link>
        </Button>
      </Box>
    </Box>
  );
}
