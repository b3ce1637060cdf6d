// The citizen's data and the wanted flag [Fahndung] on the citizen file: editCitizen changes
// address, phone, job and the officer-safety flag (a draft from the server's values until
// saved); setWanted puts the citizen on the wanted list with a level and a reason, or takes him
// off with a reason, each after the confirmation. The file's audit trail records both.
import { Box, Button, Checkbox, HStack, Input, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetVcomCitizenQueryKey,
  getListVcomCitizenAuditQueryKey,
  useSetVcomCitizenWanted,
  useUpdateVcomCitizen,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCitizen } from '../../../api/generated/model/vcomCitizen';
import type { VcomCitizenUpdateInput } from '../../../api/generated/model/vcomCitizenUpdateInput';
import { UpdateVcomCitizenBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { SelectField } from '../cases/select-field';
import { Failure, Section } from '../components/section';
import { citizenTexts } from './texts';

const t = citizenTexts.data;
type Level = '1' | '2' | '3' | '4' | '5';
const LEVELS: readonly Level[] = ['1', '2', '3', '4', '5'];

function useCitizenChanged(id: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(id) }),
      client.invalidateQueries({ queryKey: getListVcomCitizenAuditQueryKey(id) }),
    ]);
}

function DataForm({ citizen, onDone }: { citizen: VcomCitizen; onDone: () => void }) {
  const changed = useCitizenChanged(citizen.id);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = {
    address: citizen.address ?? '',
    phone: citizen.phone ?? '',
    job: citizen.job ?? '',
    dangerous: citizen.dangerous === true,
  };
  const draft = useServerDraft(`draft.vcom.citizenData.${citizen.id}`, initial);
  const form = useContractForm({
    schema: UpdateVcomCitizenBody,
    initial,
    draft,
    toBody: (v): VcomCitizenUpdateInput => ({
      address: v.address.trim(),
      ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
      job: v.job.trim(),
      dangerous: v.dangerous,
    }),
  });
  const update = useUpdateVcomCitizen({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.saved, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: changed,
    },
  });
  return (
    <Section id="vcom-citizen-data" title={t.heading}>
      <FormStack
        gap="3"
        mt="2"
        onSubmit={form.handleSubmit((data) => {
          setFailure(null);
          update.mutate({ citizenId: citizen.id, data });
        })}
      >
        <HStack gap="3" wrap="wrap" align="start">
          <FormField label={t.address} message={form.message('address')} maxW="20rem">
            <Input {...form.input('address')} />
          </FormField>
          <FormField label={t.phone} message={form.message('phone')} maxW="12rem">
            <Input {...form.input('phone')} inputMode="numeric" />
          </FormField>
          <FormField label={t.job} message={form.message('job')} maxW="16rem">
            <Input {...form.input('job')} />
          </FormField>
        </HStack>
        <Checkbox.Root
          checked={form.values.dangerous}
          onCheckedChange={(e) => form.set('dangerous', e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.dangerous}</Checkbox.Label>
        </Checkbox.Root>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" size="sm" loading={update.isPending} loadingText={t.saving}>
            {t.save}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            {t.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

/** The file's actions on its data (editCitizen) and wanted flag (setWanted), and the data form when open. */
export function CitizenDataActions({
  citizen,
  canEdit,
  canSetWanted,
}: {
  citizen: VcomCitizen;
  canEdit: boolean;
  canSetWanted: boolean;
}) {
  const changed = useCitizenChanged(citizen.id);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [level, setLevel] = useState<Level>('1');
  const [failure, setFailure] = useState<string | null>(null);
  const name = citizen.name.replace('_', ' ');
  const wanted = useSetVcomCitizenWanted({
    mutation: {
      onSuccess: (state) => {
        setAsking(false);
        notifier.create({ title: state.wanted ? t.wantedSet : t.wantedCleared, type: 'success' });
      },
      onError: (error) => {
        setAsking(false);
        setFailure(describeError(error));
      },
      onSettled: changed,
    },
  });
  if (!canEdit && !canSetWanted) return null;
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" align="end">
        {canEdit && !editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
        ) : null}
        {canSetWanted && !citizen.wanted ? (
          <SelectField label={t.wantedLevel} value={level} options={LEVELS} labels={t.levels} onChange={setLevel} />
        ) : null}
        {canSetWanted ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette={citizen.wanted ? undefined : 'red'}
            onClick={() => setAsking(true)}
          >
            {citizen.wanted ? t.clearWanted : t.setWanted}
          </Button>
        ) : null}
      </HStack>
      <Failure text={failure} />
      {editing ? (
        <Box>
          <DataForm citizen={citizen} onDone={() => setEditing(false)} />
        </Box>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={citizen.wanted ? t.clearTitle(name) : t.wantedTitle(name)}
        body={citizen.wanted ? undefined : t.wantedBody}
        confirmLabel={citizen.wanted ? t.clearWanted : t.setWanted}
        cancelLabel={t.cancel}
        busy={wanted.isPending}
        reason={{ label: citizen.wanted ? t.clearReason : t.wantedReason, required: true, maxLength: 500 }}
        draftName={`draft.vcom.citizen.${citizen.id}.${citizen.wanted ? 'clearWanted' : 'setWanted'}`}
        onConfirm={(reason) => {
          setFailure(null);
          return wanted.mutateAsync({
            citizenId: citizen.id,
            data: citizen.wanted
              ? { wanted: false, level: 0, reason: reason ?? '' }
              : { wanted: true, level: Number(level), reason: reason ?? '' },
          });
        }}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
