// The vehicle part of the live tab (issue 27 point 4, gameserver tag): a vehicle's trunk by its
// id (the vehicle admin's list, vehicle.viewItems), each stack removed after a confirmation with
// a reason (deleteGameserverVehicleItem, in the admin log), and a vehicle handed to a new owner
// with a reason (setGameserverVehicleOwner). Adding to a trunk is the form beside them.
import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDeleteGameserverVehicleItem,
  useSetGameserverVehicleOwner,
} from '../../../api/generated/endpoints/gameserver/gameserver';
import {
  getListVehicleAdminItemsQueryKey,
  getListVehicleAdminItemsQueryOptions,
} from '../../../api/generated/endpoints/vehicle/vehicle';
import type { GameserverVehicleOwner } from '../../../api/generated/model/gameserverVehicleOwner';
import type { InventoryItem } from '../../../api/generated/model/inventoryItem';
import {
  KickGameserverPlayerBody as ReasonBody,
  SetGameserverVehicleOwnerBody,
} from '../../../api/generated/zod/gameserver/gameserver.zod';
import { useCan } from '../../../api/permissions';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { FormSection } from '../../../components/form/form-section';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { formatNumber } from '../../../lib/format';
import { useStored } from '../../../lib/use-stored';
import { noRetryWhenOffline } from '../action-error';
import { liveVehicleTexts as t } from '../live-texts';
import { LiveForm } from './live-form';
import { ReasonDialog } from './reason-dialog';

const validId = (text: string) => /^[1-9]\d{0,9}$/.test(text.trim());
// The typed vehicle id survives a reload like any form's input; a look-up has nothing to send, so
// showing the trunk keeps it in the field.
const trunkDraft = defineDraft('draft.acp.live.trunk', { vehicleId: '' });

/** A trunk by the vehicle's id: the stacks, each removable with a reason. */
export function VehicleTrunk() {
  const [{ vehicleId: typed }, setStored] = useStored(trunkDraft);
  const setTyped = (next: string) => setStored({ vehicleId: next });
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [wrong, setWrong] = useState(false);
  return (
    <Stack gap="3">
      <FormSection
        id="acp-live-trunk"
        heading={t.trunkHeading}
        submitLabel={t.show}
        busy={false}
        failure={null}
        onSubmit={(e) => {
          e.preventDefault();
          setWrong(!validId(typed));
          if (validId(typed)) setVehicleId(Number(typed.trim()));
        }}
      >
        <FormField label={t.vehicleId} message={wrong ? t.vehicleMissing : undefined} required>
          <Input value={typed} inputMode="numeric" onChange={(e) => setTyped(e.target.value)} />
        </FormField>
      </FormSection>
      {vehicleId !== null ? <TrunkList vehicleId={vehicleId} /> : null}
    </Stack>
  );
}

function TrunkList({ vehicleId }: { vehicleId: number }) {
  const client = useQueryClient();
  const trunk = useQuery({ ...getListVehicleAdminItemsQueryOptions(vehicleId), retry: noRetryWhenOffline });
  const [removing, setRemoving] = useState<InventoryItem | null>(null);
  const remove = useDeleteGameserverVehicleItem({
    mutation: {
      onSettled: () => client.invalidateQueries({ queryKey: getListVehicleAdminItemsQueryKey(vehicleId) }),
    },
  });
  const columns: Array<Column<InventoryItem>> = [
    { key: 'name', header: t.item, cell: (s) => s.name },
    { key: 'amount', header: t.amount, align: 'end', cell: (s) => formatNumber(s.amount) },
    {
      key: 'actions',
      header: t.actions,
      cell: (s) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t.removeLabel(s.name)}
          onClick={() => setRemoving(s)}
        >
          {t.remove}
        </Button>
      ),
    },
  ];
  return (
    <>
      <QueryState query={trunk} pendingMinH="4rem">
        {(inv) =>
          inv.items.length === 0 ? (
            <Text color="fg.muted">{t.empty(inv.plate)}</Text>
          ) : (
            <DataTable caption={t.caption(inv.plate)} columns={columns} rows={inv.items} getKey={(s) => s.id} />
          )
        }
      </QueryState>
      {removing ? (
        <ReasonDialog
          title={t.removeTitle(removing.amount, removing.name)}
          body={t.removeBody}
          field="reason"
          fieldLabel={t.reason}
          confirmLabel={t.remove}
          cancelLabel={t.cancel}
          tone="danger"
          draft={`draft.acp.vehicle.${vehicleId}.item.${removing.id}.remove`}
          schema={ReasonBody}
          busy={remove.isPending}
          onConfirm={({ reason }) => remove.mutateAsync({ vehicleId, itemId: removing.id, params: { reason } })}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}

const kinds = ['player', 'factory', 'team'] as const;
const EMPTY_OWNER = { vehicleId: '', ownerKind: 'player', ownerId: '', reason: '' };
// The vehicle is typed in the form, not the character of the page: one draft for all of them.
const ownerDraft = defineDraft('draft.acp.live.vehicleOwner', EMPTY_OWNER);

/** Hands a vehicle to a new owner (a character, a company or an organisation) with a reason. */
export function VehicleOwnerForm() {
  const send = useSetGameserverVehicleOwner();
  return (
    <LiveForm
      id="acp-live-vehicle-owner"
      heading={t.ownerHeading}
      schema={SetGameserverVehicleOwnerBody}
      initial={EMPTY_OWNER}
      draft={ownerDraft}
      toBody={(v) =>
        ({
          ownerKind: v.ownerKind,
          ownerId: v.ownerId.trim() === '' ? undefined : Number(v.ownerId),
          reason: v.reason.trim(),
        }) as GameserverVehicleOwner
      }
      rules={(v) => ({ vehicleId: validId(v.vehicleId) ? undefined : t.vehicleMissing })}
      submitLabel={t.ownerSend}
      done={t.ownerSent}
      busy={send.isPending}
      send={(data, values) => send.mutateAsync({ vehicleId: Number(values.vehicleId), data })}
    >
      {(form) => (
        <>
          <HStack gap="3" align="start" wrap="wrap">
            <FormField label={t.vehicleId} message={form.message('vehicleId')} required>
              <Input {...form.input('vehicleId')} inputMode="numeric" />
            </FormField>
            <FormField label={t.ownerKind} message={form.message('ownerKind')} required>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="ownerKind"
                  value={form.values.ownerKind}
                  onChange={(e) => form.set('ownerKind', e.target.value)}
                >
                  {kinds.map((k) => (
                    <option key={k} value={k}>
                      {t.kinds[k]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t.ownerId} message={form.message('ownerId')} required>
              <Input {...form.input('ownerId')} inputMode="numeric" />
            </FormField>
          </HStack>
          <FormField label={t.reason} message={form.message('reason')} required>
            <Input {...form.input('reason')} />
          </FormField>
        </>
      )}
    </LiveForm>
  );
}

/** Whether the vehicle part shows at all (each piece with its own right). */
export function useVehicleParts() {
  const can = useCan();
  return {
    trunk: can('deleteGameserverVehicleItem') && can('listVehicleAdminItems'),
    owner: can('setGameserverVehicleOwner'),
  };
}
