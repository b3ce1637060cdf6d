// Internal admin notes on a character (player.notes): pinned first, then newest; add one.
import { Badge, Box, Button, Checkbox, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getListPlayerAdminNotesQueryOptions,
  useAddPlayerAdminNote,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerNoteInput } from '../../../api/generated/model/playerNoteInput';
import { AddPlayerAdminNoteBody } from '../../../api/generated/zod/player/player.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { PagedList } from '../../../components/views/paged-list';
import { formatDateTime } from '../../../lib/format';
import { actionError } from '../action-error';
import { playerChanged } from '../queries';
import { playerAdminTexts } from '../texts';

const t = playerAdminTexts.notes;
const empty = { text: '', pinned: false };
const toBody = (v: typeof empty): PlayerNoteInput => ({ text: v.text.trim(), pinned: v.pinned });

export function NotesTab({ playerId }: { playerId: number }) {
  const [page, setPage] = useState(1);
  const notes = useQuery({
    ...getListPlayerAdminNotesQueryOptions(playerId, { limit: 20, ...(page > 1 ? { skip: (page - 1) * 20 } : {}) }),
    placeholderData: keepPreviousData,
  });
  const canAdd = useCan('addPlayerAdminNote');
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
              {t.by(n.author.name, formatDateTime(n.createdAt))}
            </Text>
          </Box>
        )}
        page={page}
        onPage={setPage}
        empty={t.empty}
      />
      {canAdd ? <AddNoteForm playerId={playerId} /> : null}
    </Stack>
  );
}

function AddNoteForm({ playerId }: { playerId: number }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.acp.player.note.${playerId}`, empty), [playerId]);
  const form = useContractForm({ schema: AddPlayerAdminNoteBody, initial: empty, draft, toBody });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddPlayerAdminNote({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.added, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : actionError(error)),
      onSettled: () => playerChanged(client, playerId),
    },
  });
  return (
    <Box as="section" aria-labelledby="acp-add-note" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="acp-add-note" mb="3">
        {t.add}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (add.isPending) return;
          setFailure(null);
          add.mutate({ playerId, data });
        })}
      >
        <FormField label={t.text} message={form.message('text')} required>
          <Textarea {...form.input('text')} rows={3} />
        </FormField>
        <Checkbox.Root checked={form.values.pinned} onCheckedChange={(e) => form.set('pinned', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.pinned}</Checkbox.Label>
        </Checkbox.Root>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={add.isPending}>
            {t.submit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
