// One organisation in the admin's hands: a new leader, a new name, block or unblock (with a
// reason), and its members (add directly, remove after asking). Each part only with its own
// ACP right; forms check the contract's body, a 422 lands under its field, input is kept in a
// draft across a failed send and a reload, and a pending send cannot be sent twice.
import { Badge, Box, Button, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetTeamMembersAdminQueryOptions,
  getGetTeamQueryOptions,
  useAddTeamMemberAdmin,
  useBlockTeamAdmin,
  useChangeTeamLeaderAdmin,
  useRemoveTeamMemberAdmin,
  useRenameTeamAdmin,
  useUnblockTeamAdmin,
} from '../../../api/generated/endpoints/team/team';
import type { Team } from '../../../api/generated/model/team';
import {
  AddTeamMemberAdminBody,
  ChangeTeamLeaderAdminBody,
  RenameTeamAdminBody,
} from '../../../api/generated/zod/team/team.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { MemberList } from '../../../components/org/member-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { skipOf } from '../../../components/views/search-values';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { adminChanged, PAGE_SIZE } from '../queries';
import type { TeamSearch } from '../search-params';
import { teamTexts } from '../texts';

const t = teamTexts.admin;

export function AdminTeam({ teamId }: { teamId: number }) {
  const team = useQuery(getGetTeamQueryOptions(teamId));
  if (team.isPending) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton h="10" />
        <Skeleton h="48" />
        <Skeleton h="48" />
      </Stack>
    );
  }
  return <QueryState query={team}>{(data) => <AdminTeamBody team={data} />}</QueryState>;
}

function AdminTeamBody({ team }: { team: Team }) {
  const can = useCan();
  return (
    <Stack gap="6">
      <Box>
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" size="lg" data-testid="team-admin-name">
            {team.name}
          </Heading>
          <Badge colorPalette="blue">{teamTexts.kinds[team.kind]}</Badge>
          {team.blocked ? <Badge colorPalette="red">{teamTexts.blocked}</Badge> : null}
        </HStack>
        <Text color="fg.muted" data-testid="team-admin-leader">
          {teamTexts.detail.leader(team.leader?.name ?? t.noLeader)}
        </Text>
      </Box>
      {can('blockTeamAdmin') ? <BlockControl team={team} /> : null}
      {can('changeTeamLeaderAdmin') ? <LeaderForm team={team} /> : null}
      {can('renameTeamAdmin') ? <RenameForm team={team} /> : null}
      <AdminMembers team={team} canChange={can('removeTeamMemberAdmin')} />
      {can('addTeamMemberAdmin') ? <AddMemberForm team={team} /> : null}
    </Stack>
  );
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <Text color="fg.error" role="alert">
      {text}
    </Text>
  ) : null;
}

const leaderEmpty = { newOwnerName: '', reason: '' };

function LeaderForm({ team }: { team: Team }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.team.admin.leader.${team.id}`, leaderEmpty), [team.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ChangeTeamLeaderAdminBody,
    initial: leaderEmpty,
    draft,
    toBody: (v: typeof leaderEmpty) => ({ newOwnerName: v.newOwnerName.trim(), reason: v.reason.trim() }),
  });
  const change = useChangeTeamLeaderAdmin({
    mutation: {
      onSuccess: (org) => {
        form.reset();
        notifier.create({ title: t.leaderChanged(org.owner?.name ?? ''), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => adminChanged(client, team.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (change.isPending) return;
    setFailure(null);
    change.mutate({ teamId: team.id, data });
  });
  return (
    <Box as="section" aria-labelledby="team-admin-leader-h" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm" id="team-admin-leader-h" mb="2">
        {t.leaderHeading}
      </Heading>
      <FormStack onSubmit={submit}>
        <FormField label={t.newLeader} message={form.message('newOwnerName')} maxW="24rem">
          <Input size="sm" autoComplete="off" {...form.input('newOwnerName')} />
        </FormField>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input size="sm" {...form.input('reason')} />
        </FormField>
        <Failure text={failure} />
        <Box>
          <Button type="submit" size="sm" colorPalette="brand" loading={change.isPending}>
            {t.changeLeader}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

const renameEmpty = { name: '', reason: '' };

function RenameForm({ team }: { team: Team }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.team.admin.name.${team.id}`, renameEmpty), [team.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: RenameTeamAdminBody,
    initial: renameEmpty,
    draft,
    toBody: (v: typeof renameEmpty) => ({
      name: v.name.trim(),
      ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
    }),
  });
  const rename = useRenameTeamAdmin({
    mutation: {
      onSuccess: (org) => {
        form.reset();
        notifier.create({ title: t.renamed(org.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => adminChanged(client, team.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (rename.isPending) return;
    setFailure(null);
    rename.mutate({ teamId: team.id, data });
  });
  return (
    <Box as="section" aria-labelledby="team-admin-name-h" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm" id="team-admin-name-h" mb="2">
        {t.renameHeading}
      </Heading>
      <FormStack onSubmit={submit}>
        <FormField label={t.name} message={form.message('name')} maxW="24rem">
          <Input size="sm" {...form.input('name')} />
        </FormField>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input size="sm" {...form.input('reason')} />
        </FormField>
        <Failure text={failure} />
        <Box>
          <Button type="submit" size="sm" variant="outline" loading={rename.isPending}>
            {t.rename}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

function BlockControl({ team }: { team: Team }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const settle = {
    onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => adminChanged(client, team.id),
  };
  const block = useBlockTeamAdmin({
    mutation: {
      ...settle,
      onSuccess: (org) => {
        setNote(org.blockedReason ? t.blockedUntil(org.blockedReason) : null);
        notifier.create({ title: t.blockedDone, type: 'success' });
      },
    },
  });
  const unblock = useUnblockTeamAdmin({
    mutation: {
      ...settle,
      onSuccess: () => {
        setNote(null);
        notifier.create({ title: t.unblocked, type: 'success' });
      },
    },
  });
  const busy = block.isPending || unblock.isPending;
  return (
    <Box>
      {note && team.blocked ? (
        <Text color="fg.muted" mb="2">
          {note}
        </Text>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        colorPalette={team.blocked ? undefined : 'red'}
        loading={busy}
        onClick={() => setAsking(true)}
      >
        {team.blocked ? t.unblock : t.block}
      </Button>
      <ConfirmDialog
        open={asking}
        title={team.blocked ? t.unblockTitle(team.name) : t.blockTitle(team.name)}
        body={team.blocked ? undefined : t.blockBody}
        confirmLabel={team.blocked ? t.unblock : t.block}
        cancelLabel={teamTexts.cancel}
        reason={team.blocked ? undefined : { label: t.blockReason, required: true, maxLength: 500 }}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => {
          setAsking(false);
          if (busy) return;
          if (team.blocked) unblock.mutate({ teamId: team.id });
          else block.mutate({ teamId: team.id, data: { reason: reason ?? '' } });
        }}
      />
    </Box>
  );
}

function AdminMembers({ team, canChange }: { team: Team; canChange: boolean }) {
  const [search, setSearch] = useSearchState<TeamSearch>();
  const client = useQueryClient();
  const members = useQuery({
    ...getGetTeamMembersAdminQueryOptions(team.id, { skip: skipOf(search.page, PAGE_SIZE), limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const remove = useRemoveTeamMemberAdmin({
    mutation: {
      onSuccess: (_r, { employeeId }) => {
        const name = members.data?.items.find((m) => m.id === employeeId)?.player.name ?? '';
        notifier.create({ title: t.removed(name), type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => adminChanged(client, team.id),
    },
  });
  return (
    <Box as="section" aria-labelledby="team-admin-members">
      <Heading as="h3" size="sm" id="team-admin-members" mb="2">
        {t.members}
      </Heading>
      <QueryState query={members} isEmpty={(p) => p.items.length === 0} pendingMinH="10rem">
        {(p) => (
          <Stack gap="3">
            <MemberList<
              'leader' | 'employee',
              { id: number; name: string; role: 'leader' | 'employee'; detail: string }
            >
              label={t.members}
              members={p.items.map((m) => ({
                id: m.id,
                name: m.player.name,
                role: m.player.id === team.leader?.id ? 'leader' : 'employee',
                detail: `${m.rank} · ${teamTexts.members.since(formatDate(m.joinedAt))}`,
              }))}
              roleLabels={{ leader: teamTexts.roles.leader ?? '', employee: teamTexts.roles.employee ?? '' }}
              leadRoles={['leader']}
              removeLabel={t.remove}
              confirmTitle={t.removeTitle}
              canRemove={(m) => canChange && m.role !== 'leader'}
              onRemove={(m) => remove.mutate({ teamId: team.id, employeeId: m.id })}
              removing={remove.isPending ? remove.variables?.employeeId : undefined}
            />
            <Pager
              page={search.page ?? 1}
              pageSize={p.page.limit}
              total={p.page.total}
              onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
            />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

const addEmpty = { playerName: '', rank: '', reason: '' };

function AddMemberForm({ team }: { team: Team }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.team.admin.add.${team.id}`, addEmpty), [team.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: AddTeamMemberAdminBody,
    initial: addEmpty,
    draft,
    toBody: (v: typeof addEmpty) => ({
      playerName: v.playerName.trim(),
      ...(v.rank.trim() ? { rank: v.rank.trim() } : {}),
      ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
    }),
  });
  const add = useAddTeamMemberAdmin({
    mutation: {
      onSuccess: (member) => {
        form.reset();
        notifier.create({ title: t.added(member.player.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => adminChanged(client, team.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (add.isPending) return;
    setFailure(null);
    add.mutate({ teamId: team.id, data });
  });
  return (
    <Box as="section" aria-labelledby="team-admin-add" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm" id="team-admin-add" mb="2">
        {t.addHeading}
      </Heading>
      <FormStack onSubmit={submit}>
        <HStack gap="3" align="start" wrap="wrap">
          <FormField label={t.playerName} message={form.message('playerName')} w={{ base: 'full', sm: '18rem' }}>
            <Input size="sm" autoComplete="off" {...form.input('playerName')} />
          </FormField>
          <FormField label={t.rank} message={form.message('rank')} w={{ base: 'full', sm: '14rem' }}>
            <Input size="sm" {...form.input('rank')} />
          </FormField>
        </HStack>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input size="sm" {...form.input('reason')} />
        </FormField>
        <Failure text={failure} />
        <Box>
          <Button type="submit" size="sm" variant="outline" loading={add.isPending}>
            {t.add}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
