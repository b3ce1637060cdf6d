// The text field under a chat (a conversation, the friends chat): Enter sends, Shift+Enter
// starts a new line (not while an input method is composing), the contract's message shows
// once something is typed, and the button stays off while the field is empty.
import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { FieldMessage } from '../../../components/form/form-field';
import type { ContractForm } from '../../../components/form/use-contract-form';
import { messengerTexts } from '../texts';

const t = messengerTexts.chat;

interface Props<Body> {
  form: ContractForm<{ text: string }, Body>;
  /** The form's submit handler (form.handleSubmit(...)). */
  onSubmit: () => void;
  testId: string;
  /** A send waiting for the server (the friends chat; a conversation hands off to its outbox). */
  busy?: boolean;
  /** A failure no field shows. */
  failure?: string | null;
}

export function MessageField<Body>({ form, onSubmit, testId, busy, failure }: Props<Body>) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };
  const empty = form.values.text.trim() === '';
  const message = empty ? undefined : form.message('text');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      data-testid={testId}
    >
      <HStack align="start" gap="2">
        <Field.Root invalid={!!message} flex="1">
          <Field.Label srOnly>{t.composer}</Field.Label>
          <Textarea
            {...form.input('text')}
            placeholder={t.placeholder}
            rows={2}
            resize="none"
            autoresize
            maxH="40"
            onKeyDown={onKeyDown}
          />
          <FieldMessage message={message} />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={empty}>
          <Send />
          {t.send}
        </Button>
      </HStack>
      {failure ? (
        <Text color="fg.error" role="alert" mt="1">
          {failure}
        </Text>
      ) : null}
    </form>
  );
}
