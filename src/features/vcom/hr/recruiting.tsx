// ?view=hr&hrTab=recruiting: the organisation's application form (open or closed, an intro and
// the questions an applicant answers; edited with a draft so a reload keeps unsaved changes) and
// its advertised vacancies [Stellenausschreibungen] (advertise one, take one down after a
// confirmation). The applicant sees both in his own view (applicant-view.tsx).
import { Box, Button, Checkbox, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useCreateVcomVacancy,
  useDeleteVcomVacancy,
  useUpdateVcomApplicationForm,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomApplicationForm } from '../../../api/generated/model/vcomApplicationForm';
import type { VcomApplicationFormInput } from '../../../api/generated/model/vcomApplicationFormInput';
import type { VcomFormQuestionKind } from '../../../api/generated/model/vcomFormQuestionKind';
import type { VcomVacancy } from '../../../api/generated/model/vcomVacancy';
import type { VcomVacancyInput } from '../../../api/generated/model/vcomVacancyInput';
import { CreateVcomVacancyBody, UpdateVcomApplicationFormBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { applicationFormOptions, formChanged, vacanciesChanged, vacanciesOptions } from './queries';
import { recordTexts } from './texts';

const f = recordTexts.form;
const v = recordTexts.vacancies;
const KINDS = Object.keys(f.kinds) as VcomFormQuestionKind[];
/** A question row of the draft: id 0 is a new question. */
const NEW_QUESTION = { id: 0, text: '', kind: 'text', required: false };

function FormEditor({ team, form: saved }: { team: TeamKey; form: VcomApplicationForm }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = {
    open: saved.open,
    intro: saved.intro,
    questions: saved.questions.map((q) => ({ id: q.id, text: q.text, kind: q.kind as string, required: q.required })),
  };
  const draft = useServerDraft(`draft.vcom.hr.form.${team}`, initial, { questions: NEW_QUESTION });
  const form = useContractForm({
    schema: UpdateVcomApplicationFormBody,
    initial,
    draft,
    toBody: (x): VcomApplicationFormInput => ({
      open: x.open,
      intro: x.intro.trim(),
      questions: x.questions.map((q) => ({
        ...(q.id ? { id: q.id } : {}),
        text: q.text.trim(),
        kind: q.kind as VcomFormQuestionKind,
        required: q.required,
      })),
    }),
  });
  const save = useUpdateVcomApplicationForm({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: f.saved, type: 'success' });
        form.reset();
        void formChanged(client, team);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    save.mutate({ team, data });
  });
  const questions = form.values.questions;
  return (
    <Section id="vcom-hr-form" title={f.heading}>
      {saved.updatedAt ? <Text color="fg.muted">{f.updated(formatDateTime(saved.updatedAt))}</Text> : null}
      <FormStack gap="3" mt="3" onSubmit={submit} aria-label={f.heading}>
        <Checkbox.Root checked={form.values.open} onCheckedChange={(e) => form.set('open', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{f.open}</Checkbox.Label>
        </Checkbox.Root>
        <FormField label={f.intro} message={form.message('intro')} required>
          <Textarea {...form.input('intro')} rows={3} />
        </FormField>
        <Heading as="h4" size="sm">
          {f.questions}
        </Heading>
        {questions.length === 0 ? <Text color="fg.muted">{f.noQuestions}</Text> : null}
        {questions.map((q, i) => (
          <Stack key={i} gap="2" borderWidth="1px" borderRadius="md" p="3">
            <FormField label={f.question(i + 1)} message={form.message(`questions.${i}.text`)} required>
              <Input {...form.input(`questions.${i}.text`)} />
            </FormField>
            <HStack gap="3" wrap="wrap">
              <FormField label={f.kind(i + 1)}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={q.kind} onChange={(e) => form.set(`questions.${i}.kind`, e.target.value)}>
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {f.kinds[k]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <Checkbox.Root
                checked={q.required}
                onCheckedChange={(e) => form.set(`questions.${i}.required`, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{f.required(i + 1)}</Checkbox.Label>
              </Checkbox.Root>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => form.update((x) => ({ ...x, questions: x.questions.filter((_, j) => j !== i) }))}
              >
                {f.remove(i + 1)}
              </Button>
            </HStack>
          </Stack>
        ))}
        <Box>
          <Button
            variant="outline"
            onClick={() => form.update((x) => ({ ...x, questions: [...x.questions, { ...NEW_QUESTION }] }))}
          >
            {f.add}
          </Button>
        </Box>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" loading={save.isPending}>
            {f.save}
          </Button>
          <Button variant="ghost" onClick={() => form.reset()}>
            {f.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

const EMPTY_VACANCY = { title: '', description: '', openings: '1', closesAt: '' };
const vacancyDraft = defineDraft('draft.vcom.hr.vacancy', EMPTY_VACANCY);

function VacancyForm({ team }: { team: TeamKey }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: CreateVcomVacancyBody,
    initial: EMPTY_VACANCY,
    draft: vacancyDraft,
    toBody: (x): VcomVacancyInput => ({
      team,
      title: x.title.trim(),
      description: x.description.trim(),
      openings: x.openings.trim() === '' ? Number.NaN : Number(x.openings),
      // The last day of the advertisement, to its end.
      ...(x.closesAt ? { closesAt: `${x.closesAt}T23:59:00.000Z` } : {}),
    }),
  });
  const create = useCreateVcomVacancy({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: v.saved, type: 'success' });
        form.reset();
        void vacanciesChanged(client);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    create.mutate({ data });
  });
  return (
    <FormStack gap="3" mt="4" onSubmit={submit} aria-label={v.form}>
      <Heading as="h4" size="sm">
        {v.form}
      </Heading>
      <FormField label={v.title} message={form.message('title')} required>
        <Input {...form.input('title')} />
      </FormField>
      <FormField label={v.description} message={form.message('description')} required>
        <Textarea {...form.input('description')} rows={3} />
      </FormField>
      <FormField label={v.openings} message={form.message('openings')} required>
        <Input {...form.input('openings')} inputMode="numeric" />
      </FormField>
      <FormField label={v.closesAt} message={form.message('closesAt')}>
        <Input type="date" {...form.input('closesAt')} />
      </FormField>
      <Failure text={failure} />
      <HStack>
        <Button type="submit" loading={create.isPending}>
          {v.submit}
        </Button>
      </HStack>
    </FormStack>
  );
}

function Vacancies({ team }: { team: TeamKey }) {
  const client = useQueryClient();
  const list = useQuery(vacanciesOptions(team));
  const [removing, setRemoving] = useState<VcomVacancy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteVcomVacancy({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: v.removed, type: 'success' });
        setRemoving(null);
        void vacanciesChanged(client);
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(describeError(error));
      },
    },
  });
  return (
    <Section id="vcom-hr-vacancies" title={v.heading}>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={v.empty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" mt="2" aria-label={v.heading}>
            {data.items.map((x) => (
              <li key={x.id}>
                <HStack gap="3" wrap="wrap">
                  <Text fontWeight="semibold">{x.title}</Text>
                  <Text>{v.seats(x.openings)}</Text>
                  {x.closesAt ? <Text color="fg.muted">{v.until(formatDate(x.closesAt))}</Text> : null}
                  <Button size="sm" variant="outline" aria-label={v.removeOf(x.title)} onClick={() => setRemoving(x)}>
                    {v.remove}
                  </Button>
                </HStack>
                <Text whiteSpace="pre-wrap">{x.description}</Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <Failure text={failure} />
      <VacancyForm team={team} />
      <ConfirmDialog
        open={removing !== null}
        title={v.removeTitle}
        body={v.removeBody}
        confirmLabel={v.remove}
        cancelLabel={v.keep}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id });
        }}
        onClose={() => setRemoving(null)}
      />
    </Section>
  );
}

export function RecruitingTab({ team }: { team: TeamKey }) {
  const form = useQuery(applicationFormOptions(team));
  return (
    <Stack gap="4">
      <QueryState query={form}>
        {(data) => <FormEditor key={data.updatedAt ?? ''} team={team} form={data} />}
      </QueryState>
      <Vacancies team={team} />
    </Stack>
  );
}
