// The admin's houses (?view=admin, ACP right house.admin, guarded by the route): find houses by
// name, address, owner or number (?q=), or all houses of one character (?by=owner); an opened
// house (?house=) shows owner, block state and room mates, with the changes the admin's further
// rights allow: a new owner, a new name, block or lift the block, remove a room mate.
import { usePeopleSearch } from '../../../api/people-search';
import { Box, Button, Checkbox, Input, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { isAxiosError } from 'axios';
import { useMemo, useState } from 'react';
import {
  getFindHousesByOwnerAdminQueryOptions,
  getSearchHousesAdminQueryOptions,
  useBlockHouseAdmin,
  useChangeHouseOwnerAdmin,
  useGetHouseAdmin,
  useGetHouseRoomMatesAdmin,
  useRemoveHouseRoomMateAdmin,
  useRenameHouseAdmin,
  useUnblockHouseAdmin,
} from '../../../api/generated/endpoints/house/house';
import type { OrgAdminSearchResult } from '../../../api/generated/model/orgAdminSearchResult';
import type { OrgBlockRequest } from '../../../api/generated/model/orgBlockRequest';
import type { OrgOwnerChangeRequest } from '../../../api/generated/model/orgOwnerChangeRequest';
import type { OrgRenameRequest } from '../../../api/generated/model/orgRenameRequest';
import {
  BlockHouseAdminBody,
  ChangeHouseOwnerAdminBody,
  RenameHouseAdminBody,
} from '../../../api/generated/zod/house/house.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { MemberList } from '../../../components/org/member-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { DataTable, type Column } from '../../../components/views/data-table';
import { PageFrame } from '../../../components/views/page-frame';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { skipOf } from '../../../components/views/search-values';
import { StatusBadge } from '../../../components/views/status-badge';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Facts, Failure, Section, SubmitRow } from '../components/common';
import { ADMIN_PAGE_SIZE, adminQuery, houseChanged } from '../queries';
import type { HouseSearch } from '../search-params';
import { houseTexts } from '../texts';

const t = houseTexts.admin;

export function AdminView() {
  const [search] = useSearchState<HouseSearch>();
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5">
        <Link asChild alignSelf="start">
          {search.house ? (
            <RouterLink to="/house" search={{ view: 'admin', q: search.q, by: search.by, page: search.page }}>
              {t.back}
            </RouterLink>
          ) : (
            <RouterLink to="/house">{houseTexts.back}</RouterLink>
          )}
        </Link>
        {search.house ? <AdminHouse houseId={search.house} /> : <AdminSearch />}
      </Stack>
    </PageFrame>
  );
}

function AdminSearch() {
  const [search, setSearch] = useSearchState<HouseSearch>();
  const q = search.q ?? '';
  const text = adminQuery(q);
  const byOwner = search.by === 'owner';
  const params = { skip: skipOf(search.page, ADMIN_PAGE_SIZE), limit: ADMIN_PAGE_SIZE };
  const options = byOwner
    ? getFindHousesByOwnerAdminQueryOptions(text ?? '', params)
    : getSearchHousesAdminQueryOptions(text ?? '', params);
  const found = useQuery({ ...options, enabled: text !== undefined, placeholderData: keepPreviousData, retry: false });
  const noOwner = byOwner && isAxiosError(found.error) && found.error.response?.status === 404;
  const columns: ReadonlyArray<Column<OrgAdminSearchResult>> = [
    { key: 'id', header: t.col.id, cell: (h) => h.id, sortValue: (h) => h.id },
    {
      key: 'name',
      header: t.col.name,
      cell: (h) => (
        <Link asChild>
          <RouterLink
            to="/house"
            search={{ view: 'admin', house: h.id, q: search.q, by: search.by, page: search.page }}
          >
            {h.name}
          </RouterLink>
        </Link>
      ),
      sortValue: (h) => h.name,
    },
    { key: 'owner', header: t.col.owner, cell: (h) => h.owner?.name ?? t.free, sortValue: (h) => h.owner?.name ?? '' },
    { key: 'mates', header: t.col.mates, cell: (h) => h.memberCount, sortValue: (h) => h.memberCount },
    {
      key: 'state',
      header: t.col.state,
      cell: (h) => (
        <StatusBadge
          value={h.blocked ? 'blocked' : 'active'}
          labels={{ blocked: houseTexts.blocked, active: t.active }}
          palettes={{ blocked: 'red', active: 'green' }}
        />
      ),
    },
  ];
  return (
    <Stack gap="4">
      <SearchBar
        label={t.search}
        value={q}
        onSearch={(next) => setSearch({ q: next.trim() ? next : undefined, page: undefined }, { replace: true })}
      >
        <Checkbox.Root
          checked={byOwner}
          onCheckedChange={(e) =>
            setSearch({ by: e.checked === true ? 'owner' : undefined, page: undefined }, { replace: true })
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.byOwner}</Checkbox.Label>
        </Checkbox.Root>
      </SearchBar>
      {text === undefined ? (
        <Text color="fg.muted">{t.hint}</Text>
      ) : noOwner ? (
        <Text color="fg.muted" data-testid="house-admin-empty">
          {t.noOwner(text)}
        </Text>
      ) : (
        <QueryState
          query={found}
          pendingMinH="16rem"
          isEmpty={(p) => p.items.length === 0}
          empty={t.none(text)}
          emptyTestId="house-admin-empty"
        >
          {(p) => (
            <Stack gap="3">
              <DataTable columns={columns} rows={p.items} getKey={(h) => h.id} caption={t.results} />
              <Pager
                page={search.page ?? 1}
                pageSize={ADMIN_PAGE_SIZE}
                total={p.page.total}
                onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
              />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

function AdminHouse({ houseId }: { houseId: number }) {
  const house = useGetHouseAdmin(houseId);
  const can = useCan();
  return (
    <QueryState query={house} pendingMinH="20rem">
      {(h) => (
        <Stack gap="4" data-testid="house-admin-detail">
          <Text as="h2" fontSize="xl" fontWeight="semibold">
            {h.name}
          </Text>
          <Facts
            rows={[
              [t.col.id, String(h.id)],
              [t.col.owner, h.owner?.name ?? t.free],
              [t.col.mates, String(h.memberCount)],
              [
                t.col.state,
                h.blocked
                  ? h.blockedUntil
                    ? t.blockedUntil(formatDateTime(h.blockedUntil))
                    : t.blockedForever
                  : t.active,
              ],
              ...(h.blocked && h.blockedReason ? [[t.reason, h.blockedReason] as const] : []),
              [t.created, formatDate(h.createdAt)],
            ]}
          />
          {can('changeHouseOwnerAdmin') ? <OwnerForm house={h} /> : null}
          {can('renameHouseAdmin') ? <RenameForm house={h} /> : null}
          {can('blockHouseAdmin') ? <BlockPart house={h} /> : null}
          <AdminMates house={h} canRemove={can('removeHouseRoomMateAdmin')} />
        </Stack>
      )}
    </QueryState>
  );
}

function OwnerForm({ house }: { house: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const empty = { newOwnerId: 0, newOwnerName: '', reason: '' };
  const draft = useMemo(
    () => defineDraft(`draft.house.admin.owner.${house.id}`, { newOwnerId: 0, newOwnerName: '', reason: '' }),
    [house.id],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ChangeHouseOwnerAdminBody,
    initial: empty,
    draft,
    toBody: (v) =>
      ({ newOwnerName: v.newOwnerName || undefined, reason: v.reason.trim() || undefined }) as OrgOwnerChangeRequest,
    messages: { newOwnerName: { required: t.owner.pickFirst } },
  });
  const change = useChangeHouseOwnerAdmin({
    mutation: {
      onSuccess: (h) => {
        form.reset();
        notifier.create({ title: t.owner.done(h.owner?.name ?? ''), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => houseChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (change.isPending) return;
    setFailure(null);
    change.mutate({ houseId: house.id, data });
  });
  const picked = form.values.newOwnerName ? { id: form.values.newOwnerId, name: form.values.newOwnerName } : null;
  return (
    <Section id={`admin-owner-${house.id}`} title={t.owner.heading}>
      <FormStack onSubmit={submit} maxW="28rem">
        <CharacterPicker
          label={t.owner.person}
          value={picked}
          onChange={(person) => {
            form.set('newOwnerId', person?.id ?? 0);
            form.set('newOwnerName', person?.name ?? '');
            form.touch('newOwnerName');
          }}
          useMatches={usePeopleSearch}
          unavailable={house.owner ? { [house.owner.id]: houseTexts.roles.owner } : {}}
          message={form.message('newOwnerName')}
        />
        <FormField label={t.owner.reason} message={form.message('reason')}>
          <Input {...form.input('reason')} autoComplete="off" />
        </FormField>
        <SubmitRow failure={failure} pending={change.isPending} label={t.owner.submit} />
      </FormStack>
    </Section>
  );
}

function RenameForm({ house }: { house: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: RenameHouseAdminBody,
    initial: { name: '', reason: '' },
    toBody: (v) => ({ name: v.name.trim() || undefined, reason: v.reason.trim() || undefined }) as OrgRenameRequest,
  });
  const rename = useRenameHouseAdmin({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.rename.done, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => houseChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (rename.isPending) return;
    setFailure(null);
    rename.mutate({ houseId: house.id, data });
  });
  return (
    <Section id={`admin-rename-${house.id}`} title={t.rename.heading}>
      <FormStack onSubmit={submit} maxW="28rem">
        <FormField label={t.rename.name} message={form.message('name')}>
          <Input {...form.input('name')} placeholder={house.name} autoComplete="off" />
        </FormField>
        <FormField label={t.rename.reason} message={form.message('reason')}>
          <Input {...form.input('reason')} autoComplete="off" />
        </FormField>
        <SubmitRow failure={failure} pending={rename.isPending} label={t.rename.submit} />
      </FormStack>
    </Section>
  );
}

function BlockPart({ house }: { house: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: BlockHouseAdminBody,
    initial: { reason: '', until: '' },
    toBody: (v) =>
      ({
        reason: v.reason.trim() || undefined,
        until: v.until ? new Date(`${v.until}T23:59:59`).toISOString() : undefined,
      }) as OrgBlockRequest,
    rules: (v) => ({
      until: v.until && Date.parse(`${v.until}T23:59:59`) <= Date.now() ? t.block.untilPast : undefined,
    }),
  });
  const block = useBlockHouseAdmin({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.block.done, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => houseChanged(client),
    },
  });
  const unblock = useUnblockHouseAdmin({
    mutation: {
      onSuccess: () => notifier.create({ title: t.block.lifted, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => houseChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (block.isPending) return;
    setFailure(null);
    block.mutate({ houseId: house.id, data });
  });
  return (
    <Section id={`admin-block-${house.id}`} title={t.block.heading}>
      {house.blocked ? (
        <Button size="sm" variant="outline" loading={unblock.isPending} onClick={() => setAsking(true)}>
          {t.block.lift}
        </Button>
      ) : (
        <FormStack onSubmit={submit} maxW="28rem">
          <FormField label={t.block.reason} message={form.message('reason')}>
            <Input {...form.input('reason')} autoComplete="off" />
          </FormField>
          <FormField label={t.block.until} message={form.message('until')}>
            <Input type="date" {...form.input('until')} />
          </FormField>
          <Failure text={failure} />
          <Box>
            <Button type="submit" size="sm" colorPalette="red" loading={block.isPending}>
              {t.block.submit}
            </Button>
          </Box>
        </FormStack>
      )}
      <ConfirmDialog
        open={asking}
        title={t.block.liftTitle}
        confirmLabel={t.block.lift}
        cancelLabel={houseTexts.cancel}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (!unblock.isPending) unblock.mutate({ houseId: house.id });
        }}
      />
    </Section>
  );
}

function AdminMates({ house, canRemove }: { house: OrgAdminSearchResult; canRemove: boolean }) {
  const client = useQueryClient();
  const mates = useGetHouseRoomMatesAdmin(house.id);
  const remove = useRemoveHouseRoomMateAdmin({
    mutation: {
      onSuccess: () => notifier.create({ title: t.removed, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => houseChanged(client),
    },
  });
  return (
    <Section id={`admin-mates-${house.id}`} title={t.mates}>
      <QueryState query={mates} pendingMinH="4rem">
        {(list) => (
          <MemberList
            label={t.mates}
            members={list.items.map((m) => ({
              id: m.id,
              name: m.player.name,
              role: 'roommate' as const,
              detail: houseTexts.mates.since(formatDate(m.since)),
            }))}
            roleLabels={{ roommate: houseTexts.roles.roommate }}
            empty={houseTexts.mates.none}
            canRemove={() => canRemove}
            onRemove={(m) => remove.mutate({ houseId: house.id, roomMateId: m.id })}
            removing={remove.isPending ? remove.variables.roomMateId : undefined}
            removeLabel={t.remove}
            confirmTitle={t.removeTitle}
          />
        )}
      </QueryState>
    </Section>
  );
}
