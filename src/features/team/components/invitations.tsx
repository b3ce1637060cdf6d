// The organisation's open invitations (withdraw after asking) and the form to invite someone:
// find the character by name, optionally a rank and a message. The invited player answers in
// his own view (the overview's "Einladungen an dich"; mock scenario "invited").
import { Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePeopleSearch } from '../../../api/people-search';
import {
  getGetTeamInvitationsQueryOptions,
  useInviteTeamEmployee,
  useRevokeTeamInvitation,
} from '../../../api/generated/endpoints/team/team';
import type { OrgInvitation } from '../../../api/generated/model/orgInvitation';
import type { OrgInviteRequest } from '../../../api/generated/model/orgInviteRequest';
import type { Team } from '../../../api/generated/model/team';
import { InviteTeamEmployeeBody } from '../../../api/generated/zod/team/team.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormSection } from '../../../components/form/form-section';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { skipOf } from '../../../components/views/search-values';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { invitationsChanged, PAGE_SIZE } from '../queries';
import type { TeamSearch } from '../search-params';
import { teamTexts } from '../texts';

const t = teamTexts.invitations;

export function Invitations({ team }: { team: Team }) {
  const [search, setSearch] = useSearchState<TeamSearch>();
  const client = useQueryClient();
  const org = { myRights: team.myRights, myRole: team.myRole };
  const canInvite = useCan('inviteTeamEmployee', { org });
  const canRevoke = useCan('revokeTeamInvitation', { org });
  const open = useQuery({
    ...getGetTeamInvitationsQueryOptions(team.id, { skip: skipOf(search.page, PAGE_SIZE), limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [revoking, setRevoking] = useState<OrgInvitation | null>(null);
  const revoke = useRevokeTeamInvitation({
    mutation: {
      onSuccess: () => notifier.create({ title: t.revoked, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => invitationsChanged(client, team.id),
    },
  });
  const invited = open.data?.items.map((i) => i.invitedPlayer.id) ?? [];

  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="team-open-invitations">
        <Heading as="h3" size="sm" id="team-open-invitations" mb="2">
          {t.heading}
        </Heading>
        <QueryState
          query={open}
          isEmpty={(p) => p.items.length === 0}
          empty={t.empty}
          emptyTestId="team-invitations-empty"
          pendingMinH="6rem"
        >
          {(p) => (
            <Stack gap="2">
              <Stack as="ul" gap="2" listStyleType="none" aria-label={t.heading}>
                {p.items.map((inv) => (
                  <HStack
                    as="li"
                    key={inv.id}
                    justify="space-between"
                    wrap="wrap"
                    gap="2"
                    data-testid="team-invitation"
                  >
                    <Text>
                      {t.line(inv.invitedPlayer.name, inv.invitedBy.name, formatDateTime(inv.expiresAt))}
                      {inv.rank ? ` · ${inv.rank}` : ''}
                    </Text>
                    {canRevoke ? (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t.revokeFor(inv.invitedPlayer.name)}
                        loading={revoke.isPending && revoke.variables?.id === inv.id}
                        onClick={() => setRevoking(inv)}
                      >
                        {t.revoke}
                      </Button>
                    ) : null}
                  </HStack>
                ))}
              </Stack>
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
      {canInvite ? <InviteForm team={team} invited={invited} /> : null}
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? t.revokeTitle(revoking.invitedPlayer.name) : ''}
        confirmLabel={t.revoke}
        cancelLabel={teamTexts.cancel}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate({ teamId: team.id, id: revoking.id });
          setRevoking(null);
        }}
      />
    </Stack>
  );
}

const empty = { playerId: 0, playerName: '', rank: '', message: '' };
type InviteValues = typeof empty;
const toBody = (v: InviteValues): OrgInviteRequest => ({
  playerName: v.playerName,
  ...(v.rank.trim() ? { rank: v.rank.trim() } : {}),
  ...(v.message.trim() ? { message: v.message.trim() } : {}),
});

function InviteForm({ team, invited }: { team: Team; invited: readonly number[] }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.team.invite.${team.id}`, empty), [team.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: InviteTeamEmployeeBody,
    initial: empty,
    draft,
    toBody,
    messages: { playerName: { required: t.pickFirst, tooShort: t.pickFirst, format: t.pickFirst } },
  });
  const invite = useInviteTeamEmployee({
    mutation: {
      onSuccess: (inv) => {
        form.reset();
        notifier.create({ title: t.sent(inv.invitedPlayer.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => invitationsChanged(client, team.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (invite.isPending) return;
    setFailure(null);
    invite.mutate({ teamId: team.id, data });
  });
  const picked = form.values.playerId > 0 ? { id: form.values.playerId, name: form.values.playerName } : null;
  const unavailable = Object.fromEntries(invited.map((id) => [id, t.isInvited]));

  return (
    <FormSection
      id="team-invite"
      heading={t.inviteHeading}
      submitLabel={t.send}
      busy={invite.isPending}
      failure={failure}
      onSubmit={submit}
    >
      <CharacterPicker
        label={t.person}
        value={picked}
        onChange={(person) => {
          form.set('playerId', person?.id ?? 0);
          form.set('playerName', person?.name ?? '');
          form.touch('playerName');
        }}
        useMatches={usePeopleSearch}
        unavailable={unavailable}
        message={form.message('playerName')}
      />
      <FormField label={t.rank} message={form.message('rank')} maxW="20rem">
        <Input size="sm" {...form.input('rank')} />
      </FormField>
      <FormField label={t.message} message={form.message('message')}>
        <Textarea size="sm" rows={2} {...form.input('message')} />
      </FormField>
    </FormSection>
  );
}
