// The court case's staff [Besetzung], documents, internal notes and audit trail (issue 25
// point 2). Each write refetches the case and its trail, so the trail shows who changed what.
import { Badge, Checkbox, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListVcomCourtCaseNotesQueryKey,
  getListVcomCourtDocumentsQueryKey,
  useAddVcomCourtCaseNote,
  useAddVcomCourtDocument,
  useAssignVcomCourtCaseStaff,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCourtAssignmentInputRole } from '../../../api/generated/model/vcomCourtAssignmentInputRole';
import type { VcomCourtCase } from '../../../api/generated/model/vcomCourtCase';
import type { VcomCourtDocumentKind } from '../../../api/generated/model/vcomCourtDocumentKind';
import {
  AddVcomCourtCaseNoteBody,
  AddVcomCourtDocumentBody,
  AssignVcomCourtCaseStaffBody,
} from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { FormStack } from '../../../components/ui/form-stack';
import { FormButtons, Section, SectionList } from '../components/section';
import { auditOptions, courtCaseChanged, documentsOptions, notesOptions } from './queries';
import { vcomCourtTexts } from './texts';

const t = vcomCourtTexts;
const name = (n: string) => n.replace('_', ' ');

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <FormField label={label} w="auto">
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as T)}>
          {(Object.entries(options) as Array<[T, string]>).map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** What a write needs of its form: a server's 422 under the field, and emptying it. */
interface PartForm {
  applyServerErrors: (e: unknown) => boolean;
  reset: () => void;
}

/** A write of a case part: one failure line, the part and the case refetched after it. */
function useCourtWrite(caseId: number, key?: QueryKey) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    /** The options of an add (staff, document, note): a toast with `title`, then the form emptied. */
    added: (title: string, form: PartForm) => ({
      onSuccess: () => {
        setFailure(null);
        notifier.create({ title, type: 'success' as const });
        form.reset();
      },
      onError: (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () =>
        Promise.all([key ? client.invalidateQueries({ queryKey: key }) : undefined, courtCaseChanged(client, caseId)]),
    }),
  };
}

const ROLES = ['judge', 'prosecutor', 'clerk'] as const;
// Drafts per case: what was typed for one case never shows up in another.
const STAFF_EMPTY = { staffId: '', role: 'judge' };

export function CourtStaff({ courtCase, assign }: { courtCase: VcomCourtCase; assign: boolean }) {
  const write = useCourtWrite(courtCase.id);
  const staffDraft = useServerDraft(`draft.vcom.courtStaff.${courtCase.id}`, STAFF_EMPTY);
  const form = useContractForm({
    schema: AssignVcomCourtCaseStaffBody,
    initial: staffDraft.fallback,
    draft: staffDraft,
    toBody: (v) => ({ staffId: Number(v.staffId), role: v.role as VcomCourtAssignmentInputRole }),
  });
  const mutation = useAssignVcomCourtCaseStaff({
    mutation: write.added(t.staff.assigned, form),
  });
  const submit = form.handleSubmit((data) => {
    write.clear();
    mutation.mutate({ id: courtCase.id, data });
  });
  return (
    <Section id="vcom-court-staff" title={t.staff.heading}>
      <Stack gap="3" mt="2">
        <Stack as="dl" gap="1">
          {ROLES.map((role) => (
            <HStack key={role} gap="2">
              <Text as="dt" fontWeight="semibold">
                {t.staff.roles[role]}:
              </Text>
              <Text as="dd">{courtCase[role] ? name(courtCase[role].name) : t.staff.unassigned}</Text>
            </HStack>
          ))}
        </Stack>
        {assign && courtCase.status !== 'closed' ? (
          <FormStack onSubmit={submit}>
            <HStack gap="3" wrap="wrap" align="start">
              <FormField
                label={t.staff.staffId}
                message={form.message('staffId')}
                helper={t.staff.staffHint}
                maxW="14rem"
                required
              >
                <Input {...form.input('staffId')} inputMode="numeric" />
              </FormField>
              <Select
                label={t.staff.role}
                value={form.values.role as VcomCourtAssignmentInputRole}
                options={t.staff.roles}
                onChange={(v) => form.set('role', v)}
              />
            </HStack>
            <FormButtons
              failure={write.failure}
              submitLabel={t.staff.assign}
              busy={mutation.isPending}
              cancelLabel={t.cancel}
              onCancel={() => form.reset()}
            />
          </FormStack>
        ) : null}
      </Stack>
    </Section>
  );
}

const DOCUMENT_EMPTY = { kind: 'motion', title: '', text: '' };

export function CourtDocuments({ caseId, canWrite }: { caseId: number; canWrite: boolean }) {
  const list = useQuery(documentsOptions(caseId));
  const write = useCourtWrite(caseId, getListVcomCourtDocumentsQueryKey(caseId));
  const documentDraft = useServerDraft(`draft.vcom.courtDocument.${caseId}`, DOCUMENT_EMPTY);
  const form = useContractForm({
    schema: AddVcomCourtDocumentBody,
    initial: documentDraft.fallback,
    draft: documentDraft,
    toBody: (v) => ({
      kind: v.kind as VcomCourtDocumentKind,
      title: v.title.trim(),
      ...(v.text.trim() ? { text: v.text.trim() } : {}),
    }),
  });
  const add = useAddVcomCourtDocument({
    mutation: write.added(t.documents.added, form),
  });
  return (
    <SectionList
      id="vcom-court-documents"
      title={t.documents.heading}
      query={list}
      empty={t.documents.empty}
      gap="2"
      renderItem={(d) => (
        <Stack as="li" key={d.id} gap="0" borderWidth="1px" borderRadius="md" p="2">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{d.title}</Text>
            <Badge>{t.documents.kinds[d.kind]}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {t.documents.by(d.author.name, formatDateTime(d.createdAt))}
            </Text>
          </HStack>
          {d.text ? <Text whiteSpace="pre-wrap">{d.text}</Text> : null}
        </Stack>
      )}
      failure={write.failure}
      form={
        canWrite && {
          onSubmit: form.handleSubmit((data) => {
            write.clear();
            add.mutate({ id: caseId, data });
          }),
          submitLabel: t.documents.add,
          busy: add.isPending,
          fields: (
            <>
              <Select
                label={t.documents.kind}
                value={form.values.kind as VcomCourtDocumentKind}
                options={t.documents.kinds}
                onChange={(v) => form.set('kind', v)}
              />
              <FormField label={t.documents.title} message={form.message('title')} required>
                <Input {...form.input('title')} />
              </FormField>
              <FormField label={t.documents.text} message={form.message('text')}>
                <Textarea {...form.input('text')} rows={3} />
              </FormField>
            </>
          ),
        }
      }
    />
  );
}

const NOTE_EMPTY = { text: '', confidential: false };

export function CourtNotes({ caseId, canWrite }: { caseId: number; canWrite: boolean }) {
  const list = useQuery(notesOptions(caseId));
  const write = useCourtWrite(caseId, getListVcomCourtCaseNotesQueryKey(caseId));
  const noteDraft = useServerDraft(`draft.vcom.courtNote.${caseId}`, NOTE_EMPTY);
  const form = useContractForm({
    schema: AddVcomCourtCaseNoteBody,
    initial: noteDraft.fallback,
    draft: noteDraft,
    toBody: (v) => ({ text: v.text.trim(), ...(v.confidential ? { confidential: true } : {}) }),
  });
  const add = useAddVcomCourtCaseNote({
    mutation: write.added(t.notes.added, form),
  });
  return (
    <SectionList
      id="vcom-court-notes"
      title={t.notes.heading}
      query={list}
      empty={t.notes.empty}
      gap="2"
      renderItem={(n) => (
        <Stack as="li" key={n.id} gap="0">
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {t.documents.by(n.author.name, formatDateTime(n.createdAt))}
            </Text>
            {n.confidential ? <Badge colorPalette="orange">{t.notes.confidential}</Badge> : null}
          </HStack>
          <Text whiteSpace="pre-wrap">{n.text}</Text>
        </Stack>
      )}
      failure={write.failure}
      form={
        canWrite && {
          onSubmit: form.handleSubmit((data) => {
            write.clear();
            add.mutate({ id: caseId, data });
          }),
          submitLabel: t.notes.add,
          busy: add.isPending,
          fields: (
            <>
              <FormField label={t.notes.text} message={form.message('text')} required>
                <Textarea {...form.input('text')} rows={3} />
              </FormField>
              <Checkbox.Root
                checked={form.values.confidential}
                onCheckedChange={(e) => form.set('confidential', e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t.notes.confidential}</Checkbox.Label>
              </Checkbox.Root>
            </>
          ),
        }
      }
    />
  );
}

export function CourtAudit({ caseId }: { caseId: number }) {
  const list = useQuery(auditOptions(caseId));
  return (
    <SectionList
      id="vcom-court-audit"
      title={t.audit.heading}
      query={list}
      empty={t.audit.empty}
      ordered
      gap="2"
      renderItem={(a) => (
        <Stack as="li" key={a.id} gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t.documents.by(a.actor.name, formatDateTime(a.at))}
          </Text>
          <Text>{a.summary}</Text>
          {a.changes?.map((c, i) => (
            <Text key={i} fontSize="sm">
              {t.audit.change(c.field, c.from, c.to)}
            </Text>
          ))}
        </Stack>
      )}
      failure={null}
    />
  );
}
