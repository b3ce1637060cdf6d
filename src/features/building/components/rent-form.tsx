// Rent a free flat at its offered rent: periods paid ahead (the contract's validator,
// RentBuildingcellBody: 1–12), the sum shown before sending, acceptedRent the rent shown (a
// changed offer answers 409 and the list shows the new one), a 422 under the field, the typed
// number kept in a draft per flat, and one Idempotency-Key per intended rent (no double rent).
import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useRentBuildingcell } from '../../../api/generated/endpoints/buildingcell/buildingcell';
import type { BuildingCell } from '../../../api/generated/model/buildingCell';
import type { RentRequest } from '../../../api/generated/model/rentRequest';
import { RentBuildingcellBody } from '../../../api/generated/zod/buildingcell/buildingcell.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { formatMoney } from '../../../lib/format';
import { flatChanged } from '../queries';
import { periodsOf } from '../rent';
import { buildingTexts } from '../texts';

const t = buildingTexts.rent;
const empty = { periods: '1' };
type Values = typeof empty;

interface RentFormProps {
  flat: BuildingCell;
  onRented: (flatId: number) => void;
  onCancel: () => void;
}

export function RentForm({ flat, onRented, onCancel }: RentFormProps) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.building.rent.${flat.id}`, empty), [flat.id]);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per intended payment: the same values keep it (also across a reload while no
  // answer came), other values or an answer make a new one.
  const attempt = useIdempotencyKey(`building.rent.${flat.id}`);
  const toBody = (v: Values) => ({ acceptedRent: flat.rent, periods: periodsOf(v.periods) }) as RentRequest;
  const form = useContractForm({ schema: RentBuildingcellBody, initial: empty, draft, toBody });
  const rent = useRentBuildingcell({
    mutation: {
      onSuccess: () => {
        attempt.settle();
        form.reset();
        notifier.create({ title: t.done(`${flat.label}, ${flat.buildingName}`), type: 'success' });
        onRented(flat.id);
      },
      onError: (error) => {
        // A refusal rented nothing: the next send is a new attempt; a lost answer keeps the key.
        attempt.settle(error);
        if (form.applyServerErrors(error)) return setFailure(null);
        const type = (error as { response?: { data?: { type?: unknown } } }).response?.data?.type;
        setFailure(type === '/problems/flat-rent/offer-changed' ? t.offerChanged : describeError(error));
      },
      onSettled: () => flatChanged(client, flat.id, flat.buildingId),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (rent.isPending) return;
    setFailure(null);
    rent.mutate({ buildingcellId: flat.id, data, headers: { 'Idempotency-Key': attempt.keyFor(data) } });
  });
  const periods = periodsOf(form.values.periods);

  return (
    <Box as="section" aria-labelledby={`rent-${flat.id}`} mt="3" borderTopWidth="1px" pt="3" maxW="32rem">
      <Heading as="h3" size="sm" id={`rent-${flat.id}`} mb="1">
        {t.heading(flat.label, flat.buildingName)}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t.offer(formatMoney(flat.rent), buildingTexts.intervals[flat.interval])}
      </Text>
      <FormStack onSubmit={submit}>
        <FormField label={t.periods} message={form.message('periods')}>
          <Input {...form.input('periods')} type="number" inputMode="numeric" min={1} max={12} maxW="8rem" />
        </FormField>
        <Text fontSize="sm" data-testid="rent-total" minH="1.25rem">
          {form.valid && periods !== undefined ? t.total(formatMoney(flat.rent * periods)) : ''}
        </Text>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" colorPalette="brand" size="sm" loading={rent.isPending}>
            {t.submit}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {buildingTexts.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
