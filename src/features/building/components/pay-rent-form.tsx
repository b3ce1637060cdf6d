// Pay rent ahead for whole periods: the number is checked by the contract's validator
// (PayBuildingcellRentBody, 1–12), the sum and the new due date are shown before sending, a 422
// lands under the field, the typed number stays (a draft per flat: across a failed send, a 401
// and a reload), and each attempt carries an Idempotency-Key that stays while the values do,
// so a double click or a retry never pays twice.
import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetBuildingcellRentQueryKey,
  usePayBuildingcellRent,
} from '../../../api/generated/endpoints/buildingcell/buildingcell';
import type { BuildingCell } from '../../../api/generated/model/buildingCell';
import type { RentContract } from '../../../api/generated/model/rentContract';
import type { RentPaymentRequest } from '../../../api/generated/model/rentPaymentRequest';
import { PayBuildingcellRentBody } from '../../../api/generated/zod/buildingcell/buildingcell.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { formatDate, formatMoney } from '../../../lib/format';
import { flatChanged } from '../queries';
import { paidUntilAfter, periodsOf } from '../rent';
import { buildingTexts } from '../texts';

const t = buildingTexts.pay;
const empty = { periods: '1' };
type Values = typeof empty;

const toBody = (v: Values) => ({ periods: periodsOf(v.periods) }) as RentPaymentRequest;

export function PayRentForm({ cell, contract }: { cell: BuildingCell; contract: RentContract }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.building.pay.${cell.id}`, empty), [cell.id]);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per intended payment: the same values keep it (also across a reload while no
  // answer came), other values or an answer make a new one.
  const attempt = useIdempotencyKey(`building.pay.${cell.id}`);
  const form = useContractForm({ schema: PayBuildingcellRentBody, initial: empty, draft, toBody });
  const pay = usePayBuildingcellRent({
    mutation: {
      onSuccess: (next) => {
        attempt.settle();
        form.reset();
        client.setQueryData(getGetBuildingcellRentQueryKey(cell.id), next);
        notifier.create({ title: t.paid(formatDate(next.paidUntil)), type: 'success' });
      },
      onError: (error) => {
        // A refusal paid nothing: the next send is a new attempt; a lost answer keeps the key.
        attempt.settle(error);
        setFailure(form.applyServerErrors(error) ? null : describeError(error));
      },
      onSettled: () => flatChanged(client, cell.id, cell.buildingId),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (pay.isPending) return;
    setFailure(null);
    pay.mutate({ buildingcellId: cell.id, data, headers: { 'Idempotency-Key': attempt.keyFor(data) } });
  });
  const periods = periodsOf(form.values.periods);
  const valid = form.valid && periods !== undefined;

  return (
    <Box as="section" aria-labelledby={`pay-${cell.id}`} borderWidth="1px" borderRadius="md" p="3" maxW="32rem">
      <Heading as="h4" size="xs" id={`pay-${cell.id}`} mb="2">
        {t.heading}
      </Heading>
      <FormStack onSubmit={submit}>
        <FormField
          label={t.periods}
          message={form.message('periods')}
          helper={t.periodsHelp(formatMoney(contract.rent), buildingTexts.intervals[contract.interval])}
        >
          <Input {...form.input('periods')} type="number" inputMode="numeric" min={1} max={12} maxW="8rem" />
        </FormField>
        <Text fontSize="sm" data-testid="pay-total" minH="1.25rem">
          {valid ? t.total(formatMoney(contract.rent * periods), formatDate(paidUntilAfter(contract, periods))) : ''}
        </Text>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" colorPalette="brand" size="sm" loading={pay.isPending}>
            {t.submit}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
