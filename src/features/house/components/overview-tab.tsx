// A house's overview: its facts, the doors (lockDoors), and what the owner does with it
// (rename, renovate, hand over) or a room mate (move out). Forms are checked by the contract's
// validators; a 422 lands under its field, a pending send cannot go twice, what was typed stays
// in a draft per house.
import { usePeopleSearch } from '../../../api/people-search';
import { Box, Button, Checkbox, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  useGetHouseRenovationOptions,
  useOverwriteHouse,
  useQuitHouse,
  useRenovateHouse,
  useUpdateHouse,
} from '../../../api/generated/endpoints/house/house';
import type { House } from '../../../api/generated/model/house';
import type { OrgInterior } from '../../../api/generated/model/orgInterior';
import type { OrgOverwriteRequest } from '../../../api/generated/model/orgOverwriteRequest';
import type { OrgRenovateRequest } from '../../../api/generated/model/orgRenovateRequest';
import type { HouseUpdateRequest } from '../../../api/generated/model/houseUpdateRequest';
import { OverwriteHouseBody, RenovateHouseBody, UpdateHouseBody } from '../../../api/generated/zod/house/house.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FieldMessage, FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { LeaveButton } from '../../../components/org/leave-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { houseChanged } from '../queries';
import { houseTexts as t } from '../texts';
import { Facts, Failure, Section, SubmitRow, useHouseCan } from './common';

export function OverviewTab({ house }: { house: House }) {
  const owner = house.myRole === 'owner';
  const canLock = useHouseCan('updateHouse', house);
  const canRenovate = useHouseCan('renovateHouse', house);
  const canOverwrite = useHouseCan('overwriteHouse', house);
  const rows: Array<readonly [string, string]> = [
    [t.facts.address, house.address],
    [t.facts.owner, house.owner?.name ?? '–'],
    [t.facts.value, formatMoney(house.price)],
    [t.facts.interior, t.interior[house.interior]],
    [t.facts.rooms, t.facts.roomsValue(house.roomCount, house.roomMateCount)],
    [t.facts.garage, String(house.garageSlots ?? 0)],
    [t.facts.storage, String(house.storageSlots ?? 0)],
    [t.facts.doors, house.locked ? t.facts.locked : t.facts.open],
  ];
  return (
    <Stack gap="4">
      <Facts rows={rows} />
      {house.renovation ? (
        <Box role="status" fontSize="sm">
          {t.facts.renovating(t.interior[house.renovation.interior], formatDateTime(house.renovation.finishedAt))}
        </Box>
      ) : null}
      {canLock ? <LockButton house={house} /> : null}
      {owner ? <RenameForm house={house} /> : null}
      {canRenovate ? <RenovateForm house={house} /> : null}
      {canOverwrite ? <OverwriteForm house={house} /> : null}
      {house.myRole === 'roommate' ? <QuitButton house={house} /> : null}
    </Stack>
  );
}

function LockButton({ house }: { house: House }) {
  const client = useQueryClient();
  const update = useUpdateHouse({
    mutation: {
      onSuccess: (h) => notifier.create({ title: h.locked ? t.locked : t.unlocked, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => houseChanged(client),
    },
  });
  return (
    <Box>
      <Button
        size="sm"
        variant="outline"
        loading={update.isPending}
        onClick={() => update.mutate({ houseId: house.id, data: { locked: !house.locked } })}
      >
        {house.locked ? t.unlock : t.lock}
      </Button>
    </Box>
  );
}

function RenameForm({ house }: { house: House }) {
  const client = useQueryClient();
  const empty = { name: '' };
  const draft = useMemo(() => defineDraft(`draft.house.rename.${house.id}`, { name: '' }), [house.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: UpdateHouseBody,
    initial: empty,
    draft,
    toBody: (v): HouseUpdateRequest => ({ name: v.name.trim() }),
  });
  const update = useUpdateHouse({
    mutation: {
      onSuccess: (h) => {
        form.reset();
        notifier.create({ title: t.rename.done(h.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => houseChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (update.isPending) return;
    setFailure(null);
    update.mutate({ houseId: house.id, data });
  });
  return (
    <Section id={`rename-${house.id}`} title={t.rename.heading}>
      <FormStack onSubmit={submit} maxW="28rem">
        <FormField label={t.rename.name} message={form.message('name')}>
          <Input {...form.input('name')} placeholder={house.name} autoComplete="off" />
        </FormField>
        <SubmitRow failure={failure} pending={update.isPending} label={t.rename.submit} />
      </FormStack>
    </Section>
  );
}

function RenovateForm({ house }: { house: House }) {
  const client = useQueryClient();
  const options = useGetHouseRenovationOptions(house.id);
  const empty = { interior: '', wallColor: '#e8e1d3' };
  const draft = useMemo(
    () => defineDraft(`draft.house.renovate.${house.id}`, { interior: '', wallColor: '#e8e1d3' }),
    [house.id],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<OrgRenovateRequest | null>(null);
  const form = useContractForm({
    schema: RenovateHouseBody,
    initial: empty,
    draft,
    toBody: (v) =>
      ({ interior: (v.interior || undefined) as OrgInterior, wallColor: v.wallColor }) as OrgRenovateRequest,
    messages: { interior: { required: t.renovate.pickFirst } },
  });
  const renovate = useRenovateHouse({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.renovate.done, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => houseChanged(client),
    },
  });
  const chosen = options.data?.items.find((o) => o.interior === asking?.interior);
  const submit = form.handleSubmit((body) => setAsking(body));
  return (
    <Section id={`renovate-${house.id}`} title={t.renovate.heading}>
      {house.renovation ? (
        <Box fontSize="sm" color="fg.muted">
          {t.renovate.running}
        </Box>
      ) : (
        <QueryState query={options} pendingMinH="6rem">
          {(list) => (
            <FormStack onSubmit={submit} maxW="28rem">
              <Box fontSize="sm" color="fg.muted">
                {t.renovate.intro}
              </Box>
              <FormField label={t.renovate.interior} message={form.message('interior')}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="interior"
                    value={form.values.interior}
                    onChange={(e) => form.set('interior', e.target.value)}
                    onBlur={() => form.touch('interior')}
                  >
                    <option value="">{t.renovate.choose}</option>
                    {list.items.map((o) => (
                      <option key={o.interior} value={o.interior}>
                        {t.renovate.option(o.label, formatMoney(o.price), o.durationHours)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t.renovate.wallColor} message={form.message('wallColor')}>
                <Input type="color" {...form.input('wallColor')} w="5rem" p="1" />
              </FormField>
              <SubmitRow failure={failure} pending={renovate.isPending} label={t.renovate.submit} />
            </FormStack>
          )}
        </QueryState>
      )}
      <ConfirmDialog
        open={asking !== null && chosen !== undefined}
        title={chosen ? t.renovate.confirm(chosen.label, formatMoney(chosen.price)) : ''}
        body={t.renovate.confirmBody}
        confirmLabel={t.renovate.submit}
        cancelLabel={t.cancel}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          const body = asking;
          setAsking(null);
          if (!body || renovate.isPending) return;
          setFailure(null);
          renovate.mutate({ houseId: house.id, data: body });
        }}
      />
    </Section>
  );
}

function OverwriteForm({ house }: { house: House }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const empty = { newOwnerId: 0, newOwnerName: '', price: '', confirm: false };
  const draft = useMemo(
    () =>
      defineDraft(`draft.house.overwrite.${house.id}`, { newOwnerId: 0, newOwnerName: '', price: '', confirm: false }),
    [house.id],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: OverwriteHouseBody,
    initial: empty,
    draft,
    toBody: (v) =>
      ({
        newOwnerName: v.newOwnerName || undefined,
        price: v.price.trim() === '' ? undefined : Number(v.price),
        confirm: v.confirm || undefined,
      }) as OrgOverwriteRequest,
    messages: {
      newOwnerName: { required: t.overwrite.pickFirst },
      confirm: { required: t.overwrite.confirmMissing },
    },
  });
  const overwrite = useOverwriteHouse({
    mutation: {
      onSuccess: (_r, { data }) => {
        form.reset();
        notifier.create({ title: t.overwrite.done(data.newOwnerName), type: 'success' });
        void navigate({ to: '/house', search: {} });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => houseChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (overwrite.isPending) return;
    setFailure(null);
    overwrite.mutate({ houseId: house.id, data });
  });
  const picked = form.values.newOwnerName ? { id: form.values.newOwnerId, name: form.values.newOwnerName } : null;
  return (
    <Section id={`overwrite-${house.id}`} title={t.overwrite.heading}>
      <FormStack onSubmit={submit} maxW="28rem">
        <Box fontSize="sm" color="fg.muted">
          {t.overwrite.intro}
        </Box>
        <CharacterPicker
          label={t.overwrite.person}
          value={picked}
          onChange={(person) => {
            form.set('newOwnerId', person?.id ?? 0);
            form.set('newOwnerName', person?.name ?? '');
            form.touch('newOwnerName');
          }}
          useMatches={usePeopleSearch}
          unavailable={house.owner ? { [house.owner.id]: t.roles.owner } : {}}
          message={form.message('newOwnerName')}
        />
        <FormField label={t.overwrite.price} message={form.message('price')}>
          <Input {...form.input('price')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <Field.Root invalid={!!form.message('confirm')}>
          <Checkbox.Root checked={form.values.confirm} onCheckedChange={(e) => form.set('confirm', e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.overwrite.confirm}</Checkbox.Label>
          </Checkbox.Root>
          <FieldMessage message={form.message('confirm')} />
        </Field.Root>
        <Failure text={failure} />
        <Box>
          <Button type="submit" size="sm" colorPalette="red" variant="outline" loading={overwrite.isPending}>
            {t.overwrite.submit}
          </Button>
        </Box>
      </FormStack>
    </Section>
  );
}

function QuitButton({ house }: { house: House }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const quit = useQuitHouse({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.quit.done, type: 'success' });
        void navigate({ to: '/house', search: {} });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => houseChanged(client),
    },
  });
  return (
    <Box>
      <LeaveButton
        label={t.quit.label}
        title={t.quit.title(house.name)}
        body={t.quit.body}
        busy={quit.isPending}
        onConfirm={() => quit.mutate({ houseId: house.id })}
      />
    </Box>
  );
}
