// An opened flat of mine: the rent contract (rent, due date, state), paying ahead, the room
// mates (the main tenant sets their rights or kicks them after a confirmation), the storage
// (take out, put back: useStorage) and moving out after a confirmation that says what follows.
import { Box, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetBuildingcellItemsQueryKey,
  getGetBuildingcellItemsQueryOptions,
  getGetBuildingcellQueryOptions,
  getGetBuildingcellRentQueryOptions,
  getGetBuildingcellRoomMatesQueryOptions,
  useKickBuildingcellRoomMate,
  useOverwriteBuildingcell,
  usePutBuildingcellStorageItem,
  useQuitBuildingcell,
  useSetBuildingcellRoomMateRights,
  useTakeBuildingcellStorageItem,
} from '../../../api/generated/endpoints/buildingcell/buildingcell';
import type { BuildingCell } from '../../../api/generated/model/buildingCell';
import type { TenantRights } from '../../../api/generated/model/tenantRights';
import { OverwriteBuildingcellBody } from '../../../api/generated/zod/buildingcell/buildingcell.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ItemList } from '../../../components/org/item-list';
import { LeaveButton } from '../../../components/org/leave-button';
import { MemberList } from '../../../components/org/member-list';
import { RightsEditor } from '../../../components/org/rights-editor';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { flatChanged } from '../queries';
import { storedItems } from '../stored-items';
import { buildingTexts } from '../texts';
import { MateInvitations } from './building-invitations';
import { DoorSettings } from './door-settings';
import { HandOverForm } from './hand-over-form';
import { PayRentForm } from './pay-rent-form';
import { Renovation } from './renovation';
import { StorageMove, type Direction } from './storage-move';

const t = buildingTexts.flats;

export function FlatDetail({ flatId }: { flatId: number }) {
  const flat = useQuery(getGetBuildingcellQueryOptions(flatId));
  return (
    <Box mt="3" borderTopWidth="1px" pt="3">
      <QueryState query={flat} pendingMinH="24rem">
        {(cell) => <FlatParts cell={cell} />}
      </QueryState>
    </Box>
  );
}

function FlatParts({ cell }: { cell: BuildingCell }) {
  const client = useQueryClient();
  const lives = cell.myRole === 'tenant' || cell.myRole === 'roommate';
  const rent = useQuery({ ...getGetBuildingcellRentQueryOptions(cell.id), enabled: lives && !!cell.tenant });
  const canQuit = useCan('quitBuildingcell', { org: cell });
  const canRenovate = useCan('renovateBuildingcell', { org: cell });
  const canHandOver = useCan('overwriteBuildingcell', { org: cell });
  const handOver = useOverwriteBuildingcell({
    mutation: {
      onSuccess: (_r, { data }) =>
        notifier.create({ title: buildingTexts.handOver.doneFlat(name, data.newOwnerName), type: 'success' }),
      onSettled: () => flatChanged(client, cell.id, cell.buildingId),
    },
  });
  const name = `${cell.buildingName}, ${cell.label}`;
  const quit = useQuitBuildingcell({
    mutation: {
      onSuccess: () => notifier.create({ title: t.quitDone(name), type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => flatChanged(client, cell.id, cell.buildingId),
    },
  });
  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby={`flat-contract-${cell.id}`}>
        <Heading as="h3" size="sm" id={`flat-contract-${cell.id}`} mb="2">
          {t.contract}
        </Heading>
        {!lives || !cell.tenant ? (
          <Text color="fg.muted">{t.noContract}</Text>
        ) : (
          <QueryState query={rent} pendingMinH="7rem">
            {(contract) => (
              <Stack gap="2">
                <DataList.Root orientation="horizontal" size="sm">
                  <DataList.Item>
                    <DataList.ItemLabel>{t.rent}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {formatMoney(contract.rent)} {buildingTexts.perInterval[contract.interval]}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t.paidUntil}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="flat-paid-until">
                      {formatDate(contract.paidUntil)}
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t.state}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <StatusBadge
                        value={contract.state}
                        labels={buildingTexts.contractState}
                        palettes={{ active: 'green', overdue: 'red' }}
                      />
                    </DataList.ItemValue>
                  </DataList.Item>
                  {contract.landlord ? (
                    <DataList.Item>
                      <DataList.ItemLabel>{t.landlord}</DataList.ItemLabel>
                      <DataList.ItemValue>{contract.landlord.name}</DataList.ItemValue>
                    </DataList.Item>
                  ) : null}
                  <DataList.Item>
                    <DataList.ItemLabel>{t.startedAt}</DataList.ItemLabel>
                    <DataList.ItemValue>{formatDate(contract.startedAt)}</DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
                {contract.state === 'overdue' ? (
                  <Text color="fg.error" role="status">
                    {t.overdueNote}
                  </Text>
                ) : null}
                <PayRentForm cell={cell} contract={contract} />
              </Stack>
            )}
          </QueryState>
        )}
      </Box>
      {cell.myRights?.lockDoors ? <DoorSettings cell={cell} /> : null}
      {canRenovate ? <Renovation cell={cell} /> : null}
      {canHandOver ? (
        <HandOverForm
          draftKey={`draft.building.flat-handover.${cell.id}`}
          heading={buildingTexts.handOver.flatHeading}
          what={name}
          schema={OverwriteBuildingcellBody}
          pending={handOver.isPending}
          onSend={(data, callbacks) => handOver.mutate({ buildingcellId: cell.id, data }, callbacks)}
        />
      ) : null}
      {lives ? <RoomMates cell={cell} /> : null}
      {cell.myRights?.useStorage ? <FlatItems cell={cell} /> : null}
      {lives && canQuit ? (
        <Box>
          <LeaveButton
            label={t.quit}
            title={t.quitTitle(name)}
            body={cell.myRole === 'tenant' ? t.quitBodyTenant : t.quitBodyMate}
            busy={quit.isPending}
            onConfirm={() => {
              if (!quit.isPending) quit.mutate({ buildingcellId: cell.id });
            }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

type MateRole = 'roommate';

function RoomMates({ cell }: { cell: BuildingCell }) {
  const client = useQueryClient();
  const mates = useQuery(getGetBuildingcellRoomMatesQueryOptions(cell.id));
  const canKick = useCan('kickBuildingcellRoomMate', { org: cell });
  const canSet = useCan('setBuildingcellRoomMateRights', { org: cell });
  const canInvite = useCan('inviteBuildingcellRoomMate', { org: cell });
  const nameOf = (id: number) => mates.data?.items.find((m) => m.id === id)?.player.name ?? '';
  const kick = useKickBuildingcellRoomMate({
    mutation: {
      onSuccess: (_r, { roomMateId }) => notifier.create({ title: t.mateKicked(nameOf(roomMateId)), type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => flatChanged(client, cell.id, cell.buildingId),
    },
  });
  const save = useSetBuildingcellRoomMateRights({
    mutation: {
      onSuccess: (mate) => notifier.create({ title: t.mateRightsSaved(mate.player.name), type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => flatChanged(client, cell.id),
    },
  });
  return (
    <Box as="section" aria-labelledby={`flat-mates-${cell.id}`}>
      <Heading as="h3" size="sm" id={`flat-mates-${cell.id}`} mb="2">
        {t.mates}
      </Heading>
      <QueryState query={mates} pendingMinH="4rem">
        {(list) => (
          <Stack gap="4">
            <MemberList
              label={t.mates}
              members={list.items.map((m) => ({
                id: m.id,
                name: m.player.name,
                role: 'roommate' as MateRole,
                detail: t.mateSince(formatDate(m.since)),
                rights: m.rights,
              }))}
              roleLabels={{ roommate: buildingTexts.roles.roommate }}
              renderPanel={(m) => (
                <RightsEditor<keyof TenantRights>
                  legend={t.mateRights(m.name)}
                  rights={m.rights}
                  labels={t.tenantRights}
                  saving={save.isPending && save.variables?.roomMateId === m.id}
                  onSave={
                    canSet
                      ? (rights) => {
                          if (!save.isPending) save.mutate({ buildingcellId: cell.id, roomMateId: m.id, data: rights });
                        }
                      : undefined
                  }
                />
              )}
              canRemove={() => canKick}
              onRemove={(m) => {
                if (!kick.isPending) kick.mutate({ buildingcellId: cell.id, roomMateId: m.id });
              }}
              removing={kick.isPending ? kick.variables?.roomMateId : undefined}
              removeLabel={t.kickMate}
              confirmTitle={t.kickMateTitle}
              confirmBody={t.kickMateBody}
              empty={t.matesEmpty}
            />
            {canInvite ? (
              <MateInvitations
                flatId={cell.id}
                members={[...(cell.tenant ? [cell.tenant.id] : []), ...list.items.map((m) => m.player.id)]}
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function FlatItems({ cell }: { cell: BuildingCell }) {
  const client = useQueryClient();
  const items = useQuery(getGetBuildingcellItemsQueryOptions(cell.id, { limit: 100 }));
  const [moving, setMoving] = useState<{ id: number; direction: Direction } | null>(null);
  const put = usePutBuildingcellStorageItem();
  const take = useTakeBuildingcellStorageItem();
  return (
    <Box as="section" aria-labelledby={`flat-items-${cell.id}`}>
      <Heading as="h3" size="sm" id={`flat-items-${cell.id}`} mb="2">
        {t.items}
      </Heading>
      <QueryState query={items} pendingMinH="5rem">
        {(page) => (
          <ItemList
            label={t.items}
            items={storedItems(page.items)}
            empty={t.itemsEmpty}
            renderActions={(item) => (
              <StorageMove
                item={item}
                storage={`flat.${cell.id}`}
                pending={moving?.id === item.id ? moving.direction : null}
                onChanged={() =>
                  client.invalidateQueries({ queryKey: getGetBuildingcellItemsQueryKey(cell.id, { limit: 100 }) })
                }
                send={(direction, data, key, callbacks) => {
                  setMoving({ id: item.id, direction });
                  const vars = { buildingcellId: cell.id, data, headers: { 'Idempotency-Key': key } };
                  const done = {
                    ...callbacks,
                    onSettled: () => {
                      setMoving(null);
                      callbacks.onSettled();
                    },
                  };
                  if (direction === 'take') take.mutate(vars, done);
                  else put.mutate(vars, done);
                }}
              />
            )}
          />
        )}
      </QueryState>
    </Box>
  );
}
