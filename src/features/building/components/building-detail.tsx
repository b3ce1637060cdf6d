// An opened building: address, owner, counts, my duty, then its flats, staff, storage or price list (the
// tab lives in the URL), and for staff who are not the owner "quit" after a confirmation.
import { Box, DataList, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetBuildingQueryOptions,
  useOverwriteBuilding,
  useQuitBuilding,
} from '../../../api/generated/endpoints/building/building';
import { OverwriteBuildingBody } from '../../../api/generated/zod/building/building.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { LeaveButton } from '../../../components/org/leave-button';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { describeError } from '../../../lib/describe-error';
import { buildingChanged } from '../queries';
import type { BuildingTab } from '../search-params';
import { buildingTexts } from '../texts';
import { AssetsPanel } from './assets-panel';
import { BuildingItems } from './building-items';
import { CellsPanel } from './cells-panel';
import { ContractsPanel } from './contracts-panel';
import { DutyCard } from './duty-card';
import { HandOverForm } from './hand-over-form';
import { PriceList } from './price-list';
import { ProfileForm } from './profile-form';
import { RenameForm } from './rename-form';
import { StaffPanel } from './staff-panel';

const t = buildingTexts.mine;
const TABS: readonly BuildingTab[] = ['cells', 'contracts', 'staff', 'items', 'prices', 'assets'];

interface BuildingDetailProps {
  buildingId: number;
  tab: BuildingTab;
  onTab: (tab: BuildingTab) => void;
}

export function BuildingDetail({ buildingId, tab, onTab }: BuildingDetailProps) {
  const client = useQueryClient();
  const detail = useQuery(getGetBuildingQueryOptions(buildingId));
  const canQuit = useCan('quitBuilding', { org: detail.data });
  const canRename = useCan('renameBuilding', { org: detail.data });
  const canProfile = useCan('updateBuilding', { org: detail.data });
  const canHandOver = useCan('overwriteBuilding', { org: detail.data });
  const handOver = useOverwriteBuilding({
    mutation: {
      onSuccess: (_r, { data }) =>
        notifier.create({
          title: buildingTexts.handOver.doneBuilding(detail.data?.name ?? '', data.newOwnerName),
          type: 'success',
        }),
      onSettled: () => buildingChanged(client, buildingId),
    },
  });
  const canContracts = useCan('getBuildingRentContracts', { org: detail.data });
  const tabs = canContracts ? TABS : TABS.filter((t) => t !== 'contracts');
  const shown = tabs.includes(tab) ? tab : 'cells';
  const quit = useQuitBuilding({
    mutation: {
      onSuccess: () => notifier.create({ title: t.quitDone(detail.data?.name ?? ''), type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => buildingChanged(client, buildingId),
    },
  });
  return (
    <Box mt="3" borderTopWidth="1px" pt="3">
      <QueryState query={detail} pendingMinH="20rem">
        {(building) => (
          <Stack gap="4">
            {building.blocked ? (
              <Text color="fg.error" role="status">
                {t.blockedNote}
              </Text>
            ) : null}
            {building.description ? <Text data-testid="building-description">{building.description}</Text> : null}
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>{t.address}</DataList.ItemLabel>
                <DataList.ItemValue>{building.address}</DataList.ItemValue>
              </DataList.Item>
              {building.owner ? (
                <DataList.Item>
                  <DataList.ItemLabel>{t.owner}</DataList.ItemLabel>
                  <DataList.ItemValue>{building.owner.name}</DataList.ItemValue>
                </DataList.Item>
              ) : null}
              <DataList.Item>
                <DataList.ItemLabel>{buildingTexts.cells.flat}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {t.flats(building.freeCellCount, building.cellCount)}, {t.floors(building.floors)},{' '}
                  {t.staffCount(building.employeeCount)}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            {building.myRole === 'owner' || building.myRole === 'employee' ? (
              <DutyCard buildingId={building.id} />
            ) : null}
            <SegmentedFilter label={t.tabs.label} options={tabs} labels={t.tabs} value={shown} onChange={onTab} />
            {shown === 'staff' ? (
              <StaffPanel building={building} />
            ) : shown === 'contracts' ? (
              <ContractsPanel building={building} />
            ) : shown === 'assets' ? (
              <AssetsPanel building={building} />
            ) : shown === 'prices' ? (
              <PriceList building={building} />
            ) : shown === 'items' ? (
              <BuildingItems building={building} />
            ) : (
              <CellsPanel building={building} />
            )}
            {canProfile ? <ProfileForm building={building} /> : null}
            {canRename ? <RenameForm building={building} /> : null}
            {canHandOver ? (
              <HandOverForm
                draftKey={`draft.building.handover.${building.id}`}
                heading={buildingTexts.handOver.buildingHeading}
                what={building.name}
                schema={OverwriteBuildingBody}
                pending={handOver.isPending}
                onSend={(data, callbacks) => handOver.mutate({ buildingId: building.id, data }, callbacks)}
              />
            ) : null}
            {building.myRole === 'employee' && canQuit ? (
              <Box>
                <LeaveButton
                  label={t.quit}
                  title={t.quitTitle(building.name)}
                  body={t.quitBody}
                  busy={quit.isPending}
                  onConfirm={() => quit.mutate({ buildingId: building.id })}
                />
              </Box>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
