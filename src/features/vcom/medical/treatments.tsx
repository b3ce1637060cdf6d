// The treatments of a patient: begin one, record its services from the catalogue (their sum
// shown as they are picked), close it with an outcome, then bill it: the invoice's amount is
// the sum of the treatment's services less the discount, shown before it is sent. Each form (and
// the services picked but not yet saved) keeps what was entered in a draft until it is sent.
import { Badge, Box, Button, Checkbox, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useCloseVcomTreatment,
  useEditVcomTreatment,
  useIssueVcomMedicalInvoice,
  useStartVcomTreatment,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCitizenRef } from '../../../api/generated/model/vcomCitizenRef';
import type { VcomMedicalInvoiceInput } from '../../../api/generated/model/vcomMedicalInvoiceInput';
import type { VcomTreatment } from '../../../api/generated/model/vcomTreatment';
import type { VcomTreatmentCloseInput } from '../../../api/generated/model/vcomTreatmentCloseInput';
import type { VcomTreatmentInput } from '../../../api/generated/model/vcomTreatmentInput';
import type { VcomTreatmentOutcome } from '../../../api/generated/model/vcomTreatmentOutcome';
import {
  CloseVcomTreatmentBody,
  IssueVcomMedicalInvoiceBody,
  StartVcomTreatmentBody,
} from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { removeStored } from '../../../lib/storage';
import { useStored } from '../../../lib/use-stored';
import { Failure, FormCard, QueryList, Section } from '../components/section';
import { vcomMedicalTexts } from '../texts';
import { patientChanged, servicesOptions, treatmentsOptions } from './queries';

const t = vcomMedicalTexts.treatments;
const ti = vcomMedicalTexts.invoice;

/** The invoice's amount: the services' sum less the discount (whole dollars, as the server). */
export const invoiceAmount = (sum: number, discountPercent: number) =>
  Math.round((sum * (100 - discountPercent)) / 100);

const startEmpty = { reason: '', location: '' };
const closeEmpty = { outcome: 'discharged' };
const invoiceEmpty = { discountPercent: '0', note: '' };

function StartForm({ patient, onDone }: { patient: VcomCitizenRef; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcom.patient.${patient.id}.treatment`, startEmpty), [patient.id]);
  const form = useContractForm({
    schema: StartVcomTreatmentBody,
    initial: startEmpty,
    draft,
    toBody: (v): VcomTreatmentInput => ({
      citizenId: patient.id,
      reason: v.reason.trim(),
      ...(v.location.trim() ? { location: v.location.trim() } : {}),
    }),
  });
  const done = () => {
    form.reset();
    onDone();
  };
  const start = useStartVcomTreatment({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.started, type: 'success' });
        done();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => patientChanged(client, patient.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    start.mutate({ data });
  });
  return (
    <FormCard
      id="vcom-treatment-start"
      title={t.startHeading}
      onSubmit={submit}
      submitLabel={t.start}
      busy={start.isPending}
      busyLabel={t.starting}
      cancelLabel={t.cancel}
      onCancel={done}
      failure={failure}
    >
      <FormField label={t.reason} message={form.message('reason')} required>
        <Input {...form.input('reason')} placeholder={t.reasonPlaceholder} />
      </FormField>
      <FormField label={t.location} message={form.message('location')}>
        <Input {...form.input('location')} placeholder={t.locationPlaceholder} />
      </FormField>
    </FormCard>
  );
}

/** Services of a running treatment: picked from the catalogue, their sum shown, then saved. */
function ServicePicker({ treatment }: { treatment: VcomTreatment }) {
  const client = useQueryClient();
  const catalogue = useQuery(servicesOptions());
  const saved = treatment.services.map((s) => s.id);
  // What is picked but not saved yet lives in a draft keyed by the saved list: a reload keeps it,
  // a save elsewhere starts from the new list.
  const draft = useServerDraft(`draft.vcom.treatmentServices.${treatment.id}`, { serviceIds: saved.map(String) });
  const [stored, store] = useStored(draft);
  const chosen = stored.serviceIds.map(Number);
  const setChosen = (next: number[]) => store({ serviceIds: next.map(String) });
  const [failure, setFailure] = useState<string | null>(null);
  const edit = useEditVcomTreatment({
    mutation: {
      onSuccess: () => notifier.create({ title: t.servicesSaved, type: 'success' }),
      onError: (error) => setFailure(describeError(error)),
      onSettled: () => patientChanged(client, treatment.patient.id),
    },
  });
  const dirty = chosen.length !== saved.length || chosen.some((id) => !saved.includes(id));
  const sum = (catalogue.data?.items ?? []).filter((s) => chosen.includes(s.id)).reduce((n, s) => n + s.price, 0);
  return (
    <Stack gap="2">
      <QueryState query={catalogue}>
        {(data) => (
          <Box as="fieldset">
            <Text as="legend" fontWeight="semibold">
              {t.catalogue}
            </Text>
            <Stack gap="1" mt="1">
              {data.items.map((s) => (
                <Checkbox.Root
                  key={s.id}
                  checked={chosen.includes(s.id)}
                  onCheckedChange={(e) =>
                    setChosen(e.checked === true ? [...chosen, s.id] : chosen.filter((id) => id !== s.id))
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {s.name} · {formatMoney(s.price)}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Box>
        )}
      </QueryState>
      <HStack gap="2">
        <Text>{t.total}:</Text>
        <Text fontWeight="bold" data-testid="vcom-treatment-total">
          {formatMoney(sum)}
        </Text>
      </HStack>
      {dirty ? (
        <Text fontSize="sm" color="fg.muted">
          {t.unsaved}
        </Text>
      ) : null}
      <Failure text={failure} />
      <Button
        alignSelf="start"
        size="sm"
        disabled={!dirty}
        loading={edit.isPending}
        loadingText={t.savingServices}
        onClick={() => {
          setFailure(null);
          // Dropped once the treatment is read again (onSettled), so the boxes never flick back.
          edit.mutate({ id: treatment.id, data: { serviceIds: chosen } }, { onSuccess: () => removeStored(draft) });
        }}
      >
        {t.saveServices}
      </Button>
    </Stack>
  );
}

function CloseForm({ treatment }: { treatment: VcomTreatment }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcom.treatment.${treatment.id}.close`, closeEmpty), [treatment.id]);
  const form = useContractForm({
    schema: CloseVcomTreatmentBody,
    initial: closeEmpty,
    draft,
    toBody: (v): VcomTreatmentCloseInput => ({ outcome: v.outcome as VcomTreatmentOutcome }),
  });
  const close = useCloseVcomTreatment({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.closedToast, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => patientChanged(client, treatment.patient.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    close.mutate({ id: treatment.id, data });
  });
  return (
    <FormStack gap="2" onSubmit={submit}>
      <FormField label={t.outcome} message={form.message('outcome')}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={form.values.outcome} onChange={(e) => form.set('outcome', e.target.value)}>
            {Object.entries(vcomMedicalTexts.outcomes).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Failure text={failure} />
      <Button type="submit" alignSelf="start" size="sm" loading={close.isPending} loadingText={t.closing}>
        {t.close}
      </Button>
    </FormStack>
  );
}

function InvoiceForm({ treatment, onDone }: { treatment: VcomTreatment; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(
    () => defineDraft(`draft.vcom.treatment.${treatment.id}.invoice`, invoiceEmpty),
    [treatment.id],
  );
  const form = useContractForm({
    schema: IssueVcomMedicalInvoiceBody,
    initial: invoiceEmpty,
    draft,
    toBody: (v): VcomMedicalInvoiceInput => ({
      discountPercent: v.discountPercent.trim() === '' ? 0 : Number(v.discountPercent),
      ...(v.note.trim() ? { note: v.note.trim() } : {}),
    }),
  });
  const done = () => {
    form.reset();
    onDone();
  };
  const issue = useIssueVcomMedicalInvoice({
    mutation: {
      onSuccess: (invoice) => {
        notifier.create({ title: ti.issued(invoice.number), type: 'success' });
        done();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => patientChanged(client, treatment.patient.id),
    },
  });
  const sum = treatment.services.reduce((n, s) => n + s.price, 0);
  const discount = Number(form.values.discountPercent) || 0;
  const valid = discount >= 0 && discount <= 100;
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    issue.mutate({ id: treatment.id, data });
  });
  return (
    <Box as="section" aria-labelledby={`vcom-invoice-${treatment.id}`} borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h4" size="sm" id={`vcom-invoice-${treatment.id}`}>
        {ti.heading}
      </Heading>
      <FormStack gap="3" mt="2" onSubmit={submit}>
        <FormField label={ti.discount} message={form.message('discountPercent')}>
          <Input {...form.input('discountPercent')} inputMode="numeric" />
        </FormField>
        <FormField label={ti.note} message={form.message('note')}>
          <Input {...form.input('note')} />
        </FormField>
        <Box
          as="dl"
          aria-label={ti.totals}
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="4"
          borderWidth="1px"
          borderRadius="md"
          p="2"
        >
          <Text as="dt">{ti.sum}</Text>
          <Text as="dd">{formatMoney(sum)}</Text>
          <Text as="dt">{ti.less}</Text>
          <Text as="dd">{valid ? `${discount} %` : '–'}</Text>
          <Text as="dt">{ti.amount}</Text>
          <Text as="dd" fontWeight="bold" data-testid="vcom-invoice-amount">
            {valid ? formatMoney(invoiceAmount(sum, discount)) : '–'}
          </Text>
        </Box>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" loading={issue.isPending} loadingText={ti.sending}>
            {ti.issue}
          </Button>
          <Button variant="ghost" onClick={done}>
            {ti.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}

function TreatmentItem({ treatment, treat }: { treatment: VcomTreatment; treat: boolean }) {
  const [billing, setBilling] = useState(false);
  const active = treatment.status === 'active';
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={active ? 'orange' : 'gray'}>{active ? t.active : t.closed}</Badge>
          <Text fontWeight="semibold">{treatment.reason}</Text>
          <Text color="fg.muted">{treatment.location}</Text>
          <Text color="fg.muted">
            {treatment.endedAt
              ? t.range(formatDateTime(treatment.startedAt), formatDateTime(treatment.endedAt))
              : t.since(formatDateTime(treatment.startedAt))}
          </Text>
          {treatment.outcome ? <Badge>{vcomMedicalTexts.outcomes[treatment.outcome]}</Badge> : null}
        </HStack>
        {active && treat ? (
          <>
            <ServicePicker treatment={treatment} />
            <CloseForm treatment={treatment} />
          </>
        ) : (
          <Box>
            <Text fontWeight="semibold">{t.services}</Text>
            {treatment.services.length ? (
              <Text>
                {treatment.services.map((s) => `${s.name} (${formatMoney(s.price)})`).join(', ')} · {t.total}:{' '}
                {formatMoney(treatment.totalCost)}
              </Text>
            ) : (
              <Text color="fg.muted">{t.noServices}</Text>
            )}
          </Box>
        )}
        {!active && treatment.invoiceId === undefined && treat && treatment.services.length > 0 ? (
          billing ? (
            <InvoiceForm treatment={treatment} onDone={() => setBilling(false)} />
          ) : (
            <Button alignSelf="start" size="sm" variant="outline" onClick={() => setBilling(true)}>
              {ti.issue}
            </Button>
          )
        ) : null}
      </Stack>
    </Box>
  );
}

export function TreatmentsSection({ patient, treat }: { patient: VcomCitizenRef; treat: boolean }) {
  const treatments = useQuery(treatmentsOptions(patient.id));
  const [starting, setStarting] = useState(false);
  const running = treatments.data?.items.some((x) => x.status === 'active') ?? true;
  return (
    <Section
      id="vcom-treatments"
      title={t.heading}
      plain
      action={
        treat && !running && !starting ? (
          <Button size="sm" onClick={() => setStarting(true)}>
            {t.start}
          </Button>
        ) : null
      }
    >
      <Stack gap="3" mt="3">
        {starting ? <StartForm patient={patient} onDone={() => setStarting(false)} /> : null}
        <QueryList
          query={treatments}
          empty={t.empty}
          gap="2"
          renderItem={(x) => <TreatmentItem key={x.id} treatment={x} treat={treat} />}
        />
      </Stack>
    </Section>
  );
}
