// ?view=patients&patient=<id>&tab=prescriptions: a patient's prescriptions [Rezepte], valid ones
// first; a doctor with the prescribe right issues one (medication from the list, dosage, days)
// and revokes a valid one after a confirmation with the reason the contract asks for.
import { Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getListVcomPrescriptionsQueryKey,
  useIssueVcomPrescription,
  useRevokeVcomPrescription,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomPrescription } from '../../../api/generated/model/vcomPrescription';
import type { VcomPrescriptionInput } from '../../../api/generated/model/vcomPrescriptionInput';
import { IssueVcomPrescriptionBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { Failure, FormCard, QueryList, Section } from '../components/section';
import { fileTabChanged, medicationsOptions, prescriptionsOptions } from './queries';
import { medTexts } from './texts';

const t = medTexts.prescriptions;
const c = medTexts.common;

const empty = { medicationId: '', dosage: '', validDays: '14' };
type Values = typeof empty;
const toBody = (v: Values): VcomPrescriptionInput => ({
  medicationId: Number(v.medicationId),
  dosage: v.dosage.trim(),
  validDays: Number(v.validDays),
});

function IssueForm({ patientId, onDone }: { patientId: number; onDone: () => void }) {
  const client = useQueryClient();
  const medications = useQuery(medicationsOptions());
  const [failure, setFailure] = useState<string | null>(null);
  // One draft per patient: what was typed for one never lands in another's prescription.
  const draft = useMemo(() => defineDraft(`draft.vcom.prescription.${patientId}`, empty), [patientId]);
  const form = useContractForm({ schema: IssueVcomPrescriptionBody, initial: empty, draft, toBody });
  const issue = useIssueVcomPrescription({
    mutation: {
      onSuccess: (p) => {
        form.reset();
        notifier.create({ title: t.issued(p.medication.name), type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => fileTabChanged(client, patientId, getListVcomPrescriptionsQueryKey(patientId)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    issue.mutate({ citizenId: patientId, data });
  });
  const cancel = () => {
    form.reset();
    onDone();
  };
  return (
    <FormCard
      id="vcom-rx-issue"
      title={t.issueHeading}
      onSubmit={submit}
      submitLabel={t.send}
      busy={issue.isPending}
      busyLabel={c.saving}
      cancelLabel={c.cancel}
      onCancel={cancel}
      failure={failure}
    >
      <FormField label={t.medication} message={form.message('medicationId')} required>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.values.medicationId}
            onChange={(e) => form.set('medicationId', e.target.value)}
            onBlur={() => form.touch('medicationId')}
          >
            <option value="">{t.pickMedication}</option>
            {(medications.data?.items ?? []).map((m) => (
              <option key={m.id} value={String(m.id)}>
                {m.name} ({medTexts.medicationForms[m.form]}
                {m.prescriptionRequired ? `, ${t.rx}` : ''})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {medications.isError ? <Failure text={describeError(medications.error)} /> : null}
      <FormField label={t.dosage} message={form.message('dosage')} required>
        <Input {...form.input('dosage')} placeholder={t.dosagePlaceholder} />
      </FormField>
      <FormField label={t.validDays} message={form.message('validDays')}>
        <Input {...form.input('validDays')} type="number" min={1} max={90} inputMode="numeric" />
      </FormField>
    </FormCard>
  );
}

export function PrescriptionsTab({ patientId, prescribe }: { patientId: number; prescribe: boolean }) {
  const client = useQueryClient();
  const list = useQuery(prescriptionsOptions(patientId));
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<VcomPrescription | null>(null);
  const revoke = useRevokeVcomPrescription({
    mutation: {
      onSuccess: (p) => {
        notifier.create({ title: t.revoked(p.medication.name), type: 'success' });
        setRevoking(null);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => fileTabChanged(client, patientId, getListVcomPrescriptionsQueryKey(patientId)),
    },
  });
  return (
    <Section
      id="vcom-rx"
      title={t.heading}
      plain
      action={
        prescribe && !adding ? (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            {t.issue}
          </Button>
        ) : null
      }
    >
      <Stack gap="3" mt="3">
        {adding ? <IssueForm patientId={patientId} onDone={() => setAdding(false)} /> : null}
        <QueryList
          query={list}
          empty={t.empty}
          gap="2"
          renderItem={(p) => (
            <Box as="li" key={p.id} borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{p.medication.name}</Text>
                  <Text>{p.dosage}</Text>
                  <StatusBadge
                    value={p.status}
                    labels={medTexts.prescriptionStates}
                    palettes={{ valid: 'green', redeemed: 'blue', revoked: 'red', expired: 'gray' }}
                  />
                </HStack>
                {prescribe && p.status === 'valid' ? (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t.revoke(p.medication.name)}
                    onClick={() => setRevoking(p)}
                  >
                    {t.revokeShort}
                  </Button>
                ) : null}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {c.by(p.issuedBy.name, formatDate(p.issuedAt))} · {t.validUntil(formatDate(p.validUntil))}
              </Text>
            </Box>
          )}
        />
        <ConfirmDialog
          open={revoking !== null}
          title={revoking ? t.confirmTitle(revoking.medication.name) : ''}
          body={t.confirmBody}
          confirmLabel={t.confirm}
          cancelLabel={c.keep}
          busy={revoke.isPending}
          reason={{ label: c.reason, required: true, maxLength: 1000 }}
          draftName={revoking ? `draft.vcom.prescription.${revoking.id}.revoke` : undefined}
          onConfirm={(reason) => {
            if (revoking) return revoke.mutateAsync({ id: revoking.id, data: { reason: reason ?? '' } });
          }}
          onClose={() => setRevoking(null)}
        />
      </Stack>
    </Section>
  );
}
