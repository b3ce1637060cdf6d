// The court's registers (issue 25 point 2), tabs of ?view=court: the judgment register (an
// opened judgment takes an appeal within its period, or is revoked with a reason), the
// petitions [Anträge] (filed, then approved or rejected with a reason) and the lawyer register
// (admit, withdraw). ?item= is the opened judgment or petition. Loaded when a register opens.
import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import {
  getGetVcomCourtCaseJudgmentQueryKey,
  getGetVcomJudgmentQueryKey,
  getGetVcomPetitionQueryKey,
  getListVcomCourtCaseAuditQueryKey,
  getListVcomJudgmentsQueryKey,
  getListVcomLawyersQueryKey,
  getListVcomPetitionsQueryKey,
  useApproveVcomPetition,
  useRegisterVcomLawyer,
  useRejectVcomPetition,
  useRemoveVcomLawyer,
  useRevokeVcomJudgment,
  useSubmitVcomJudgmentAppeal,
  useSubmitVcomPetition,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomJudgment } from '../../../api/generated/model/vcomJudgment';
import type { VcomPetition } from '../../../api/generated/model/vcomPetition';
import type { VcomPetitionKind } from '../../../api/generated/model/vcomPetitionKind';
import {
  RegisterVcomLawyerBody,
  SubmitVcomJudgmentAppealBody,
  SubmitVcomPetitionBody,
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
import { formatDateTime, formatMoney } from '../../../lib/format';
import { FormButtons, Section } from '../components/section';
import { useVcomRights } from '../rights';
import { judgmentByIdOptions, judgmentsOptions, lawyersOptions, petitionOptions, petitionsOptions } from './queries';
import { vcomCourtTexts, type CourtTab } from './texts';

const t = vcomCourtTexts;
const name = (n: string) => n.replace('_', ' ');

function Back({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" alignSelf="start" onClick={onClick}>
      <ArrowLeft aria-hidden />
      {label}
    </Button>
  );
}

function ItemButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <Button variant="outline" justifyContent="start" w="full" h="auto" py="2" onClick={onClick}>
      <HStack gap="3" wrap="wrap">
        {children}
      </HStack>
    </Button>
  );
}

// --- judgments ------------------------------------------------------------------------------

function JudgmentList({ onItem }: { onItem: (id: number) => void }) {
  const list = useQuery(judgmentsOptions(''));
  return (
    <Section id="vcom-judgments" title={t.judgments.heading} plain>
      <Box mt="2">
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.judgments.empty}>
          {(data) => (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {data.items.map((j) => (
                <li key={j.id}>
                  <ItemButton onClick={() => onItem(j.id)}>
                    <Text as="span" fontWeight="semibold">
                      {t.judgments.open(j.courtCaseNumber, j.defendant?.name)}
                    </Text>
                    <Badge colorPalette={j.verdict === 'guilty' ? 'red' : 'green'}>
                      {t.judgments.verdicts[j.verdict]}
                    </Badge>
                    <StatusBadge value={j.status} labels={t.judgments.status} />
                  </ItemButton>
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Box>
    </Section>
  );
}

/** After a change of a judgment: the registers, the judgment, its case's judgment and trail. */
function judgmentChanged(client: ReturnType<typeof useQueryClient>, j: VcomJudgment) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListVcomJudgmentsQueryKey() }),
    client.invalidateQueries({ queryKey: getGetVcomJudgmentQueryKey(j.id) }),
    client.invalidateQueries({ queryKey: getGetVcomCourtCaseJudgmentQueryKey(j.courtCaseId) }),
    client.invalidateQueries({ queryKey: getListVcomCourtCaseAuditQueryKey(j.courtCaseId) }),
  ]);
}

const appealDraft = defineDraft('draft.vcom.appeal', { reason: '', lawyerCitizenId: '' });

function AppealForm({ judgment }: { judgment: VcomJudgment }) {
  const client = useQueryClient();
  const lawyers = useQuery(lawyersOptions());
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: SubmitVcomJudgmentAppealBody,
    initial: appealDraft.fallback,
    draft: appealDraft,
    toBody: (v) => ({
      reason: v.reason.trim(),
      ...(v.lawyerCitizenId ? { lawyerCitizenId: Number(v.lawyerCitizenId) } : {}),
    }),
  });
  const appeal = useSubmitVcomJudgmentAppeal({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.judgments.appealed, type: 'success' });
        form.reset();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => judgmentChanged(client, judgment),
    },
  });
  return (
    <Section id="vcom-judgment-appeal" title={t.judgments.appealHeading} level="h4">
      <FormStack
        mt="2"
        onSubmit={form.handleSubmit((data) => {
          setFailure(null);
          appeal.mutate({ id: judgment.id, data });
        })}
      >
        <FormField label={t.judgments.appealReason} message={form.message('reason')} required>
          <Textarea {...form.input('reason')} rows={3} />
        </FormField>
        <FormField label={t.judgments.appealLawyer} message={form.message('lawyerCitizenId')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={form.values.lawyerCitizenId}
              onChange={(e) => form.set('lawyerCitizenId', e.target.value)}
            >
              <option value="">{t.judgments.noLawyer}</option>
              {(lawyers.data?.items ?? []).map((l) => (
                <option key={l.lawyerId} value={String(l.citizenId)}>
                  {name(l.name)}
                  {l.firm ? ` (${l.firm})` : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormButtons
          failure={failure}
          submitLabel={t.judgments.appealSubmit}
          busy={appeal.isPending}
          cancelLabel={t.cancel}
          onCancel={() => form.reset()}
        />
      </FormStack>
    </Section>
  );
}

function JudgmentDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const client = useQueryClient();
  const judgment = useQuery(judgmentByIdOptions(id));
  const { scope } = useVcomRights();
  const canRevoke = useCan('revokeVcomJudgment', scope);
  const canAppeal = useCan('submitVcomJudgmentAppeal', scope);
  const [revoking, setRevoking] = useState(false);
  const revoke = useRevokeVcomJudgment({
    mutation: {
      onSuccess: (j) => {
        notifier.create({ title: t.judgments.revoked, type: 'success' });
        setRevoking(false);
        void judgmentChanged(client, j);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    },
  });
  return (
    <Stack gap="4">
      <Back label={t.judgments.back} onClick={onBack} />
      <QueryState query={judgment} pendingMinH="10rem">
        {(j) => (
          <Stack as="article" aria-label={t.judgments.open(j.courtCaseNumber, j.defendant?.name)} gap="3">
            <Text as="h2" fontSize="xl" fontWeight="bold">
              {t.judgments.open(j.courtCaseNumber, j.defendant?.name)}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={j.verdict === 'guilty' ? 'red' : 'green'}>{t.judgments.verdicts[j.verdict]}</Badge>
              <StatusBadge value={j.status} labels={t.judgments.status} />
              <Text color="fg.muted">{t.judgments.by(j.judge.name, formatDateTime(j.issuedAt))}</Text>
            </HStack>
            <Text whiteSpace="pre-wrap">{j.reasoning}</Text>
            {j.sentences.map((s, i) => (
              <Text key={i}>
                {s.amount !== undefined ? formatMoney(s.amount) : ''}
                {s.minutes !== undefined ? ` ${s.minutes} min` : ''}
                {s.crime ? ` · ${s.crime.code} ${s.crime.title}` : ''}
              </Text>
            ))}
            {j.appealUntil && j.status === 'appealable' ? (
              <Text fontSize="sm" color="fg.muted">
                {t.judgments.appealUntil(formatDateTime(j.appealUntil))}
              </Text>
            ) : null}
            {canRevoke && j.status !== 'revoked' ? (
              <Button alignSelf="start" variant="outline" colorPalette="red" onClick={() => setRevoking(true)}>
                {t.judgments.revoke}
              </Button>
            ) : null}
            {canAppeal && j.status === 'appealable' ? <AppealForm judgment={j} /> : null}
            <ConfirmDialog
              open={revoking}
              title={t.judgments.revokeTitle}
              body={t.judgments.revokeBody}
              confirmLabel={t.judgments.revoke}
              cancelLabel={t.cancel}
              busy={revoke.isPending}
              reason={{ label: t.judgments.revokeReason, required: true, maxLength: 1000 }}
              draftName={`draft.vcom.judgment.${j.id}.revoke`}
              onConfirm={(reason) => revoke.mutateAsync({ id: j.id, data: { reason: reason ?? '' } })}
              onClose={() => setRevoking(false)}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

// --- petitions ------------------------------------------------------------------------------

const petitionDraft = defineDraft('draft.vcom.petition', { kind: 'nameChange', text: '' });

function PetitionForm({ onDone }: { onDone: (id?: number) => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: SubmitVcomPetitionBody,
    initial: petitionDraft.fallback,
    draft: petitionDraft,
    toBody: (v) => ({ kind: v.kind as VcomPetitionKind, text: v.text.trim() }),
  });
  const submit = useSubmitVcomPetition({
    mutation: {
      onSuccess: (created) => {
        notifier.create({ title: t.petitions.created, type: 'success' });
        form.reset();
        onDone(created.id);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: getListVcomPetitionsQueryKey() }),
    },
  });
  return (
    <Section id="vcom-petition-new" title={t.petitions.newHeading}>
      <FormStack
        mt="2"
        onSubmit={form.handleSubmit((data) => {
          setFailure(null);
          submit.mutate({ data });
        })}
      >
        <FormField label={t.petitions.kind} message={form.message('kind')}>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.values.kind} onChange={(e) => form.set('kind', e.target.value)}>
              {Object.entries(t.petitions.kinds).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.petitions.text} message={form.message('text')} required>
          <Textarea {...form.input('text')} rows={4} />
        </FormField>
        <FormButtons
          failure={failure}
          submitLabel={t.petitions.submit}
          busy={submit.isPending}
          cancelLabel={t.cancel}
          onCancel={() => {
            form.reset();
            onDone();
          }}
        />
      </FormStack>
    </Section>
  );
}

function PetitionList({ onItem }: { onItem: (id: number) => void }) {
  const list = useQuery(petitionsOptions());
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h2" fontSize="xl" fontWeight="bold">
          {t.petitions.heading}
        </Text>
        {!creating ? <Button onClick={() => setCreating(true)}>{t.petitions.new}</Button> : null}
      </HStack>
      {creating ? (
        <PetitionForm
          onDone={(id) => {
            setCreating(false);
            if (id) onItem(id);
          }}
        />
      ) : null}
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.petitions.empty}>
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t.petitions.heading}>
            {data.items.map((p) => (
              <li key={p.id}>
                <ItemButton onClick={() => onItem(p.id)}>
                  <Text as="span" fontWeight="semibold">
                    {t.petitions.open(t.petitions.kinds[p.kind], p.applicant.name)}
                  </Text>
                  <StatusBadge value={p.status} labels={t.petitions.states} />
                  <Text as="span" color="fg.muted">
                    {t.petitions.submitted(formatDateTime(p.submittedAt))}
                  </Text>
                </ItemButton>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function PetitionDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const client = useQueryClient();
  const petition = useQuery(petitionOptions(id));
  const { scope } = useVcomRights();
  const canDecide = useCan('approveVcomPetition', scope);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const changed = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getListVcomPetitionsQueryKey() }),
      client.invalidateQueries({ queryKey: getGetVcomPetitionQueryKey(id) }),
    ]);
  const decided = (title: string) => ({
    onSuccess: () => {
      notifier.create({ title, type: 'success' as const });
      setAsking(null);
    },
    onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: changed,
  });
  const approve = useApproveVcomPetition({ mutation: decided(t.petitions.approved) });
  const reject = useRejectVcomPetition({ mutation: decided(t.petitions.rejected) });
  const open = (p: VcomPetition) => p.status === 'submitted' || p.status === 'inReview';
  return (
    <Stack gap="4">
      <Back label={t.petitions.back} onClick={onBack} />
      <QueryState query={petition} pendingMinH="10rem">
        {(p) => (
          <Stack as="article" aria-label={t.petitions.open(t.petitions.kinds[p.kind], p.applicant.name)} gap="3">
            <Text as="h2" fontSize="xl" fontWeight="bold">
              {t.petitions.open(t.petitions.kinds[p.kind], p.applicant.name)}
            </Text>
            <HStack gap="2" wrap="wrap">
              <StatusBadge value={p.status} labels={t.petitions.states} />
              <Text color="fg.muted">{t.petitions.submitted(formatDateTime(p.submittedAt))}</Text>
            </HStack>
            <Text whiteSpace="pre-wrap">{p.text}</Text>
            {p.decidedBy && p.decidedAt ? (
              <Text color="fg.muted">{t.petitions.decided(p.decidedBy.name, formatDateTime(p.decidedAt))}</Text>
            ) : null}
            {p.decisionNote ? (
              <Text>
                {t.petitions.note}: {p.decisionNote}
              </Text>
            ) : null}
            {canDecide && open(p) ? (
              <HStack gap="2">
                <Button onClick={() => setAsking('approve')}>{t.petitions.approve}</Button>
                <Button variant="outline" colorPalette="red" onClick={() => setAsking('reject')}>
                  {t.petitions.reject}
                </Button>
              </HStack>
            ) : null}
            <ConfirmDialog
              open={asking === 'approve'}
              title={t.petitions.approveTitle}
              confirmLabel={t.petitions.approve}
              cancelLabel={t.cancel}
              busy={approve.isPending}
              reason={{ label: t.petitions.approveNote, maxLength: 1000 }}
              draftName={`draft.vcom.petition.${p.id}.approve`}
              onConfirm={(note) => approve.mutateAsync({ id: p.id, data: note ? { note } : {} })}
              onClose={() => setAsking(null)}
            />
            <ConfirmDialog
              open={asking === 'reject'}
              title={t.petitions.rejectTitle}
              confirmLabel={t.petitions.reject}
              cancelLabel={t.cancel}
              busy={reject.isPending}
              reason={{ label: t.petitions.rejectReason, required: true, maxLength: 1000 }}
              draftName={`draft.vcom.petition.${p.id}.reject`}
              onConfirm={(reason) => reject.mutateAsync({ id: p.id, data: { reason: reason ?? '' } })}
              onClose={() => setAsking(null)}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

// --- lawyers --------------------------------------------------------------------------------

const lawyerDraft = defineDraft('draft.vcom.lawyer', { citizenId: '', firm: '', phone: '' });

function Lawyers() {
  const client = useQueryClient();
  const list = useQuery(lawyersOptions());
  const { scope } = useVcomRights();
  const canManage = useCan('registerVcomLawyer', scope);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const changed = () => client.invalidateQueries({ queryKey: getListVcomLawyersQueryKey() });
  const form = useContractForm({
    schema: RegisterVcomLawyerBody,
    initial: lawyerDraft.fallback,
    draft: lawyerDraft,
    toBody: (v) => ({
      citizenId: Number(v.citizenId),
      ...(v.firm.trim() ? { firm: v.firm.trim() } : {}),
      ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    }),
  });
  const register = useRegisterVcomLawyer({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.lawyers.registered, type: 'success' });
        form.reset();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: changed,
    },
  });
  const remove = useRemoveVcomLawyer({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.lawyers.removed, type: 'success' });
        setRemoving(null);
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: changed,
    },
  });
  return (
    <Section id="vcom-lawyers" title={t.lawyers.heading} plain>
      <Stack gap="3" mt="2">
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.lawyers.empty}>
          {(data) => (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t.lawyers.heading}>
              {data.items.map((l) => (
                <HStack as="li" key={l.lawyerId} gap="3" wrap="wrap" justify="space-between">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{name(l.name)}</Text>
                    {l.firm ? <Text>{l.firm}</Text> : null}
                    {l.phone ? <Text color="fg.muted">{l.phone}</Text> : null}
                    <Text fontSize="sm" color="fg.muted">
                      {t.lawyers.admitted(formatDateTime(l.admittedAt))}
                    </Text>
                  </HStack>
                  {canManage ? (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setRemoving({ id: l.lawyerId, name: l.name })}
                    >
                      {t.lawyers.remove(l.name)}
                    </Button>
                  ) : null}
                </HStack>
              ))}
            </Stack>
          )}
        </QueryState>
        {canManage ? (
          <FormStack
            onSubmit={form.handleSubmit((data) => {
              setFailure(null);
              register.mutate({ data });
            })}
          >
            <HStack gap="3" wrap="wrap" align="start">
              <FormField
                label={t.lawyers.citizenId}
                message={form.message('citizenId')}
                helper={t.lawyers.citizenHint}
                maxW="12rem"
                required
              >
                <Input {...form.input('citizenId')} inputMode="numeric" />
              </FormField>
              <FormField label={t.lawyers.firm} message={form.message('firm')} maxW="16rem">
                <Input {...form.input('firm')} />
              </FormField>
              <FormField label={t.lawyers.phone} message={form.message('phone')} maxW="12rem">
                <Input {...form.input('phone')} inputMode="tel" />
              </FormField>
            </HStack>
            <FormButtons
              failure={failure}
              submitLabel={t.lawyers.register}
              busy={register.isPending}
              cancelLabel={t.cancel}
              onCancel={() => form.reset()}
            />
          </FormStack>
        ) : null}
        <ConfirmDialog
          open={removing !== null}
          title={t.lawyers.removeTitle(removing?.name ?? '')}
          body={t.lawyers.removeBody}
          confirmLabel={t.lawyers.removeConfirm}
          cancelLabel={t.cancel}
          busy={remove.isPending}
          onConfirm={() => removing && remove.mutate({ lawyerId: removing.id })}
          onClose={() => setRemoving(null)}
        />
      </Stack>
    </Section>
  );
}

export default function Registers({
  tab,
  item,
  onItem,
}: {
  tab: Exclude<CourtTab, 'cases'>;
  item: number | undefined;
  onItem: (id: number | undefined) => void;
}) {
  if (tab === 'lawyers') return <Lawyers />;
  if (tab === 'judgments') {
    return item ? <JudgmentDetail id={item} onBack={() => onItem(undefined)} /> : <JudgmentList onItem={onItem} />;
  }
  return item ? <PetitionDetail id={item} onBack={() => onItem(undefined)} /> : <PetitionList onItem={onItem} />;
}
