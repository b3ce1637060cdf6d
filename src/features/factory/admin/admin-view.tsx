// The admin view of companies (?view=admin, ACP right factory.admin; the route guards it):
// search by name, owner or id, or all companies of one person by exact name; an opened company
// (?factory=) with owner change, name change, block/unblock and its members (add, remove).
// Each action shows only with its own ACP right (useCan).
import { Badge, Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getFindFactoriesByOwnerAdminQueryOptions,
  getGetFactoryAdminQueryOptions,
  getGetFactoryMembersAdminQueryOptions,
  getSearchFactoriesAdminQueryOptions,
  useAddFactoryMemberAdmin,
  useBlockFactoryAdmin,
  useChangeFactoryOwnerAdmin,
  useRemoveFactoryMemberAdmin,
  useRenameFactoryAdmin,
  useUnblockFactoryAdmin,
} from '../../../api/generated/endpoints/factory/factory';
import type { OrgAdminSearchResult } from '../../../api/generated/model/orgAdminSearchResult';
import type { OrgRole } from '../../../api/generated/model/orgRole';
import {
  AddFactoryMemberAdminBody,
  ChangeFactoryOwnerAdminBody,
  RenameFactoryAdminBody,
} from '../../../api/generated/zod/factory/factory.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { MemberList } from '../../../components/org/member-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { PagedList } from '../../../components/views/paged-list';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { adminChanged, pageParams } from '../queries';
import type { FactorySearch } from '../search-params';
import { factoryTexts } from '../texts';

const t = factoryTexts.admin;
const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });

/**
 * A small admin form: one text field (and a reason) checked by the operation's body schema; its
 * draft (`draftName`, with the company's id) keeps what was typed across a reload and a 401.
 */
function useAdminForm<V extends Record<string, string>>(
  schema: Parameters<typeof useContractForm>[0]['schema'],
  empty: V,
  draftName: string,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema,
    initial: empty,
    draft: useServerDraft(draftName, empty),
    toBody: (v: V) =>
      Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x.trim() !== '')
          .map(([k, x]) => [k, x.trim()]),
      ) as V,
  });
  const onError = (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error));
  return { form, failure, setFailure, onError };
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <Text color="fg.error" role="alert">
      {text}
    </Text>
  ) : null;
}

function OwnerForm({ company }: { company: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const { form, failure, setFailure, onError } = useAdminForm(
    ChangeFactoryOwnerAdminBody,
    { newOwnerName: '', reason: '' },
    `draft.factory.admin.owner.${company.id}`,
  );
  const change = useChangeFactoryOwnerAdmin({
    mutation: {
      onSuccess: (c) => {
        form.reset();
        notifier.create({ title: t.ownerChanged(c.owner?.name ?? ''), type: 'success' });
      },
      onError,
      onSettled: () => adminChanged(client, company.id),
    },
  });
  return (
    <Box as="section" aria-labelledby="factory-admin-owner">
      <Heading as="h3" size="sm" id="factory-admin-owner" mb="2">
        {t.owner}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (change.isPending) return;
          setFailure(null);
          change.mutate({ factoryId: company.id, data });
        })}
      >
        <FormField label={t.newOwner} message={form.message('newOwnerName')}>
          <Input {...form.input('newOwnerName')} />
        </FormField>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input {...form.input('reason')} />
        </FormField>
        <Failure text={failure} />
        <Box>
          <Button type="submit" size="sm" colorPalette="brand" loading={change.isPending}>
            {t.submitOwner}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

function NameForm({ company }: { company: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const { form, failure, setFailure, onError } = useAdminForm(
    RenameFactoryAdminBody,
    { name: '', reason: '' },
    `draft.factory.admin.name.${company.id}`,
  );
  const rename = useRenameFactoryAdmin({
    mutation: {
      onSuccess: (c) => {
        form.reset();
        notifier.create({ title: t.renamed(c.name), type: 'success' });
      },
      onError,
      onSettled: () => adminChanged(client, company.id),
    },
  });
  return (
    <Box as="section" aria-labelledby="factory-admin-name">
      <Heading as="h3" size="sm" id="factory-admin-name" mb="2">
        {t.rename}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (rename.isPending) return;
          setFailure(null);
          rename.mutate({ factoryId: company.id, data });
        })}
      >
        <FormField label={t.name} message={form.message('name')}>
          <Input {...form.input('name')} />
        </FormField>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input {...form.input('reason')} />
        </FormField>
        <Failure text={failure} />
        <Box>
          <Button type="submit" size="sm" loading={rename.isPending}>
            {t.submitRename}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

function BlockButtons({ company }: { company: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<'block' | 'unblock' | null>(null);
  const settled = { onError: fail, onSettled: () => adminChanged(client, company.id) };
  const block = useBlockFactoryAdmin({
    mutation: { ...settled, onSuccess: () => notifier.create({ title: t.blockedDone, type: 'success' }) },
  });
  const unblock = useUnblockFactoryAdmin({
    mutation: { ...settled, onSuccess: () => notifier.create({ title: t.unblocked, type: 'success' }) },
  });
  return (
    <Box as="section" aria-labelledby="factory-admin-block">
      <Heading as="h3" size="sm" id="factory-admin-block" mb="2">
        {t.blockHeading}
      </Heading>
      {company.blocked ? (
        <Button size="sm" variant="outline" loading={unblock.isPending} onClick={() => setAsking('unblock')}>
          {t.unblock}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={block.isPending}
          onClick={() => setAsking('block')}
        >
          {t.block}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'block' ? t.confirmBlock(company.name) : t.confirmUnblock(company.name)}
        body={asking === 'block' ? t.confirmBlockBody : undefined}
        confirmLabel={asking === 'block' ? t.block : t.unblock}
        cancelLabel={factoryTexts.cancel}
        reason={asking === 'block' ? { label: t.blockReason, required: true, maxLength: 500 } : undefined}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          if (asking === 'block' && !block.isPending)
            block.mutate({ factoryId: company.id, data: { reason: reason ?? '' } });
          if (asking === 'unblock' && !unblock.isPending) unblock.mutate({ factoryId: company.id });
          setAsking(null);
        }}
      />
    </Box>
  );
}

function Members({ company }: { company: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const [search, setSearch] = useSearchState<FactorySearch>();
  const members = useQuery(getGetFactoryMembersAdminQueryOptions(company.id, pageParams(search.page)));
  const canEdit = useCan('removeFactoryMemberAdmin');
  const canAdd = useCan('addFactoryMemberAdmin');
  const remove = useRemoveFactoryMemberAdmin({
    mutation: { onError: fail, onSettled: () => adminChanged(client, company.id) },
  });
  const { form, failure, setFailure, onError } = useAdminForm(
    AddFactoryMemberAdminBody,
    { playerName: '', rank: '', reason: '' },
    `draft.factory.admin.member.${company.id}`,
  );
  const add = useAddFactoryMemberAdmin({
    mutation: {
      onSuccess: (e) => {
        form.reset();
        notifier.create({ title: t.added(e.player.name), type: 'success' });
      },
      onError,
      onSettled: () => adminChanged(client, company.id),
    },
  });
  return (
    <Box as="section" aria-labelledby="factory-admin-members">
      <Heading as="h3" size="sm" id="factory-admin-members" mb="2">
        {t.membersHeading}
      </Heading>
      <QueryState query={members} pendingMinH="10rem">
        {(page) => (
          <Stack gap="2">
            <MemberList<OrgRole, { id: number; name: string; role: OrgRole; detail: string }>
              label={t.membersHeading}
              members={page.items.map((e) => ({
                id: e.id,
                name: e.player.name,
                role: e.player.id === company.owner?.id ? 'owner' : 'employee',
                detail: e.rank,
              }))}
              roleLabels={factoryTexts.roles}
              leadRoles={['owner']}
              removeLabel={t.remove}
              confirmTitle={t.confirmRemove}
              canRemove={(m) => canEdit && m.role !== 'owner'}
              onRemove={(m) => remove.mutate({ factoryId: company.id, employeeId: m.id })}
              removing={remove.isPending ? remove.variables?.employeeId : undefined}
            />
            <Pager
              page={search.page ?? 1}
              pageSize={page.page.limit}
              total={page.page.total}
              onPage={(p) => setSearch({ page: p })}
            />
          </Stack>
        )}
      </QueryState>
      {canAdd ? (
        <FormStack
          onSubmit={form.handleSubmit((data) => {
            if (add.isPending) return;
            setFailure(null);
            add.mutate({ factoryId: company.id, data });
          })}
        >
          <Heading as="h4" size="xs" mt="3">
            {t.add}
          </Heading>
          <FormField label={t.playerName} message={form.message('playerName')}>
            <Input {...form.input('playerName')} />
          </FormField>
          <FormField label={t.rank} message={form.message('rank')}>
            <Input {...form.input('rank')} />
          </FormField>
          <FormField label={t.addReason} message={form.message('reason')}>
            <Input {...form.input('reason')} />
          </FormField>
          <Failure text={failure} />
          <Box>
            <Button type="submit" size="sm" loading={add.isPending}>
              {t.submitAdd}
            </Button>
          </Box>
        </FormStack>
      ) : null}
    </Box>
  );
}

function AdminCompany({ factoryId }: { factoryId: number }) {
  const [, setSearch] = useSearchState<FactorySearch>();
  const company = useQuery(getGetFactoryAdminQueryOptions(factoryId));
  const canOwner = useCan('changeFactoryOwnerAdmin');
  const canName = useCan('renameFactoryAdmin');
  const canBlock = useCan('blockFactoryAdmin');
  return (
    <Stack gap="4">
      <Box>
        <Button size="sm" variant="ghost" onClick={() => setSearch({ factory: undefined, page: undefined })}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={company} pendingMinH="30rem">
        {(c) => (
          <Stack gap="5">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Heading as="h2" size="md">
                  {c.name}
                </Heading>
                {c.blocked ? <Badge colorPalette="red">{factoryTexts.blocked}</Badge> : null}
              </HStack>
              <Text fontSize="sm" color="fg.muted" data-testid="factory-admin-owner">
                {[
                  c.owner ? factoryTexts.ownerOf(c.owner.name) : null,
                  t.members(formatNumber(c.memberCount, 0)),
                  t.created(formatDate(c.createdAt)),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {c.blocked && c.blockedReason ? (
                <Text color="fg.error">
                  {t.blockedBecause(c.blockedReason)}
                  {c.blockedUntil ? ` ${t.blockedUntil(formatDate(c.blockedUntil))}` : ''}
                </Text>
              ) : null}
            </Stack>
            {canOwner ? <OwnerForm company={c} /> : null}
            {canName ? <NameForm company={c} /> : null}
            {canBlock ? <BlockButtons company={c} /> : null}
            <Members company={c} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Results({ q, byOwner }: { q: string; byOwner: boolean }) {
  const [search, setSearch] = useSearchState<FactorySearch>();
  const params = pageParams(search.page);
  const byName = useQuery({ ...getSearchFactoriesAdminQueryOptions(q, params), enabled: !byOwner });
  const ofOwner = useQuery({ ...getFindFactoriesByOwnerAdminQueryOptions(q, params), enabled: byOwner, retry: false });
  const query = byOwner ? ofOwner : byName;
  return (
    <PagedList
      query={query}
      label={t.results}
      page={search.page ?? 1}
      onPage={(page) => setSearch({ page })}
      getKey={(c) => c.id}
      empty={t.none(q)}
      gap="2"
      renderItem={(c) => (
        <HStack
          borderWidth="1px"
          borderRadius="md"
          p="2"
          justify="space-between"
          wrap="wrap"
          data-testid="factory-admin-result"
        >
          <Stack gap="0">
            <HStack gap="2">
              <Text fontWeight="medium">
                #{c.id} {c.name}
              </Text>
              {c.blocked ? <Badge colorPalette="red">{factoryTexts.blocked}</Badge> : null}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {[c.owner ? factoryTexts.ownerOf(c.owner.name) : null, t.members(formatNumber(c.memberCount, 0))]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="outline"
            aria-label={`${t.open}: ${c.name}`}
            onClick={() => setSearch({ factory: c.id, page: undefined })}
          >
            {t.open}
          </Button>
        </HStack>
      )}
    />
  );
}

export function AdminView() {
  const [search, setSearch] = useSearchState<FactorySearch>();
  if (search.factory) return <AdminCompany factoryId={search.factory} />;
  const q = search.q?.trim() ?? '';
  const by = search.by ?? 'name';
  return (
    <Stack gap="4">
      <SearchBar
        label={t.search}
        placeholder={t.searchHint}
        value={search.q ?? ''}
        onSearch={(text) => setSearch({ q: text.trim() ? text : undefined, page: undefined }, { replace: true })}
      >
        <SegmentedFilter
          label={t.byLabel}
          options={['name', 'owner'] as const}
          labels={t.by}
          value={by}
          onChange={(v) => setSearch({ by: v === 'owner' ? 'owner' : undefined, page: undefined })}
        />
      </SearchBar>
      {q ? <Results q={q} byOwner={by === 'owner'} /> : <Text color="fg.muted">{t.start}</Text>}
    </Stack>
  );
}
