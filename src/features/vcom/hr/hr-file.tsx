// The HR files [Personalakten] of the organisation and one file: its data (edited with
// If-Match; a 412 opens the conflict dialog with both versions, the typed data kept), promotion and demotion, disciplinary measures, the service history, dismissal.
// Every form keeps what was typed in a draft per file until it is sent or cancelled.
import { Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useMemo, useState } from 'react';
import {
  useDemoteVcomStaff,
  useEditVcomHrFile,
  useFireVcomStaff,
  useIssueVcomSanction,
  usePromoteVcomStaff,
  useRevokeVcomSanction,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomHrFile } from '../../../api/generated/model/vcomHrFile';
import type { VcomHrFileUpdateInput } from '../../../api/generated/model/vcomHrFileUpdateInput';
import type { VcomRankChangeInput } from '../../../api/generated/model/vcomRankChangeInput';
import type { VcomSanction } from '../../../api/generated/model/vcomSanction';
import type { VcomSanctionInput } from '../../../api/generated/model/vcomSanctionInput';
import {
  EditVcomHrFileBody,
  IssueVcomSanctionBody,
  PromoteVcomStaffBody,
} from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { ConflictDialog, type ConflictRow } from '../../../components/form/conflict-dialog';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { Commendations, HrNotes, Trainings } from './file-records';
import { historyOptions, hrFileChanged, hrFileOptions, hrFilesOptions, sanctionsOptions } from './queries';
import { hrTexts as t } from './texts';

const display = (name: string) => name.replace('_', ' ');
const isStale = (error: unknown) => isAxiosError(error) && error.response?.status === 412;

export function HrFileList({ team, onOpen }: { team: TeamKey; onOpen: (staffId: number) => void }) {
  const list = useQuery(hrFilesOptions(team));
  return (
    <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.files.empty}>
      {(data) => (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {data.items.map((f) => (
            <li key={f.staff.staffId}>
              <Button
                variant="outline"
                justifyContent="start"
                w="full"
                h="auto"
                py="2"
                onClick={() => onOpen(f.staff.staffId)}
              >
                <HStack gap="3" wrap="wrap">
                  <Text as="span" fontWeight="semibold">
                    {t.files.open(f.staff.name)}
                  </Text>
                  <Text as="span">{t.files.rank(f.staff.rank, f.rankLevel)}</Text>
                  <StatusBadge value={f.status} labels={t.fileStates} />
                  {f.activeSanctions > 0 ? (
                    <Text as="span" color="fg.error">
                      {t.files.sanctions(f.activeSanctions)}
                    </Text>
                  ) : null}
                  <Text as="span" color="fg.muted">
                    {t.files.hiredAt(formatDate(f.hiredAt))}
                  </Text>
                </HStack>
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

type FileValues = { department: string; callsign: string; phone: string };
const fileValues = (file: VcomHrFile): FileValues => ({
  department: file.department ?? '',
  callsign: file.callsign ?? '',
  phone: file.phone ?? '',
});
const toFileBody = (v: FileValues): VcomHrFileUpdateInput => ({
  department: v.department.trim(),
  ...(v.callsign.trim() ? { callsign: v.callsign.trim() } : {}),
  ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
});

function EditForm({ file, onDone }: { file: VcomHrFile; onDone: () => void }) {
  const client = useQueryClient();
  const staffId = file.staff.staffId;
  const [failure, setFailure] = useState<string | null>(null);
  // The file as read when the edit began: a refetch (someone else's change) must neither switch
  // the draft's key (and so hide what was typed) nor move the If-Match on silently.
  const [initial] = useState(() => fileValues(file));
  const [base, setBase] = useState(file.version);
  const [theirs, setTheirs] = useState<VcomHrFile | null>(null);
  const [resending, setResending] = useState(false);
  const draft = useServerDraft(`draft.vcom.hrFileEdit.${staffId}`, initial);
  const form = useContractForm({ schema: EditVcomHrFileBody, initial, draft, toBody: toFileBody });
  const edit = useEditVcomHrFile({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.file.saved, type: 'success' });
        setTheirs(null);
        form.reset();
        onDone();
      },
      onError: async (error) => {
        if (isStale(error)) {
          setFailure(null);
          try {
            setTheirs(await client.fetchQuery({ ...hrFileOptions(staffId), staleTime: 0 }));
          } catch {
            setFailure(t.file.stale);
          }
          return;
        }
        setTheirs(null);
        setFailure(form.applyServerErrors(error) ? null : describeError(error));
      },
      onSettled: () => {
        setResending(false);
        return hrFileChanged(client, staffId);
      },
    },
  });
  const send = (data: VcomHrFileUpdateInput, version: number) => {
    setFailure(null);
    edit.mutate({ staffId, data, headers: { 'If-Match': `"${version}"` } });
  };
  const submit = form.handleSubmit((data) => send(data, base));
  const rows = (saved: VcomHrFile): ConflictRow[] => {
    const now = fileValues(saved);
    return (['department', 'callsign', 'phone'] as const).map((name) => ({
      field: t.file[name],
      theirs: now[name],
      yours: form.values[name].trim(),
    }));
  };
  return (
    <FormStack gap="3" onSubmit={submit}>
      <FormField label={t.file.department} message={form.message('department')}>
        <Input {...form.input('department')} />
      </FormField>
      <FormField label={t.file.callsign} message={form.message('callsign')}>
        <Input {...form.input('callsign')} placeholder="ADAM-12" />
      </FormField>
      <FormField label={t.file.phone} message={form.message('phone')}>
        <Input {...form.input('phone')} inputMode="numeric" />
      </FormField>
      <Failure text={failure} />
      <HStack>
        <Button type="submit" loading={edit.isPending && !theirs && !resending}>
          {t.file.save}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            form.reset();
            onDone();
          }}
        >
          {t.cancel}
        </Button>
      </HStack>
      {theirs ? (
        <ConflictDialog
          open
          title={t.file.conflictTitle}
          version={theirs.version}
          rows={rows(theirs)}
          busy={resending}
          onKeepMine={() => {
            setResending(true);
            setBase(theirs.version);
            send(toFileBody(form.values), theirs.version);
          }}
          onTakeTheirs={() => {
            // The edit is given up: the draft goes, the file shows the saved data.
            setTheirs(null);
            form.reset();
            onDone();
          }}
          onBack={() => {
            // Merged by hand: the next save is against the saved version.
            setBase(theirs.version);
            setTheirs(null);
          }}
        />
      ) : null}
    </FormStack>
  );
}

function RankForm({ file }: { file: VcomHrFile }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = { rankLevel: String(file.rankLevel + 1), reason: '' };
  // Starts from the next rank: a new rank (a new key) starts the form again.
  const draft = useServerDraft(`draft.vcom.hrRank.${file.staff.staffId}`, initial);
  const form = useContractForm({
    schema: PromoteVcomStaffBody,
    initial,
    draft,
    toBody: (v): VcomRankChangeInput => ({
      rankLevel: v.rankLevel.trim() === '' ? Number.NaN : Number(v.rankLevel),
      reason: v.reason.trim(),
    }),
  });
  const handlers = (title: string) => ({
    onSuccess: () => {
      notifier.create({ title, type: 'success' });
      form.reset();
      void hrFileChanged(client, file.staff.staffId);
    },
    onError: (error: unknown) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
  });
  const promote = usePromoteVcomStaff({ mutation: handlers(t.rank.promoted) });
  const demote = useDemoteVcomStaff({ mutation: handlers(t.rank.demoted) });
  const send = (up: boolean) =>
    form.handleSubmit((data) => {
      setFailure(null);
      (up ? promote : demote).mutate({ staffId: file.staff.staffId, data });
    });
  return (
    <Section id="vcom-hr-rank" title={t.rank.heading}>
      <FormStack gap="3" mt="3" onSubmit={send(true)}>
        <FormField label={t.rank.level} message={form.message('rankLevel')} required>
          <Input {...form.input('rankLevel')} inputMode="numeric" />
        </FormField>
        <FormField label={t.rank.reason} message={form.message('reason')} required>
          <Input {...form.input('reason')} />
        </FormField>
        <Failure text={failure} />
        <HStack gap="2" wrap="wrap">
          <Button type="submit" loading={promote.isPending}>
            {t.rank.promote}
          </Button>
          <Button variant="outline" loading={demote.isPending} onClick={() => send(false)()}>
            {t.rank.demote}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

type SanctionKind = VcomSanctionInput['kind'];
const SANCTION_KINDS = Object.keys(t.sanctionKinds) as SanctionKind[];

const SANCTION_EMPTY = { kind: 'writtenWarning', reason: '', amount: '', suspensionDays: '' };

function Sanctions({ file }: { file: VcomHrFile }) {
  const client = useQueryClient();
  const staffId = file.staff.staffId;
  const list = useQuery(sanctionsOptions(staffId));
  const [revoking, setRevoking] = useState<VcomSanction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcom.hrFile.${staffId}.sanction`, SANCTION_EMPTY), [staffId]);
  const form = useContractForm({
    schema: IssueVcomSanctionBody,
    initial: SANCTION_EMPTY,
    draft,
    toBody: (v) =>
      ({
        kind: v.kind as SanctionKind,
        reason: v.reason.trim(),
        ...(v.kind === 'fine' ? { amount: v.amount.trim() === '' ? Number.NaN : Number(v.amount) } : {}),
        ...(v.kind === 'suspension'
          ? { suspensionDays: v.suspensionDays.trim() === '' ? Number.NaN : Number(v.suspensionDays) }
          : {}),
      }) as VcomSanctionInput,
  });
  const changed = () => void hrFileChanged(client, file.staff.staffId);
  const issue = useIssueVcomSanction({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.sanctions.issued, type: 'success' });
        form.reset();
        changed();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const revoke = useRevokeVcomSanction({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.sanctions.revoked, type: 'success' });
        setRevoking(null);
        changed();
      },
      onError: (error) => {
        setRevoking(null);
        setFailure(describeError(error));
      },
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    issue.mutate({ staffId: file.staff.staffId, data });
  });
  const former = file.status === 'former';
  return (
    <Section id="vcom-hr-sanctions" title={t.sanctions.heading}>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.sanctions.empty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" mt="2">
            {data.items.map((s) => (
              <li key={s.id}>
                <HStack gap="3" wrap="wrap">
                  <Text fontWeight="semibold">{t.sanctionKinds[s.kind]}</Text>
                  <StatusBadge value={s.status} labels={t.sanctionStates} />
                  {s.amount !== undefined ? <Text>{formatMoney(s.amount)}</Text> : null}
                  <Text color="fg.muted">{t.sanctions.by(s.issuedBy.name, formatDate(s.issuedAt))}</Text>
                  {s.status === 'active' ? (
                    <Button size="sm" variant="outline" onClick={() => setRevoking(s)}>
                      {t.sanctions.revoke(t.sanctionKinds[s.kind])}
                    </Button>
                  ) : null}
                </HStack>
                <Text whiteSpace="pre-wrap">{s.reason}</Text>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      {former ? null : (
        <FormStack gap="3" mt="4" onSubmit={submit}>
          <FormField label={t.sanctions.kind} message={form.message('kind')}>
            <NativeSelect.Root>
              <NativeSelect.Field value={form.values.kind} onChange={(e) => form.set('kind', e.target.value)}>
                {SANCTION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t.sanctionKinds[k]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {form.values.kind === 'fine' ? (
            <FormField label={t.sanctions.amount} message={form.message('amount')} required>
              <Input {...form.input('amount')} inputMode="numeric" />
            </FormField>
          ) : null}
          {form.values.kind === 'suspension' ? (
            <FormField label={t.sanctions.days} message={form.message('suspensionDays')} required>
              <Input {...form.input('suspensionDays')} inputMode="numeric" />
            </FormField>
          ) : null}
          <FormField label={t.sanctions.reason} message={form.message('reason')} required>
            <Input {...form.input('reason')} />
          </FormField>
          <Failure text={failure} />
          <HStack>
            <Button type="submit" loading={issue.isPending}>
              {t.sanctions.issue}
            </Button>
          </HStack>
        </FormStack>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t.sanctions.revokeTitle}
        confirmLabel={t.sanctions.revokeConfirm}
        cancelLabel={t.cancel}
        busy={revoke.isPending}
        reason={{ label: t.sanctions.revokeReason, required: true, maxLength: 1000 }}
        draftName={revoking ? `draft.vcom.sanction.${revoking.id}.revoke` : undefined}
        onConfirm={(reason) => {
          if (revoking) return revoke.mutateAsync({ id: revoking.id, data: { reason: reason ?? '' } });
        }}
        onClose={() => setRevoking(null)}
      />
    </Section>
  );
}

function History({ staffId }: { staffId: number }) {
  const list = useQuery(historyOptions(staffId));
  return (
    <Section id="vcom-hr-history" title={t.history.heading}>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.history.empty}>
        {(data) => (
          <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" mt="2">
            {data.items.map((e) => (
              <li key={e.id}>
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{t.events[e.kind]}</Text>
                  <Text color="fg.muted">{formatDateTime(e.at)}</Text>
                  {e.fromRankLevel !== undefined && e.toRankLevel !== undefined ? (
                    <Text>{t.history.rankChange(e.fromRankLevel, e.toRankLevel)}</Text>
                  ) : null}
                  {e.note ? <Text>{e.note}</Text> : null}
                  <Text color="fg.muted">{t.history.by(e.by)}</Text>
                </HStack>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

export function HrFile({ staffId, onBack }: { staffId: number; onBack: () => void }) {
  const client = useQueryClient();
  const query = useQuery(hrFileOptions(staffId));
  const [editing, setEditing] = useState(false);
  const [firing, setFiring] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fire = useFireVcomStaff({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.fire.done, type: 'success' });
        setFiring(false);
        void hrFileChanged(client, staffId);
      },
      onError: (error) => {
        setFiring(false);
        setFailure(describeError(error));
      },
    },
  });
  return (
    <Stack gap="4">
      <Box>
        <Button variant="ghost" onClick={onBack}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={query}>
        {(file) => {
          const rows: Array<[string, string | undefined]> = [
            [t.file.staffId, String(file.staff.staffId)],
            [t.file.department, file.department],
            [t.file.callsign, file.callsign],
            [t.file.phone, file.phone],
            [t.file.hiredAt, formatDate(file.hiredAt)],
            [t.file.probationUntil, file.probationUntil ? formatDate(file.probationUntil) : undefined],
            [t.file.leftAt, file.leftAt ? formatDate(file.leftAt) : undefined],
            [t.file.application, file.applicationId ? t.file.fromApplication(file.applicationId) : undefined],
          ];
          const former = file.status === 'former';
          return (
            <Stack gap="4">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="xl">
                  {display(file.staff.name)}
                </Heading>
                <Text>{t.files.rank(file.staff.rank, file.rankLevel)}</Text>
                <StatusBadge value={file.status} labels={t.fileStates} />
              </HStack>
              <Section id="vcom-hr-data" title={t.file.data}>
                {editing ? (
                  <EditForm file={file} onDone={() => setEditing(false)} />
                ) : (
                  <>
                    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" mt="2">
                      {rows
                        .filter((r): r is [string, string] => Boolean(r[1]))
                        .map(([label, value]) => (
                          <Box key={label} display="contents">
                            <Text as="dt" color="fg.muted">
                              {label}
                            </Text>
                            <Text as="dd" m="0">
                              {value}
                            </Text>
                          </Box>
                        ))}
                    </Box>
                    {former ? null : (
                      <Button mt="3" variant="outline" onClick={() => setEditing(true)}>
                        {t.file.edit}
                      </Button>
                    )}
                  </>
                )}
              </Section>
              {former ? null : <RankForm key={file.version} file={file} />}
              <Sanctions file={file} />
              <Commendations file={file} />
              <Trainings file={file} />
              <HrNotes staffId={file.staff.staffId} />
              <History staffId={file.staff.staffId} />
              <Failure text={failure} />
              {former ? null : (
                <Box>
                  <Button colorPalette="red" variant="outline" onClick={() => setFiring(true)}>
                    {t.fire.button}
                  </Button>
                </Box>
              )}
              <ConfirmDialog
                open={firing}
                title={t.fire.title}
                body={t.fire.body}
                confirmLabel={t.fire.button}
                cancelLabel={t.cancel}
                busy={fire.isPending}
                reason={{ label: t.fire.reason, required: true, maxLength: 1000 }}
                draftName={`draft.vcom.staff.${staffId}.fire`}
                onConfirm={(reason) => fire.mutateAsync({ staffId, data: { reason: reason ?? '' } })}
                onClose={() => setFiring(false)}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
