// The applicant's own view: a citizen without a vcom account applies to an organisation and
// sees the state of each application (and the organisation's answer). Shown by the vcom page
// in place of the workspace; loaded on demand.
import { Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useEditVcomApplication,
  useSubmitVcomApplication,
  useWithdrawVcomApplication,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomApplication } from '../../../api/generated/model/vcomApplication';
import type { VcomApplicationUpdateInput } from '../../../api/generated/model/vcomApplicationUpdateInput';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomApplicationInput } from '../../../api/generated/model/vcomApplicationInput';
import { EditVcomApplicationBody, SubmitVcomApplicationBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { applicationChanged, applicationFormOptions, myApplicationsOptions, vacanciesOptions } from './queries';
import { applicantTexts as a, hrTexts as t, recordTexts as r } from './texts';

const TEAMS = ['police', 'medic', 'justice'] as const;

function ApplyForm() {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: SubmitVcomApplicationBody,
    initial: {
      team: 'police' as TeamKey,
      vacancyId: '',
      motivation: '',
      phone: '',
      answers: {} as Record<string, string>,
    },
    toBody: (v): VcomApplicationInput => ({
      team: v.team,
      ...(v.vacancyId ? { vacancyId: Number(v.vacancyId) } : {}),
      motivation: v.motivation.trim(),
      // Answers are kept per question ("q<id>"); an empty one is left out.
      answers: Object.entries(v.answers).flatMap(([key, answer]) =>
        answer.trim() ? [{ questionId: Number(key.slice(1)), answer: answer.trim() }] : [],
      ),
      ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    }),
  });
  // The chosen organisation's open vacancies and form questions (public to every signed-in citizen).
  const vacancies = useQuery(vacanciesOptions(form.values.team));
  const questions = useQuery(applicationFormOptions(form.values.team));
  const submit = useSubmitVcomApplication({
    mutation: {
      onSuccess: (created) => {
        notifier.create({ title: a.form.sent, type: 'success' });
        form.reset();
        void applicationChanged(client, created.id);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const send = form.handleSubmit((data) => {
    setFailure(null);
    submit.mutate({ data });
  });
  const openVacancies = vacancies.data?.items ?? [];
  return (
    <Box as="section" aria-labelledby="vcom-apply" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="vcom-apply">
        {a.form.heading}
      </Heading>
      <FormStack gap="3" mt="3" onSubmit={send}>
        <FormField label={a.form.team} message={form.message('team')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={form.values.team}
              onChange={(e) =>
                form.update((v) => ({ ...v, team: e.target.value as TeamKey, vacancyId: '', answers: {} }))
              }
            >
              {TEAMS.map((team) => (
                <option key={team} value={team}>
                  {a.teams[team]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {questions.data?.open === false ? <Text color="fg.warning">{r.form.closed}</Text> : null}
        {questions.data?.intro ? <Text whiteSpace="pre-wrap">{questions.data.intro}</Text> : null}
        <Box as="section" aria-label={r.apply.vacancies}>
          <Text fontWeight="semibold">{r.apply.vacancies}</Text>
          {vacancies.isSuccess && openVacancies.length === 0 ? (
            <Text color="fg.muted">{r.apply.noVacancies}</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {openVacancies.map((v) => (
                <li key={v.id}>
                  <Text>
                    <Text as="span" fontWeight="semibold">
                      {v.title}
                    </Text>{' '}
                    ({r.vacancies.seats(v.openings)}
                    {v.closesAt ? `, ${r.vacancies.until(formatDate(v.closesAt))}` : ''}): {v.description}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Box>
        {openVacancies.length > 0 ? (
          <FormField label={r.apply.vacancy} message={form.message('vacancyId')}>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.values.vacancyId} onChange={(e) => form.set('vacancyId', e.target.value)}>
                <option value="">{r.apply.noVacancy}</option>
                {openVacancies.map((v) => (
                  <option key={v.id} value={String(v.id)}>
                    {v.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        {(questions.data?.questions.length ?? 0) > 0 ? (
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontWeight="semibold">
              {r.apply.questions}
            </Text>
            {questions.data?.questions.map((q) => (
              <FormField key={q.id} label={q.text} required={q.required}>
                {q.kind === 'yesNo' ? (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={form.values.answers[`q${q.id}`] ?? ''}
                      onChange={(e) => form.set(`answers.q${q.id}`, e.target.value)}
                    >
                      <option value="">{r.apply.choose}</option>
                      <option value={r.apply.yes}>{r.apply.yes}</option>
                      <option value={r.apply.no}>{r.apply.no}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : (
                  <Input
                    value={form.values.answers[`q${q.id}`] ?? ''}
                    inputMode={q.kind === 'number' ? 'numeric' : undefined}
                    onChange={(e) => form.set(`answers.q${q.id}`, e.target.value)}
                  />
                )}
              </FormField>
            ))}
            {form.message('answers') ? (
              <Text role="alert" color="fg.error">
                {form.message('answers')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <FormField label={a.form.motivation} message={form.message('motivation')} required>
          <Textarea {...form.input('motivation')} rows={4} />
        </FormField>
        <FormField label={a.form.phone} message={form.message('phone')}>
          <Input {...form.input('phone')} inputMode="numeric" />
        </FormField>
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" loading={submit.isPending} loadingText={a.form.sending}>
            {a.form.submit}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}

/** The applicant changes a sent application while nobody reviews it yet (status submitted). */
function EditApplication({ application, onDone }: { application: VcomApplication; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = { motivation: application.motivation, phone: application.phone ?? '' };
  const draft = useServerDraft(`draft.vcom.appEdit.${application.id}`, initial);
  const form = useContractForm({
    schema: EditVcomApplicationBody,
    initial,
    draft,
    toBody: (v): VcomApplicationUpdateInput => ({
      motivation: v.motivation.trim(),
      ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    }),
  });
  const edit = useEditVcomApplication({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: a.edit.saved, type: 'success' });
        form.reset();
        void applicationChanged(client, application.id);
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const send = form.handleSubmit((data) => {
    setFailure(null);
    edit.mutate({ applicationId: application.id, data });
  });
  return (
    <FormStack gap="3" mt="3" onSubmit={send} aria-label={a.edit.heading}>
      <Text color="fg.muted">{a.edit.hint}</Text>
      <FormField label={a.form.motivation} message={form.message('motivation')} required>
        <Textarea {...form.input('motivation')} rows={4} />
      </FormField>
      <FormField label={a.form.phone} message={form.message('phone')}>
        <Input {...form.input('phone')} inputMode="numeric" />
      </FormField>
      {failure ? (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      ) : null}
      <HStack>
        <Button type="submit" loading={edit.isPending} loadingText={a.edit.sending}>
          {a.edit.save}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset();
            onDone();
          }}
        >
          {a.edit.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}

export default function ApplicantView() {
  const client = useQueryClient();
  const list = useQuery(myApplicationsOptions());
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const withdraw = useWithdrawVcomApplication({
    mutation: {
      onSuccess: (done) => {
        notifier.create({ title: a.withdrawn, type: 'success' });
        setWithdrawing(null);
        void applicationChanged(client, done.id);
      },
      onError: (error) => {
        setWithdrawing(null);
        setFailure(describeError(error));
      },
    },
  });
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl">
        {a.heading}
      </Heading>
      <Text>{a.intro}</Text>
      {failure ? (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      ) : null}
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={a.empty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {data.items.map((app) => (
              <Box as="li" key={app.id} borderWidth="1px" borderRadius="md" p="3">
                <HStack gap="3" wrap="wrap">
                  <Text fontWeight="semibold">{a.to(a.teams[app.team] ?? app.team)}</Text>
                  <StatusBadge value={app.status} labels={t.appStates} />
                  <Text color="fg.muted">{a.submittedAt(formatDateTime(app.submittedAt))}</Text>
                </HStack>
                {app.decisionNote ? (
                  <Text mt="1">
                    {a.decision}: {app.decisionNote}
                  </Text>
                ) : null}
                {app.status === 'interview' && app.interviewSlotId ? (
                  <Text mt="1">{a.interview(app.interviewSlotId)}</Text>
                ) : null}
                {editing === app.id ? (
                  <EditApplication application={app} onDone={() => setEditing(null)} />
                ) : (
                  <HStack mt="2" gap="2">
                    {app.status === 'submitted' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={a.edit.openOf(a.teams[app.team] ?? app.team)}
                        onClick={() => setEditing(app.id)}
                      >
                        {a.edit.open}
                      </Button>
                    ) : null}
                    {app.status === 'submitted' || app.status === 'inReview' || app.status === 'interview' ? (
                      <Button size="sm" variant="outline" onClick={() => setWithdrawing(app.id)}>
                        {a.withdraw}
                      </Button>
                    ) : null}
                  </HStack>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      <ApplyForm />
      <ConfirmDialog
        open={withdrawing !== null}
        title={a.withdrawTitle}
        confirmLabel={a.withdraw}
        cancelLabel={t.cancel}
        busy={withdraw.isPending}
        onConfirm={() => {
          if (withdrawing) withdraw.mutate({ applicationId: withdrawing });
        }}
        onClose={() => setWithdrawing(null)}
      />
    </Stack>
  );
}
