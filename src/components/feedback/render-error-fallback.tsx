// Rendering failure of a route (spec §2, §8): an image, the exact German message,
// a visible countdown and a redirect after 8 s to /vcom or /dashboard. The user
// may go now, stay (which stops the timer) or try the page again ("Versuche es erneut").
import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import errorImage from './assets/error-record.svg?no-inline';
import { markScenarioCrashSeen } from './crash-probe';
import { feedbackTexts } from './texts';
import { errorRedirectTarget, useRedirectCountdown } from './use-redirect-countdown';

export function RenderErrorFallback({ reset }: { reset?: () => void }) {
  const navigate = useNavigate();
  const router = useRouter();
  const pathname = useLocation({ select: (l) => l.pathname });
  const target = errorRedirectTarget(pathname);
  const go = useCallback(() => {
    markScenarioCrashSeen();
    reset?.();
    void navigate({ to: target, replace: true });
  }, [navigate, reset, target]);
  const { remaining, stopped, stop } = useRedirectCountdown(go);

  return (
    <Box role="alert" data-testid="render-error" p={{ base: '4', md: '8' }} maxW="40rem" mx="auto" textAlign="center">
      <Image src={errorImage} alt={feedbackTexts.errorImageAlt} mx="auto" mb="4" width="160px" height="120px" />
      <Text fontSize="lg" fontWeight="semibold" mb="3">
        {feedbackTexts.renderError}
      </Text>
      <Text color="fg.muted" mb="4" data-testid="redirect-countdown" aria-live="off">
        {stopped ? feedbackTexts.redirectStopped : feedbackTexts.redirectIn(remaining)}
      </Text>
      <HStack justify="center" gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={go}>
          {feedbackTexts.goNow}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            reset?.();
            void router.invalidate();
          }}
        >
          {feedbackTexts.retry}
        </Button>
        {stopped ? null : (
          <Button variant="outline" onClick={stop}>
            {feedbackTexts.stay}
          </Button>
        )}
      </HStack>
    </Box>
  );
}
