// One building in the admin view: set a new owner (an existing character, picked by name, with
// a reason), change the name, block (with a reason) or lift the block. Each form is checked by
// the contract's validator, keeps what was typed in a draft per building, shows a 422 under its
// field and cannot send twice. Below: the building's flats (admin-flats.tsx).
import { Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetBuildingMembersAdminQueryOptions,
  useBlockBuildingAdmin,
  useRemoveBuildingMemberAdmin,
  useChangeBuildingOwnerAdmin,
  useRenameBuildingAdmin,
  useUnblockBuildingAdmin,
} from '../../../api/generated/endpoints/building/building';
import type { OrgAdminSearchResult } from '../../../api/generated/model/orgAdminSearchResult';
import type { OrgOwnerChangeRequest } from '../../../api/generated/model/orgOwnerChangeRequest';
import type { OrgRenameRequest } from '../../../api/generated/model/orgRenameRequest';
import {
  ChangeBuildingOwnerAdminBody,
  RenameBuildingAdminBody,
} from '../../../api/generated/zod/building/building.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { MemberList } from '../../../components/org/member-list';
import { QueryState } from '../../../components/views/query-state';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { adminChanged } from '../queries';
import { buildingTexts } from '../texts';
import { usePeopleSearch } from '../../../api/people-search';
import { AdminFlats } from './admin-flats';

const t = buildingTexts.admin;

interface AdminBuildingPanelProps {
  building: OrgAdminSearchResult;
  flat: number | undefined;
  onFlat: (id: number | undefined) => void;
}

export function AdminBuildingPanel({ building, flat, onFlat }: AdminBuildingPanelProps) {
  const canOwner = useCan('changeBuildingOwnerAdmin');
  const canName = useCan('renameBuildingAdmin');
  const canBlock = useCan('blockBuildingAdmin');
  const canFlats = useCan('searchBuildingcellsAdmin');
  return (
    <Stack gap="5">
      {building.blocked ? (
        <Text color="fg.error" role="status">
          {building.blockedUntil ? t.blockedUntil(formatDate(building.blockedUntil)) : buildingTexts.blocked}
          {building.blockedReason ? ` · ${t.blockedReason(building.blockedReason)}` : ''}
        </Text>
      ) : null}
      {canOwner ? <OwnerForm building={building} /> : null}
      {canName ? <RenameForm building={building} /> : null}
      {canBlock ? <BlockSection building={building} /> : null}
      <MembersSection building={building} />
      {canFlats ? <AdminFlats building={building} opened={flat} onOpen={onFlat} /> : null}
    </Stack>
  );
}

const emptyOwner = { newOwnerName: '', ownerId: 0, reason: '' };
type OwnerValues = typeof emptyOwner;
const ownerBody = (v: OwnerValues) =>
  ({ newOwnerName: v.newOwnerName || undefined, reason: v.reason.trim() }) as OrgOwnerChangeRequest;

function OwnerForm({ building }: { building: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.building.admin.owner.${building.id}`, emptyOwner), [building.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ChangeBuildingOwnerAdminBody,
    initial: emptyOwner,
    draft,
    toBody: ownerBody,
    messages: { newOwnerName: { required: t.pickFirst } },
  });
  const change = useChangeBuildingOwnerAdmin({
    mutation: {
      onSuccess: (result) => {
        form.reset();
        notifier.create({ title: t.ownerChanged(result.name, result.owner?.name ?? ''), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => adminChanged(client, building.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (change.isPending) return;
    setFailure(null);
    change.mutate({ buildingId: building.id, data });
  });
  const picked = form.values.ownerId > 0 ? { id: form.values.ownerId, name: form.values.newOwnerName } : null;
  const current = building.owner ? { [building.owner.id]: t.owner } : {};
  return (
    <Box as="section" aria-labelledby={`admin-owner-${building.id}`}>
      <Heading as="h3" size="sm" id={`admin-owner-${building.id}`} mb="2">
        {t.ownerHeading}
      </Heading>
      <FormStack onSubmit={submit} maxW="36rem">
        <CharacterPicker
          label={t.newOwner}
          value={picked}
          onChange={(person) => {
            form.set('ownerId', person?.id ?? 0);
            form.set('newOwnerName', person?.name ?? '');
            form.touch('newOwnerName');
          }}
          useMatches={usePeopleSearch}
          unavailable={current}
          message={form.message('newOwnerName')}
        />
        <FormField label={t.reason} message={form.message('reason')}>
          <Textarea {...form.input('reason')} rows={2} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" size="sm" loading={change.isPending}>
            {t.ownerSubmit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

const emptyName = { name: '', reason: '' };
type NameValues = typeof emptyName;
const nameBody = (v: NameValues) =>
  ({ name: v.name.trim(), ...(v.reason.trim() ? { reason: v.reason.trim() } : {}) }) as OrgRenameRequest;

function RenameForm({ building }: { building: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.building.admin.name.${building.id}`, emptyName), [building.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: RenameBuildingAdminBody, initial: emptyName, draft, toBody: nameBody });
  const rename = useRenameBuildingAdmin({
    mutation: {
      onSuccess: (result) => {
        form.reset();
        notifier.create({ title: t.renamed(result.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => adminChanged(client, building.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (rename.isPending) return;
    setFailure(null);
    rename.mutate({ buildingId: building.id, data });
  });
  return (
    <Box as="section" aria-labelledby={`admin-name-${building.id}`}>
      <Heading as="h3" size="sm" id={`admin-name-${building.id}`} mb="2">
        {t.nameHeading}
      </Heading>
      <FormStack onSubmit={submit} maxW="36rem">
        <FormField label={t.newName} message={form.message('name')}>
          <Input {...form.input('name')} placeholder={building.name} />
        </FormField>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input {...form.input('reason')} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" size="sm" variant="outline" loading={rename.isPending}>
            {t.nameSubmit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

function BlockSection({ building }: { building: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const settle = { onSettled: () => adminChanged(client, building.id) };
  const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const block = useBlockBuildingAdmin({
    mutation: {
      onSuccess: (r) => notifier.create({ title: t.blocked(r.name), type: 'success' }),
      onError: fail,
      ...settle,
    },
  });
  const unblock = useUnblockBuildingAdmin({
    mutation: {
      onSuccess: (r) => notifier.create({ title: t.unblocked(r.name), type: 'success' }),
      onError: fail,
      ...settle,
    },
  });
  const busy = block.isPending || unblock.isPending;
  return (
    <Box as="section" aria-labelledby={`admin-block-${building.id}`}>
      <Heading as="h3" size="sm" id={`admin-block-${building.id}`} mb="2">
        {t.blockHeading}
      </Heading>
      <HStack>
        <Button
          size="sm"
          variant="outline"
          colorPalette={building.blocked ? 'gray' : 'red'}
          loading={busy}
          onClick={() => setAsking(true)}
        >
          {building.blocked ? t.unblock : t.block}
        </Button>
      </HStack>
      <ConfirmDialog
        open={asking}
        title={building.blocked ? t.unblockTitle(building.name) : t.blockTitle(building.name)}
        body={building.blocked ? undefined : t.blockBody}
        confirmLabel={building.blocked ? t.unblock : t.block}
        cancelLabel={buildingTexts.cancel}
        reason={building.blocked ? undefined : { label: t.blockReason, required: true, maxLength: 500 }}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => {
          setAsking(false);
          if (busy) return;
          if (building.blocked) unblock.mutate({ buildingId: building.id });
          else block.mutate({ buildingId: building.id, data: { reason: reason ?? '' } });
        }}
      />
    </Box>
  );
}

type MemberRole = 'owner' | 'employee';

/** Who belongs to the building (the owner first), and removing someone other than the owner. */
function MembersSection({ building }: { building: OrgAdminSearchResult }) {
  const client = useQueryClient();
  const members = useQuery(getGetBuildingMembersAdminQueryOptions(building.id, { limit: 100 }));
  const canRemove = useCan('removeBuildingMemberAdmin');
  const remove = useRemoveBuildingMemberAdmin({
    mutation: {
      onSuccess: (_r, { employeeId }) => {
        const name = members.data?.items.find((m) => m.id === employeeId)?.player.name ?? '';
        notifier.create({ title: t.memberRemoved(name, building.name), type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => adminChanged(client, building.id),
    },
  });
  return (
    <Box as="section" aria-labelledby={`admin-members-${building.id}`}>
      <Heading as="h3" size="sm" id={`admin-members-${building.id}`} mb="2">
        {t.membersHeading}
      </Heading>
      <QueryState query={members} pendingMinH="8rem">
        {(page) => (
          <MemberList<MemberRole, { id: number; name: string; role: MemberRole; detail: string }>
            label={t.membersHeading}
            members={page.items.map((m) => ({
              id: m.id,
              name: m.player.name,
              role: m.player.id === building.owner?.id ? 'owner' : 'employee',
              detail: buildingTexts.staff.detail(m.rank, formatMoney(m.salary ?? 0)),
            }))}
            roleLabels={{ owner: buildingTexts.roles.owner, employee: buildingTexts.roles.employee }}
            leadRoles={['owner']}
            canRemove={(m) => canRemove && m.role !== 'owner'}
            onRemove={(m) => {
              if (!remove.isPending) remove.mutate({ buildingId: building.id, employeeId: m.id });
            }}
            removing={remove.isPending ? remove.variables?.employeeId : undefined}
            removeLabel={t.removeMember}
            confirmTitle={(name) => t.removeMemberTitle(name, building.name)}
            confirmBody={t.removeMemberBody}
          />
        )}
      </QueryState>
    </Box>
  );
}
