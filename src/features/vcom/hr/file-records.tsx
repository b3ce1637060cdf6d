// The HR file's further records: commendations [Belobigungen], internal notes with author and
// time, and the completed trainings [Lehrgänge] (recorded with manageTrainings, removed after a
// confirmation). Each change is written to the service history by the server. Forms keep a draft
// per file, reset on success.
import { Box, Button, Checkbox, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useAddVcomCommendation,
  useAddVcomHrFileNote,
  useAddVcomTraining,
  useRemoveVcomTraining,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomHrFile } from '../../../api/generated/model/vcomHrFile';
import type { VcomTraining } from '../../../api/generated/model/vcomTraining';
import type { VcomTrainingInput } from '../../../api/generated/model/vcomTrainingInput';
import {
  AddVcomCommendationBody,
  AddVcomHrFileNoteBody,
  AddVcomTrainingBody,
} from '../../../api/generated/zod/vcom/vcom.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { useVcomRights } from '../rights';
import {
  coursesOptions,
  hrFileChanged,
  notesChanged,
  notesOptions,
  trainingsChanged,
  trainingsOptions,
} from './queries';
import { recordTexts } from './texts';

const c = recordTexts.commendations;
const n = recordTexts.notes;
const tr = recordTexts.trainings;

/** A draft key per form and file: what was typed survives a reload, per person. */
const useDraft = <V extends Record<string, string | boolean>>(form: string, staffId: number, empty: V) =>
  // `empty` is a constant per form.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useMemo(() => defineDraft(`draft.vcom.hr.${form}.${staffId}`, empty), [form, staffId]);

export function Commendations({ file }: { file: VcomHrFile }) {
  const client = useQueryClient();
  const staffId = file.staff.staffId;
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useDraft('commendation', staffId, { title: '', text: '' });
  const form = useContractForm({
    schema: AddVcomCommendationBody,
    initial: { title: '', text: '' },
    draft,
    toBody: (v) => ({ title: v.title.trim(), ...(v.text.trim() ? { text: v.text.trim() } : {}) }),
  });
  const add = useAddVcomCommendation({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: c.saved, type: 'success' });
        form.reset();
        void hrFileChanged(client, staffId);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ staffId, data });
  });
  return (
    <Section id="vcom-hr-commendations" title={c.heading}>
      {file.commendations.length === 0 ? (
        <Text color="fg.muted" mt="2">
          {c.empty}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" mt="2" aria-label={c.heading}>
          {file.commendations.map((x) => (
            <li key={x.id}>
              <Text fontWeight="semibold">{x.title}</Text>
              {x.text ? <Text whiteSpace="pre-wrap">{x.text}</Text> : null}
              <Text color="fg.muted">{c.by(x.issuedBy.name, formatDateTime(x.issuedAt))}</Text>
            </li>
          ))}
        </Stack>
      )}
      {file.status === 'former' ? null : (
        <FormStack gap="3" mt="4" onSubmit={submit}>
          <FormField label={c.title} message={form.message('title')} required>
            <Input {...form.input('title')} />
          </FormField>
          <FormField label={c.text} message={form.message('text')}>
            <Textarea {...form.input('text')} rows={2} />
          </FormField>
          <Failure text={failure} />
          <HStack>
            <Button type="submit" loading={add.isPending}>
              {c.submit}
            </Button>
          </HStack>
        </FormStack>
      )}
    </Section>
  );
}

export function HrNotes({ staffId }: { staffId: number }) {
  const client = useQueryClient();
  const list = useQuery(notesOptions(staffId));
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useDraft('note', staffId, { text: '', confidential: false, pinned: false });
  const form = useContractForm({
    schema: AddVcomHrFileNoteBody,
    initial: { text: '', confidential: false, pinned: false },
    draft,
    toBody: (v) => ({ text: v.text.trim(), confidential: v.confidential, ...(v.pinned ? { pinned: true } : {}) }),
  });
  const add = useAddVcomHrFileNote({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: n.saved, type: 'success' });
        form.reset();
        void notesChanged(client, staffId);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ staffId, data });
  });
  return (
    <Section id="vcom-hr-notes" title={n.heading}>
      <Text color="fg.muted">{n.intro}</Text>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={n.empty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" mt="2" aria-label={n.heading}>
            {data.items.map((note) => (
              <li key={note.id}>
                <Text whiteSpace="pre-wrap">{note.text}</Text>
                <HStack gap="2" wrap="wrap">
                  <Text color="fg.muted">{n.by(note.author.name, formatDateTime(note.createdAt))}</Text>
                  {note.confidential ? <Text fontWeight="semibold">{n.confidentialBadge}</Text> : null}
                  {note.pinned ? <Text fontWeight="semibold">{n.pinnedBadge}</Text> : null}
                </HStack>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <FormStack gap="3" mt="4" onSubmit={submit}>
        <FormField label={n.text} message={form.message('text')} required>
          <Textarea {...form.input('text')} rows={3} />
        </FormField>
        <Checkbox.Root
          checked={form.values.confidential}
          onCheckedChange={(e) => form.set('confidential', e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{n.confidential}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={form.values.pinned} onCheckedChange={(e) => form.set('pinned', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{n.pinned}</Checkbox.Label>
        </Checkbox.Root>
        <Failure text={failure} />
        <HStack>
          <Button type="submit" loading={add.isPending}>
            {n.submit}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

function TrainingForm({ file }: { file: VcomHrFile }) {
  const client = useQueryClient();
  const staffId = file.staff.staffId;
  const courses = useQuery(coursesOptions(file.team));
  const [failure, setFailure] = useState<string | null>(null);
  const empty = { courseId: '', completedAt: '', result: 'passed', note: '' };
  const draft = useDraft('training', staffId, empty);
  const form = useContractForm({
    schema: AddVcomTrainingBody,
    initial: empty,
    draft,
    toBody: (v): VcomTrainingInput => ({
      courseId: v.courseId === '' ? Number.NaN : Number(v.courseId),
      // A day in the form; noon UTC keeps it the same day in every time zone.
      completedAt: v.completedAt ? `${v.completedAt}T12:00:00.000Z` : '',
      result: v.result as VcomTrainingInput['result'],
      ...(v.note.trim() ? { note: v.note.trim() } : {}),
    }),
  });
  const add = useAddVcomTraining({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: tr.saved, type: 'success' });
        form.reset();
        void trainingsChanged(client, staffId);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ staffId, data });
  });
  const offered = courses.data?.items ?? [];
  return (
    <FormStack gap="3" mt="4" onSubmit={submit}>
      {courses.isSuccess && offered.length === 0 ? <Text color="fg.muted">{tr.noCourses}</Text> : null}
      <FormField label={tr.course} message={form.message('courseId')} required>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.values.courseId} onChange={(e) => form.set('courseId', e.target.value)}>
            <option value="">{tr.pick}</option>
            {offered.map((course) => (
              <option key={course.id} value={String(course.id)}>
                {course.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={tr.completedAt} message={form.message('completedAt')} required>
        <Input type="date" {...form.input('completedAt')} />
      </FormField>
      <FormField label={tr.result} message={form.message('result')}>
        <NativeSelect.Root>
          <NativeSelect.Field value={form.values.result} onChange={(e) => form.set('result', e.target.value)}>
            <option value="passed">{tr.results.passed}</option>
            <option value="failed">{tr.results.failed}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={tr.note} message={form.message('note')}>
        <Input {...form.input('note')} />
      </FormField>
      <Failure text={failure} />
      <HStack>
        <Button type="submit" loading={add.isPending}>
          {tr.submit}
        </Button>
      </HStack>
    </FormStack>
  );
}

export function Trainings({ file }: { file: VcomHrFile }) {
  const client = useQueryClient();
  const staffId = file.staff.staffId;
  const list = useQuery(trainingsOptions(staffId));
  const { scope } = useVcomRights();
  const canManage = useCan('addVcomTraining', scope);
  const [removing, setRemoving] = useState<VcomTraining | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useRemoveVcomTraining({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: tr.removed, type: 'success' });
        setRemoving(null);
        void trainingsChanged(client, staffId);
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(describeError(error));
      },
    },
  });
  return (
    <Section id="vcom-hr-trainings" title={tr.heading}>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={tr.empty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" mt="2" aria-label={tr.heading}>
            {data.items.map((x) => (
              <li key={x.id}>
                <HStack gap="3" wrap="wrap">
                  <Text fontWeight="semibold">{x.course.name}</Text>
                  <StatusBadge value={x.result} labels={tr.results} />
                  {x.validUntil ? <Text>{tr.validUntil(formatDate(x.validUntil))}</Text> : null}
                  <Text color="fg.muted">{tr.by(x.instructor.name, formatDate(x.completedAt))}</Text>
                  {canManage ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={tr.removeOf(x.course.name)}
                      onClick={() => setRemoving(x)}
                    >
                      {tr.remove}
                    </Button>
                  ) : null}
                </HStack>
                {x.note ? <Text whiteSpace="pre-wrap">{x.note}</Text> : null}
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <Failure text={failure} />
      {canManage && file.status !== 'former' ? <TrainingForm file={file} /> : null}
      <Box>
        <ConfirmDialog
          open={removing !== null}
          title={tr.removeTitle}
          body={tr.removeBody}
          confirmLabel={tr.remove}
          cancelLabel={recordTexts.vacancies.keep}
          busy={remove.isPending}
          onConfirm={() => {
            if (removing) remove.mutate({ staffId, id: removing.id });
          }}
          onClose={() => setRemoving(null)}
        />
      </Box>
    </Section>
  );
}
