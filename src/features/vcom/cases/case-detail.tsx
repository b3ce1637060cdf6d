// One case file [Akte]: its head (number, title, status, priority, classification, facts), the
// actions the account may take (edit; close with an outcome; reopen with a reason; archive a
// closed case; hand it over to the justice system; each confirmed first) and its parts:
// officers, persons, journal, notes, evidence, attachments, history.
import { Badge, Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import {
  useArchiveVcomCase,
  useCloseVcomCase,
  useOpenVcomClosedCase,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCase } from '../../../api/generated/model/vcomCase';
import type { VcomCaseCloseInputOutcome } from '../../../api/generated/model/vcomCaseCloseInputOutcome';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { vcomTexts } from '../texts';
import { AuditTrail } from './audit-trail';
import { CaseEdit } from './case-edit';
import { CaseHandover } from './case-handover';
import { CaseAttachments, CaseOfficers } from './case-parts';
import { CaseEvidence, CaseJournal, CaseNotes, CasePersons } from './case-sections';
import { displayName } from './citizen-picker';
import { caseChanged, caseOptions } from './queries';
import { SelectField } from './select-field';

const t = vcomTexts.cases;
const a = vcomTexts.caseActions;
const OUTCOMES: readonly VcomCaseCloseInputOutcome[] = ['solved', 'unsolved', 'dropped'];

function Actions({
  current,
  canWork,
  canArchive,
  onEdit,
  handingOver,
  onHandover,
}: {
  current: VcomCase;
  canWork: boolean;
  canArchive: boolean;
  onEdit: () => void;
  handingOver: boolean;
  onHandover: () => void;
}) {
  const client = useQueryClient();
  const [closing, setClosing] = useState(false);
  const [outcome, setOutcome] = useState<VcomCaseCloseInputOutcome>('solved');
  const [note, setNote] = useState('');
  const [ask, setAsk] = useState<'reopen' | 'archive' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const settled = () => caseChanged(client, current.id);
  const fail = (error: unknown) => {
    setAsk(null);
    setFailure(describeError(error));
  };
  const close = useCloseVcomCase({
    mutation: {
      onSuccess: () => {
        setClosing(false);
        setNote('');
        notifier.create({ title: a.closed, type: 'success' });
      },
      onError: (error) => setFailure(describeError(error)),
      onSettled: settled,
    },
  });
  const reopen = useOpenVcomClosedCase({
    mutation: {
      onSuccess: () => {
        setAsk(null);
        notifier.create({ title: a.reopened, type: 'success' });
      },
      onError: fail,
      onSettled: settled,
    },
  });
  const archive = useArchiveVcomCase({
    mutation: {
      onSuccess: () => {
        setAsk(null);
        notifier.create({ title: a.archived, type: 'success' });
      },
      onError: fail,
      onSettled: settled,
    },
  });
  const working = current.status === 'open' || current.status === 'inProgress';
  if (!canWork) return <Text color="fg.muted">{t.noRight}</Text>;
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {working ? (
          <>
            <Button variant="outline" onClick={onEdit}>
              {vcomTexts.caseEdit.edit}
            </Button>
            <Button variant="outline" aria-expanded={closing} onClick={() => setClosing(!closing)}>
              {a.close}
            </Button>
            <Button variant="outline" aria-expanded={handingOver} onClick={onHandover}>
              {vcomTexts.handover.open}
            </Button>
          </>
        ) : null}
        {current.status === 'closed' ? (
          <Button variant="outline" onClick={() => setAsk('reopen')}>
            {a.reopen}
          </Button>
        ) : null}
        {current.status === 'closed' && canArchive ? (
          <Button variant="outline" onClick={() => setAsk('archive')}>
            {a.archive}
          </Button>
        ) : null}
      </HStack>
      {closing && working ? (
        <Box as="section" aria-label={a.closeHeading} borderWidth="1px" borderRadius="md" p="3">
          <Stack gap="3">
            <SelectField
              label={a.outcome}
              value={outcome}
              options={OUTCOMES}
              labels={vcomTexts.caseOutcome}
              onChange={setOutcome}
            />
            <FormField label={a.closeNote}>
              <Textarea value={note} maxLength={2000} rows={2} onChange={(e) => setNote(e.target.value)} />
            </FormField>
            <HStack gap="2">
              <Button
                colorPalette="red"
                loading={close.isPending}
                onClick={() => {
                  setFailure(null);
                  close.mutate({
                    caseId: current.id,
                    data: { outcome, ...(note.trim() ? { note: note.trim() } : {}) },
                  });
                }}
              >
                {a.confirmClose}
              </Button>
              <Button variant="ghost" onClick={() => setClosing(false)}>
                {a.cancel}
              </Button>
            </HStack>
          </Stack>
        </Box>
      ) : null}
      {failure ? (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      ) : null}
      <ConfirmDialog
        open={ask === 'reopen'}
        title={a.reopenTitle}
        confirmLabel={a.reopen}
        cancelLabel={a.cancel}
        busy={reopen.isPending}
        reason={{ label: a.reopenReason, required: true, maxLength: 1000 }}
        draftName={`draft.vcom.case.${current.id}.reopen`}
        onConfirm={(reason) => reopen.mutateAsync({ caseId: current.id, data: { reason: reason ?? '' } })}
        onClose={() => setAsk(null)}
      />
      <ConfirmDialog
        open={ask === 'archive'}
        title={a.archiveTitle}
        body={a.archiveBody}
        confirmLabel={a.archive}
        cancelLabel={a.cancel}
        busy={archive.isPending}
        onConfirm={() => archive.mutate({ caseId: current.id })}
        onClose={() => setAsk(null)}
      />
    </Stack>
  );
}

export function CaseDetail({
  id,
  canWork,
  canArchive,
  ownStaffId,
  onBack,
  onOpenCitizen,
}: {
  id: number;
  canWork: boolean;
  canArchive: boolean;
  /** The account's staff number: assigning oneself to the case starts with it. */
  ownStaffId?: number | undefined;
  onBack: () => void;
  onOpenCitizen: (id: number) => void;
}) {
  const current = useQuery(caseOptions(id));
  const [editing, setEditing] = useState(false);
  const [handingOver, setHandingOver] = useState(false);
  return (
    <Stack gap="4">
      <Button variant="ghost" alignSelf="start" onClick={onBack}>
        <ArrowLeft aria-hidden />
        {t.back}
      </Button>
      <QueryState query={current}>
        {(c) => {
          const writable = canWork && c.status !== 'archived' && c.status !== 'handedOver';
          return (
            <Stack gap="4">
              <Box as="section" aria-labelledby="vcom-case-head" borderWidth="1px" borderRadius="lg" p="4">
                <HStack gap="2" wrap="wrap">
                  <Text fontFamily="mono">{c.number}</Text>
                  <StatusBadge value={c.status} labels={vcomTexts.caseStatus} />
                  <Badge>{vcomTexts.casePriority[c.priority]}</Badge>
                  <Badge variant="outline">{vcomTexts.caseClassification[c.classification]}</Badge>
                </HStack>
                <Heading as="h2" size="lg" id="vcom-case-head" mt="1">
                  {c.title}
                </Heading>
                {c.summary ? (
                  <Text whiteSpace="pre-wrap" mt="2">
                    {c.summary}
                  </Text>
                ) : null}
                <Text fontSize="sm" color="fg.muted" mt="2">
                  {t.createdBy}: {displayName(c.createdBy.name)} · {formatDateTime(c.createdAt)} · {t.updatedAt}:{' '}
                  {formatDateTime(c.updatedAt)}
                  {c.outcome ? ` · ${t.outcome}: ${vcomTexts.caseOutcome[c.outcome]}` : ''}
                </Text>
                {c.status === 'handedOver' && c.courtCaseId ? (
                  <Text fontWeight="semibold" mt="2">
                    {vcomTexts.handover.handedOver(c.courtCaseId)}
                  </Text>
                ) : null}
                <Box mt="3">
                  <Actions
                    current={c}
                    canWork={canWork}
                    canArchive={canArchive}
                    onEdit={() => setEditing(true)}
                    handingOver={handingOver}
                    onHandover={() => setHandingOver(!handingOver)}
                  />
                </Box>
              </Box>
              {editing && canWork ? <CaseEdit current={c} onDone={() => setEditing(false)} /> : null}
              {handingOver && writable && c.status !== 'closed' ? (
                <CaseHandover current={c} onDone={() => setHandingOver(false)} />
              ) : null}
              <CaseOfficers caseId={c.id} canWrite={writable && c.status !== 'closed'} ownStaffId={ownStaffId} />
              <CasePersons caseId={c.id} canWrite={writable} onOpenCitizen={onOpenCitizen} />
              <CaseJournal caseId={c.id} canWrite={writable} />
              <CaseNotes caseId={c.id} canWrite={writable} />
              <CaseEvidence caseId={c.id} canWrite={writable} />
              <CaseAttachments caseId={c.id} canWrite={writable} />
              <AuditTrail of="case" id={c.id} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
