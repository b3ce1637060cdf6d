// A house's room mates [Mitbewohner]: the shared member list (src/components/org) with each
// one's rights (opened by ?mate=<id>, loaded as that one room mate, edited by the owner) and
// "kick" after a confirmation; for the owner also the open invitations (revoke) and the form to
// invite someone (the invited player answers in their own view, "Einladungen").
import { usePeopleSearch } from '../../../api/people-search';
import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useGetHouseInvitations,
  useGetHouseRoomMate,
  useGetHouseRoomMates,
  useInviteHouseRoomMate,
  useKickHouseRoomMate,
  useRevokeHouseInvitation,
  useSetHouseRoomMateRights,
} from '../../../api/generated/endpoints/house/house';
import type { House } from '../../../api/generated/model/house';
import type { OrgInvitation } from '../../../api/generated/model/orgInvitation';
import type { OrgInviteRequest } from '../../../api/generated/model/orgInviteRequest';
import type { Tenant } from '../../../api/generated/model/tenant';
import { InviteHouseRoomMateBody } from '../../../api/generated/zod/house/house.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { MemberList, type OrgMember } from '../../../components/org/member-list';
import { RightsEditor } from '../../../components/org/rights-editor';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { houseChanged } from '../queries';
import type { HouseSearch } from '../search-params';
import { houseTexts } from '../texts';
import { Section, SubmitRow, useHouseCan } from './common';

const t = houseTexts.mates;
type MateMember = OrgMember<'roommate'> & { tenant: Tenant };

export function MatesTab({ house }: { house: House }) {
  const client = useQueryClient();
  const [search, setSearch] = useSearchState<HouseSearch>();
  const mates = useGetHouseRoomMates(house.id);
  const canKick = useHouseCan('kickHouseRoomMate', house);
  const canInvite = useHouseCan('inviteHouseRoomMate', house);
  const kick = useKickHouseRoomMate({
    mutation: {
      onSuccess: (_r, { roomMateId }) => {
        const name = mates.data?.items.find((m) => m.id === roomMateId)?.player.name ?? '';
        notifier.create({ title: t.kicked(name), type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => houseChanged(client),
    },
  });
  return (
    <Stack gap="4">
      <Box as="section" aria-labelledby={`mates-${house.id}`}>
        <Heading as="h3" size="sm" id={`mates-${house.id}`} mb="2">
          {t.heading}
        </Heading>
        {house.owner ? (
          <Text fontSize="sm" mb="2">
            {houseTexts.ownerLine(house.owner.name)}
          </Text>
        ) : null}
        <QueryState query={mates} pendingMinH="8rem">
          {(list) => (
            <MemberList<'roommate', MateMember>
              label={t.label}
              members={list.items.map((m) => ({
                id: m.id,
                name: m.player.name,
                role: 'roommate',
                tenant: m,
                detail: [
                  t.since(formatDate(m.since)),
                  m.rentShare !== undefined ? t.rentShare(formatMoney(m.rentShare)) : '',
                ]
                  .filter(Boolean)
                  .join(', '),
              }))}
              roleLabels={{ roommate: houseTexts.roles.roommate }}
              empty={t.none}
              renderPanel={(m) => (
                <MatePanel
                  house={house}
                  member={m}
                  open={search.mate === m.id}
                  onToggle={(open) => setSearch({ mate: open ? m.id : undefined }, { replace: true })}
                />
              )}
              canRemove={() => canKick}
              onRemove={(m) => kick.mutate({ houseId: house.id, roomMateId: m.id })}
              removing={kick.isPending ? kick.variables.roomMateId : undefined}
              removeLabel={t.kick}
              confirmTitle={t.kickTitle}
              confirmBody={t.kickBody}
            />
          )}
        </QueryState>
      </Box>
      {canInvite ? <OpenInvitations house={house} /> : null}
      {canInvite ? <InviteForm house={house} mates={mates.data?.items ?? []} /> : null}
    </Stack>
  );
}

function MatePanel({
  house,
  member,
  open,
  onToggle,
}: {
  house: House;
  member: MateMember;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  return (
    <Box>
      <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => onToggle(!open)}>
        {open ? t.hideRights : `${t.rights}: ${member.name}`}
      </Button>
      {open ? <MateRights house={house} mateId={member.id} /> : null}
    </Box>
  );
}

/** One room mate's rights, as the server has them now (getHouseRoomMate); the owner edits them. */
function MateRights({ house, mateId }: { house: House; mateId: number }) {
  const client = useQueryClient();
  const mate = useGetHouseRoomMate(house.id, mateId);
  const canSet = useHouseCan('setHouseRoomMateRights', house);
  const save = useSetHouseRoomMateRights({
    mutation: {
      onSuccess: (m) => notifier.create({ title: t.rightsSaved(m.player.name), type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => houseChanged(client),
    },
  });
  return (
    <Box pl="3" py="2" data-testid="mate-rights">
      <QueryState query={mate} pendingMinH="7rem">
        {(m) => (
          <RightsEditor
            legend={t.rightsOf(m.player.name)}
            rights={m.rights}
            labels={t.rightLabels}
            onSave={canSet ? (rights) => save.mutate({ houseId: house.id, roomMateId: m.id, data: rights }) : undefined}
            saving={save.isPending}
          />
        )}
      </QueryState>
    </Box>
  );
}

function OpenInvitations({ house }: { house: House }) {
  const client = useQueryClient();
  const open = useGetHouseInvitations(house.id, { limit: 50 });
  const [asking, setAsking] = useState<OrgInvitation | null>(null);
  const revoke = useRevokeHouseInvitation({
    mutation: {
      onSuccess: () => notifier.create({ title: houseTexts.invite.revoked, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => houseChanged(client),
    },
  });
  return (
    <Section id={`open-invitations-${house.id}`} title={houseTexts.invite.open}>
      <QueryState
        query={open}
        pendingMinH="3rem"
        isEmpty={(p) => p.items.length === 0}
        empty={houseTexts.invite.noOpen}
      >
        {(p) => (
          <Stack as="ul" gap="1" listStyleType="none">
            {p.items.map((inv) => (
              <HStack as="li" key={inv.id} justify="space-between" wrap="wrap" data-testid="house-open-invitation">
                <Text fontSize="sm">
                  {houseTexts.invite.openLine(inv.invitedPlayer.name, formatDate(inv.createdAt))}
                </Text>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`${houseTexts.invite.revoke}: ${inv.invitedPlayer.name}`}
                  loading={revoke.isPending && revoke.variables.id === inv.id}
                  onClick={() => setAsking(inv)}
                >
                  {houseTexts.invite.revoke}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? houseTexts.invite.revokeTitle(asking.invitedPlayer.name) : ''}
        confirmLabel={houseTexts.invite.revoke}
        cancelLabel={houseTexts.cancel}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) revoke.mutate({ houseId: house.id, id: asking.id });
          setAsking(null);
        }}
      />
    </Section>
  );
}

function InviteForm({ house, mates }: { house: House; mates: readonly Tenant[] }) {
  const client = useQueryClient();
  const ti = houseTexts.invite;
  const empty = { playerId: 0, playerName: '', message: '' };
  const draft = useMemo(
    () => defineDraft(`draft.house.invite.${house.id}`, { playerId: 0, playerName: '', message: '' }),
    [house.id],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const open = useGetHouseInvitations(house.id, { limit: 50 });
  const form = useContractForm({
    schema: InviteHouseRoomMateBody,
    initial: empty,
    draft,
    toBody: (v) =>
      ({ playerName: v.playerName || undefined, message: v.message.trim() || undefined }) as OrgInviteRequest,
    messages: { playerName: { required: ti.pickFirst } },
  });
  const invite = useInviteHouseRoomMate({
    mutation: {
      onSuccess: (inv) => {
        form.reset();
        notifier.create({ title: ti.sent(inv.invitedPlayer.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => houseChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (invite.isPending) return;
    setFailure(null);
    invite.mutate({ houseId: house.id, data });
  });
  const unavailable: Record<number, string> = Object.fromEntries([
    ...mates.map((m) => [m.player.id, ti.lives] as const),
    ...(open.data?.items ?? []).map((inv) => [inv.invitedPlayer.id, ti.invited] as const),
    ...(house.owner ? [[house.owner.id, houseTexts.roles.owner] as const] : []),
  ]);
  const free = house.roomCount - 1 - house.roomMateCount - (open.data?.items.length ?? 0);
  const picked = form.values.playerName ? { id: form.values.playerId, name: form.values.playerName } : null;
  return (
    <Section id={`invite-${house.id}`} title={ti.heading}>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {ti.intro}
      </Text>
      {free <= 0 && open.data ? (
        <Text fontSize="sm" role="status" mb="2">
          {ti.noRoom}
        </Text>
      ) : null}
      <FormStack onSubmit={submit} maxW="28rem">
        <CharacterPicker
          label={ti.person}
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
        <FormField label={ti.message} message={form.message('message')}>
          <Textarea {...form.input('message')} rows={2} />
        </FormField>
        <SubmitRow failure={failure} pending={invite.isPending} label={ti.submit} />
      </FormStack>
    </Section>
  );
}
