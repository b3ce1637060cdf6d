// A building's price list [Preisliste]: what customers pay. With the right managePrices the
// shared editor (components/org/price-list.tsx: rows, 422 under the row's field, a failed save
// keeps the rows, a draft); this part loads the list and saves it through the contract's
// replace operation.
import { Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetBuildingPriceListQueryKey,
  getGetBuildingPriceListQueryOptions,
  useReplaceBuildingPriceList,
} from '../../../api/generated/endpoints/building/building';
import type { Building } from '../../../api/generated/model/building';
import { ReplaceBuildingPriceListBody } from '../../../api/generated/zod/building/building.zod';
import { useCan } from '../../../api/permissions';
import { PriceList as PriceListBody } from '../../../components/org/price-list';
import { QueryState } from '../../../components/views/query-state';
import { buildingTexts } from '../texts';

const t = buildingTexts.prices;

export function PriceList({ building }: { building: Building }) {
  const client = useQueryClient();
  const list = useQuery(getGetBuildingPriceListQueryOptions(building.id));
  const canEdit = useCan('replaceBuildingPriceList', { org: building });
  const replace = useReplaceBuildingPriceList({
    mutation: { onSuccess: (stored) => client.setQueryData(getGetBuildingPriceListQueryKey(building.id), stored) },
  });
  return (
    <Stack gap="3" as="section" aria-label={t.heading}>
      <Text fontSize="sm" color="fg.muted">
        {t.intro}
      </Text>
      <QueryState query={list} pendingMinH="14rem">
        {(data) => (
          <PriceListBody
            list={data}
            canEdit={canEdit}
            draftName={`draft.building.prices.${building.id}`}
            schema={ReplaceBuildingPriceListBody}
            save={(body) => replace.mutateAsync({ buildingId: building.id, data: body })}
          />
        )}
      </QueryState>
    </Stack>
  );
}
