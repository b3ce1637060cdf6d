// Rent in a house. A room mate sees his contract (rent, due date, state; what happens when it
// is unpaid) and pays periods in advance; the owner sets the rent offer and sees every
// contract; someone without a room here rents one at the offered rent. Payments carry an
// Idempotency-Key that stays the same while the values do (a double click or a retry after a
// timeout never pays twice).
import { Badge, Box, Checkbox, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useMemo, useState } from 'react';
import {
  useGetHouseRentContract,
  useGetHouseRentContracts,
  useGetHouseRentOffer,
  usePayHouseRent,
  useSetHouseRentOffer,
} from '../../../api/generated/endpoints/house/house';
import type { House } from '../../../api/generated/model/house';
import type { HouseRentOffer } from '../../../api/generated/model/houseRentOffer';
import type { HouseRentOfferRequest } from '../../../api/generated/model/houseRentOfferRequest';
import type { RentContract } from '../../../api/generated/model/rentContract';
import type { RentInterval } from '../../../api/generated/model/rentInterval';
import type { RentPaymentRequest } from '../../../api/generated/model/rentPaymentRequest';
import { PayHouseRentBody, SetHouseRentOfferBody } from '../../../api/generated/zod/house/house.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { useIdempotencyKey } from '../../../lib/idempotency';
import { formatDate, formatMoney } from '../../../lib/format';
import { houseChanged } from '../queries';
import { houseTexts } from '../texts';
import { Facts, Section, SubmitRow, useHouseCan } from './common';
import { RentRoomForm } from './rent-room-form';
import { TableScroll } from '../../../components/views/table-scroll';

const t = houseTexts.rent;
const INTERVALS: readonly RentInterval[] = ['daily', 'weekly', 'monthly'];
const statePalette = { active: 'green', overdue: 'red', terminated: 'gray' } as const;

export function RentTab({ house }: { house: House }) {
  const owner = useHouseCan('setHouseRentOffer', house);
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {t.rule}
      </Text>
      {owner ? (
        <>
          <OfferForm house={house} />
          <Contracts house={house} />
        </>
      ) : house.myRole === 'roommate' ? (
        <MyContract house={house} />
      ) : (
        <RentRoom house={house} />
      )}
    </Stack>
  );
}

function MyContract({ house }: { house: House }) {
  const contract = useGetHouseRentContract(house.id, { query: { retry: false } });
  const missing = isAxiosError(contract.error) && contract.error.response?.status === 404;
  if (missing) return <Text color="fg.muted">{t.none}</Text>;
  return (
    <Section id={`contract-${house.id}`} title={t.heading}>
      <QueryState query={contract} pendingMinH="12rem">
        {(c) => (
          <Stack gap="3" data-testid="house-contract">
            <Box>
              <Badge colorPalette={statePalette[c.state]}>{t.state[c.state]}</Badge>
            </Box>
            <Facts
              rows={[
                [t.rent, t.perInterval(formatMoney(c.rent), t.interval[c.interval])],
                [t.paidUntil, formatDate(c.paidUntil)],
                [t.landlord, c.landlord?.name ?? '–'],
                [t.since, formatDate(c.startedAt)],
              ]}
            />
            {c.state === 'overdue' ? (
              <Text color="fg.error" role="status">
                {t.overdueNote}
              </Text>
            ) : null}
            {c.state !== 'terminated' ? <PayForm house={house} contract={c} /> : null}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function PayForm({ house, contract }: { house: House; contract: RentContract }) {
  const client = useQueryClient();
  const attempt = useIdempotencyKey(`house.pay.${house.id}`);
  const empty = { periods: '1' };
  const draft = useMemo(() => defineDraft(`draft.house.pay.${house.id}`, { periods: '1' }), [house.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: PayHouseRentBody,
    initial: empty,
    draft,
    toBody: (v) => ({ periods: v.periods.trim() === '' ? undefined : Number(v.periods) }) as RentPaymentRequest,
  });
  const pay = usePayHouseRent({
    mutation: {
      onSuccess: (c) => {
        form.reset();
        notifier.create({ title: t.paid(formatDate(c.paidUntil)), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: (_d, error) => {
        // A timeout may have paid: the retry keeps its key; an answer ends the attempt.
        attempt.settle(error ?? undefined);
        return houseChanged(client);
      },
    },
  });
  const submit = form.handleSubmit((data) => {
    if (pay.isPending) return;
    setFailure(null);
    pay.mutate({ houseId: house.id, data, headers: { 'Idempotency-Key': attempt.keyFor(data) } });
  });
  const periods = Number(form.values.periods) || 0;
  return (
    <FormStack onSubmit={submit} maxW="24rem" aria-label={t.pay}>
      <FormField
        label={t.periods}
        message={form.message('periods')}
        helper={periods > 0 ? t.total(formatMoney(periods * contract.rent)) : undefined}
      >
        <Input {...form.input('periods')} inputMode="numeric" autoComplete="off" />
      </FormField>
      <SubmitRow failure={failure} pending={pay.isPending} label={t.pay} />
    </FormStack>
  );
}

function OfferForm({ house }: { house: House }) {
  const offer = useGetHouseRentOffer(house.id);
  return (
    <Section id={`offer-${house.id}`} title={t.offer}>
      <QueryState query={offer} pendingMinH="16rem">
        {(o) => <OfferFields house={house} offer={o} />}
      </QueryState>
    </Section>
  );
}

function OfferFields({ house, offer }: { house: House; offer: HouseRentOffer }) {
  const client = useQueryClient();
  const initial = {
    rentable: offer.rentable,
    rent: String(offer.rent),
    interval: offer.interval as string,
    note: offer.note ?? '',
  };
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: SetHouseRentOfferBody,
    initial,
    toBody: (v) =>
      ({
        rentable: v.rentable,
        rent: v.rent.trim() === '' ? undefined : Number(v.rent),
        interval: v.interval as RentInterval,
        note: v.note.trim() || undefined,
      }) as HouseRentOfferRequest,
  });
  const save = useSetHouseRentOffer({
    mutation: {
      onSuccess: () => notifier.create({ title: t.offerSaved, type: 'success' }),
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => houseChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ houseId: house.id, data });
  });
  return (
    <FormStack onSubmit={submit} maxW="28rem">
      <Text fontSize="sm">{offer.rentable ? t.freeRooms(offer.freeRooms) : t.notOffered}</Text>
      <Checkbox.Root checked={form.values.rentable} onCheckedChange={(e) => form.set('rentable', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.rentable}</Checkbox.Label>
      </Checkbox.Root>
      <FormField label={t.rentAmount} message={form.message('rent')}>
        <Input {...form.input('rent')} inputMode="numeric" autoComplete="off" />
      </FormField>
      <FormField label={t.intervalLabel} message={form.message('interval')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="interval"
            value={form.values.interval}
            onChange={(e) => form.set('interval', e.target.value)}
          >
            {INTERVALS.map((i) => (
              <option key={i} value={i}>
                {t.intervalName[i]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t.note} message={form.message('note')}>
        <Textarea {...form.input('note')} rows={2} />
      </FormField>
      <SubmitRow failure={failure} pending={save.isPending} label={t.saveOffer} />
    </FormStack>
  );
}

function Contracts({ house }: { house: House }) {
  const contracts = useGetHouseRentContracts(house.id);
  return (
    <Section id={`contracts-${house.id}`} title={t.contracts}>
      <QueryState query={contracts} pendingMinH="6rem" isEmpty={(l) => l.items.length === 0} empty={t.noContracts}>
        {(l) => (
          <TableScroll label={t.contracts}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.tenant}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.rent}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.paidUntil}</Table.ColumnHeader>
                  <Table.ColumnHeader>{houseTexts.admin.col.state}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {l.items.map((c) => (
                  <Table.Row key={c.id} data-testid="house-rent-contract">
                    <Table.Cell>{c.tenant.name}</Table.Cell>
                    <Table.Cell>{t.perInterval(formatMoney(c.rent), t.interval[c.interval])}</Table.Cell>
                    <Table.Cell>{formatDate(c.paidUntil)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={statePalette[c.state]}>{t.state[c.state]}</Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
        )}
      </QueryState>
    </Section>
  );
}

function RentRoom({ house }: { house: House }) {
  const offer = useGetHouseRentOffer(house.id);
  return (
    <Section id={`rent-room-${house.id}`} title={t.rentRoom}>
      <QueryState query={offer} pendingMinH="8rem">
        {(o) =>
          o.rentable && o.freeRooms > 0 ? (
            <RentRoomForm
              houseId={house.id}
              rent={o.rent}
              submitLabel={t.rentRoom}
              onRented={() => notifier.create({ title: t.rented, type: 'success' })}
            >
              <Text fontSize="sm">
                {t.perInterval(formatMoney(o.rent), t.interval[o.interval])} · {t.freeRooms(o.freeRooms)}
              </Text>
              {o.note ? <Text fontSize="sm">{o.note}</Text> : null}
            </RentRoomForm>
          ) : (
            <Text color="fg.muted">{t.notOffered}</Text>
          )
        }
      </QueryState>
    </Section>
  );
}
