// Invite someone into the company (find by name, pick; optional rank and message), checked by
// the contract's validator (InviteFactoryEmployeeBody), 422 under the field, the input kept in
// a draft; and the company's open invitations with "revoke" after a confirmation.
import { Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetFactoryEmployeesQueryOptions,
  getGetFactoryInvitationsQueryOptions,
  useInviteFactoryEmployee,
  useRevokeFactoryInvitation,
} from '../../../api/generated/endpoints/factory/factory';
import { usePeopleSearch } from '../../../api/people-search';
import type { Factory } from '../../../api/generated/model/factory';
import type { OrgInvitation } from '../../../api/generated/model/orgInvitation';
import { InviteFactoryEmployeeBody } from '../../../api/generated/zod/factory/factory.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormSection } from '../../../components/form/form-section';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { companyChanged } from '../queries';
import { factoryTexts } from '../texts';

const t = factoryTexts.invite;
const empty = { playerId: 0, playerName: '', rank: '', message: '' };
type Values = typeof empty;

const toBody = (v: Values) => ({
  playerName: v.playerName,
  ...(v.rank.trim() ? { rank: v.rank.trim() } : {}),
  ...(v.message.trim() ? { message: v.message.trim() } : {}),
});

export function InviteForm({ company }: { company: Factory }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.factory.invite.${company.id}`, empty), [company.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const members = useQuery(getGetFactoryEmployeesQueryOptions(company.id, { skip: 0, limit: 100 }));
  const open = useQuery(getGetFactoryInvitationsQueryOptions(company.id, { skip: 0, limit: 100 }));
  const form = useContractForm({
    schema: InviteFactoryEmployeeBody,
    initial: empty,
    draft,
    toBody,
    messages: { playerName: { required: t.pickFirst, tooSmall: t.pickFirst } },
  });
  const invite = useInviteFactoryEmployee({
    mutation: {
      onSuccess: (invitation) => {
        form.reset();
        notifier.create({ title: t.sent(invitation.invitedPlayer.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => companyChanged(client, company.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (invite.isPending) return;
    setFailure(null);
    invite.mutate({ factoryId: company.id, data });
  });
  const unavailable: Record<number, string> = {};
  for (const e of members.data?.items ?? []) unavailable[e.player.id] = t.member;
  for (const i of open.data?.items ?? []) unavailable[i.invitedPlayer.id] = t.invited;
  const picked = form.values.playerId > 0 ? { id: form.values.playerId, name: form.values.playerName } : null;
  return (
    <FormSection
      id={`invite-${company.id}`}
      heading={t.heading}
      submitLabel={t.submit}
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
      <FormField label={t.rank} message={form.message('rank')}>
        <Input {...form.input('rank')} />
      </FormField>
      <FormField label={t.message} message={form.message('message')}>
        <Textarea rows={2} {...form.input('message')} />
      </FormField>
    </FormSection>
  );
}

export function OpenInvitations({ company }: { company: Factory }) {
  const client = useQueryClient();
  const open = useQuery(getGetFactoryInvitationsQueryOptions(company.id, { skip: 0, limit: 100 }));
  const [revoking, setRevoking] = useState<OrgInvitation | null>(null);
  const revoke = useRevokeFactoryInvitation({
    mutation: {
      onSuccess: () => notifier.create({ title: t.revoked, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => companyChanged(client, company.id),
    },
  });
  return (
    <Box as="section" aria-labelledby={`open-${company.id}`}>
      <Heading as="h3" size="sm" id={`open-${company.id}`} mb="2">
        {t.open}
      </Heading>
      <QueryState query={open} pendingMinH="3rem" isEmpty={(p) => p.items.length === 0} empty={t.none}>
        {(page) => (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t.open}>
            {page.items.map((i) => (
              <HStack as="li" key={i.id} justify="space-between" wrap="wrap" data-testid="factory-open-invitation">
                <Text>{t.line(i.invitedPlayer.name, formatDateTime(i.expiresAt))}</Text>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`${t.revoke}: ${i.invitedPlayer.name}`}
                  loading={revoke.isPending && revoke.variables?.id === i.id}
                  onClick={() => setRevoking(i)}
                >
                  {t.revoke}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? t.confirmRevoke(revoking.invitedPlayer.name) : ''}
        confirmLabel={t.revoke}
        cancelLabel={factoryTexts.cancel}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate({ factoryId: company.id, id: revoking.id });
          setRevoking(null);
        }}
      />
    </Box>
  );
}
