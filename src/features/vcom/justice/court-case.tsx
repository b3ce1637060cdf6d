// One court case: its data (edited with If-Match; a 412 opens the shared conflict dialog with the
// current version beside the user's, whose text stays in the form), closing it, its parties, its
// hearings (a date after the case was opened; mark held, cancel with a reason) and the judgment,
// whose offences go into the defendant's criminal record. Its tabs (?tab=): the overview with the staff [Besetzung], the
// documents, the internal notes and the audit trail (./case-files). Every form here (the edit,
// the close reason, the party search, the hearing, the judgment) keeps what was entered in a
// draft per case until it is sent or cancelled.
import { Badge, Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  getGetVcomCourtCaseQueryOptions,
  useAddVcomCourtCaseParty,
  useAddVcomHearing,
  useCancelVcomHearing,
  useCloseVcomCourtCase,
  useEditVcomCourtCase,
  useEditVcomHearing,
  useIssueVcomJudgment,
  useRemoveVcomCourtCaseParty,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCourtCase } from '../../../api/generated/model/vcomCourtCase';
import type { VcomCourtCaseCloseInputReason } from '../../../api/generated/model/vcomCourtCaseCloseInputReason';
import type { VcomCourtPartyRole } from '../../../api/generated/model/vcomCourtPartyRole';
import type { VcomHearing } from '../../../api/generated/model/vcomHearing';
import type { VcomHearingInput } from '../../../api/generated/model/vcomHearingInput';
import type { VcomJudgmentInput } from '../../../api/generated/model/vcomJudgmentInput';
import type { VcomJudgmentVerdict } from '../../../api/generated/model/vcomJudgmentVerdict';
import type { VcomCourtParty } from '../../../api/generated/model/vcomCourtParty';
import type { VcomSentenceInput } from '../../../api/generated/model/vcomSentenceInput';
import {
  AddVcomHearingBody,
  EditVcomCourtCaseBody,
  IssueVcomJudgmentBody,
} from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConflictDialog } from '../../../components/form/conflict-dialog';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { removeStored } from '../../../lib/storage';
import { useStored } from '../../../lib/use-stored';
import { catalogueOptions, citizenSearchOptions } from '../queries';
import { vcomJusticeTexts } from '../texts';
import { useDebounced } from '../use-debounced';
import { useCan } from '../../../api/permissions';
import { oneOf } from '../../../components/views/search-values';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useVcomRights } from '../rights';
import { CourtAudit, CourtDocuments, CourtNotes, CourtStaff } from './case-files';
import { vcomCourtTexts as ct, type CaseTab } from './texts';
import { courtCaseChanged, courtCaseOptions, hearingsOptions, judgmentOptions, partiesOptions } from './queries';

const t = vcomJusticeTexts;

function Failure({ text }: { text: string | null }) {
  return text ? (
    <Text role="alert" color="fg.error">
      {text}
    </Text>
  ) : null;
}

function Select({
  value,
  onChange,
  options,
  size,
}: {
  value: string;
  onChange: (value: string) => void;
  options: Record<string, string>;
  size?: 'sm';
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {Object.entries(options).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const closed = (c: VcomCourtCase) => c.status === 'closed' || c.status === 'decided';

function EditForm({ courtCase, onDone }: { courtCase: VcomCourtCase; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [base, setBase] = useState(courtCase.version);
  const [theirs, setTheirs] = useState<VcomCourtCase | null>(null);
  const valuesOf = (c: VcomCourtCase) => ({ title: c.title, summary: c.summary ?? '' });
  // The case as read when the edit began: the refetch after a conflict must not switch the
  // draft's key (and so hide what was typed).
  const [initial] = useState(() => valuesOf(courtCase));
  const draft = useServerDraft(`draft.vcom.courtCaseEdit.${courtCase.id}`, initial);
  const form = useContractForm({
    schema: EditVcomCourtCaseBody,
    initial,
    draft,
    toBody: (v) => ({ title: v.title.trim(), summary: v.summary.trim() }),
  });
  const done = () => {
    form.reset();
    onDone();
  };
  const [resending, setResending] = useState(false);
  const edit = useEditVcomCourtCase({
    mutation: {
      onSuccess: () => {
        setTheirs(null);
        notifier.create({ title: t.detail.saved, type: 'success' });
        done();
      },
      onError: async (error) => {
        if (isAxiosError(error) && error.response?.status === 412) {
          try {
            setTheirs(await client.fetchQuery({ ...getGetVcomCourtCaseQueryOptions(courtCase.id), staleTime: 0 }));
            setFailure(null);
          } catch (again) {
            setFailure(describeError(again));
          }
          return;
        }
        setTheirs(null);
        setFailure(form.applyServerErrors(error) ? null : describeError(error));
      },
      onSettled: () => {
        setResending(false);
        return courtCaseChanged(client, courtCase.id);
      },
    },
  });
  const send = (version: number) =>
    form.handleSubmit((data) => {
      setFailure(null);
      edit.mutate({ id: courtCase.id, data, headers: { 'If-Match': `"${version}"` } });
    });
  return (
    <Box as="section" aria-labelledby="vcom-court-edit" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="vcom-court-edit">
        {t.detail.edit}
      </Heading>
      <FormStack gap="3" mt="3" onSubmit={send(base)}>
        <FormField label={t.create.title} message={form.message('title')} required>
          <Input {...form.input('title')} />
        </FormField>
        <FormField label={t.detail.summary} message={form.message('summary')}>
          <Textarea {...form.input('summary')} rows={3} />
        </FormField>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" loading={edit.isPending && !theirs && !resending} loadingText={t.detail.saving}>
            {t.detail.save}
          </Button>
          <Button variant="ghost" onClick={done}>
            {t.detail.cancel}
          </Button>
        </HStack>
      </FormStack>
      {theirs ? (
        <ConflictDialog
          open
          title={t.detail.conflictTitle}
          body={t.detail.conflictHint}
          version={theirs.version}
          rows={[
            { field: t.create.title, theirs: theirs.title, yours: form.values.title.trim() },
            { field: t.detail.summary, theirs: theirs.summary ?? '', yours: form.values.summary.trim() },
          ]}
          busy={resending}
          onKeepMine={() => {
            setResending(true);
            setBase(theirs.version);
            send(theirs.version)();
          }}
          onTakeTheirs={() => {
            // The edit is given up: the draft goes, the case shows the saved version.
            setTheirs(null);
            done();
          }}
          onBack={() => {
            // Merged by hand: the next save is against the saved version.
            setBase(theirs.version);
            setTheirs(null);
          }}
        />
      ) : null}
    </Box>
  );
}

const closeEmpty = { reason: 'decided' };
const partyEmpty = { search: '', role: 'defendant' };
const hearingEmpty = { startsAt: '', durationMinutes: '60', room: '', note: '' };

function CloseAction({ courtCase }: { courtCase: VcomCourtCase }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.vcom.courtCase.${courtCase.id}.close`, closeEmpty), [courtCase.id]);
  const [stored, store] = useStored(draft);
  const reason = stored.reason as VcomCourtCaseCloseInputReason;
  const [asking, setAsking] = useState(false);
  const close = useCloseVcomCourtCase({
    mutation: {
      onSuccess: () => {
        removeStored(draft);
        notifier.create({ title: t.detail.closed, type: 'success' });
        setAsking(false);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => courtCaseChanged(client, courtCase.id),
    },
  });
  return (
    <HStack gap="2" align="end" wrap="wrap">
      <FormField label={t.detail.closeReason} w="auto">
        <Select size="sm" value={reason} onChange={(v) => store({ reason: v })} options={t.closeReasons} />
      </FormField>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
        {t.detail.close}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.detail.closeTitle}
        body={t.detail.closeBody}
        confirmLabel={t.detail.close}
        cancelLabel={t.detail.cancel}
        busy={close.isPending}
        reason={{ label: t.detail.closeNote, maxLength: 2000 }}
        draftName={`draft.vcom.courtCase.${courtCase.id}.closeNote`}
        onConfirm={(note) => close.mutateAsync({ id: courtCase.id, data: { reason, ...(note ? { note } : {}) } })}
        onClose={() => setAsking(false)}
      />
    </HStack>
  );
}

function Parties({ courtCase, work }: { courtCase: VcomCourtCase; work: boolean }) {
  const client = useQueryClient();
  const list = useQuery(partiesOptions(courtCase.id));
  // The search and the role are kept per case until the party is added.
  const draft = useMemo(() => defineDraft(`draft.vcom.courtCase.${courtCase.id}.party`, partyEmpty), [courtCase.id]);
  const [stored, store] = useStored(draft);
  const text = stored.search;
  const role = stored.role as VcomCourtPartyRole;
  const q = useDebounced(text.trim());
  const found = useQuery({ ...citizenSearchOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
  const changed = () => courtCaseChanged(client, courtCase.id);
  const add = useAddVcomCourtCaseParty({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.parties.added, type: 'success' });
        removeStored(draft);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: changed,
    },
  });
  const remove = useRemoveVcomCourtCaseParty({
    mutation: {
      onSuccess: () => notifier.create({ title: t.parties.removed, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: changed,
    },
  });
  const open = work && !closed(courtCase);
  return (
    <Stack as="section" aria-labelledby="vcom-court-parties" gap="2">
      <Heading as="h3" size="md" id="vcom-court-parties">
        {t.parties.heading}
      </Heading>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.parties.empty}>
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {data.items.map((p) => (
              <HStack as="li" key={p.citizen.id} gap="3" wrap="wrap">
                <Text fontWeight="semibold">{p.citizen.name.replace('_', ' ')}</Text>
                <Badge>{t.roles[p.role]}</Badge>
                {open ? (
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t.parties.remove(p.citizen.name)}
                    loading={remove.isPending && remove.variables.citizenId === p.citizen.id}
                    onClick={() => remove.mutate({ id: courtCase.id, citizenId: p.citizen.id })}
                  >
                    ✕
                  </Button>
                ) : null}
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
      {open ? (
        <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
          <HStack gap="2" align="end" wrap="wrap">
            <FormField label={t.parties.search} flex="1" minW="12rem">
              <Input
                type="search"
                placeholder={t.parties.searchPlaceholder}
                value={text}
                onChange={(e) => store({ ...stored, search: e.target.value })}
              />
            </FormField>
            <FormField label={t.parties.role} w="auto">
              <Select value={role} onChange={(v) => store({ ...stored, role: v })} options={t.roles} />
            </FormField>
          </HStack>
          {q ? (
            <Box as="section" aria-label={t.parties.results}>
              <QueryState query={found} isEmpty={(d) => d.items.length === 0} empty={t.parties.noneFound}>
                {(data) => (
                  <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                    {data.items.map((c) => (
                      <li key={c.id}>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={t.parties.add(c.name)}
                          disabled={add.isPending}
                          onClick={() => add.mutate({ id: courtCase.id, data: { citizenId: c.id, role } })}
                        >
                          {c.name.replace('_', ' ')}
                        </Button>
                      </li>
                    ))}
                  </Stack>
                )}
              </QueryState>
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** `datetime-local` text to the contract's timestamp ('' stays '' and fails the validator). */
const isoOf = (local: string) => {
  const time = Date.parse(local);
  return local && Number.isFinite(time) ? new Date(time).toISOString() : '';
};

function HearingForm({ courtCase, onDone }: { courtCase: VcomCourtCase; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(
    () => defineDraft(`draft.vcom.courtCase.${courtCase.id}.hearing`, hearingEmpty),
    [courtCase.id],
  );
  const form = useContractForm({
    schema: AddVcomHearingBody,
    initial: hearingEmpty,
    draft,
    toBody: (v): VcomHearingInput => ({
      startsAt: isoOf(v.startsAt),
      durationMinutes: Number(v.durationMinutes),
      room: v.room.trim(),
      ...(v.note.trim() ? { note: v.note.trim() } : {}),
    }),
    // The contract cannot say it: a hearing lies after the case was opened.
    rules: (v) => ({
      startsAt:
        v.startsAt && Date.parse(v.startsAt) <= Date.parse(courtCase.filedAt)
          ? 'Der Termin muss nach der Eröffnung des Verfahrens liegen.'
          : undefined,
    }),
  });
  const done = () => {
    form.reset();
    onDone();
  };
  const add = useAddVcomHearing({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.hearings.added, type: 'success' });
        done();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => courtCaseChanged(client, courtCase.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ id: courtCase.id, data });
  });
  return (
    <Box as="section" aria-labelledby="vcom-hearing-add" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h4" size="sm" id="vcom-hearing-add">
        {t.hearings.addHeading}
      </Heading>
      <FormStack gap="3" mt="2" onSubmit={submit}>
        <FormField label={t.hearings.startsAt} message={form.message('startsAt')} required>
          <Input type="datetime-local" {...form.input('startsAt')} />
        </FormField>
        <FormField label={t.hearings.duration} message={form.message('durationMinutes')} required>
          <Input inputMode="numeric" {...form.input('durationMinutes')} />
        </FormField>
        <FormField label={t.hearings.room} message={form.message('room')} required>
          <Input {...form.input('room')} placeholder={t.hearings.roomPlaceholder} />
        </FormField>
        <FormField label={t.hearings.note} message={form.message('note')}>
          <Input {...form.input('note')} />
        </FormField>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" loading={add.isPending} loadingText={t.hearings.sending}>
            {t.hearings.submit}
          </Button>
          <Button variant="ghost" onClick={done}>
            {t.hearings.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}

function Hearings({ courtCase, work }: { courtCase: VcomCourtCase; work: boolean }) {
  const client = useQueryClient();
  const list = useQuery(hearingsOptions(courtCase.id));
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<VcomHearing | null>(null);
  const changed = () => courtCaseChanged(client, courtCase.id);
  const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const edit = useEditVcomHearing({
    mutation: {
      onSuccess: () => notifier.create({ title: t.hearings.updated, type: 'success' }),
      onError: fail,
      onSettled: changed,
    },
  });
  const cancel = useCancelVcomHearing({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.hearings.cancelled, type: 'success' });
        setCancelling(null);
      },
      onError: fail,
      onSettled: changed,
    },
  });
  const open = work && !closed(courtCase);
  return (
    <Stack as="section" aria-labelledby="vcom-court-hearings" gap="2">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md" id="vcom-court-hearings">
          {t.hearings.heading}
        </Heading>
        {open && !adding ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            {t.hearings.add}
          </Button>
        ) : null}
      </HStack>
      {adding ? <HearingForm courtCase={courtCase} onDone={() => setAdding(false)} /> : null}
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.hearings.empty}>
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {data.items.map((h) => {
              const when = formatDateTime(h.startsAt);
              return (
                <HStack as="li" key={h.id} gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" p="2">
                  <Text fontWeight="semibold">{when}</Text>
                  <Text>{h.room}</Text>
                  <Text color="fg.muted">{t.hearings.minutes(h.durationMinutes)}</Text>
                  <StatusBadge
                    value={h.status}
                    labels={t.hearingStates}
                    palettes={{ scheduled: 'blue', held: 'green', cancelled: 'gray' }}
                  />
                  {h.note ? <Text color="fg.muted">{h.note}</Text> : null}
                  {open && h.status === 'scheduled' ? (
                    <HStack gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t.hearings.heldFor(when)}
                        onClick={() => edit.mutate({ id: h.id, data: { status: 'held' } })}
                      >
                        {t.hearings.held}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={t.hearings.cancelHearing(when)}
                        onClick={() => setCancelling(h)}
                      >
                        {t.hearings.cancelShort}
                      </Button>
                    </HStack>
                  ) : null}
                </HStack>
              );
            })}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={cancelling !== null}
        title={t.hearings.cancelTitle}
        body={t.hearings.cancelBody}
        confirmLabel={t.hearings.cancelConfirm}
        cancelLabel={t.hearings.keep}
        busy={cancel.isPending}
        reason={{ label: t.hearings.reason, required: true, maxLength: 1000 }}
        draftName={cancelling ? `draft.vcom.hearing.${cancelling.id}.cancel` : undefined}
        onConfirm={(reason) => {
          if (cancelling) return cancel.mutateAsync({ id: cancelling.id, data: { reason: reason ?? '' } });
        }}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}

/** The judgment's form once the parties are known: its first defendant is the form's start. */
function JudgmentForm({ courtCase, onDone }: { courtCase: VcomCourtCase; onDone: () => void }) {
  const parties = useQuery(partiesOptions(courtCase.id));
  return (
    <QueryState query={parties}>
      {(data) => <JudgmentFields courtCase={courtCase} parties={data.items} onDone={onDone} />}
    </QueryState>
  );
}

function JudgmentFields({
  courtCase,
  parties,
  onDone,
}: {
  courtCase: VcomCourtCase;
  parties: VcomCourtParty[];
  onDone: () => void;
}) {
  const client = useQueryClient();
  const catalogue = useQuery(catalogueOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const defendants = parties.filter((p) => p.role === 'defendant');
  const first = defendants[0]?.citizen.id;
  // The start as first shown: a refetch of the parties or the case must not switch the draft's key.
  const [initial] = useState(() => ({
    verdict: 'guilty',
    defendantCitizenId: first ? String(first) : '',
    reasoning: '',
    crimeId: courtCase.charges?.[0] ? String(courtCase.charges[0].id) : '',
    fine: '',
    prison: '',
    appealDays: '3',
  }));
  const draft = useServerDraft(`draft.vcom.courtCase.${courtCase.id}.judgment`, initial);
  const form = useContractForm({
    schema: IssueVcomJudgmentBody,
    initial,
    draft,
    toBody: (v): VcomJudgmentInput => {
      const crime = v.crimeId ? { crimeId: Number(v.crimeId) } : {};
      const guilty = v.verdict === 'guilty';
      const sentences: VcomSentenceInput[] = [
        ...(guilty && v.fine.trim() ? [{ kind: 'fine' as const, amount: Number(v.fine), ...crime }] : []),
        ...(guilty && v.prison.trim() ? [{ kind: 'prison' as const, minutes: Number(v.prison), ...crime }] : []),
      ];
      return {
        verdict: v.verdict as VcomJudgmentVerdict,
        ...(v.defendantCitizenId ? { defendantCitizenId: Number(v.defendantCitizenId) } : {}),
        reasoning: v.reasoning.trim(),
        sentences,
        appealDays: Number(v.appealDays),
      };
    },
  });
  const defendantId = Number(form.values.defendantCitizenId) || undefined;
  const done = () => {
    form.reset();
    onDone();
  };
  const issue = useIssueVcomJudgment({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.judgment.issued, type: 'success' });
        done();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => courtCaseChanged(client, courtCase.id, defendantId),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    issue.mutate({ id: courtCase.id, data });
  });
  const crimeOptions: Record<string, string> = { '': t.judgment.noCrime };
  for (const c of catalogue.data?.items ?? []) crimeOptions[String(c.id)] = `${c.law} ${c.sectionNumber} ${c.title}`;
  const defendantOptions: Record<string, string> = { '': t.judgment.noDefendant };
  for (const p of defendants) defendantOptions[String(p.citizen.id)] = p.citizen.name.replace('_', ' ');
  return (
    <Box as="section" aria-labelledby="vcom-judgment-form" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h4" size="sm" id="vcom-judgment-form">
        {t.judgment.issueHeading}
      </Heading>
      <FormStack gap="3" mt="2" onSubmit={submit}>
        <FormField label={t.judgment.verdict} message={form.message('verdict')}>
          <Select value={form.values.verdict} onChange={(v) => form.set('verdict', v)} options={t.verdicts} />
        </FormField>
        <FormField label={t.judgment.defendant} message={form.message('defendantCitizenId')}>
          <Select
            value={form.values.defendantCitizenId}
            onChange={(v) => form.set('defendantCitizenId', v)}
            options={defendantOptions}
          />
        </FormField>
        <FormField label={t.judgment.reasoning} message={form.message('reasoning')} required>
          <Textarea {...form.input('reasoning')} rows={3} />
        </FormField>
        {form.values.verdict === 'guilty' ? (
          <>
            <FormField label={t.judgment.crime}>
              <Select value={form.values.crimeId} onChange={(v) => form.set('crimeId', v)} options={crimeOptions} />
            </FormField>
            <FormField label={t.judgment.fine} message={form.message('sentences.0.amount')}>
              <Input inputMode="numeric" {...form.input('fine')} />
            </FormField>
            <FormField label={t.judgment.prison}>
              <Input inputMode="numeric" {...form.input('prison')} />
            </FormField>
          </>
        ) : null}
        <FormField label={t.judgment.appealDays} message={form.message('appealDays')}>
          <Input inputMode="numeric" {...form.input('appealDays')} />
        </FormField>
        <Failure text={failure} />
        <HStack gap="2">
          <Button type="submit" loading={issue.isPending} loadingText={t.judgment.sending}>
            {t.judgment.submit}
          </Button>
          <Button variant="ghost" onClick={done}>
            {t.judgment.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}

function Judgment({ courtCase, judge }: { courtCase: VcomCourtCase; judge: boolean }) {
  const judgment = useQuery(judgmentOptions(courtCase.id));
  const [issuing, setIssuing] = useState(false);
  const none = judgment.isError && isAxiosError(judgment.error) && judgment.error.response?.status === 404;
  return (
    <Stack as="section" aria-labelledby="vcom-court-judgment" gap="2">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md" id="vcom-court-judgment">
          {t.judgment.heading}
        </Heading>
        {none && judge && courtCase.status !== 'closed' && !issuing ? (
          <Button size="sm" onClick={() => setIssuing(true)}>
            {t.judgment.issue}
          </Button>
        ) : null}
      </HStack>
      {issuing ? <JudgmentForm courtCase={courtCase} onDone={() => setIssuing(false)} /> : null}
      {none ? (
        <Text color="fg.muted">{t.judgment.none}</Text>
      ) : (
        <QueryState query={judgment}>
          {(j) => (
            <Stack gap="1" borderWidth="1px" borderRadius="md" p="3">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={j.verdict === 'guilty' ? 'red' : 'green'}>{t.verdicts[j.verdict]}</Badge>
                {j.defendant ? <Text fontWeight="semibold">{j.defendant.name.replace('_', ' ')}</Text> : null}
                <Text color="fg.muted">{t.judgment.by(j.judge.name, formatDateTime(j.issuedAt))}</Text>
              </HStack>
              <Text whiteSpace="pre-wrap">{j.reasoning}</Text>
              {j.sentences.map((s, i) => (
                <Text key={i}>
                  {s.kind === 'fine' && s.amount !== undefined
                    ? t.judgment.sentenceFine(formatMoney(s.amount))
                    : s.kind === 'prison' && s.minutes !== undefined
                      ? t.judgment.sentencePrison(s.minutes)
                      : t.judgment.sentenceOther}
                  {s.crime ? ` · ${s.crime.code} ${s.crime.title}` : ''}
                </Text>
              ))}
              {j.appealUntil ? (
                <Text fontSize="sm" color="fg.muted">
                  {t.judgment.appealUntil(formatDateTime(j.appealUntil))}
                </Text>
              ) : null}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

const CASE_TABS = { overview: 1, documents: 1, notes: 1, audit: 1 } as const satisfies Record<CaseTab, 1>;

export function CourtCase({
  id,
  work,
  judge,
  tab: rawTab,
  onTab,
  onBack,
}: {
  id: number;
  work: boolean;
  judge: boolean;
  /** ?tab= of the case: a wrong one counts as absent (the overview). */
  tab: string | undefined;
  onTab: (tab: CaseTab | undefined) => void;
  onBack: () => void;
}) {
  const courtCase = useQuery(courtCaseOptions(id));
  const [editing, setEditing] = useState(false);
  const { scope } = useVcomRights();
  const assign = useCan('assignVcomCourtCaseStaff', scope);
  const addDocuments = useCan('addVcomCourtDocument', scope);
  const addNotes = useCan('addVcomCourtCaseNote', scope);
  const tab = oneOf(rawTab, CASE_TABS) ?? 'overview';
  return (
    <Stack gap="4">
      <Button variant="ghost" alignSelf="start" onClick={onBack}>
        <ArrowLeft aria-hidden />
        {t.detail.back}
      </Button>
      <QueryState query={courtCase} pendingMinH="12rem">
        {(c) => (
          <Stack gap="6" as="article" aria-label={c.number}>
            <Stack gap="2">
              <HStack justify="space-between" wrap="wrap">
                <Heading as="h2" size="xl">
                  {t.list.open(c.number, c.title)}
                </Heading>
                {work && !closed(c) && !editing ? (
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    {t.detail.edit}
                  </Button>
                ) : null}
              </HStack>
              <HStack gap="2" wrap="wrap">
                <Badge>{t.kinds[c.kind]}</Badge>
                <StatusBadge value={c.status} labels={t.states} />
                <Text color="fg.muted">{t.detail.filed(formatDateTime(c.filedAt), c.filedBy.name)}</Text>
              </HStack>
              {editing ? (
                <EditForm courtCase={c} onDone={() => setEditing(false)} />
              ) : (
                <>
                  <Text>
                    {t.detail.charges}:{' '}
                    {c.charges?.length ? c.charges.map((x) => `${x.code} ${x.title}`).join(', ') : t.detail.none}
                  </Text>
                  {c.summary ? <Text whiteSpace="pre-wrap">{c.summary}</Text> : null}
                </>
              )}
              {work && c.status !== 'closed' && !editing ? <CloseAction courtCase={c} /> : null}
            </Stack>
            <SegmentedFilter
              label={ct.caseTabsLabel}
              options={Object.keys(CASE_TABS) as CaseTab[]}
              labels={ct.caseTabs}
              value={tab}
              onChange={(next) => onTab(next === 'overview' ? undefined : next)}
              attached={false}
            />
            {tab === 'documents' ? (
              <CourtDocuments caseId={c.id} canWrite={addDocuments} />
            ) : tab === 'notes' ? (
              <CourtNotes caseId={c.id} canWrite={addNotes} />
            ) : tab === 'audit' ? (
              <CourtAudit caseId={c.id} />
            ) : (
              <>
                <CourtStaff courtCase={c} assign={assign} />
                <Parties courtCase={c} work={work} />
                <Hearings courtCase={c} work={work} />
                <Judgment courtCase={c} judge={judge} />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
