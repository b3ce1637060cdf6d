// The whitelist (gameserver.whitelist): search, one row per account with its state and note,
// allow/lock and remove (asked first, with a reason for the admin log); add an account by its id; reset the whole list
// (gameserver.whitelistReset) only after a confirmation with a reason. An offline server (503)
// is shown as such; nothing is sent again by itself. The search and the page are in the URL
// (/acp/server?q=&page=): the route has no validator (start cost), so they are parsed here.
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListGameserverWhitelistQueryKey,
  getListGameserverWhitelistQueryOptions,
  useAddGameserverWhitelistEntry,
  useEditGameserverWhitelistEntry,
  useRemoveGameserverWhitelistEntry,
  useResetGameserverWhitelist,
} from '../../api/generated/endpoints/gameserver/gameserver';
import type { GameserverWhitelistAdd } from '../../api/generated/model/gameserverWhitelistAdd';
import type { GameserverWhitelistEntry } from '../../api/generated/model/gameserverWhitelistEntry';
import { AddGameserverWhitelistEntryBody } from '../../api/generated/zod/gameserver/gameserver.zod';
import { useCan } from '../../api/permissions';
import { notifier } from '../../components/feedback/toaster';
import { defineDraft } from '../../components/form/draft';
import { FormField } from '../../components/form/form-field';
import { useContractForm } from '../../components/form/use-contract-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormStack } from '../../components/ui/form-stack';
import { PagedList } from '../../components/views/paged-list';
import { SearchBar } from '../../components/views/search-bar';
import { positiveInt, searchText } from '../../components/views/search-values';
import { StatusBadge } from '../../components/views/status-badge';
import { useSearchState } from '../../components/views/use-search-state';
import { formatDate } from '../../lib/format';
import { liveError, noRetryWhenOffline } from './offline';
import { ReasonConfirm } from './reason-dialog';
import { gameserverTexts } from './texts';

const t = gameserverTexts.whitelist;
const PAGE = 20;
const states = { true: t.allowed, false: t.paused } as const;

export function WhitelistPanel() {
  const client = useQueryClient();
  const can = useCan();
  const [search, setSearch] = useSearchState<{ q?: unknown; page?: unknown }>();
  const q = searchText(search.q)?.trim() ?? '';
  const page = positiveInt(search.page) ?? 1;
  const setPage = (next: number) => setSearch({ page: next > 1 ? next : undefined });
  const [resetting, setResetting] = useState(false);
  const list = useQuery({
    ...getListGameserverWhitelistQueryOptions({
      limit: PAGE,
      ...(page > 1 ? { skip: (page - 1) * PAGE } : {}),
      ...(q ? { q } : {}),
    }),
    placeholderData: keepPreviousData,
    retry: noRetryWhenOffline,
  });
  const changed = () => client.invalidateQueries({ queryKey: getListGameserverWhitelistQueryKey() });
  const reset = useResetGameserverWhitelist({
    mutation: {
      onSuccess: () => notifier.create({ title: t.resetDone, type: 'success' }),
      onError: (error) => notifier.create({ title: liveError(error), type: 'error' }),
      onSettled: () => {
        setResetting(false);
        return changed();
      },
    },
  });
  return (
    <Box as="section" aria-labelledby="server-whitelist" borderWidth="1px" borderRadius="lg" p="4">
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="server-whitelist">
          {t.heading}
        </Heading>
        {can('resetGameserverWhitelist') ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setResetting(true)}>
            {t.reset}
          </Button>
        ) : null}
      </HStack>
      <Stack gap="3">
        <SearchBar
          label={t.search}
          placeholder={t.placeholder}
          value={q}
          onSearch={(next) => setSearch({ q: next.trim() || undefined, page: undefined }, { replace: true })}
        />
        <PagedList
          query={list}
          label={t.list}
          gap="2"
          getKey={(e) => e.id}
          renderItem={(e) => <WhitelistRow entry={e} onChanged={changed} />}
          page={page}
          onPage={setPage}
          empty={t.empty}
        />
        <AddEntryForm onAdded={changed} />
      </Stack>
      <ConfirmDialog
        open={resetting}
        title={t.resetTitle}
        body={t.resetBody}
        confirmLabel={t.reset}
        cancelLabel={gameserverTexts.restart.cancelDialog}
        busy={reset.isPending}
        reason={{ label: t.resetReason, required: true, maxLength: 500 }}
        draftName="draft.gameserver.whitelist.reset"
        onConfirm={(reason) => {
          if (!reset.isPending)
            return reset.mutateAsync({ data: { confirm: true, keepAdmins: true, reason: reason ?? '' } });
        }}
        onClose={() => setResetting(false)}
      />
    </Box>
  );
}

function WhitelistRow({ entry, onChanged }: { entry: GameserverWhitelistEntry; onChanged: () => unknown }) {
  const [removing, setRemoving] = useState(false);
  const handlers = {
    onError: (error: unknown) => notifier.create({ title: liveError(error), type: 'error' }),
    onSettled: onChanged,
  };
  const edit = useEditGameserverWhitelistEntry({ mutation: handlers });
  // The removal's failure shows in its dialog, which keeps the typed reason.
  const remove = useRemoveGameserverWhitelistEntry({
    mutation: { onSettled: onChanged, onSuccess: () => notifier.create({ title: t.removed, type: 'success' }) },
  });
  return (
    <HStack
      as="article"
      data-testid="whitelist-entry"
      aria-label={entry.accountName}
      borderWidth="1px"
      borderRadius="md"
      p="2"
      gap="3"
      wrap="wrap"
    >
      <Stack gap="0" flex="1" minW="12rem">
        <Text fontWeight="semibold">
          {entry.accountName}{' '}
          <Text as="span" color="fg.muted">
            #{entry.userId}
          </Text>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t.addedAt} {formatDate(entry.addedAt)}
          {entry.note ? ` · ${entry.note}` : ''}
        </Text>
      </Stack>
      <StatusBadge
        value={String(entry.whitelisted) as 'true' | 'false'}
        labels={states}
        palettes={{ true: 'green', false: 'red' }}
      />
      <Button
        size="sm"
        variant="outline"
        loading={edit.isPending}
        onClick={() => {
          if (!edit.isPending) edit.mutate({ whitelistEntryId: entry.id, data: { whitelisted: !entry.whitelisted } });
        }}
      >
        {entry.whitelisted ? t.pause : t.allow}
      </Button>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setRemoving(true)}>
        {t.remove}
      </Button>
      {removing ? (
        <ReasonConfirm
          title={t.removeTitle(entry.accountName)}
          reasonLabel={t.removeReason}
          confirmLabel={t.remove}
          cancelLabel={gameserverTexts.restart.cancelDialog}
          draft={`draft.acp.server.whitelist.${entry.id}.remove`}
          busy={remove.isPending}
          onConfirm={(reason) => remove.mutateAsync({ whitelistEntryId: entry.id, params: { reason } })}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </HStack>
  );
}

const empty = { userId: '', note: '' };
const addDraft = defineDraft('draft.acp.server.whitelist.add', empty);
const toBody = (v: typeof empty) =>
  ({
    userId: v.userId.trim() === '' ? undefined : Number(v.userId),
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
  }) as GameserverWhitelistAdd;

function AddEntryForm({ onAdded }: { onAdded: () => unknown }) {
  const form = useContractForm({ schema: AddGameserverWhitelistEntryBody, initial: empty, draft: addDraft, toBody });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddGameserverWhitelistEntry({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.added, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : liveError(error)),
      onSettled: onAdded,
    },
  });
  return (
    <FormStack
      aria-label={t.add}
      onSubmit={form.handleSubmit((data) => {
        if (add.isPending) return;
        setFailure(null);
        add.mutate({ data });
      })}
    >
      <HStack gap="3" align="end" wrap="wrap">
        <FormField label={t.userId} message={form.message('userId')} required maxW="12rem">
          <Input {...form.input('userId')} inputMode="numeric" />
        </FormField>
        <FormField label={t.note} message={form.message('note')} flex="1" minW="12rem">
          <Input {...form.input('note')} />
        </FormField>
        <Button type="submit" colorPalette="brand" loading={add.isPending}>
          {t.add}
        </Button>
      </HStack>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
    </FormStack>
  );
}
