// Police notes on a citizen file [Notizen]: pinned first, each with its author and time; the
// police adds one (kept as a draft until saved), the author changes or deletes his own (the
// deletion asked first). Every change lands in the file's audit trail (the mock writes it).
import { Badge, Box, Button, Checkbox, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListVcomCitizenAuditQueryKey,
  getListVcomCitizenNotesQueryKey,
  getListVcomCitizenNotesQueryOptions,
  useAddVcomCitizenNote,
  useDeleteVcomNote,
  useEditVcomNote,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomNote } from '../../../api/generated/model/vcomNote';
import { AddVcomCitizenNoteBody, EditVcomNoteBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { citizenTexts } from './texts';

const t = citizenTexts.notes;

function useNotesChanged(citizenId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getListVcomCitizenNotesQueryKey(citizenId) }),
      client.invalidateQueries({ queryKey: getListVcomCitizenAuditQueryKey(citizenId) }),
    ]);
}

function NoteEdit({ note, onDone }: { note: VcomNote; onDone: () => void }) {
  const changed = useNotesChanged(note.entityId);
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useServerDraft(`draft.vcom.noteEdit.${note.id}`, { text: note.text });
  const form = useContractForm({
    schema: EditVcomNoteBody,
    initial: { text: note.text },
    draft,
    toBody: (v) => ({ text: v.text.trim(), confidential: note.confidential }),
  });
  const edit = useEditVcomNote({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.saved, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: changed,
    },
  });
  return (
    <FormStack
      gap="2"
      onSubmit={form.handleSubmit((data) => {
        setFailure(null);
        edit.mutate({ noteId: note.id, data });
      })}
    >
      <FormField label={t.editText} message={form.message('text')} required>
        <Textarea {...form.input('text')} rows={3} />
      </FormField>
      <Failure text={failure} />
      <HStack gap="2">
        <Button type="submit" size="sm" loading={edit.isPending}>
          {t.save}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            form.reset();
            onDone();
          }}
        >
          {t.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}

function NoteItem({ note, own }: { note: VcomNote; own: boolean }) {
  const changed = useNotesChanged(note.entityId);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteVcomNote({
    mutation: {
      onSuccess: () => {
        setAsking(false);
        notifier.create({ title: t.removed, type: 'success' });
      },
      onError: (error) => {
        setAsking(false);
        setFailure(describeError(error));
      },
      onSettled: changed,
    },
  });
  return (
    <Box as="li" borderBottomWidth="1px" pb="2">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t.by(note.author.name, formatDateTime(note.createdAt))}
          {note.editedAt ? ` · ${t.edited(formatDateTime(note.editedAt))}` : ''}
        </Text>
        {note.confidential ? <Badge colorPalette="orange">{t.confidentialBadge}</Badge> : null}
      </HStack>
      {editing ? (
        <NoteEdit note={note} onDone={() => setEditing(false)} />
      ) : (
        <Text whiteSpace="pre-wrap">{note.text}</Text>
      )}
      <Failure text={failure} />
      {own && !editing ? (
        <HStack gap="2" mt="1">
          <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            {t.remove}
          </Button>
        </HStack>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t.removeTitle}
        body={t.removeBody}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          setFailure(null);
          remove.mutate({ noteId: note.id });
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

export function CitizenNotes({
  citizenId,
  canAdd,
  ownStaffId,
}: {
  citizenId: number;
  /** addVcomCitizenNote: police membership. */
  canAdd: boolean;
  ownStaffId: number | undefined;
}) {
  const notes = useQuery(getListVcomCitizenNotesQueryOptions(citizenId, { limit: 50 }));
  const changed = useNotesChanged(citizenId);
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useServerDraft(`draft.vcom.citizenNote.${citizenId}`, { text: '', confidential: false });
  const form = useContractForm({
    schema: AddVcomCitizenNoteBody,
    initial: { text: '', confidential: false },
    draft,
    toBody: (v) => ({ text: v.text.trim(), confidential: v.confidential }),
  });
  const add = useAddVcomCitizenNote({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.added, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: changed,
    },
  });
  // Pinned notes first, as the contract orders them; the mock's order otherwise (newest first).
  const sorted = (items: VcomNote[]) =>
    [...items].sort((a, b) => Number(b.pinned ?? false) - Number(a.pinned ?? false));
  return (
    <Section id="vcom-citizen-notes" title={t.heading}>
      <Stack gap="3" mt="2">
        <QueryState query={notes} isEmpty={(d) => d.items.length === 0} empty={t.empty} pendingMinH="2.5rem">
          {(d) => (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t.heading}>
              {sorted(d.items).map((n) => (
                <NoteItem key={n.id} note={n} own={ownStaffId !== undefined && n.author.staffId === ownStaffId} />
              ))}
            </Stack>
          )}
        </QueryState>
        {canAdd ? (
          <FormStack
            gap="2"
            onSubmit={form.handleSubmit((data) => {
              setFailure(null);
              add.mutate({ citizenId, data });
            })}
          >
            <FormField label={t.text} message={form.message('text')} required>
              <Textarea {...form.input('text')} rows={2} />
            </FormField>
            <Checkbox.Root
              checked={form.values.confidential}
              onCheckedChange={(e) => form.set('confidential', e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t.confidential}</Checkbox.Label>
            </Checkbox.Root>
            <Failure text={failure} />
            <Box>
              <Button type="submit" size="sm" loading={add.isPending} loadingText={t.adding}>
                {t.add}
              </Button>
            </Box>
          </FormStack>
        ) : null}
      </Stack>
    </Section>
  );
}
