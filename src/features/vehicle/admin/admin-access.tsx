// Who holds a key to a vehicle, for the admin: the owner first, then every key holder with "take
// the key back" (after a confirmation, right vehicle.access), and giving someone a key by name.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getListVehicleAdminAccessQueryOptions,
  useGrantVehicleAdminAccess,
  useRevokeVehicleAdminAccess,
} from '../../../api/generated/endpoints/vehicle/vehicle';
import type { PlayerRef } from '../../../api/generated/model/playerRef';
import type { VehicleAccessGrant } from '../../../api/generated/model/vehicleAccessGrant';
import type { VehicleDetails } from '../../../api/generated/model/vehicleDetails';
import { GrantVehicleAdminAccessBody } from '../../../api/generated/zod/vehicle/vehicle.zod';
import { usePeopleSearch } from '../../../api/people-search';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormSection } from '../../../components/form/form-section';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { adminChanged } from '../queries';
import { vehicleTexts } from '../texts';

const t = vehicleTexts.access;
const empty = { playerId: 0, name: '' };
type GrantValues = typeof empty;
const toBody = (v: GrantValues) => ({ playerId: v.playerId > 0 ? v.playerId : undefined }) as VehicleAccessGrant;

function GrantForm({ vehicle, holders }: { vehicle: VehicleDetails; holders: readonly number[] }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // The picked person survives a failed send, a 401 and a reload.
  const draft = useMemo(() => defineDraft(`draft.vehicle.admin.grant.${vehicle.id}`, empty), [vehicle.id]);
  const form = useContractForm({
    schema: GrantVehicleAdminAccessBody,
    initial: empty,
    draft,
    toBody,
    messages: { playerId: { required: t.pickFirst, tooSmall: t.pickFirst } },
  });
  const grant = useGrantVehicleAdminAccess({
    mutation: {
      onSuccess: (entry) => {
        form.reset();
        notifier.create({ title: t.granted(entry.player.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => adminChanged(client, vehicle.id),
    },
  });
  const picked = form.values.playerId > 0 ? { id: form.values.playerId, name: form.values.name } : null;
  return (
    <FormSection
      id="vehicle-admin-grant"
      heading={t.grantHeading}
      level="h4"
      submitLabel={t.grant}
      busy={grant.isPending}
      failure={failure}
      onSubmit={form.handleSubmit((data) => {
        if (grant.isPending) return;
        setFailure(null);
        grant.mutate({ vehicleId: vehicle.id, data });
      })}
    >
      <CharacterPicker
        label={t.person}
        value={picked}
        onChange={(person) => {
          form.set('playerId', person?.id ?? 0);
          form.set('name', person?.name ?? '');
          form.touch('playerId');
        }}
        useMatches={usePeopleSearch}
        unavailable={Object.fromEntries(holders.map((id) => [id, t.hasKey]))}
        message={form.message('playerId')}
      />
    </FormSection>
  );
}

export function AdminAccess({ vehicle }: { vehicle: VehicleDetails }) {
  const client = useQueryClient();
  const access = useQuery(getListVehicleAdminAccessQueryOptions(vehicle.id));
  const canChange = useCan('grantVehicleAdminAccess');
  const canRevoke = useCan('revokeVehicleAdminAccess');
  const [leaving, setLeaving] = useState<PlayerRef | null>(null);
  const name = vehicleTexts.name(vehicle.model, vehicle.plate);
  const revoke = useRevokeVehicleAdminAccess({
    mutation: {
      onSuccess: (_r, { playerId }) => {
        const who = access.data?.items.find((e) => e.player.id === playerId)?.player.name ?? '';
        notifier.create({ title: t.revoked(who), type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => adminChanged(client, vehicle.id),
    },
  });
  return (
    <Box as="section" aria-labelledby="vehicle-admin-access">
      <Heading as="h3" size="sm" id="vehicle-admin-access" mb="2">
        {vehicleTexts.admin.access}
      </Heading>
      <QueryState query={access} pendingMinH="4rem">
        {(list) => (
          <Stack gap="4">
            <Stack as="ul" gap="1" listStyleType="none" aria-label={vehicleTexts.admin.access}>
              {list.items.map((entry) => (
                <HStack
                  as="li"
                  key={entry.player.id}
                  justify="space-between"
                  wrap="wrap"
                  gap="2"
                  data-testid="key-holder"
                >
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{entry.player.name}</Text>
                    <StatusBadge value={entry.kind} labels={t.kind} palettes={{ owner: 'brand' }} />
                    <Text fontSize="sm" color="fg.muted">
                      {t.since(formatDate(entry.grantedAt))}
                    </Text>
                  </HStack>
                  {entry.kind === 'key' && canRevoke ? (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t.revokeFor(entry.player.name)}
                      loading={revoke.isPending && revoke.variables?.playerId === entry.player.id}
                      onClick={() => setLeaving(entry.player)}
                    >
                      {t.revoke}
                    </Button>
                  ) : null}
                </HStack>
              ))}
            </Stack>
            {canChange ? <GrantForm vehicle={vehicle} holders={list.items.map((e) => e.player.id)} /> : null}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? t.confirmRevoke(leaving.name, name) : ''}
        body={t.confirmRevokeBody}
        confirmLabel={t.revoke}
        cancelLabel={vehicleTexts.cancel}
        onClose={() => setLeaving(null)}
        onConfirm={() => {
          if (leaving && !revoke.isPending) revoke.mutate({ vehicleId: vehicle.id, playerId: leaving.id });
          setLeaving(null);
        }}
      />
    </Box>
  );
}
