// Invitations of the building area, for staff (building) and room mates (flat): the form that
// invites an existing character (picked by name; the contract's validator, a 422 under the
// picker, the pick kept in a draft, no second send), the open invitations with "revoke" after a
// confirmation, and the invitations I received, to accept or decline.
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { OrgInvitation } from '../../../api/generated/model/orgInvitation';
import type { OrgInviteRequest } from '../../../api/generated/model/orgInviteRequest';
import type { ContractSchema } from '../../../components/form/contract-messages';
import { defineDraft } from '../../../components/form/draft';
import { FormSection } from '../../../components/form/form-section';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { buildingTexts } from '../texts';
import { usePeopleSearch } from '../../../api/people-search';

const t = buildingTexts.invitations;
const empty = { playerName: '', playerId: 0, rank: '' };
type Values = typeof empty;

interface Callbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface InviteFormProps {
  /** Unique per building or flat (the draft's key). */
  draftKey: string;
  heading: string;
  schema: ContractSchema<unknown>;
  /** Staff invitations name a rank; room mates have none. */
  withRank?: boolean;
  pending: boolean;
  /** People who are members or invited already. */
  unavailable: Readonly<Record<number, string>>;
  onSend: (body: OrgInviteRequest, callbacks: Callbacks) => void;
}

export function InviteForm({ draftKey, heading, schema, withRank, pending, unavailable, onSend }: InviteFormProps) {
  const draft = useMemo(() => defineDraft(draftKey, empty), [draftKey]);
  const [failure, setFailure] = useState<string | null>(null);
  const toBody = (v: Values) =>
    ({
      playerName: v.playerName || undefined,
      ...(withRank && v.rank.trim() ? { rank: v.rank.trim() } : {}),
    }) as OrgInviteRequest;
  const form = useContractForm({
    schema,
    initial: empty,
    draft,
    toBody,
    messages: { playerName: { required: t.pickFirst } },
  });
  const submit = form.handleSubmit((data) => {
    if (pending) return;
    setFailure(null);
    onSend(data, {
      onSuccess: () => form.reset(),
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    });
  });
  const picked = form.values.playerId > 0 ? { id: form.values.playerId, name: form.values.playerName } : null;
  return (
    <FormSection
      id={`invite-${draftKey}`}
      heading={heading}
      level="h4"
      submitLabel={t.send}
      busy={pending}
      failure={failure}
      onSubmit={submit}
      maxW="36rem"
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
      {withRank ? (
        <FormField label={t.rank} message={form.message('rank')}>
          <Input {...form.input('rank')} placeholder={t.rankPlaceholder} />
        </FormField>
      ) : null}
    </FormSection>
  );
}

interface OpenInvitationsProps {
  label: string;
  items: readonly OrgInvitation[];
  canRevoke: boolean;
  revoking?: number | undefined;
  onRevoke: (invitation: OrgInvitation) => void;
}

export function OpenInvitations({ label, items, canRevoke, revoking, onRevoke }: OpenInvitationsProps) {
  const [asking, setAsking] = useState<OrgInvitation | null>(null);
  if (items.length === 0) return <Text color="fg.muted">{t.noneOpen}</Text>;
  return (
    <>
      <Stack as="ul" gap="1" listStyleType="none" aria-label={label}>
        {items.map((i) => (
          <HStack as="li" key={i.id} justify="space-between" wrap="wrap" gap="2" data-testid="open-invitation">
            <Text>
              <Text as="span" fontWeight="medium">
                {i.invitedPlayer.name}
              </Text>
              {i.rank ? `, ${i.rank}` : ''} · {t.until(formatDateTime(i.expiresAt))}
            </Text>
            {canRevoke ? (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t.revokeFor(i.invitedPlayer.name)}
                loading={revoking === i.id}
                onClick={() => setAsking(i)}
              >
                {t.revoke}
              </Button>
            ) : null}
          </HStack>
        ))}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t.revokeTitle(asking.invitedPlayer.name) : ''}
        body={t.revokeBody}
        confirmLabel={t.revoke}
        cancelLabel={buildingTexts.cancel}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onRevoke(asking);
          setAsking(null);
        }}
      />
    </>
  );
}

interface ReceivedInvitationsProps {
  heading: string;
  items: readonly OrgInvitation[];
  busy?: number | undefined;
  onAccept: (invitation: OrgInvitation) => void;
  onDecline: (invitation: OrgInvitation) => void;
}

/** The invitations I received; nothing when there are none. */
export function ReceivedInvitations({ heading, items, busy, onAccept, onDecline }: ReceivedInvitationsProps) {
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-label={heading} borderWidth="1px" borderRadius="md" p="3" borderColor="border.emphasized">
      <Heading as="h2" size="sm" mb="2">
        {heading}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {items.map((i) => (
          <Box as="li" key={i.id} data-testid="received-invitation">
            <Text fontWeight="medium">{i.organisationName}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t.from(i.invitedBy.name)}
              {i.rank ? `, ${t.as(i.rank)}` : ''} · {t.until(formatDateTime(i.expiresAt))}
            </Text>
            {i.message ? <Text fontSize="sm">„{i.message}“</Text> : null}
            <HStack mt="1">
              <Button
                size="xs"
                colorPalette="brand"
                aria-label={t.acceptFor(i.organisationName)}
                loading={busy === i.id}
                onClick={() => onAccept(i)}
              >
                {t.accept}
              </Button>
              <Button
                size="xs"
                variant="outline"
                aria-label={t.declineFor(i.organisationName)}
                disabled={busy === i.id}
                onClick={() => onDecline(i)}
              >
                {t.decline}
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
