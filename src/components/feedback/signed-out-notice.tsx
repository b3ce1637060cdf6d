// Clear state for a signed-out user: what is going on and how to sign in. The link leads to the
// sign-in forms on "Mein Profil" (which shows the notice without it, the forms are right below).
import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { feedbackTexts } from './texts';

export function SignedOutNotice({ signInLink = true }: { signInLink?: boolean }) {
  return (
    <Alert.Root status="info" data-testid="signed-out" maxW="40rem">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{feedbackTexts.signedOutTitle}</Alert.Title>
        <Alert.Description>
          {feedbackTexts.signedOutBody}{' '}
          {signInLink ? (
            <Link asChild fontWeight="medium">
              <RouterLink to="/myProfile">{feedbackTexts.signInLink}</RouterLink>
            </Link>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
