// ?view=hr&hrTab=courses: the training courses [Lehrgänge] the organisation offers, and for
// manageTrainings a form to add one (a name is unique in the organisation: 409). ?hrTab=statistics:
// the organisation's head counts as a small overview table (getVcomHrStatistics).
import { Checkbox, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Button } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateVcomTrainingCourse } from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomHrStatistics } from '../../../api/generated/model/vcomHrStatistics';
import type { VcomRankCount } from '../../../api/generated/model/vcomRankCount';
import type { VcomTrainingCourse } from '../../../api/generated/model/vcomTrainingCourse';
import type { VcomTrainingCourseInput } from '../../../api/generated/model/vcomTrainingCourseInput';
import { CreateVcomTrainingCourseBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { Failure, Section } from '../components/section';
import { useVcomRights } from '../rights';
import { coursesChanged, coursesOptions, statisticsOptions } from './queries';
import { recordTexts } from './texts';

const t = recordTexts.courses;
const s = recordTexts.stats;
const EMPTY = { name: '', description: '', required: false, validityDays: '' };
const courseDraft = defineDraft('draft.vcom.hr.course', EMPTY);

function CourseForm({ team }: { team: TeamKey }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: CreateVcomTrainingCourseBody,
    initial: EMPTY,
    draft: courseDraft,
    toBody: (v): VcomTrainingCourseInput => ({
      team,
      name: v.name.trim(),
      ...(v.description.trim() ? { description: v.description.trim() } : {}),
      required: v.required,
      ...(v.validityDays.trim() ? { validityDays: Number(v.validityDays) } : {}),
    }),
  });
  const create = useCreateVcomTrainingCourse({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.saved, type: 'success' });
        form.reset();
        void coursesChanged(client);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    create.mutate({ data });
  });
  return (
    <Section id="vcom-hr-course-new" title={t.form}>
      <FormStack gap="3" mt="3" onSubmit={submit}>
        <FormField label={t.name} message={form.message('name')} required>
          <Input {...form.input('name')} />
        </FormField>
        <FormField label={t.description} message={form.message('description')}>
          <Textarea {...form.input('description')} rows={2} />
        </FormField>
        <FormField label={t.validityDays} message={form.message('validityDays')}>
          <Input {...form.input('validityDays')} inputMode="numeric" />
        </FormField>
        <Checkbox.Root checked={form.values.required} onCheckedChange={(e) => form.set('required', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.required}</Checkbox.Label>
        </Checkbox.Root>
        <Failure text={failure} />
        <HStack>
          <Button type="submit" loading={create.isPending}>
            {t.submit}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

export function CoursesTab({ team }: { team: TeamKey }) {
  const list = useQuery(coursesOptions(team));
  const { scope } = useVcomRights();
  const canCreate = useCan('createVcomTrainingCourse', scope);
  const columns: Array<Column<VcomTrainingCourse>> = [
    { key: 'name', header: t.name, cell: (c) => c.name },
    { key: 'description', header: t.description, cell: (c) => c.description ?? '' },
    { key: 'required', header: t.requiredBadge, cell: (c) => (c.required ? t.requiredBadge : '') },
    { key: 'validity', header: t.validityDays, cell: (c) => t.validity(c.validityDays ?? 0) },
  ];
  return (
    <Stack gap="4">
      <Section id="vcom-hr-courses" title={t.heading}>
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
          {(data) => <DataTable columns={columns} rows={data.items} getKey={(c) => c.id} caption={t.heading} />}
        </QueryState>
      </Section>
      {canCreate ? <CourseForm team={team} /> : null}
    </Stack>
  );
}

const FIGURES = [
  'headcount',
  'onProbation',
  'onLeave',
  'suspended',
  'openApplications',
  'hiredLast30d',
  'leftLast30d',
] as const satisfies ReadonlyArray<keyof VcomHrStatistics>;
type Figure = { key: (typeof FIGURES)[number]; value: number };

export function StatisticsTab({ team }: { team: TeamKey }) {
  const stats = useQuery(statisticsOptions(team));
  const figureColumns: Array<Column<Figure>> = [
    { key: 'figure', header: s.figure, cell: (f) => s[f.key] },
    { key: 'value', header: s.value, cell: (f) => f.value, align: 'end' },
  ];
  const rankColumns: Array<Column<VcomRankCount>> = [
    { key: 'rank', header: s.rank, cell: (r) => r.rank },
    { key: 'level', header: s.level, cell: (r) => r.rankLevel, align: 'end' },
    { key: 'count', header: s.count, cell: (r) => r.count, align: 'end' },
  ];
  return (
    <Section id="vcom-hr-stats" title={s.heading}>
      <QueryState query={stats}>
        {(data) => (
          <Stack gap="4" mt="2">
            <DataTable
              columns={figureColumns}
              rows={FIGURES.map((key) => ({ key, value: data[key] }))}
              getKey={(f) => f.key}
              caption={s.caption}
            />
            {data.perRank.length === 0 ? (
              <Text color="fg.muted">{s.noRanks}</Text>
            ) : (
              <DataTable columns={rankColumns} rows={data.perRank} getKey={(r) => r.rankLevel} caption={s.perRank} />
            )}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
