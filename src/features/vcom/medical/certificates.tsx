// ?view=patients&patient=<id>&tab=certificates: a patient's medical certificates (fitness for
// weapons or driving, sick notes, ...); with issueCertificates one is issued, and a valid one is
// revoked after a confirmation with its reason.
import { Box, Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getListVcomMedicalCertificatesQueryKey,
  useIssueVcomMedicalCertificate,
  useRevokeVcomMedicalCertificate,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCertificateKind } from '../../../api/generated/model/vcomCertificateKind';
import type { VcomMedicalCertificate } from '../../../api/generated/model/vcomMedicalCertificate';
import type { VcomMedicalCertificateInput } from '../../../api/generated/model/vcomMedicalCertificateInput';
import type { VcomMedicalCertificateResult } from '../../../api/generated/model/vcomMedicalCertificateResult';
import { IssueVcomMedicalCertificateBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { FormCard, QueryList, Section } from '../components/section';
import { LabelSelect } from './label-select';
import { certificatesOptions, fileTabChanged } from './queries';
import { medTexts } from './texts';

const t = medTexts.certificates;
const c = medTexts.common;
const kinds = medTexts.certificateKinds;

const empty = { kind: 'weaponFitness', result: 'fit', text: '', validUntil: '' };
type Values = typeof empty;
/** The end of the given day (local time) as an ISO time. */
const endOfDay = (day: string) => new Date(`${day}T23:59:00`).toISOString();
const toBody = (v: Values): VcomMedicalCertificateInput => ({
  kind: v.kind as VcomCertificateKind,
  result: v.result as VcomMedicalCertificateResult,
  ...(v.text.trim() ? { text: v.text.trim() } : {}),
  ...(v.validUntil ? { validUntil: endOfDay(v.validUntil) } : {}),
});
const rules = (v: Values) => ({
  validUntil: v.validUntil && endOfDay(v.validUntil) <= new Date().toISOString() ? t.pastDate : undefined,
});

function IssueForm({ patientId, onDone }: { patientId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcom.certificate.${patientId}`, empty), [patientId]);
  const form = useContractForm({ schema: IssueVcomMedicalCertificateBody, initial: empty, draft, toBody, rules });
  const issue = useIssueVcomMedicalCertificate({
    mutation: {
      onSuccess: (x) => {
        form.reset();
        notifier.create({ title: t.issued(kinds[x.kind]), type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => fileTabChanged(client, patientId, getListVcomMedicalCertificatesQueryKey(patientId)),
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
      id="vcom-cert-issue"
      title={t.issueHeading}
      onSubmit={submit}
      submitLabel={t.send}
      busy={issue.isPending}
      busyLabel={c.saving}
      cancelLabel={c.cancel}
      onCancel={cancel}
      failure={failure}
    >
      <FormField label={t.kind} message={form.message('kind')}>
        <LabelSelect value={form.values.kind} onChange={(v) => form.set('kind', v)} labels={kinds} />
      </FormField>
      <FormField label={t.result} message={form.message('result')}>
        <LabelSelect
          value={form.values.result}
          onChange={(v) => form.set('result', v)}
          labels={medTexts.certificateResults}
        />
      </FormField>
      <FormField label={t.text} message={form.message('text')}>
        <Textarea {...form.input('text')} rows={3} />
      </FormField>
      <FormField label={t.validUntil} message={form.message('validUntil')}>
        <Input type="date" {...form.input('validUntil')} />
      </FormField>
    </FormCard>
  );
}

export function CertificatesTab({ patientId, certify }: { patientId: number; certify: boolean }) {
  const client = useQueryClient();
  const list = useQuery(certificatesOptions(patientId));
  const [adding, setAdding] = useState(false);
  const [revoking, setRevoking] = useState<VcomMedicalCertificate | null>(null);
  const revoke = useRevokeVcomMedicalCertificate({
    mutation: {
      onSuccess: (x) => {
        notifier.create({ title: t.revoked(kinds[x.kind]), type: 'success' });
        setRevoking(null);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => fileTabChanged(client, patientId, getListVcomMedicalCertificatesQueryKey(patientId)),
    },
  });
  return (
    <Section
      id="vcom-certs"
      title={t.heading}
      plain
      action={
        certify && !adding ? (
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
          renderItem={(x) => (
            <Box as="li" key={x.id} borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{kinds[x.kind]}</Text>
                  <Text>{medTexts.certificateResults[x.result]}</Text>
                  <StatusBadge
                    value={x.status}
                    labels={medTexts.certificateStates}
                    palettes={{ valid: 'green', revoked: 'red', expired: 'gray' }}
                  />
                </HStack>
                {certify && x.status === 'valid' ? (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t.revoke(kinds[x.kind])}
                    onClick={() => setRevoking(x)}
                  >
                    {t.revokeShort}
                  </Button>
                ) : null}
              </HStack>
              {x.text ? <Text whiteSpace="pre-wrap">{x.text}</Text> : null}
              <Text fontSize="sm" color="fg.muted">
                {c.by(x.issuedBy.name, formatDate(x.issuedAt))}
                {x.validUntil ? ` · ${t.validUntilValue(formatDate(x.validUntil))}` : ''}
              </Text>
            </Box>
          )}
        />
        <ConfirmDialog
          open={revoking !== null}
          title={revoking ? t.confirmTitle(kinds[revoking.kind]) : ''}
          body={t.confirmBody}
          confirmLabel={t.confirm}
          cancelLabel={c.keep}
          busy={revoke.isPending}
          reason={{ label: c.reason, required: true, maxLength: 1000 }}
          draftName={revoking ? `draft.vcom.medicalCertificate.${revoking.id}.revoke` : undefined}
          onConfirm={(reason) => {
            if (revoking) return revoke.mutateAsync({ id: revoking.id, data: { reason: reason ?? '' } });
          }}
          onClose={() => setRevoking(null)}
        />
      </Stack>
    </Section>
  );
}
