// Renovating my flat (the main tenant): the interiors on offer with price and duration, the pick
// checked by the contract's validator (RenovateBuildingcellBody), a confirmation that names the
// price, and the running renovation with its end; a pending order cannot be sent twice.
import { Box, Button, Heading, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetBuildingcellQueryKey,
  getGetBuildingcellRenovationOptionsQueryOptions,
  useRenovateBuildingcell,
} from '../../../api/generated/endpoints/buildingcell/buildingcell';
import type { BuildingCell } from '../../../api/generated/model/buildingCell';
import type { OrgRenovateRequest } from '../../../api/generated/model/orgRenovateRequest';
import { RenovateBuildingcellBody } from '../../../api/generated/zod/buildingcell/buildingcell.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { buildingTexts } from '../texts';

const t = buildingTexts.renovation;
const empty = { interior: '' };
type Values = typeof empty;
const toBody = (v: Values) => ({ interior: v.interior || undefined }) as OrgRenovateRequest;

export function Renovation({ cell }: { cell: BuildingCell }) {
  const client = useQueryClient();
  const options = useQuery(getGetBuildingcellRenovationOptionsQueryOptions(cell.id));
  const [asking, setAsking] = useState<OrgRenovateRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The chosen interior survives a reload or a 401, per flat.
  const draft = useMemo(() => defineDraft(`draft.building.renovation.${cell.id}`, empty), [cell.id]);
  const form = useContractForm({
    schema: RenovateBuildingcellBody,
    initial: empty,
    draft,
    toBody,
    messages: { interior: { required: t.pickFirst } },
  });
  const renovate = useRenovateBuildingcell({
    mutation: {
      onSuccess: (changed) => {
        form.reset();
        client.setQueryData(getGetBuildingcellQueryKey(cell.id), changed);
        notifier.create({ title: t.started, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: getGetBuildingcellQueryKey(cell.id) }),
    },
  });
  // The moment the section opened: a renovation that ends later counts as running.
  const [now] = useState(() => Date.now());
  const running = cell.renovation && Date.parse(cell.renovation.finishedAt) > now ? cell.renovation : undefined;
  const chosen = options.data?.items.find((o) => o.interior === asking?.interior);
  return (
    <Box as="section" aria-labelledby={`renovation-${cell.id}`}>
      <Heading as="h3" size="sm" id={`renovation-${cell.id}`} mb="2">
        {t.heading}
      </Heading>
      <Text fontSize="sm" mb="2">
        {t.current(buildingTexts.interiors[cell.interior])}
      </Text>
      {running ? (
        <Text role="status">
          {t.running(buildingTexts.interiors[running.interior], formatDateTime(running.finishedAt))}
        </Text>
      ) : (
        <QueryState query={options} pendingMinH="5rem">
          {(list) => (
            <FormStack
              maxW="32rem"
              onSubmit={form.handleSubmit((data) => {
                setFailure(null);
                setAsking(data);
              })}
            >
              <FormField label={t.interior} message={form.message('interior')}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="interior"
                    value={form.values.interior}
                    onChange={(e) => form.set('interior', e.target.value)}
                    onBlur={() => form.touch('interior')}
                  >
                    <option value="">{t.choose}</option>
                    {list.items.map((o) => (
                      <option key={o.interior} value={o.interior}>
                        {t.option(o.label, formatMoney(o.price), o.durationHours)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {failure ? (
                <Text color="fg.error" role="alert">
                  {failure}
                </Text>
              ) : null}
              <HStack>
                <Button type="submit" size="sm" variant="outline" loading={renovate.isPending}>
                  {t.submit}
                </Button>
              </HStack>
            </FormStack>
          )}
        </QueryState>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={chosen ? t.confirmTitle(chosen.label, formatMoney(chosen.price)) : ''}
        body={t.confirmBody}
        confirmLabel={t.submit}
        cancelLabel={buildingTexts.cancel}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking && !renovate.isPending) renovate.mutate({ buildingcellId: cell.id, data: asking });
          setAsking(null);
        }}
      />
    </Box>
  );
}
