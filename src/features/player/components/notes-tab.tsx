// Internal admin notes on a character (player.notes): pinned first, then newest; add one, edit
// its text or pin, delete it after a confirmation with a reason. Every change is in the admin log.
import { Badge, Box, Button, Checkbox, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getListPlayerAdminNotesQueryOptions,
  useAddPlayerAdminNote,
  useDeletePlayerAdminNote,
  useEditPlayerAdminNote,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerNote } from '../../../api/generated/model/playerNote';
import type { PlayerNoteInput } from '../../../api/generated/model/playerNoteInput';
import type { PlayerNotePatch } from '../../../api/generated/model/playerNotePatch';
import { KickGameserverPlayerBody as ReasonBody } from '../../../api/generated/zod/gameserver/gameserver.zod';
import { AddPlayerAdminNoteBody, EditPlayerAdminNoteBody } from '../../../api/generated/zod/player/player.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormField } from '../../../components/form/form-field';
import { useContractForm, type ContractForm } from '../../../components/form/use-contract-form';
import { PagedList } from '../../../components/views/paged-list';
import { formatDateTime } from '../../../lib/format';
import { actionError } from '../action-error';
import { playerChanged } from '../queries';
import { playerAdminTexts } from '../texts';
import { LiveForm } from './live-form';
import { ReasonDialog } from './reason-dialog';

const t = playerAdminTexts.notes;
const empty = { text: '', pinned: false };
type NoteValues = typeof empty;
const toBody = (v: NoteValues): PlayerNoteInput => ({ text: v.text.trim(), pinned: v.pinned });

export function NotesTab({ playerId }: { playerId: number }) {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const notes = useQuery({
    ...getListPlayerAdminNotesQueryOptions(playerId, { limit: 20, ...(page > 1 ? { skip: (page - 1) * 20 } : {}) }),
    placeholderData: keepPreviousData,
  });
  const can = useCan();
  const [editing, setEditing] = useState<PlayerNote | null>(null);
  const [removing, setRemoving] = useState<PlayerNote | null>(null);
  const remove = useDeletePlayerAdminNote({
    mutation: {
      onSuccess: () => notifier.create({ title: t.removed, type: 'success' }),
      onSettled: () => playerChanged(client, playerId),
    },
  });
  const canEdit = can('editPlayerAdminNote');
  const canRemove = can('deletePlayerAdminNote');
  return (
    <Stack gap="5">
      <PagedList
        query={notes}
        label={t.list}
        gap="3"
        getKey={(n) => n.id}
        renderItem={(n) => (
          <Box as="article" data-testid="player-note" borderWidth="1px" borderRadius="md" p="3">
            {n.pinned ? (
              <Badge colorPalette="yellow" mb="1">
                {t.pinnedBadge}
              </Badge>
            ) : null}
            <Text whiteSpace="pre-wrap">{n.text}</Text>
            <Text color="fg.muted" fontSize="sm" mt="1">
              {[
                t.by(n.author.name, formatDateTime(n.createdAt)),
                n.editedAt ? t.edited(formatDateTime(n.editedAt)) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {canEdit || canRemove ? (
              <HStack gap="2" mt="2">
                {canEdit ? (
                  <Button size="xs" variant="outline" aria-label={t.editLabel(n.id)} onClick={() => setEditing(n)}>
                    {t.edit}
                  </Button>
                ) : null}
                {canRemove ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t.removeLabel(n.id)}
                    onClick={() => setRemoving(n)}
                  >
                    {t.remove}
                  </Button>
                ) : null}
              </HStack>
            ) : null}
          </Box>
        )}
        page={page}
        onPage={setPage}
        empty={t.empty}
      />
      {can('addPlayerAdminNote') ? <AddNoteForm playerId={playerId} /> : null}
      {editing ? <EditNoteDialog playerId={playerId} note={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        // The reason is the contract's query parameter, checked as a kick's reason (3–500).
        <ReasonDialog
          title={t.removeTitle}
          body={t.removeBody}
          field="reason"
          fieldLabel={t.reason}
          confirmLabel={t.remove}
          cancelLabel={t.cancel}
          tone="danger"
          draft={`draft.acp.player.${playerId}.note.${removing.id}.remove`}
          schema={ReasonBody}
          busy={remove.isPending}
          onConfirm={({ reason }) => remove.mutateAsync({ playerId, noteId: removing.id, params: { reason } })}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Stack>
  );
}

/** The note's text and its pin: the same two fields for adding and editing. */
function NoteFields({ form }: { form: ContractForm<NoteValues, unknown> }) {
  return (
    <>
      <FormField label={t.text} message={form.message('text')} required>
        <Textarea {...form.input('text')} rows={3} />
      </FormField>
      <Checkbox.Root checked={form.values.pinned} onCheckedChange={(e) => form.set('pinned', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.pinned}</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}

function AddNoteForm({ playerId }: { playerId: number }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.acp.player.note.${playerId}`, empty), [playerId]);
  const add = useAddPlayerAdminNote({ mutation: { onSettled: () => playerChanged(client, playerId) } });
  return (
    <LiveForm
      id="acp-add-note"
      heading={t.add}
      level="h2"
      schema={AddPlayerAdminNoteBody}
      initial={empty}
      draft={draft}
      toBody={toBody}
      submitLabel={t.submit}
      done={t.added}
      busy={add.isPending}
      send={(data) => add.mutateAsync({ playerId, data })}
    >
      {(form) => <NoteFields form={form} />}
    </LiveForm>
  );
}

function EditNoteDialog({ playerId, note, onClose }: { playerId: number; note: PlayerNote; onClose: () => void }) {
  const client = useQueryClient();
  const initial = { text: note.text, pinned: note.pinned };
  const draft = useServerDraft(`draft.acp.player.${playerId}.note.${note.id}.edit`, initial);
  // Only what changed is sent (the patch needs at least one field; nothing changed sends the text).
  const form = useContractForm({
    schema: EditPlayerAdminNoteBody,
    initial,
    draft,
    toBody: (v: NoteValues): PlayerNotePatch => {
      const text = v.text.trim();
      const patch: PlayerNotePatch = {
        ...(text !== note.text ? { text } : {}),
        ...(v.pinned !== note.pinned ? { pinned: v.pinned } : {}),
      };
      return Object.keys(patch).length ? patch : { text };
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const edit = useEditPlayerAdminNote({ mutation: { onSettled: () => playerChanged(client, playerId) } });
  const submit = form.handleSubmit((data) => {
    if (edit.isPending) return;
    setFailure(null);
    edit.mutateAsync({ playerId, noteId: note.id, data }).then(
      () => {
        form.reset();
        notifier.create({ title: t.saved, type: 'success' });
        onClose();
      },
      (error: unknown) => setFailure(form.applyServerErrors(error) ? null : actionError(error)),
    );
  });
  return (
    <FormDialog
      title={t.editTitle}
      role="dialog"
      confirmLabel={t.save}
      cancelLabel={t.cancel}
      busy={edit.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={() => {
        // Cancel drops the draft; closing the page keeps it.
        form.reset();
        onClose();
      }}
    >
      <NoteFields form={form} />
    </FormDialog>
  );
}
