// The patient file [Patientenakte]: the medical data (editable with treatPatients), the medical
// records, the treatments with their services and the invoices. The edit keeps what was typed
// in a draft per patient until it is saved or cancelled.
import { Box, Button, Checkbox, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useUpdateVcomPatient } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomBloodType } from '../../../api/generated/model/vcomBloodType';
import type { VcomPatient } from '../../../api/generated/model/vcomPatient';
import type { VcomPatientSummaryInsurance } from '../../../api/generated/model/vcomPatientSummaryInsurance';
import type { VcomPatientUpdateInput } from '../../../api/generated/model/vcomPatientUpdateInput';
import { UpdateVcomPatientBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { FormCard } from '../components/section';
import { vcomMedicalTexts } from '../texts';
import { InvoicesSection } from './invoices';
import { patientChanged, patientOptions } from './queries';
import { CertificatesTab } from './certificates';
import { AuditTab, NotesTab } from './notes';
import { PrescriptionsTab } from './prescriptions';
import { RecordsSection } from './records';
import { LabelSelect } from './label-select';
import { medTexts } from './texts';
import { TreatmentsSection } from './treatments';
import type { MedRights } from './use-med-rights';
import { SegmentedFilter } from '../../../components/views/segmented-filter';

const t = vcomMedicalTexts.file;
const all = vcomMedicalTexts;

const listOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

// A type, not an interface: drafts take records of plain values.
type PatientValues = {
  bloodType: string;
  insurance: string;
  allergies: string;
  conditions: string;
  organDonor: boolean;
};

const toBody = (v: PatientValues): VcomPatientUpdateInput => ({
  bloodType: v.bloodType as VcomBloodType,
  insurance: v.insurance as VcomPatientSummaryInsurance,
  allergies: listOf(v.allergies),
  conditions: listOf(v.conditions),
  organDonor: v.organDonor,
});

function PatientEditForm({ patient, onDone }: { patient: VcomPatient; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // The values as read when the edit began: a refetch meanwhile must not switch the draft's key.
  const [initial] = useState<PatientValues>(() => ({
    bloodType: patient.bloodType,
    insurance: patient.insurance,
    allergies: patient.allergies.join(', '),
    conditions: patient.conditions.join(', '),
    organDonor: patient.organDonor,
  }));
  const draft = useServerDraft(`draft.vcom.patientEdit.${patient.citizen.id}`, initial);
  const form = useContractForm({ schema: UpdateVcomPatientBody, initial, draft, toBody });
  const done = () => {
    form.reset();
    onDone();
  };
  const update = useUpdateVcomPatient({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.saved, type: 'success' });
        done();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => patientChanged(client, patient.citizen.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    update.mutate({ citizenId: patient.citizen.id, data });
  });
  return (
    <FormCard
      id="vcom-patient-edit"
      title={t.editHeading}
      level="h3"
      onSubmit={submit}
      submitLabel={t.save}
      busy={update.isPending}
      busyLabel={t.saving}
      cancelLabel={t.cancel}
      onCancel={done}
      failure={failure}
    >
      <FormField label={t.bloodType} message={form.message('bloodType')}>
        <LabelSelect value={form.values.bloodType} onChange={(v) => form.set('bloodType', v)} labels={all.bloodTypes} />
      </FormField>
      <FormField label={t.insurance} message={form.message('insurance')}>
        <LabelSelect value={form.values.insurance} onChange={(v) => form.set('insurance', v)} labels={all.insurances} />
      </FormField>
      <FormField label={t.allergies} helper={t.listHint} message={form.message('allergies')}>
        <Input {...form.input('allergies')} />
      </FormField>
      <FormField label={t.conditions} helper={t.listHint} message={form.message('conditions')}>
        <Input {...form.input('conditions')} />
      </FormField>
      <Checkbox.Root
        checked={form.values.organDonor}
        onCheckedChange={(e) => form.set('organDonor', e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.organDonor}</Checkbox.Label>
      </Checkbox.Root>
    </FormCard>
  );
}

function Facts({ patient }: { patient: VcomPatient }) {
  const rows: Array<[string, string]> = [
    [t.bloodType, all.bloodTypes[patient.bloodType]],
    [t.insurance, all.insurances[patient.insurance]],
    [t.allergies, patient.allergies.join(', ') || t.none],
    [t.conditions, patient.conditions.join(', ') || t.none],
    [t.organDonor, patient.organDonor ? t.yes : t.no],
    [t.size, t.sizeValue(patient.heightCm, patient.weightKg)],
  ];
  if (patient.emergencyContact) {
    const c = patient.emergencyContact;
    rows.push([t.emergency, `${c.name.replace('_', ' ')}${c.relation ? ` (${c.relation})` : ''}, ${c.phone}`]);
  }
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </Box>
  );
}

/** The file's tabs (?tab=); a wrong or missing one is the file itself. */
export const FILE_TABS = ['file', 'prescriptions', 'certificates', 'notes', 'audit'] as const;
export type FileTab = (typeof FILE_TABS)[number];

function TabBody({ tab, id, rights }: { tab: Exclude<FileTab, 'file'>; id: number; rights: MedRights }) {
  if (tab === 'prescriptions') return <PrescriptionsTab patientId={id} prescribe={rights.prescribe} />;
  if (tab === 'certificates') return <CertificatesTab patientId={id} certify={rights.certify} />;
  if (tab === 'notes') return <NotesTab patientId={id} note={rights.note} />;
  return <AuditTab patientId={id} />;
}

export function PatientFile({
  id,
  treat,
  manageInvoices,
  tab,
  rights,
  onTab,
  onBack,
}: {
  id: number;
  treat: boolean;
  manageInvoices: boolean;
  tab: FileTab;
  rights: MedRights;
  onTab: (tab: FileTab) => void;
  onBack: () => void;
}) {
  const patient = useQuery(patientOptions(id));
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="4">
      <Button variant="ghost" alignSelf="start" onClick={onBack}>
        <ArrowLeft aria-hidden />
        {t.back}
      </Button>
      <QueryState query={patient} pendingMinH="12rem">
        {(data) => (
          <Stack gap="6" as="article" aria-label={t.region}>
            <Stack gap="3">
              <HStack justify="space-between" wrap="wrap">
                <Heading as="h2" size="xl">
                  {data.citizen.name.replace('_', ' ')}
                </Heading>
                {treat && !editing && tab === 'file' ? (
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    {t.edit}
                  </Button>
                ) : null}
              </HStack>
              <SegmentedFilter
                label={medTexts.fileTabs.label}
                options={FILE_TABS}
                labels={medTexts.fileTabs}
                value={tab}
                onChange={onTab}
                attached={false}
              />
              {tab === 'file' ? (
                editing ? (
                  <PatientEditForm patient={data} onDone={() => setEditing(false)} />
                ) : (
                  <Facts patient={data} />
                )
              ) : null}
            </Stack>
            {tab === 'file' ? (
              <>
                <TreatmentsSection patient={data.citizen} treat={treat} />
                <InvoicesSection patient={data.citizen} manage={manageInvoices} />
                <RecordsSection patientId={data.citizen.id} treat={treat} manage={rights.deleteRecords} />
              </>
            ) : (
              <TabBody tab={tab} id={data.citizen.id} rights={rights} />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
