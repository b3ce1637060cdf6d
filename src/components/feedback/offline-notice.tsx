// An area's own word that it is offline, for screens that live on updates (the messenger): the
// shell's banner says it for the page, this says what it means here (nothing new arrives,
// nothing is sent). Once back, the area's queries are asked again (useCatchUp).
import { Box, Text } from '@chakra-ui/react';
import { useCatchUp } from '../../lib/use-catch-up';

/** `areaKey`: any generated query key of the area (its queries are asked again once back). */
export function OfflineNotice({ text, areaKey }: { text: string; areaKey: readonly unknown[] }) {
  const online = useCatchUp(areaKey);
  return (
    <Box role="status" aria-live="polite" data-testid="area-offline">
      {online ? null : (
        <Text color="fg.warning" borderWidth="1px" borderColor="border.warning" borderRadius="md" px="3" py="2">
          {text}
        </Text>
      )}
    </Box>
  );
}
