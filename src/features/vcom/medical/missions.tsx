// ?view=patients&tab=missions: rescue missions [Rettungseinsätze], open ones first. A medic with
// treatPatients starts one (kind, place) and closes an open one with its result: the report,
// when the crew arrived and the patients it cared for (picked by the patient search).
import { Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useCloseVcomMedicalMission, useCreateVcomMedicalMission } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomMedicalMission } from '../../../api/generated/model/vcomMedicalMission';
import type { VcomMedicalMissionCloseInput } from '../../../api/generated/model/vcomMedicalMissionCloseInput';
import type { VcomMedicalMissionInput } from '../../../api/generated/model/vcomMedicalMissionInput';
import type { VcomMedicalMissionKind } from '../../../api/generated/model/vcomMedicalMissionKind';
import { CloseVcomMedicalMissionBody, CreateVcomMedicalMissionBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { useDebounced } from '../use-debounced';
import { FormCard, QueryList, Section } from '../components/section';
import { missionOptions, missionsChanged, missionsOptions, patientSearchOptions } from './queries';
import { LabelSelect } from './label-select';
import { medTexts } from './texts';

const t = medTexts.missions;
const c = medTexts.common;
const kinds = medTexts.missionKinds;
type Filter = 'open' | 'closed' | 'all';
const FILTERS: readonly Filter[] = ['open', 'closed', 'all'];

const emptyNew = { kind: 'accident', location: '' };
const newDraft = defineDraft('draft.vcom.mission', emptyNew);

function CreateForm({ onDone }: { onDone: (id?: number) => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: CreateVcomMedicalMissionBody,
    initial: emptyNew,
    draft: newDraft,
    toBody: (v): VcomMedicalMissionInput => ({ kind: v.kind as VcomMedicalMissionKind, location: v.location.trim() }),
  });
  const create = useCreateVcomMedicalMission({
    mutation: {
      onSuccess: (m) => {
        form.reset();
        notifier.create({ title: t.created, type: 'success' });
        onDone(m.id);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => missionsChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    create.mutate({ data });
  });
  return (
    <FormCard
      id="vcom-mission-new"
      title={t.createHeading}
      onSubmit={submit}
      submitLabel={t.send}
      busy={create.isPending}
      busyLabel={c.saving}
      cancelLabel={c.cancel}
      onCancel={() => {
        form.reset();
        onDone();
      }}
      failure={failure}
    >
      <FormField label={t.kind} message={form.message('kind')}>
        <LabelSelect value={form.values.kind} onChange={(v) => form.set('kind', v)} labels={kinds} />
      </FormField>
      <FormField label={t.location} message={form.message('location')} required>
        <Input {...form.input('location')} placeholder={t.locationPlaceholder} />
      </FormField>
    </FormCard>
  );
}

/** patientNames mirrors patientIds (same order), so the chosen show by name after a reload. */
const emptyClose = { report: '', arrivedAt: '', patientIds: [] as string[], patientNames: [] as string[] };

/** A local datetime-local value ("2026-11-24T10:00") as an ISO time. */
const isoOf = (local: string) => new Date(local).toISOString();

function CloseForm({ mission, onDone }: { mission: VcomMedicalMission; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcom.missionClose.${mission.id}`, emptyClose), [mission.id]);
  const form = useContractForm({
    schema: CloseVcomMedicalMissionBody,
    initial: emptyClose,
    draft,
    toBody: (v): VcomMedicalMissionCloseInput => ({
      report: v.report.trim(),
      ...(v.arrivedAt ? { arrivedAt: isoOf(v.arrivedAt) } : {}),
      patientIds: v.patientIds.map(Number),
    }),
    rules: (v) => ({
      arrivedAt:
        v.arrivedAt && (isoOf(v.arrivedAt) < mission.alertedAt || isoOf(v.arrivedAt) > new Date().toISOString())
          ? t.arrivedRule
          : undefined,
    }),
  });
  const [q, setQ] = useState('');
  const debounced = useDebounced(q.trim(), 300);
  const found = useQuery({
    ...patientSearchOptions(debounced),
    enabled: debounced.length > 1,
    placeholderData: keepPreviousData,
  });
  const { patientIds, patientNames } = form.values;
  const add = (id: number, name: string) => {
    if (patientIds.includes(String(id))) return;
    form.update((v) => ({ ...v, patientIds: [...v.patientIds, String(id)], patientNames: [...v.patientNames, name] }));
  };
  const remove = (i: number) =>
    form.update((v) => ({
      ...v,
      patientIds: v.patientIds.filter((_, k) => k !== i),
      patientNames: v.patientNames.filter((_, k) => k !== i),
    }));
  const close = useCloseVcomMedicalMission({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.closedToast, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => Promise.all([missionsChanged(client), client.invalidateQueries(missionOptions(mission.id))]),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    close.mutate({ id: mission.id, data });
  });
  return (
    <FormCard
      id="vcom-mission-close"
      title={t.closeHeading}
      onSubmit={submit}
      submitLabel={t.close}
      busy={close.isPending}
      busyLabel={t.closing}
      cancelLabel={c.cancel}
      onCancel={() => {
        form.reset();
        onDone();
      }}
      failure={failure}
    >
      <FormField label={t.report} message={form.message('report')} required>
        <Textarea {...form.input('report')} rows={4} />
      </FormField>
      <FormField label={t.arrivedAt} message={form.message('arrivedAt')}>
        <Input type="datetime-local" {...form.input('arrivedAt')} />
      </FormField>
      <Stack gap="2">
        <FormField label={t.patientSearch} message={form.message('patientIds')}>
          <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </FormField>
        {debounced.length > 1 && found.data ? (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {found.data.items
              .filter((p) => !patientIds.includes(String(p.citizen.id)))
              .slice(0, 5)
              .map((p) => (
                <li key={p.citizen.id}>
                  <Button size="xs" variant="outline" onClick={() => add(p.citizen.id, p.citizen.name)}>
                    {t.addPatient(p.citizen.name)}
                  </Button>
                </li>
              ))}
          </Stack>
        ) : null}
        <Text fontWeight="semibold">{t.chosen}</Text>
        {patientIds.length === 0 ? <Text color="fg.muted">{t.noPatients}</Text> : null}
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
          {patientNames.map((name, i) => (
            <li key={patientIds[i]}>
              <Button size="xs" variant="subtle" aria-label={t.removePatient(name)} onClick={() => remove(i)}>
                {c.person(name)} ✕
              </Button>
            </li>
          ))}
        </HStack>
      </Stack>
    </FormCard>
  );
}

function MissionDetail({
  id,
  canWork,
  onBack,
  onPatient,
}: {
  id: number;
  canWork: boolean;
  onBack: () => void;
  onPatient: (id: number) => void;
}) {
  const mission = useQuery(missionOptions(id));
  const [closing, setClosing] = useState(false);
  return (
    <Stack gap="4">
      <Button variant="ghost" alignSelf="start" onClick={onBack}>
        <ArrowLeft aria-hidden />
        {c.back}
      </Button>
      <QueryState query={mission} pendingMinH="8rem">
        {(m) => (
          <Stack as="article" aria-labelledby="vcom-mission-title" gap="3">
            <HStack justify="space-between" wrap="wrap">
              <Heading as="h3" size="lg" id="vcom-mission-title">
                {t.open(kinds[m.kind], m.location)}
              </Heading>
              <StatusBadge
                value={m.status}
                labels={medTexts.missionStates}
                palettes={{ open: 'orange', closed: 'green' }}
              />
            </HStack>
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
              <Text as="dt" color="fg.muted">
                {t.alerted}
              </Text>
              <Text as="dd">{formatDateTime(m.alertedAt)}</Text>
              {m.arrivedAt ? (
                <>
                  <Text as="dt" color="fg.muted">
                    {t.arrived}
                  </Text>
                  <Text as="dd">{formatDateTime(m.arrivedAt)}</Text>
                </>
              ) : null}
              {m.closedAt ? (
                <>
                  <Text as="dt" color="fg.muted">
                    {t.closedAt}
                  </Text>
                  <Text as="dd">{formatDateTime(m.closedAt)}</Text>
                </>
              ) : null}
              <Text as="dt" color="fg.muted">
                {t.crew}
              </Text>
              <Text as="dd">{m.crew.map((s) => `${c.person(s.name)} (${s.rank})`).join(', ')}</Text>
            </Box>
            {m.status === 'closed' ? (
              <Stack gap="2">
                <Heading as="h4" size="sm">
                  {t.report}
                </Heading>
                <Text whiteSpace="pre-wrap">{m.report}</Text>
                <Heading as="h4" size="sm">
                  {t.patients}
                </Heading>
                {m.patients.length === 0 ? <Text color="fg.muted">{t.noPatients}</Text> : null}
                <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
                  {m.patients.map((p) => (
                    <li key={p.id}>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={c.openPatient(p.name)}
                        onClick={() => onPatient(p.id)}
                      >
                        {c.person(p.name)}
                      </Button>
                    </li>
                  ))}
                </HStack>
              </Stack>
            ) : canWork ? (
              closing ? (
                <CloseForm mission={m} onDone={() => setClosing(false)} />
              ) : (
                <Button alignSelf="start" onClick={() => setClosing(true)}>
                  {t.close}
                </Button>
              )
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function MissionsTab({
  item,
  canWork,
  onItem,
  onPatient,
}: {
  item: number | undefined;
  canWork: boolean;
  onItem: (id: number | undefined) => void;
  onPatient: (id: number) => void;
}) {
  const [filter, setFilter] = useState<Filter>('open');
  const [creating, setCreating] = useState(false);
  const list = useQuery(missionsOptions(filter === 'all' ? undefined : filter));
  if (item) return <MissionDetail id={item} canWork={canWork} onBack={() => onItem(undefined)} onPatient={onPatient} />;
  return (
    <Section
      id="vcom-missions"
      title={t.heading}
      plain
      action={
        canWork && !creating ? (
          <Button variant="outline" size="sm" onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        ) : null
      }
    >
      <Stack gap="3" mt="3">
        {creating ? (
          <CreateForm
            onDone={(id) => {
              setCreating(false);
              if (id) onItem(id);
            }}
          />
        ) : null}
        <SegmentedFilter label={t.filter} options={FILTERS} labels={t.filters} value={filter} onChange={setFilter} />
        <QueryList
          query={list}
          empty={t.empty}
          gap="2"
          renderItem={(m) => (
            <Box as="li" key={m.id} borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Button variant="plain" p="0" h="auto" fontWeight="semibold" onClick={() => onItem(m.id)}>
                  {t.open(kinds[m.kind], m.location)}
                </Button>
                <StatusBadge
                  value={m.status}
                  labels={medTexts.missionStates}
                  palettes={{ open: 'orange', closed: 'green' }}
                />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t.alerted} {formatDateTime(m.alertedAt)}
              </Text>
            </Box>
          )}
        />
      </Stack>
    </Section>
  );
}
