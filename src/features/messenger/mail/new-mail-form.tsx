// A new mail: from one of the own addresses (the chosen one first), to one or more addresses
// (comma separated, each checked as an address), subject and text, all by the contract's
// validator. The draft keeps what was typed across a failed send and a reload; a recipient the
// server does not know (404) is said under "An".
import { Button, Field, HStack, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useMemo, useState } from 'react';
import { newMessengerMailConversation } from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerMailAddress } from '../../../api/generated/model/messengerMailAddress';
import type { MessengerMailNew } from '../../../api/generated/model/messengerMailNew';
import { NewMessengerMailConversationBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FieldMessage, FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { mailChanged } from './queries';
import { mailTexts } from './texts';

const t = mailTexts.compose;
const empty = { fromAddressId: '', to: '', subject: '', body: '' };
const draft = defineDraft('draft.messenger.mail.new', empty);

const recipients = (to: string) =>
  to
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

interface NewMailFormProps {
  addresses: readonly MessengerMailAddress[];
  /** The address chosen on the page: the sender unless the draft names another own one. */
  from: number;
  onCancel: () => void;
  onSent: (threadId: number, fromAddressId: number) => void;
}

export function NewMailForm({ addresses, from, onCancel, onSent }: NewMailFormProps) {
  const client = useQueryClient();
  const own = useMemo(() => new Set(addresses.map((a) => String(a.id))), [addresses]);
  // The draft's sender while it is still an own address, else the one chosen on the page.
  const senderOf = (id: string) => (own.has(id) ? id : String(from));
  const form = useContractForm({
    schema: NewMessengerMailConversationBody,
    initial: empty,
    draft,
    toBody: (v): MessengerMailNew => ({
      fromAddressId: Number(senderOf(v.fromAddressId)),
      to: recipients(v.to),
      subject: v.subject.trim(),
      body: v.body.trim(),
    }),
  });
  const sender = senderOf(form.values.fromAddressId);
  const [failure, setFailure] = useState<{ to?: string; form?: string } | null>(null);
  const send = useMutation({
    mutationFn: (body: MessengerMailNew) => newMessengerMailConversation(body),
    onSuccess: (created, body) => {
      form.reset();
      notifier.create({ title: t.sent, type: 'success' });
      onSent(created.thread.id, body.fromAddressId);
    },
    onError: (error) => {
      if (form.applyServerErrors(error)) return setFailure(null);
      // 404: a recipient address does not exist; the server names it.
      if (isAxiosError(error) && error.response?.status === 404) return setFailure({ to: describeError(error) });
      setFailure({ form: describeError(error) });
    },
    onSettled: () => mailChanged(client),
  });
  const list = recipients(form.values.to);
  const toMessage =
    failure?.to ?? form.message('to') ?? list.map((_, i) => form.message(`to.${i}`)).find((m) => m !== undefined);
  return (
    <FormStack
      aria-label={t.heading}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      maxW="48rem"
      onSubmit={form.handleSubmit((body) => {
        if (send.isPending) return;
        setFailure(null);
        send.mutate(body);
      })}
      data-testid="mail-new"
    >
      <Text fontWeight="semibold">{t.heading}</Text>
      <Field.Root>
        <Field.Label>{t.from}</Field.Label>
        <NativeSelect.Root size="sm" maxW="24rem">
          <NativeSelect.Field value={sender} onChange={(e) => form.set('fromAddressId', e.target.value)}>
            {addresses.map((a) => (
              <option key={a.id} value={a.id}>
                {a.address}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={!!toMessage}>
        <Field.Label>{t.to}</Field.Label>
        <Input
          {...form.input('to')}
          onChange={(e) => {
            setFailure(null);
            form.set('to', e.target.value);
          }}
          type="text"
          inputMode="email"
          autoComplete="off"
        />
        <FieldMessage message={toMessage} helper={t.toHelp} />
      </Field.Root>
      <FormField label={t.subject} message={form.message('subject')}>
        <Input {...form.input('subject')} />
      </FormField>
      <FormField label={t.body} message={form.message('body')}>
        <Textarea {...form.input('body')} rows={6} autoresize maxH="80" />
      </FormField>
      {failure?.form ? (
        <Text color="fg.error" role="alert">
          {failure.form}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" colorPalette="brand" loading={send.isPending}>
          {t.send}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}
