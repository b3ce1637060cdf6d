// The live actions on one character (tab "Live", gameserver tag, issue 27 point 4): teleport,
// spectate, reset the dimension, its live values, a chat message, a notification, a waypoint,
// the clipboard, items for a vehicle's trunk (added; listed and removed with a reason) and a
// vehicle's new owner. Each shows only with its right; each failure
// says why, the game server's 503 as "offline, nothing done", and is never sent again by itself.
// Every form keeps what was typed in a draft (per character where it acts on this one).
import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetGameserverCharacterQueryKey,
  getGetGameserverCharacterQueryOptions,
  useAddGameserverVehicleItem,
  useEditGameserverCharacter,
  useNotifyGameserverPlayer,
  useResetGameserverDimension,
  useSendGameserverMessage,
  useSetGameserverClipboard,
  useSetGameserverWaypoint,
  useSpectateGameserverPlayer,
  useStopGameserverSpectate,
  useTeleportGameserverPlayer,
} from '../../../api/generated/endpoints/gameserver/gameserver';
import { getListPlayerAdminItemDefinitionsQueryOptions } from '../../../api/generated/endpoints/player/player';
import { getListVehicleAdminItemsQueryKey } from '../../../api/generated/endpoints/vehicle/vehicle';
import type { GameserverCharacter } from '../../../api/generated/model/gameserverCharacter';
import type { GameserverCharacterEdit } from '../../../api/generated/model/gameserverCharacterEdit';
import type { GameserverMessage } from '../../../api/generated/model/gameserverMessage';
import type { GameserverNotification } from '../../../api/generated/model/gameserverNotification';
import type { GameserverWaypoint } from '../../../api/generated/model/gameserverWaypoint';
import type { InventoryItemAdd } from '../../../api/generated/model/inventoryItemAdd';
import type { PlayerAdminDetails } from '../../../api/generated/model/playerAdminDetails';
import {
  AddGameserverVehicleItemBody,
  EditGameserverCharacterBody,
  NotifyGameserverPlayerBody,
  SendGameserverMessageBody,
  SetGameserverClipboardBody,
  SetGameserverWaypointBody,
} from '../../../api/generated/zod/gameserver/gameserver.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { actionError, noRetryWhenOffline } from '../action-error';
import { liveTexts as t } from '../live-texts';
import { playerChanged } from '../queries';
import { LiveForm } from './live-form';
import { useVehicleParts, VehicleOwnerForm, VehicleTrunk } from './live-vehicle';

const num = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

export function LiveTab({ player }: { player: PlayerAdminDetails }) {
  const can = useCan();
  const vehicle = useVehicleParts();
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t.intro}</Text>
      {!player.online ? <Text fontSize="sm">{t.offlineHint}</Text> : null}
      <Moves player={player} />
      {can('getGameserverCharacter') ? <LiveValues playerId={player.id} /> : null}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {can('sendGameserverMessage') ? <MessageForm playerId={player.id} /> : null}
        {can('notifyGameserverPlayer') ? <NotifyForm playerId={player.id} /> : null}
        {can('setGameserverWaypoint') ? <WaypointForm playerId={player.id} /> : null}
        {can('setGameserverClipboard') ? <ClipboardForm playerId={player.id} /> : null}
        {can('addGameserverVehicleItem') ? <VehicleItemForm /> : null}
        {vehicle.owner ? <VehicleOwnerForm /> : null}
      </SimpleGrid>
      {vehicle.trunk ? <VehicleTrunk /> : null}
    </Stack>
  );
}

/** Teleport, spectate and the dimension: one click each, the reset after a confirmation. */
function Moves({ player }: { player: PlayerAdminDetails }) {
  const client = useQueryClient();
  const can = useCan();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const handlers = (done: string) => ({
    mutation: {
      onMutate: () => setFailure(null),
      onSuccess: () => notifier.create({ title: done, type: 'success' }),
      onError: (error: unknown) => setFailure(actionError(error)),
      onSettled: () => playerChanged(client, player.id),
    },
  });
  const teleport = useTeleportGameserverPlayer(handlers(t.moves.teleported));
  const spectate = useSpectateGameserverPlayer(handlers(t.moves.spectating));
  const stop = useStopGameserverSpectate(handlers(t.moves.stopped));
  const reset = useResetGameserverDimension(handlers(t.moves.resetDone));
  const canTeleport = can('teleportGameserverPlayer');
  const canSpectate = can('spectateGameserverPlayer');
  const canReset = can('resetGameserverDimension');
  if (!canTeleport && !canSpectate && !canReset) return null;
  const busy = teleport.isPending || spectate.isPending || stop.isPending || reset.isPending;
  const playerId = player.id;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" role="group" aria-label={t.moves.label}>
        {canTeleport ? (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => teleport.mutate({ playerId, data: { target: 'admin' } })}
            >
              {t.moves.toAdmin}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => teleport.mutate({ playerId, data: { target: 'waypoint' } })}
            >
              {t.moves.toWaypoint}
            </Button>
          </>
        ) : null}
        {canSpectate ? (
          <>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => spectate.mutate({ playerId })}>
              {t.moves.spectate}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => stop.mutate({ playerId })}>
              {t.moves.stopSpectate}
            </Button>
          </>
        ) : null}
        {canReset ? (
          <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => setConfirm(true)}>
            {t.moves.resetDimension}
          </Button>
        ) : null}
      </HStack>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirm}
        title={t.moves.resetTitle(player.name)}
        body={t.moves.resetBody}
        confirmLabel={t.moves.resetDimension}
        cancelLabel={t.moves.cancel}
        busy={reset.isPending}
        onConfirm={() => {
          setConfirm(false);
          reset.mutate({ playerId });
        }}
        onClose={() => setConfirm(false)}
      />
    </Stack>
  );
}

/** The live values as the game server holds them; setting some asks for a reason. */
function LiveValues({ playerId }: { playerId: number }) {
  const live = useQuery({ ...getGetGameserverCharacterQueryOptions(playerId), retry: noRetryWhenOffline });
  return (
    <QueryState query={live} errorTitle={t.values.error} pendingMinH="10rem">
      {(character) => <LiveValuesForm playerId={playerId} character={character} />}
    </QueryState>
  );
}

const VALUE_FIELDS = ['health', 'armor', 'hunger', 'thirst', 'dimension'] as const;
type ValueField = (typeof VALUE_FIELDS)[number];

function LiveValuesForm({ playerId, character }: { playerId: number; character: GameserverCharacter }) {
  const client = useQueryClient();
  const initial = {
    ...(Object.fromEntries(VALUE_FIELDS.map((f) => [f, String(character[f])])) as Record<ValueField, string>),
    reason: '',
  };
  // Only what changed is sent: the contract keeps omitted values as they are.
  const toBody = (v: typeof initial) =>
    ({
      ...Object.fromEntries(VALUE_FIELDS.filter((f) => v[f] !== initial[f]).map((f) => [f, num(v[f])])),
      reason: v.reason.trim(),
    }) as GameserverCharacterEdit;
  // Starts from the game server's values: a change there starts the form (and its key) anew.
  const draft = useServerDraft(`draft.acp.live.values.${playerId}`, initial);
  const edit = useEditGameserverCharacter({
    mutation: {
      onSuccess: (next) => client.setQueryData(getGetGameserverCharacterQueryKey(playerId), next),
      onSettled: () => playerChanged(client, playerId),
    },
  });
  return (
    <LiveForm
      id="acp-live-values"
      heading={t.values.heading}
      schema={EditGameserverCharacterBody}
      initial={initial}
      draft={draft}
      toBody={toBody}
      submitLabel={t.values.save}
      done={t.values.saved}
      busy={edit.isPending}
      send={(data) => edit.mutateAsync({ playerId, data })}
    >
      {(form) => (
        <>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
            {VALUE_FIELDS.map((f) => (
              <FormField key={f} label={t.values[f]} message={form.message(f)}>
                <Input {...form.input(f)} inputMode="numeric" />
              </FormField>
            ))}
          </SimpleGrid>
          <FormField label={t.values.reason} message={form.message('reason')} required>
            <Input {...form.input('reason')} />
          </FormField>
        </>
      )}
    </LiveForm>
  );
}

const MESSAGE_KINDS = ['info', 'warning', 'admin', 'announcement'] as const;
const EMPTY_MESSAGE = { text: '', kind: 'info' as string };

function MessageForm({ playerId }: { playerId: number }) {
  const send = useSendGameserverMessage();
  const draft = useMemo(() => defineDraft(`draft.acp.live.message.${playerId}`, EMPTY_MESSAGE), [playerId]);
  return (
    <LiveForm
      id="acp-live-message"
      heading={t.message.heading}
      schema={SendGameserverMessageBody}
      initial={EMPTY_MESSAGE}
      draft={draft}
      toBody={(v) => ({ text: v.text.trim(), kind: v.kind }) as GameserverMessage}
      submitLabel={t.message.send}
      done={t.message.sent}
      busy={send.isPending}
      send={(data) => send.mutateAsync({ playerId, data })}
    >
      {(form) => (
        <>
          <SegmentedFilter
            label={t.message.kind}
            options={MESSAGE_KINDS}
            labels={t.message.kinds}
            value={
              (MESSAGE_KINDS as readonly string[]).includes(form.values.kind) ? (form.values.kind as 'info') : 'info'
            }
            onChange={(k) => form.set('kind', k)}
          />
          <FormField label={t.message.text} message={form.message('text')} required>
            <Textarea {...form.input('text')} rows={2} />
          </FormField>
        </>
      )}
    </LiveForm>
  );
}

const NOTIFY_KINDS = ['info', 'success', 'warning', 'error'] as const;
const EMPTY_NOTIFY = { title: '', text: '', kind: 'info' as string };

function NotifyForm({ playerId }: { playerId: number }) {
  const send = useNotifyGameserverPlayer();
  const draft = useMemo(() => defineDraft(`draft.acp.live.notify.${playerId}`, EMPTY_NOTIFY), [playerId]);
  return (
    <LiveForm
      id="acp-live-notify"
      heading={t.notify.heading}
      schema={NotifyGameserverPlayerBody}
      initial={EMPTY_NOTIFY}
      draft={draft}
      toBody={(v) => ({ title: v.title.trim(), text: v.text.trim(), kind: v.kind }) as GameserverNotification}
      submitLabel={t.notify.send}
      done={t.notify.sent}
      busy={send.isPending}
      send={(data) => send.mutateAsync({ playerId, data })}
    >
      {(form) => (
        <>
          <SegmentedFilter
            label={t.notify.kind}
            options={NOTIFY_KINDS}
            labels={t.notify.kinds}
            value={
              (NOTIFY_KINDS as readonly string[]).includes(form.values.kind) ? (form.values.kind as 'info') : 'info'
            }
            onChange={(k) => form.set('kind', k)}
          />
          <FormField label={t.notify.title} message={form.message('title')} required>
            <Input {...form.input('title')} />
          </FormField>
          <FormField label={t.notify.text} message={form.message('text')} required>
            <Textarea {...form.input('text')} rows={2} />
          </FormField>
        </>
      )}
    </LiveForm>
  );
}

const EMPTY_WAYPOINT = { x: '', y: '' };

function WaypointForm({ playerId }: { playerId: number }) {
  const send = useSetGameserverWaypoint();
  const draft = useMemo(() => defineDraft(`draft.acp.live.waypoint.${playerId}`, EMPTY_WAYPOINT), [playerId]);
  return (
    <LiveForm
      id="acp-live-waypoint"
      heading={t.waypoint.heading}
      schema={SetGameserverWaypointBody}
      initial={EMPTY_WAYPOINT}
      draft={draft}
      toBody={(v) => ({ x: num(v.x), y: num(v.y) }) as GameserverWaypoint}
      submitLabel={t.waypoint.send}
      done={t.waypoint.sent}
      busy={send.isPending}
      send={(data) => send.mutateAsync({ playerId, data })}
    >
      {(form) => (
        <HStack gap="3" align="start">
          <FormField label={t.waypoint.x} message={form.message('x')} required>
            <Input {...form.input('x')} inputMode="decimal" />
          </FormField>
          <FormField label={t.waypoint.y} message={form.message('y')} required>
            <Input {...form.input('y')} inputMode="decimal" />
          </FormField>
        </HStack>
      )}
    </LiveForm>
  );
}

const EMPTY_CLIPBOARD = { text: '' };

function ClipboardForm({ playerId }: { playerId: number }) {
  const send = useSetGameserverClipboard();
  const draft = useMemo(() => defineDraft(`draft.acp.live.clipboard.${playerId}`, EMPTY_CLIPBOARD), [playerId]);
  return (
    <LiveForm
      id="acp-live-clipboard"
      heading={t.clipboard.heading}
      schema={SetGameserverClipboardBody}
      initial={EMPTY_CLIPBOARD}
      draft={draft}
      toBody={(v) => ({ text: v.text.trim() })}
      submitLabel={t.clipboard.send}
      done={t.clipboard.sent}
      busy={send.isPending}
      send={(data) => send.mutateAsync({ playerId, data })}
    >
      {(form) => (
        <FormField label={t.clipboard.text} message={form.message('text')} required>
          <Input {...form.input('text')} />
        </FormField>
      )}
    </LiveForm>
  );
}

const EMPTY_VEHICLE_ITEM = { vehicleId: '', itemId: '', amount: '1', reason: '' };
// The vehicle is typed in the form, not the character of the page: one draft for all of them.
const vehicleItemDraft = defineDraft('draft.acp.live.vehicleItem', EMPTY_VEHICLE_ITEM);

/** Items of the catalogue into a vehicle's trunk (the vehicle by its id, as the vehicle admin shows it). */
function VehicleItemForm() {
  const client = useQueryClient();
  const catalogue = useQuery(getListPlayerAdminItemDefinitionsQueryOptions());
  // A trunk shown below (same vehicle) lists the new stack.
  const send = useAddGameserverVehicleItem({
    mutation: {
      onSettled: (_data, _error, { vehicleId }) =>
        client.invalidateQueries({ queryKey: getListVehicleAdminItemsQueryKey(vehicleId) }),
    },
  });
  return (
    <LiveForm
      id="acp-live-vehicle-item"
      heading={t.vehicleItem.heading}
      schema={AddGameserverVehicleItemBody}
      initial={EMPTY_VEHICLE_ITEM}
      draft={vehicleItemDraft}
      toBody={(v) =>
        ({
          itemId: num(v.itemId),
          amount: num(v.amount),
          ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
        }) as InventoryItemAdd
      }
      rules={(v) => ({
        vehicleId: /^[1-9]\d{0,9}$/.test(v.vehicleId.trim()) ? undefined : t.vehicleItem.vehicleMissing,
      })}
      submitLabel={t.vehicleItem.send}
      done={t.vehicleItem.sent}
      busy={send.isPending}
      send={(data, values) => send.mutateAsync({ vehicleId: Number(values.vehicleId), data })}
    >
      {(form) => (
        <>
          <FormField label={t.vehicleItem.vehicleId} message={form.message('vehicleId')} required>
            <Input {...form.input('vehicleId')} inputMode="numeric" />
          </FormField>
          <FormField label={t.vehicleItem.item} message={form.message('itemId')} required>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="itemId"
                value={form.values.itemId}
                onChange={(e) => form.set('itemId', e.target.value)}
                onBlur={() => form.touch('itemId')}
              >
                <option value="">{t.vehicleItem.choose}</option>
                {(catalogue.data?.items ?? []).map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {d.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t.vehicleItem.amount} message={form.message('amount')} required>
            <Input {...form.input('amount')} inputMode="numeric" />
          </FormField>
          <FormField label={t.vehicleItem.reason} message={form.message('reason')}>
            <Input {...form.input('reason')} />
          </FormField>
        </>
      )}
    </LiveForm>
  );
}
