// The company's price list [Preisliste]: what customers pay. With the right "Preise und Werbung"
// the shared editor (components/org/price-list.tsx: rows, 422 under the row's field, a draft);
// this part loads the list and saves it through the contract's replace operation.
import { Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetFactoryPriceListQueryKey,
  getGetFactoryPriceListQueryOptions,
  useReplaceFactoryPriceList,
} from '../../../api/generated/endpoints/factory/factory';
import type { Factory } from '../../../api/generated/model/factory';
import { ReplaceFactoryPriceListBody } from '../../../api/generated/zod/factory/factory.zod';
import { useCan } from '../../../api/permissions';
import { PriceList as PriceListBody } from '../../../components/org/price-list';
import { QueryState } from '../../../components/views/query-state';
import { factoryTexts } from '../texts';

const t = factoryTexts.prices;

export function PriceList({ company }: { company: Factory }) {
  const client = useQueryClient();
  const list = useQuery(getGetFactoryPriceListQueryOptions(company.id));
  const canEdit = useCan('replaceFactoryPriceList', { org: { myRights: company.myRights, myRole: company.myRole } });
  const replace = useReplaceFactoryPriceList({
    mutation: { onSuccess: (stored) => client.setQueryData(getGetFactoryPriceListQueryKey(company.id), stored) },
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
            draftName={`draft.factory.prices.${company.id}`}
            schema={ReplaceFactoryPriceListBody}
            save={(body) => replace.mutateAsync({ factoryId: company.id, data: body })}
          />
        )}
      </QueryState>
    </Stack>
  );
}
