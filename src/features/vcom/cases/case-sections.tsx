// The parts of an opened case: its journal, internal notes, persons (linked from the citizen
// look-up) and evidence; each a list with a small form for those with the workCases right.
// What is typed into a form lives in a draft per case (localStorage) until it is sent: a
// reload or a 401 loses nothing.
import { Badge, Box, Button, Checkbox, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  getListVcomCaseEntriesQueryKey,
  getListVcomCaseEvidenceQueryKey,
  getListVcomCaseNotesQueryKey,
  getListVcomCasePersonsQueryKey,
  useAddVcomCaseEntry,
  useAddVcomCaseEvidence,
  useAddVcomCaseNote,
  useAddVcomCasePerson,
  useRemoveVcomCasePerson,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCaseEntryKind } from '../../../api/generated/model/vcomCaseEntryKind';
import type { VcomCasePerson } from '../../../api/generated/model/vcomCasePerson';
import type { VcomCasePersonRole } from '../../../api/generated/model/vcomCasePersonRole';
import type { VcomEvidenceKind } from '../../../api/generated/model/vcomEvidenceKind';
import {
  AddVcomCaseEntryBody,
  AddVcomCaseEvidenceBody,
  AddVcomCaseNoteBody,
} from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { SectionList } from '../components/section';
import { vcomTexts } from '../texts';
import { CitizenPicker, displayName } from './citizen-picker';
import { useCaseWrite } from './case-write';
import { caseEntriesOptions, caseEvidenceOptions, caseNotesOptions, casePersonsOptions } from './queries';
import { SelectField } from './select-field';
import { wrappingLabel } from '../../../components/ui/wrapping-label';

const ENTRY_KINDS: readonly VcomCaseEntryKind[] = [
  'note',
  'interrogation',
  'statement',
  'observation',
  'evidence',
  'update',
];

const journalEmpty = { kind: 'note', text: '' };
const notesEmpty = { text: '', confidential: false };
const evidenceEmpty = { kind: 'other', description: '', quantity: '1', serial: '', storage: '' };

export function CaseJournal({ caseId, canWrite }: { caseId: number; canWrite: boolean }) {
  const t = vcomTexts.journal;
  const entries = useQuery(caseEntriesOptions(caseId));
  const write = useCaseWrite(caseId, getListVcomCaseEntriesQueryKey(caseId));
  const draft = useMemo(() => defineDraft(`draft.vcom.case.${caseId}.journal`, journalEmpty), [caseId]);
  const form = useContractForm({
    schema: AddVcomCaseEntryBody,
    initial: journalEmpty,
    draft,
    toBody: (v) => ({ kind: v.kind as VcomCaseEntryKind, text: v.text.trim() }),
  });
  const add = useAddVcomCaseEntry({
    mutation: write.options(() => {
      form.reset();
      notifier.create({ title: t.added, type: 'success' });
    }, form),
  });
  return (
    <SectionList
      id="vcom-case-journal"
      title={t.heading}
      query={entries}
      empty={t.empty}
      ordered
      gap="2"
      renderItem={(e) => (
        <Box as="li" key={e.id} borderStartWidth="3px" ps="3">
          <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Badge>{vcomTexts.entryKinds[e.kind]}</Badge>
            <span>{formatDateTime(e.createdAt)}</span>
            <span>{displayName(e.author.name)}</span>
            {e.citizen ? <span>· {displayName(e.citizen.name)}</span> : null}
          </HStack>
          <Text whiteSpace="pre-wrap">{e.text}</Text>
        </Box>
      )}
      failure={write.failure}
      form={
        canWrite && {
          onSubmit: write.submit(form, (data) => add.mutate({ caseId, data })),
          submitLabel: t.add,
          busy: add.isPending,
          fields: (
            <>
              <SelectField
                label={t.kind}
                value={form.values.kind as VcomCaseEntryKind}
                options={ENTRY_KINDS}
                labels={vcomTexts.entryKinds}
                onChange={(v) => form.set('kind', v)}
              />
              <FormField label={t.text} message={form.message('text')} required>
                <Textarea {...form.input('text')} rows={3} />
              </FormField>
            </>
          ),
        }
      }
    />
  );
}

export function CaseNotes({ caseId, canWrite }: { caseId: number; canWrite: boolean }) {
  const t = vcomTexts.caseNotes;
  const notes = useQuery(caseNotesOptions(caseId));
  const write = useCaseWrite(caseId, getListVcomCaseNotesQueryKey(caseId));
  const draft = useMemo(() => defineDraft(`draft.vcom.case.${caseId}.note`, notesEmpty), [caseId]);
  const form = useContractForm({
    schema: AddVcomCaseNoteBody,
    initial: notesEmpty,
    draft,
    toBody: (v) => ({ text: v.text.trim(), confidential: v.confidential }),
  });
  const add = useAddVcomCaseNote({
    mutation: write.options(() => {
      form.reset();
      notifier.create({ title: t.added, type: 'success' });
    }, form),
  });
  return (
    <SectionList
      id="vcom-case-notes"
      title={t.heading}
      query={notes}
      empty={t.empty}
      gap="2"
      renderItem={(n) => (
        <Box as="li" key={n.id}>
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            <span>{formatDateTime(n.createdAt)}</span>
            <span>{displayName(n.author.name)}</span>
            {n.confidential ? <Badge colorPalette="orange">{t.confidential}</Badge> : null}
          </HStack>
          <Text whiteSpace="pre-wrap">{n.text}</Text>
        </Box>
      )}
      failure={write.failure}
      form={
        canWrite && {
          onSubmit: write.submit(form, (data) => add.mutate({ caseId, data })),
          submitLabel: t.add,
          busy: add.isPending,
          fields: (
            <>
              <FormField label={t.text} message={form.message('text')} required>
                <Textarea {...form.input('text')} rows={2} />
              </FormField>
              <Checkbox.Root
                checked={form.values.confidential}
                onCheckedChange={(e) => form.set('confidential', e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t.confidential}</Checkbox.Label>
              </Checkbox.Root>
            </>
          ),
        }
      }
    />
  );
}

const ROLES: readonly VcomCasePersonRole[] = ['suspect', 'accused', 'witness', 'victim', 'informant'];

export function CasePersons({
  caseId,
  canWrite,
  onOpenCitizen,
}: {
  caseId: number;
  canWrite: boolean;
  onOpenCitizen: (id: number) => void;
}) {
  const t = vcomTexts.casePersons;
  const persons = useQuery(casePersonsOptions(caseId));
  const write = useCaseWrite(caseId, getListVcomCasePersonsQueryKey(caseId));
  const [role, setRole] = useState<VcomCasePersonRole>('suspect');
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const add = useAddVcomCasePerson({
    mutation: write.options((p: VcomCasePerson) =>
      notifier.create({ title: t.added(displayName(p.citizen.name)), type: 'success' }),
    ),
  });
  const remove = useRemoveVcomCasePerson({
    mutation: write.options(
      () => undefined,
      undefined,
      () => setRemoving(null),
    ),
  });
  const taken = persons.data?.items.map((p) => p.citizen.id) ?? [];
  return (
    <SectionList
      id="vcom-case-persons"
      title={t.heading}
      query={persons}
      empty={t.empty}
      renderItem={(p) => {
        const name = displayName(p.citizen.name);
        return (
          <HStack as="li" key={p.citizen.id} gap="2" justify="space-between">
            <HStack gap="2" wrap="wrap" minW="0">
              <Button
                variant="plain"
                p="0"
                {...wrappingLabel('auto')}
                aria-label={t.openFile(name)}
                onClick={() => onOpenCitizen(p.citizen.id)}
              >
                {name}
              </Button>
              <Badge>{vcomTexts.personRoles[p.role]}</Badge>
            </HStack>
            {canWrite ? (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t.remove(name)}
                onClick={() => setRemoving({ id: p.citizen.id, name })}
              >
                <X />
              </IconButton>
            ) : null}
          </HStack>
        );
      }}
      failure={write.failure}
      dialog={
        <ConfirmDialog
          open={removing !== null}
          title={t.removeTitle(removing?.name ?? '')}
          confirmLabel={t.confirmRemove}
          cancelLabel={vcomTexts.caseActions.cancel}
          busy={remove.isPending}
          onConfirm={() => removing && remove.mutate({ caseId, citizenId: removing.id })}
          onClose={() => setRemoving(null)}
        />
      }
    >
      {canWrite ? (
        <Stack gap="2">
          <SelectField label={t.role} value={role} options={ROLES} labels={vcomTexts.personRoles} onChange={setRole} />
          <CitizenPicker
            label={t.find}
            placeholder={t.findPlaceholder}
            addLabel={t.add}
            taken={taken}
            onPick={(c) => {
              write.clear();
              add.mutate({ caseId, data: { citizenId: c.id, role } });
            }}
          />
        </Stack>
      ) : null}
    </SectionList>
  );
}

const EVIDENCE_KINDS: readonly VcomEvidenceKind[] = [
  'weapon',
  'drugs',
  'money',
  'vehicle',
  'document',
  'photo',
  'other',
];

export function CaseEvidence({ caseId, canWrite }: { caseId: number; canWrite: boolean }) {
  const t = vcomTexts.evidence;
  const evidence = useQuery(caseEvidenceOptions(caseId));
  const write = useCaseWrite(caseId, getListVcomCaseEvidenceQueryKey(caseId));
  const draft = useMemo(() => defineDraft(`draft.vcom.case.${caseId}.evidence`, evidenceEmpty), [caseId]);
  const form = useContractForm({
    schema: AddVcomCaseEvidenceBody,
    initial: evidenceEmpty,
    draft,
    toBody: (v) => ({
      kind: v.kind as VcomEvidenceKind,
      description: v.description.trim(),
      quantity: Number(v.quantity),
      ...(v.serial.trim() ? { serial: v.serial.trim() } : {}),
      ...(v.storage.trim() ? { storage: v.storage.trim() } : {}),
    }),
  });
  const add = useAddVcomCaseEvidence({
    mutation: write.options(() => {
      form.reset();
      notifier.create({ title: t.added, type: 'success' });
    }, form),
  });
  return (
    <SectionList
      id="vcom-case-evidence"
      title={t.heading}
      query={evidence}
      empty={t.empty}
      renderItem={(e) => (
        <HStack as="li" key={e.id} gap="2" wrap="wrap">
          <Badge>{vcomTexts.evidenceKinds[e.kind]}</Badge>
          <Text>
            {e.quantity} × {e.description}
            {e.serial ? ` · ${e.serial}` : ''}
            {e.storage ? ` · ${e.storage}` : ''}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(e.securedAt)} · {displayName(e.securedBy.name)}
          </Text>
        </HStack>
      )}
      failure={write.failure}
      form={
        canWrite && {
          onSubmit: write.submit(form, (data) => add.mutate({ caseId, data })),
          submitLabel: t.add,
          busy: add.isPending,
          fields: (
            <>
              <HStack gap="3" wrap="wrap" align="start">
                <SelectField
                  label={t.kind}
                  value={form.values.kind as VcomEvidenceKind}
                  options={EVIDENCE_KINDS}
                  labels={vcomTexts.evidenceKinds}
                  onChange={(v) => form.set('kind', v)}
                />
                <FormField label={t.quantity} message={form.message('quantity')} maxW="8rem" required>
                  <Input {...form.input('quantity')} inputMode="numeric" />
                </FormField>
              </HStack>
              <FormField label={t.description} message={form.message('description')} required>
                <Input {...form.input('description')} />
              </FormField>
              <HStack gap="3" wrap="wrap" align="start">
                <FormField label={t.serial} message={form.message('serial')} maxW="14rem">
                  <Input {...form.input('serial')} placeholder="AB-123456" />
                </FormField>
                <FormField label={t.storage} message={form.message('storage')} maxW="20rem">
                  <Input {...form.input('storage')} />
                </FormField>
              </HStack>
            </>
          ),
        }
      }
    />
  );
}
