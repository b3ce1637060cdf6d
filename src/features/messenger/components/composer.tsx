// The text field of a chat: a draft per conversation (kept as typed, across a reload and a
// 401), checked by the contract's validator (1–1000 characters), in the chat's MessageField.
// Sending hands the text to the outbox at once and empties the field: the
// text is never lost, it lives on in the outbox until the server has it.
import { useMemo } from 'react';
import type { MessengerTextMessageInput } from '../../../api/generated/model/messengerTextMessageInput';
import { SendMessengerMessageBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { defineDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { MessageField } from './message-field';

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
  return <MessageField form={form} onSubmit={submit} testId="chat-composer" />;
}
