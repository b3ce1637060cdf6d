// Who holds a key to an own vehicle [Zugriff]: the owner first, then every key holder with
// "take the key back" (after a confirmation), and the form to give someone a key.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useListVehicleOwnAccess, useRevokeVehicleOwnAccess } from '../../../api/generated/endpoints/vehicle/vehicle';
import type { PlayerRef } from '../../../api/generated/model/playerRef';
import type { VehicleDetails } from '../../../api/generated/model/vehicleDetails';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { accessChanged } from '../queries';
import { vehicleTexts } from '../texts';
import { GrantAccessForm } from './grant-access-form';
import { OWN_VEHICLE } from './own-vehicle-scope';

const t = vehicleTexts.access;

export function AccessPanel({ vehicle }: { vehicle: VehicleDetails }) {
  const client = useQueryClient();
  const access = useListVehicleOwnAccess(vehicle.id);
  const canGrant = useCan('grantVehicleOwnAccess', OWN_VEHICLE);
  const canRevoke = useCan('revokeVehicleOwnAccess', OWN_VEHICLE);
  const [leaving, setLeaving] = useState<PlayerRef | null>(null);
  const name = vehicleTexts.name(vehicle.model, vehicle.plate);
  const revoke = useRevokeVehicleOwnAccess({
    mutation: {
      onSuccess: (_result, { playerId }) => {
        const who = access.data?.items.find((e) => e.player.id === playerId)?.player.name ?? '';
        notifier.create({ title: t.revoked(who), type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => accessChanged(client, vehicle.id),
    },
  });

  return (
    <Box as="section" aria-labelledby={`access-${vehicle.id}`}>
      <Heading as="h3" size="sm" id={`access-${vehicle.id}`}>
        {t.heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t.intro}
      </Text>
      <QueryState query={access} pendingMinH="4rem">
        {(list) => (
          <Stack gap="4">
            <Stack as="ul" gap="1" listStyleType="none" aria-label={t.heading}>
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
            {list.items.every((e) => e.kind === 'owner') ? (
              <Text fontSize="sm" color="fg.muted">
                {t.onlyOwner}
              </Text>
            ) : null}
            {canGrant ? <GrantAccessForm vehicle={vehicle} holders={list.items.map((e) => e.player.id)} /> : null}
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
          if (leaving) revoke.mutate({ vehicleId: vehicle.id, playerId: leaving.id });
          setLeaving(null);
        }}
      />
    </Box>
  );
}
