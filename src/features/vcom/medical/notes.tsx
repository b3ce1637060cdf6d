// ?view=patients&patient=<id>&tab=notes|audit: the staff notes on a patient (pinned first; a
// medic with treatPatients adds one) and the file's history [Verlauf]: who changed what when.
import { Badge, Box, Button, Checkbox, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getListVcomPatientNotesQueryKey, useAddVcomPatientNote } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomNoteInput } from '../../../api/generated/model/vcomNoteInput';
import { AddVcomPatientNoteBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { Failure } from './prescriptions';
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
    <Box as="section" aria-labelledby="vcom-note-add" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h4" size="sm" id="vcom-note-add">
        {t.add}
      </Heading>
      <FormStack gap="3" mt="3" onSubmit={submit}>
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
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" loading={add.isPending} loadingText={c.saving}>
            {t.send}
          </Button>
          <Button variant="ghost" onClick={cancel}>
            {c.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}

export function NotesTab({ patientId, note }: { patientId: number; note: boolean }) {
  const list = useQuery(patientNotesOptions(patientId));
  const [adding, setAdding] = useState(false);
  return (
    <Stack as="section" aria-labelledby="vcom-pnotes" gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md" id="vcom-pnotes">
          {t.heading}
        </Heading>
        {note && !adding ? (
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            {t.add}
          </Button>
        ) : null}
      </HStack>
      {adding ? <NoteForm patientId={patientId} onDone={() => setAdding(false)} /> : null}
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {data.items.map((n) => (
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
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function AuditTab({ patientId }: { patientId: number }) {
  const audit = useQuery(patientAuditOptions(patientId));
  const a = medTexts.audit;
  return (
    <Stack as="section" aria-labelledby="vcom-paudit" gap="3">
      <Heading as="h3" size="md" id="vcom-paudit">
        {a.heading}
      </Heading>
      <QueryState query={audit} isEmpty={(d) => d.items.length === 0} empty={a.empty}>
        {(data) => (
          <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label={a.heading}>
            {data.items.map((e) => (
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
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
