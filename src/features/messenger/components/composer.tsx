// The text field of a chat: a draft per conversation (kept as typed, across a reload and a
// 401), checked by the contract's validator (1–1000 characters), Enter sends and Shift+Enter
// starts a new line. Sending hands the text to the outbox at once and empties the field: the
// text is never lost, it lives on in the outbox until the server has it.
import { Button, Field, HStack, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useMemo, type KeyboardEvent } from 'react';
import type { MessengerTextMessageInput } from '../../../api/generated/model/messengerTextMessageInput';
import { SendMessengerMessageBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { defineDraft } from '../../../components/form/draft';
import { FieldMessage } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { messengerTexts } from '../texts';

const t = messengerTexts.chat;
const empty = { text: '' };

export function Composer({ conversationId, onSend }: { conversationId: number; onSend: (text: string) => void }) {
  const draft = useMemo(() => defineDraft(`draft.messenger.chat.${conversationId}`, empty), [conversationId]);
  const form = useContractForm({
    schema: SendMessengerMessageBody,
    initial: empty,
    draft,
    toBody: (v): MessengerTextMessageInput => ({ kind: 'text', text: v.text.trim() }),
  });
  const submit = form.handleSubmit((body) => {
    onSend(body.text);
    form.reset();
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const message = form.values.text.trim() === '' ? undefined : form.message('text');
  return (
    <form onSubmit={submit} noValidate data-testid="chat-composer">
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
        <Button type="submit" colorPalette="brand" disabled={form.values.text.trim() === ''}>
          <Send />
          {t.send}
        </Button>
      </HStack>
    </form>
  );
}
