// The unsaved-changes marker and the batch save ("save changed sub-paragraphs").
// Sticky, so it stays in view while editing a long ruleset.
import { Alert, Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { describeError } from '../../../lib/describe-error';
import { editorTexts as t } from '../texts';

interface SaveBarProps {
  count: number;
  saving: boolean;
  error: unknown;
  onSave: () => void;
}

export function SaveBar({ count, saving, error, onSave }: SaveBarProps) {
  return (
    <Stack position="sticky" top="16" zIndex="1" bg="bg" py="3" borderBottomWidth="1px" gap="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Badge
          colorPalette={count > 0 ? 'orange' : 'green'}
          size="lg"
          role="status"
          aria-live="polite"
          data-testid="unsaved-marker"
        >
          {count > 0 ? t.unsaved(count) : t.allSaved}
        </Badge>
        <Button colorPalette="brand" disabled={count === 0} loading={saving} onClick={onSave}>
          {t.saveBatch(count)}
        </Button>
      </HStack>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.batchFailed}</Alert.Title>
            <Alert.Description>{describeError(error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
