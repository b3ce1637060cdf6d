// ?view=patients&patient=<id>&tab=notes|audit: the staff notes on a patient (pinned first; a
// medic with treatPatients adds one) and the file's history [Verlauf]: who changed what when.
import { Badge, Box, Button, Checkbox, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getListVcomPatientNotesQueryKey, useAddVcomPatientNote } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomNoteInput } from '../../../api/generated/model/vcomNoteInput';
import { AddVcomPatientNoteBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { FormCard, QueryList, Section } from '../components/section';
import { fileTabChanged, patientAuditOptions, patientNotesOptions } from './queries';
import { medTexts } from './texts';

const t = medTexts.notes;
const c = medTexts.common;

const empty = { text: '', confidential: false, pinned: false };
type Values = typeof empty;
const toBody = (v: Values): VcomNoteInput => ({ text: v.text.trim(), confidential: v.confidential, pinned: v.pinned });

function NoteForm({ patientId, onDone }: { patientId: number; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcom.patientNote.${patientId}`, empty), [patientId]);
  const form = useContractForm({ schema: AddVcomPatientNoteBody, initial: empty, draft, toBody });
  const add = useAddVcomPatientNote({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.added, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => fileTabChanged(client, patientId, getListVcomPatientNotesQueryKey(patientId)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ citizenId: patientId, data });
  });
  const cancel = () => {
    form.reset();
    onDone();
  };
  return (
    <FormCard
      id="vcom-note-add"
      title={t.add}
      onSubmit={submit}
      submitLabel={t.send}
      busy={add.isPending}
      busyLabel={c.saving}
      cancelLabel={c.cancel}
      onCancel={cancel}
      failure={failure}
    >
      <FormField label={t.text} message={form.message('text')} required>
        <Textarea {...form.input('text')} rows={3} />
      </FormField>
      <HStack gap="4" wrap="wrap">
        <Checkbox.Root
          checked={form.values.confidential}
          onCheckedChange={(e) => form.set('confidential', e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.confidential}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={form.values.pinned} onCheckedChange={(e) => form.set('pinned', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.pinned}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
    </FormCard>
  );
}

export function NotesTab({ patientId, note }: { patientId: number; note: boolean }) {
  const list = useQuery(patientNotesOptions(patientId));
  const [adding, setAdding] = useState(false);
  return (
    <Section
      id="vcom-pnotes"
      title={t.heading}
      plain
      action={
        note && !adding ? (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        ) : null
      }
    >
      <Stack gap="3" mt="3">
        {adding ? <NoteForm patientId={patientId} onDone={() => setAdding(false)} /> : null}
        <QueryList
          query={list}
          empty={t.empty}
          gap="2"
          renderItem={(n) => (
            <Box as="li" key={n.id} borderWidth="1px" borderRadius="md" p="3">
              <HStack gap="2" wrap="wrap">
                {n.pinned ? <Badge colorPalette="blue">{t.pinnedBadge}</Badge> : null}
                {n.confidential ? <Badge colorPalette="purple">{t.confidentialBadge}</Badge> : null}
              </HStack>
              <Text whiteSpace="pre-wrap">{n.text}</Text>
              <Text fontSize="sm" color="fg.muted">
                {c.by(n.author.name, formatDateTime(n.createdAt))}
              </Text>
            </Box>
          )}
        />
      </Stack>
    </Section>
  );
}

export function AuditTab({ patientId }: { patientId: number }) {
  const audit = useQuery(patientAuditOptions(patientId));
  const a = medTexts.audit;
  return (
    <Section id="vcom-paudit" title={a.heading} plain>
      <Stack gap="3" mt="3">
        <QueryList
          query={audit}
          empty={a.empty}
          ordered
          gap="2"
          label={a.heading}
          renderItem={(e) => (
            <Box as="li" key={e.id} borderBottomWidth="1px" pb="2">
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(e.at)} · {c.person(e.actor.name)} ({e.actor.rank}) · {medTexts.auditActions[e.action]}
              </Text>
              <Text>{e.summary}</Text>
              {e.changes?.map((ch) => (
                <Text key={ch.field} fontSize="sm">
                  {a.change(a.fields[ch.field] ?? ch.field, ch.from, ch.to)}
                </Text>
              ))}
            </Box>
          )}
        />
      </Stack>
    </Section>
  );
}
