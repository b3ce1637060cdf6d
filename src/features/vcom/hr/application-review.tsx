// The HR side of an open application: internal review comments with an optional rating (only HR
// sees them) and the interview invitation into a free interview slot of the calendar.
import { Button, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useAddVcomApplicationComment,
  useAssignVcomApplicationInterview,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomApplication } from '../../../api/generated/model/vcomApplication';
import type { VcomApplicationCommentInput } from '../../../api/generated/model/vcomApplicationCommentInput';
import type { VcomInterviewInput } from '../../../api/generated/model/vcomInterviewInput';
import {
  AddVcomApplicationCommentBody,
  AssignVcomApplicationInterviewBody,
} from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { FormStack } from '../../../components/ui/form-stack';
import { Failure, Section, SectionList } from '../components/section';
import {
  applicationChanged,
  commentsChanged,
  commentsOptions,
  freeInterviewSlotsOptions,
  slotsChanged,
} from './queries';
import { hrTexts as t } from './texts';

const RATINGS = ['', '1', '2', '3', '4', '5'] as const;

export function ApplicationComments({ application, canWrite }: { application: VcomApplication; canWrite: boolean }) {
  const client = useQueryClient();
  const list = useQuery(commentsOptions(application.id));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: AddVcomApplicationCommentBody,
    initial: { text: '', rating: '' },
    draft: defineDraft(`draft.vcom.appComment.${application.id}`, { text: '', rating: '' }),
    toBody: (v): VcomApplicationCommentInput => ({
      text: v.text.trim(),
      ...(v.rating ? { rating: Number(v.rating) } : {}),
    }),
  });
  const add = useAddVcomApplicationComment({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.comments.saved, type: 'success' });
        form.reset();
        void commentsChanged(client, application.id);
        void applicationChanged(client, application.id);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ applicationId: application.id, data });
  });
  return (
    <SectionList
      id="vcom-app-comments"
      title={t.comments.heading}
      query={list}
      empty={t.comments.empty}
      gap="2"
      failure={failure}
      renderItem={(c) => (
        <li key={c.id}>
          <Text whiteSpace="pre-wrap">{c.text}</Text>
          <Text color="fg.muted" fontSize="sm">
            {c.rating ? `${t.comments.stars(c.rating)} · ` : ''}
            {t.comments.by(c.author, formatDateTime(c.createdAt))}
          </Text>
        </li>
      )}
      form={
        canWrite && {
          onSubmit: submit,
          busy: add.isPending,
          submitLabel: t.comments.submit,
          fields: (
            <>
              <Text color="fg.muted">{t.comments.intro}</Text>
              <FormField label={t.comments.text} message={form.message('text')} required>
                <Textarea {...form.input('text')} rows={3} />
              </FormField>
              <FormField label={t.comments.rating} message={form.message('rating')}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={form.values.rating} onChange={(e) => form.set('rating', e.target.value)}>
                    {RATINGS.map((r) => (
                      <option key={r} value={r}>
                        {r ? t.comments.stars(Number(r)) : t.comments.noRating}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </>
          ),
        }
      }
    />
  );
}

export function InterviewInvite({ application }: { application: VcomApplication }) {
  const client = useQueryClient();
  const free = useQuery(freeInterviewSlotsOptions(application.team));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: AssignVcomApplicationInterviewBody,
    initial: { slotId: '', message: '' },
    draft: defineDraft(`draft.vcom.interview.${application.id}`, { slotId: '', message: '' }),
    toBody: (v): VcomInterviewInput => ({
      slotId: v.slotId === '' ? Number.NaN : Number(v.slotId),
      ...(v.message.trim() ? { message: v.message.trim() } : {}),
    }),
  });
  const assign = useAssignVcomApplicationInterview({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.interview.done, type: 'success' });
        form.reset();
        void applicationChanged(client, application.id);
        void slotsChanged(client);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    assign.mutate({ applicationId: application.id, data });
  });
  const slots = free.data?.items ?? [];
  return (
    <Section id="vcom-app-interview" title={t.interview.heading}>
      <FormStack gap="3" mt="2" onSubmit={submit}>
        <Text color="fg.muted">
          {application.interviewSlotId ? t.interview.booked(application.interviewSlotId) : t.interview.intro}
        </Text>
        {free.isSuccess && slots.length === 0 ? <Text color="fg.muted">{t.interview.none}</Text> : null}
        {free.isError ? <Failure text={describeError(free.error)} /> : null}
        <FormField label={t.interview.slot} message={form.message('slotId')} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.values.slotId} onChange={(e) => form.set('slotId', e.target.value)}>
              <option value="">{t.interview.pick}</option>
              {slots.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {t.interview.slotLabel(s.title, formatDateTime(s.startsAt))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.interview.message} message={form.message('message')}>
          <Input {...form.input('message')} />
        </FormField>
        <Failure text={failure} />
        <Button type="submit" alignSelf="start" loading={assign.isPending} loadingText={t.interview.sending}>
          {t.interview.submit}
        </Button>
      </FormStack>
    </Section>
  );
}
