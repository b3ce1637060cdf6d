// Clear state for a signed-out user: what is going on and how to sign in.
import { Alert } from '@chakra-ui/react';
import { feedbackTexts } from './texts';

export function SignedOutNotice() {
  return (
    <Alert.Root status="info" data-testid="signed-out" maxW="40rem">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{feedbackTexts.signedOutTitle}</Alert.Title>
        <Alert.Description>{feedbackTexts.signedOutBody}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
