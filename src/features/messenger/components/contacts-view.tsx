// The contacts of the chosen SIM: search (?q=, by the server), add, edit, delete, block, and
// "write" (opens the direct chat with that number, starting it when there is none). The
// number is checked by the contract's pattern (5–7 digits); a 422 shows under its field.
import { Badge, Box, Button, Checkbox, HStack, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  addMessengerContact,
  blockMessengerNumber,
  createMessengerConversation,
  deleteMessengerContact,
  editMessengerContact,
  getListMessengerBlockedNumbersQueryOptions,
  getListMessengerContactsQueryOptions,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerContact } from '../../../api/generated/model/messengerContact';
import type { MessengerContactInput } from '../../../api/generated/model/messengerContactInput';
import { AddMessengerContactBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { describeError } from '../../../lib/describe-error';
import { blockedChanged, contactsChanged, listsChanged } from '../queries';
import { messengerTexts } from '../texts';
import { SafeText } from './safe-text';

const t = messengerTexts.contacts;

interface ContactsViewProps {
  simId: number;
  search: string;
  onSearch: (q: string) => void;
  onOpenChat: (conversationId: number) => void;
}

export function ContactsView({ simId, search, onSearch, onOpenChat }: ContactsViewProps) {
  const client = useQueryClient();
  const list = useQuery({
    ...getListMessengerContactsQueryOptions(simId, { limit: 100, ...(search ? { q: search } : {}) }),
    placeholderData: keepPreviousData,
  });
  const blocked = useQuery(getListMessengerBlockedNumbersQueryOptions(simId));
  const blockedNumbers = new Set(blocked.data?.items.map((b) => b.number));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ kind: 'delete' | 'block'; contact: MessengerContact } | null>(null);

  const remove = useMutation({
    mutationFn: (contact: MessengerContact) => deleteMessengerContact(simId, contact.id),
    onSuccess: () => notifier.create({ title: t.deleted, type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => contactsChanged(client, simId),
  });
  const block = useMutation({
    mutationFn: (contact: MessengerContact) => blockMessengerNumber(simId, { number: contact.number }),
    onSuccess: (entry) => notifier.create({ title: t.blocked(entry.number), type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => blockedChanged(client, simId),
  });
  const write = useMutation({
    mutationFn: (contact: MessengerContact) => createMessengerConversation(simId, { numbers: [contact.number] }),
    onSuccess: (details) => onOpenChat(details.conversation.id),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => listsChanged(client),
  });

  return (
    <Stack gap="3" maxW="48rem" as="section" aria-label={t.label}>
      <HStack gap="2" align="end" wrap="wrap">
        <SearchBar label={t.search} value={search} onSearch={onSearch} flex="1" />
        <Button size="sm" variant="outline" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
          <UserPlus />
          {t.add}
        </Button>
      </HStack>
      {adding ? <ContactForm simId={simId} onDone={() => setAdding(false)} /> : null}
      {list.isPending ? (
        <Stack gap="2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="14" borderRadius="md" />
          ))}
        </Stack>
      ) : (
        <QueryState
          query={list}
          isEmpty={(d) => d.items.length === 0}
          empty={search ? t.noMatch : t.empty}
          emptyTestId="contacts-empty"
        >
          {(data) => (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t.label} data-testid="contact-list">
              {data.items.map((contact) => (
                <Box as="li" key={contact.id} borderWidth="1px" borderRadius="md" p="3" data-testid="contact">
                  {editing === contact.id ? (
                    <ContactForm simId={simId} contact={contact} onDone={() => setEditing(null)} />
                  ) : (
                    <Stack gap="1">
                      <HStack justify="space-between" wrap="wrap" gap="2">
                        <HStack gap="2">
                          {contact.favorite ? <Star aria-label={t.favorite} fill="currentColor" /> : null}
                          <Text fontWeight="semibold">{contact.name}</Text>
                          <Text fontFamily="mono" color="fg.muted">
                            {contact.number}
                          </Text>
                          {blockedNumbers.has(contact.number) ? <Badge colorPalette="red">{t.isBlocked}</Badge> : null}
                        </HStack>
                        <HStack gap="1" wrap="wrap">
                          <Button
                            size="xs"
                            colorPalette="brand"
                            loading={write.isPending && write.variables.id === contact.id}
                            onClick={() => write.mutate(contact)}
                          >
                            {t.write}
                          </Button>
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setEditing(contact.id)}
                            aria-label={`${t.edit}: ${contact.name}`}
                          >
                            {t.edit}
                          </Button>
                          {blockedNumbers.has(contact.number) ? null : (
                            <Button
                              size="xs"
                              variant="outline"
                              onClick={() => setAsking({ kind: 'block', contact })}
                              aria-label={`${t.block}: ${contact.name}`}
                            >
                              {t.block}
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            onClick={() => setAsking({ kind: 'delete', contact })}
                            aria-label={`${t.delete}: ${contact.name}`}
                          >
                            {t.delete}
                          </Button>
                        </HStack>
                      </HStack>
                      {contact.note ? (
                        <Text fontSize="sm" color="fg.muted">
                          <SafeText text={contact.note} />
                        </Text>
                      ) : null}
                    </Stack>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </QueryState>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking
            ? asking.kind === 'delete'
              ? t.deleteTitle(asking.contact.name)
              : t.blockTitle(asking.contact.name)
            : ''
        }
        body={asking?.kind === 'block' ? t.blockBody : undefined}
        confirmLabel={asking?.kind === 'block' ? t.block : t.delete}
        cancelLabel={t.cancel}
        busy={remove.isPending || block.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking?.kind === 'delete' && !remove.isPending) remove.mutate(asking.contact);
          if (asking?.kind === 'block' && !block.isPending) block.mutate(asking.contact);
          setAsking(null);
        }}
      />
    </Stack>
  );
}

const empty = { name: '', number: '', note: '', favorite: false };
type Values = typeof empty;

const toBody = (v: Values): MessengerContactInput => ({
  name: v.name.trim(),
  number: v.number.trim(),
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
  favorite: v.favorite,
});

/** Add a contact (draft per SIM) or edit one (PUT replaces all its data). */
function ContactForm({ simId, contact, onDone }: { simId: number; contact?: MessengerContact; onDone: () => void }) {
  const client = useQueryClient();
  const draft = useMemo(
    () => (contact ? undefined : defineDraft(`draft.messenger.contact.${simId}`, empty)),
    [contact, simId],
  );
  const form = useContractForm({
    // Add and edit share the contract's MessengerContactInput.
    schema: AddMessengerContactBody,
    initial: contact
      ? { name: contact.name, number: contact.number, note: contact.note ?? '', favorite: contact.favorite }
      : empty,
    draft,
    toBody,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (data: MessengerContactInput) =>
      contact ? editMessengerContact(simId, contact.id, data) : addMessengerContact(simId, data),
    onSuccess: (saved) => {
      form.reset();
      notifier.create({ title: t.saved(saved.name), type: 'success' });
      onDone();
    },
    onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () => contactsChanged(client, simId),
  });
  return (
    <FormStack
      aria-label={contact ? t.editHeading : t.add}
      borderWidth={contact ? undefined : '1px'}
      borderRadius="md"
      p={contact ? undefined : '3'}
      data-testid="contact-form"
      onSubmit={form.handleSubmit((data) => {
        if (save.isPending) return;
        setFailure(null);
        save.mutate(data);
      })}
    >
      <HStack gap="3" align="start" wrap="wrap">
        <FormField label={t.name} message={form.message('name')} required flex="2" minW="12rem">
          <Input {...form.input('name')} autoComplete="off" />
        </FormField>
        <FormField
          label={t.number}
          message={form.message('number')}
          helper={messengerTexts.newChat.numberHelp}
          required
          flex="1"
          minW="10rem"
        >
          <Input {...form.input('number')} inputMode="numeric" autoComplete="off" fontFamily="mono" />
        </FormField>
      </HStack>
      <FormField label={t.note} message={form.message('note')}>
        <Textarea {...form.input('note')} rows={2} />
      </FormField>
      <Checkbox.Root checked={form.values.favorite} onCheckedChange={(e) => form.set('favorite', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.favorite}</Checkbox.Label>
      </Checkbox.Root>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending}>
          {t.save}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            if (!contact) form.reset();
            onDone();
          }}
        >
          {t.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}
