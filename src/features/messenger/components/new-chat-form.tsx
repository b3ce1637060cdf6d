// Start a chat from the chosen SIM: a contact or a number (checked by the contract's pattern,
// 5–7 digits), an optional first message. One number makes a direct chat (an existing one is
// opened instead). The draft is kept per SIM; a 422 shows under its field; pending sends once.
import { Button, HStack, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  createMessengerConversation,
  getListMessengerContactsQueryOptions,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerConversationCreate } from '../../../api/generated/model/messengerConversationCreate';
import { CreateMessengerConversationBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { listsChanged } from '../queries';
import { messengerTexts } from '../texts';

const t = messengerTexts.newChat;
const empty = { numbers: [''], firstMessage: '' };
type Values = typeof empty;

const toBody = (v: Values): MessengerConversationCreate => ({
  numbers: v.numbers.map((n) => n.trim()),
  ...(v.firstMessage.trim() ? { firstMessage: v.firstMessage.trim() } : {}),
});

interface NewChatFormProps {
  simId: number;
  /** A number to start with (a contact's "write" button). */
  number?: string;
  onCreated: (conversationId: number) => void;
  onCancel: () => void;
}

export function NewChatForm({ simId, number, onCreated, onCancel }: NewChatFormProps) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.messenger.newChat.${simId}`, empty), [simId]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: CreateMessengerConversationBody, initial: empty, draft, toBody });
  const contacts = useQuery(getListMessengerContactsQueryOptions(simId, { limit: 100 }));
  const create = useMutation({
    mutationFn: (data: MessengerConversationCreate) => createMessengerConversation(simId, data),
    onSuccess: (details) => {
      form.reset();
      onCreated(details.conversation.id);
    },
    onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () => listsChanged(client),
  });
  const [started, setStarted] = useState(false);
  if (number && !started) {
    setStarted(true);
    form.set('numbers.0', number);
  }
  const submit = form.handleSubmit((data) => {
    if (create.isPending) return;
    setFailure(null);
    create.mutate(data);
  });
  const current = form.values.numbers[0] ?? '';
  return (
    <FormStack
      onSubmit={submit}
      aria-label={t.heading}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="new-chat-form"
    >
      <Text fontWeight="semibold">{t.heading}</Text>
      {contacts.data && contacts.data.items.length > 0 ? (
        <FormField label={t.contact}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={contacts.data.items.some((c) => c.number === current) ? current : ''}
              onChange={(e) => form.set('numbers.0', e.target.value)}
            >
              <option value="">{t.pickContact}</option>
              {contacts.data.items.map((c) => (
                <option key={c.id} value={c.number}>
                  {c.name} ({c.number})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
      <FormField
        label={t.number}
        message={form.message('numbers.0') ?? form.message('numbers')}
        helper={t.numberHelp}
        required
      >
        <Input {...form.input('numbers.0')} inputMode="numeric" autoComplete="off" fontFamily="mono" />
      </FormField>
      <FormField label={t.firstMessage} message={form.message('firstMessage')}>
        <Textarea {...form.input('firstMessage')} rows={2} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={create.isPending}>
          {t.start}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}
