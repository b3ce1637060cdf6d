// A house's garage (useGarage), its bank accounts (owner) and its advert line [Werbezeile]
// (everyone reads it, the owner sets it; 409 when changed less than 10 minutes ago).
import { Badge, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useGetHouseAdLine,
  useGetHouseBankAccounts,
  useGetHouseVehicles,
  useSetHouseAdLine,
} from '../../../api/generated/endpoints/house/house';
import type { House } from '../../../api/generated/model/house';
import type { OrgAdLine } from '../../../api/generated/model/orgAdLine';
import type { OrgAdLineUpdate } from '../../../api/generated/model/orgAdLineUpdate';
import { SetHouseAdLineBody } from '../../../api/generated/zod/house/house.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { houseChanged } from '../queries';
import { houseTexts as t } from '../texts';
import { Section, SubmitRow, useHouseCan } from './common';

export function MoreTab({ house }: { house: House }) {
  const canGarage = useHouseCan('getHouseVehicles', house);
  const canAccounts = useHouseCan('getHouseBankAccounts', house);
  return (
    <Stack gap="4">
      <Section id={`garage-${house.id}`} title={t.garage.heading}>
        {canGarage ? <Garage house={house} /> : <Text color="fg.muted">{t.garage.noRight}</Text>}
      </Section>
      {canAccounts ? <Accounts house={house} /> : null}
      <AdLine house={house} />
    </Stack>
  );
}

function Garage({ house }: { house: House }) {
  const vehicles = useGetHouseVehicles(house.id);
  return (
    <QueryState query={vehicles} pendingMinH="3rem" isEmpty={(l) => l.items.length === 0} empty={t.garage.empty}>
      {(l) => (
        <Stack as="ul" gap="1" listStyleType="none">
          {l.items.map((v) => (
            <HStack as="li" key={v.id} gap="2" wrap="wrap" data-testid="house-vehicle">
              <Text fontWeight="medium">{t.garage.line(v.model, v.plate)}</Text>
              <Badge colorPalette={v.parked ? 'green' : 'blue'}>{v.parked ? t.garage.parked : t.garage.away}</Badge>
              {v.fuel !== undefined && v.damage !== undefined ? (
                <Text fontSize="sm" color="fg.muted">
                  {t.garage.fuelDamage(v.fuel, v.damage)}
                </Text>
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function Accounts({ house }: { house: House }) {
  const accounts = useGetHouseBankAccounts(house.id);
  return (
    <Section id={`accounts-${house.id}`} title={t.accounts.heading}>
      <QueryState query={accounts} pendingMinH="3rem" isEmpty={(l) => l.items.length === 0} empty={t.accounts.empty}>
        {(l) => (
          <Stack as="ul" gap="1" listStyleType="none">
            {l.items.map((a) => (
              <HStack as="li" key={a.id} justify="space-between" wrap="wrap">
                <Text>
                  {a.label} · {a.accountNumber}
                </Text>
                <Text fontWeight="medium">{formatMoney(a.balance)}</Text>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function AdLine({ house }: { house: House }) {
  const line = useGetHouseAdLine(house.id);
  const canSet = useHouseCan('setHouseAdLine', house);
  return (
    <Section id={`adline-${house.id}`} title={t.adLine.heading}>
      <QueryState query={line} pendingMinH="3rem">
        {(l) => (canSet ? <AdLineForm house={house} line={l} /> : <Text>{l.active ? l.text : '–'}</Text>)}
      </QueryState>
    </Section>
  );
}

function AdLineForm({ house, line }: { house: House; line: OrgAdLine }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: SetHouseAdLineBody,
    initial: { text: line.text, active: line.active },
    draft: useServerDraft(`draft.house.adLine.${house.id}`, { text: line.text, active: line.active }),
    toBody: (v) => ({ text: v.text.trim() || undefined, active: v.active }) as OrgAdLineUpdate,
  });
  const save = useSetHouseAdLine({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.adLine.saved, type: 'success' });
      },
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
    <FormStack onSubmit={submit} maxW="32rem">
      <Text fontSize="sm" color="fg.muted">
        {t.adLine.intro}
      </Text>
      <FormField label={t.adLine.text} message={form.message('text')}>
        <Input {...form.input('text')} autoComplete="off" />
      </FormField>
      <Checkbox.Root checked={form.values.active} onCheckedChange={(e) => form.set('active', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.adLine.active}</Checkbox.Label>
      </Checkbox.Root>
      <SubmitRow failure={failure} pending={save.isPending} label={t.adLine.submit} />
    </FormStack>
  );
}
