// The loading screen: an animated (bundled) image and a German label.
// The image is decorative; the label is what assistive technology announces.
import { Image, Text, VStack } from '@chakra-ui/react';
import loadingImage from './assets/loading.svg?no-inline';
import { feedbackTexts } from './texts';

export function LoadingScreen() {
  return (
    <VStack gap="3" role="status" aria-live="polite">
      <Image src={loadingImage} alt="" width="16" height="16" />
      <Text color="fg.muted">{feedbackTexts.loading}</Text>
    </VStack>
  );
}
