// ?view=court (the justice team): the court cases and opening one (?courtCase=); the case
// itself lives in ./court-case. ?tab=judgments|petitions|lawyers opens a register (./registers),
// ?item= its opened entry. Loaded on demand by the vcom page. A new case's form keeps what was
// typed in a draft until the case exists or the form is cancelled.
import { Badge, Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCreateVcomCourtCase } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCourtCaseInput } from '../../../api/generated/model/vcomCourtCaseInput';
import type { VcomCourtCaseKind } from '../../../api/generated/model/vcomCourtCaseKind';
import { CreateVcomCourtCaseBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { vcomJusticeTexts } from '../texts';
import { CourtCase } from './court-case';
import { courtCaseChanged, courtCasesOptions } from './queries';
import { oneOf } from '../../../components/views/search-values';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { vcomCourtTexts as ct, type CourtTab } from './texts';

// The registers load when one of their tabs opens (most visits stay with the cases).
const Registers = lazy(() => import('./registers'));

const t = vcomJusticeTexts;

const createEmpty = { title: '', kind: 'criminal', summary: '' };
const createDraft = defineDraft('draft.vcom.courtCreate', createEmpty);

function CreateForm({ onDone }: { onDone: (id?: number) => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: CreateVcomCourtCaseBody,
    initial: createEmpty,
    draft: createDraft,
    toBody: (v): VcomCourtCaseInput => ({
      title: v.title.trim(),
      kind: v.kind as VcomCourtCaseKind,
      ...(v.summary.trim() ? { summary: v.summary.trim() } : {}),
    }),
  });
  const create = useCreateVcomCourtCase({
    mutation: {
      onSuccess: (created) => {
        notifier.create({ title: t.create.created(created.number), type: 'success' });
        void courtCaseChanged(client, created.id);
        form.reset();
        onDone(created.id);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    create.mutate({ data });
  });
  return (
    <Box as="section" aria-labelledby="vcom-court-create" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="vcom-court-create">
        {t.create.heading}
      </Heading>
      <FormStack gap="3" mt="3" onSubmit={submit}>
        <FormField label={t.create.title} message={form.message('title')} required>
          <Input {...form.input('title')} placeholder={t.create.titlePlaceholder} />
        </FormField>
        <FormField label={t.create.kind} message={form.message('kind')}>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.values.kind} onChange={(e) => form.set('kind', e.target.value)}>
              {Object.entries(t.kinds).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.create.summary} message={form.message('summary')}>
          <Textarea {...form.input('summary')} rows={3} />
        </FormField>
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit" loading={create.isPending} loadingText={t.create.sending}>
            {t.create.submit}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            {t.create.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}

export interface CourtViewProps {
  courtCase: number | undefined;
  /** ?tab=: a register (judgments, petitions, lawyers) or, in an opened case, the case's part. */
  tab: string | undefined;
  /** ?item=: the opened judgment or petition of a register. */
  item: number | undefined;
  work: boolean;
  judge: boolean;
  onOpen: (id: number | undefined) => void;
  onChange: (patch: { tab?: string; item?: number; courtCase?: number }) => void;
}

const COURT_TABS = { cases: 1, judgments: 1, petitions: 1, lawyers: 1 } as const satisfies Record<CourtTab, 1>;

export default function CourtView({ courtCase, tab: rawTab, item, work, judge, onOpen, onChange }: CourtViewProps) {
  const tab = courtCase ? 'cases' : (oneOf(rawTab, COURT_TABS) ?? 'cases');
  if (courtCase) {
    return (
      <CourtCase
        id={courtCase}
        work={work}
        judge={judge}
        tab={rawTab}
        onTab={(next) => onChange({ tab: next })}
        onBack={() => onChange({ courtCase: undefined, tab: undefined })}
      />
    );
  }
  return (
    <Stack gap="4">
      <SegmentedFilter
        label={ct.tabsLabel}
        options={Object.keys(COURT_TABS) as CourtTab[]}
        labels={ct.tabs}
        value={tab}
        onChange={(next) => onChange({ tab: next === 'cases' ? undefined : next, item: undefined })}
        attached={false}
      />
      {tab === 'cases' ? (
        <CaseList work={work} onOpen={onOpen} />
      ) : (
        <Suspense fallback={null}>
          <Registers tab={tab} item={item} onItem={(next) => onChange({ item: next })} />
        </Suspense>
      )}
    </Stack>
  );
}

function CaseList({ work, onOpen }: { work: boolean; onOpen: (id: number | undefined) => void }) {
  const list = useQuery(courtCasesOptions());
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="xl">
          {t.list.heading}
        </Heading>
        {work && !creating ? <Button onClick={() => setCreating(true)}>{t.list.create}</Button> : null}
      </HStack>
      {creating ? (
        <CreateForm
          onDone={(id) => {
            setCreating(false);
            if (id) onOpen(id);
          }}
        />
      ) : null}
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.list.empty}>
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {data.items.map((c) => (
              <li key={c.id}>
                <Button variant="outline" justifyContent="start" w="full" h="auto" py="2" onClick={() => onOpen(c.id)}>
                  <HStack gap="3" wrap="wrap">
                    <Text as="span" fontWeight="semibold">
                      {t.list.open(c.number, c.title)}
                    </Text>
                    <Badge>{t.kinds[c.kind]}</Badge>
                    <StatusBadge value={c.status} labels={t.states} />
                    {c.nextHearingAt ? (
                      <Text as="span" color="fg.muted">
                        {t.list.nextHearing(formatDateTime(c.nextHearingAt))}
                      </Text>
                    ) : null}
                  </HStack>
                </Button>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
