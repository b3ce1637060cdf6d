// ?view=hr (manageHr): the organisation's applications [Bewerbungen] with accept/reject and
// hiring, and its HR files (?hrTab=files, ?staff=<staffId>). Loaded on demand by the vcom page.
import { Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useAcceptVcomApplication,
  useHireVcomStaff,
  useRejectVcomApplication,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomApplication } from '../../../api/generated/model/vcomApplication';
import type { VcomApplicationStatus } from '../../../api/generated/model/vcomApplicationStatus';
import type { VcomHireInput } from '../../../api/generated/model/vcomHireInput';
import { HireVcomStaffBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { useVcomRights } from '../rights';
import { ApplicationComments, InterviewInvite } from './application-review';
import { CoursesTab, StatisticsTab } from './courses';
import { HrFile, HrFileList } from './hr-file';
import { RecruitingTab } from './recruiting';
import { LeaveTab } from './leave';
import { applicationChanged, applicationOptions, applicationsOptions } from './queries';
import { hrTexts as t } from './texts';

export type HrTab = 'applications' | 'files' | 'leave' | 'courses' | 'recruiting' | 'statistics';
const TABS: HrTab[] = ['applications', 'files', 'leave', 'courses', 'recruiting', 'statistics'];
type StatusFilter = VcomApplicationStatus | 'all';
const FILTERS: StatusFilter[] = ['all', 'submitted', 'inReview', 'accepted', 'hired', 'rejected'];
const filterLabels = { all: t.all, ...t.appStates } satisfies Record<StatusFilter, string>;

export interface HrViewProps {
  team: TeamKey;
  tab: HrTab | undefined;
  application: number | undefined;
  staff: number | undefined;
  status: VcomApplicationStatus | undefined;
  /** approveLeave: the organisation's open leave requests are shown to decide. */
  approveLeave: boolean;
  onChange: (patch: { hrTab?: HrTab; application?: number; staff?: number; appStatus?: VcomApplicationStatus }) => void;
}

const HIRE_EMPTY = { rankLevel: '1', department: '', probationDays: '14' };

function HireForm({ application, onHired }: { application: VcomApplication; onHired: (staffId: number) => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // What was typed stays per application until the hire goes through.
  const draft = useMemo(
    () => defineDraft(`draft.vcom.application.${application.id}.hire`, HIRE_EMPTY),
    [application.id],
  );
  const form = useContractForm({
    schema: HireVcomStaffBody,
    initial: HIRE_EMPTY,
    draft,
    toBody: (v): VcomHireInput => ({
      citizenId: application.applicant.id,
      team: application.team,
      applicationId: application.id,
      rankLevel: v.rankLevel.trim() === '' ? Number.NaN : Number(v.rankLevel),
      probationDays: v.probationDays.trim() === '' ? 14 : Number(v.probationDays),
      ...(v.department.trim() ? { department: v.department.trim() } : {}),
    }),
  });
  const hire = useHireVcomStaff({
    mutation: {
      onSuccess: (file) => {
        notifier.create({ title: t.hire.done(file.staff.name), type: 'success' });
        form.reset();
        void applicationChanged(client, application.id);
        onHired(file.staff.staffId);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    hire.mutate({ data });
  });
  return (
    <Section id="vcom-hr-hire" title={t.hire.heading}>
      <Text color="fg.muted">{t.hire.intro}</Text>
      <FormStack gap="3" mt="3" onSubmit={submit}>
        <FormField label={t.hire.rankLevel} message={form.message('rankLevel')} required>
          <Input {...form.input('rankLevel')} inputMode="numeric" />
        </FormField>
        <FormField label={t.hire.department} message={form.message('department')}>
          <Input {...form.input('department')} />
        </FormField>
        <FormField label={t.hire.probationDays} message={form.message('probationDays')}>
          <Input {...form.input('probationDays')} inputMode="numeric" />
        </FormField>
        <Failure text={failure} />
        <HStack>
          <Button type="submit" loading={hire.isPending} loadingText={t.hire.sending}>
            {t.hire.submit}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

function ApplicationDetail({
  id,
  onBack,
  onHired,
}: {
  id: number;
  onBack: () => void;
  onHired: (staffId: number) => void;
}) {
  const client = useQueryClient();
  const query = useQuery(applicationOptions(id));
  const { scope } = useVcomRights();
  const canComment = useCan('addVcomApplicationComment', scope);
  const canInterview = useCan('assignVcomApplicationInterview', scope);
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decided = (title: string) => ({
    onSuccess: () => {
      notifier.create({ title, type: 'success' });
      setAsking(null);
      void applicationChanged(client, id);
    },
    onError: (error: unknown) => {
      setAsking(null);
      setFailure(describeError(error));
    },
  });
  const accept = useAcceptVcomApplication({ mutation: decided(t.accepted) });
  const reject = useRejectVcomApplication({ mutation: decided(t.rejected) });
  return (
    <Stack gap="4">
      <Box>
        <Button variant="ghost" onClick={onBack}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={query}>
        {(a) => {
          const open = a.status === 'submitted' || a.status === 'inReview' || a.status === 'interview';
          return (
            <Stack gap="3">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="xl">
                  {t.appOpen(a.applicant.name)}
                </Heading>
                <StatusBadge value={a.status} labels={t.appStates} />
              </HStack>
              <Text color="fg.muted">{t.submittedAt(formatDateTime(a.submittedAt))}</Text>
              <Box>
                <Text fontWeight="semibold">{t.motivation}</Text>
                <Text whiteSpace="pre-wrap">{a.motivation}</Text>
              </Box>
              {a.answers.length > 0 ? (
                <Box as="dl">
                  {a.answers.map((x) => (
                    <Box key={x.questionId}>
                      <Text as="dt" fontWeight="semibold">
                        {x.question}
                      </Text>
                      <Text as="dd" m="0" whiteSpace="pre-wrap">
                        {x.answer}
                      </Text>
                    </Box>
                  ))}
                </Box>
              ) : null}
              {a.phone ? (
                <Text>
                  {t.phone}: {a.phone}
                </Text>
              ) : null}
              {a.interviewSlotId ? <Text>{t.interview.booked(a.interviewSlotId)}</Text> : null}
              {a.reviewer ? <Text color="fg.muted">{t.reviewer(a.reviewer)}</Text> : null}
              {a.decisionNote ? (
                <Box>
                  <Text fontWeight="semibold">{t.decisionNote}</Text>
                  <Text whiteSpace="pre-wrap">{a.decisionNote}</Text>
                </Box>
              ) : null}
              <Failure text={failure} />
              {open || a.status === 'accepted' ? (
                <HStack gap="2" wrap="wrap">
                  {open ? <Button onClick={() => setAsking('accept')}>{t.accept}</Button> : null}
                  <Button variant="outline" colorPalette="red" onClick={() => setAsking('reject')}>
                    {t.reject}
                  </Button>
                </HStack>
              ) : null}
              {open && canInterview ? <InterviewInvite application={a} /> : null}
              <ApplicationComments application={a} canWrite={canComment} />
              {a.status === 'accepted' ? <HireForm application={a} onHired={onHired} /> : null}
              {a.status === 'hired' ? <Text>{t.hiredHint}</Text> : null}
              <ConfirmDialog
                open={asking === 'accept'}
                title={t.acceptTitle}
                body={t.acceptBody}
                confirmLabel={t.accept}
                cancelLabel={t.cancel}
                busy={accept.isPending}
                reason={{ label: t.acceptNote, maxLength: 1000 }}
                draftName={`draft.vcom.application.${a.id}.accept`}
                onConfirm={(note) => accept.mutateAsync({ applicationId: a.id, data: note ? { note } : {} })}
                onClose={() => setAsking(null)}
              />
              <ConfirmDialog
                open={asking === 'reject'}
                title={t.rejectTitle}
                confirmLabel={t.reject}
                cancelLabel={t.cancel}
                busy={reject.isPending}
                reason={{ label: t.rejectReason, required: true, maxLength: 1000 }}
                draftName={`draft.vcom.application.${a.id}.reject`}
                onConfirm={(reason) => reject.mutateAsync({ applicationId: a.id, data: { reason: reason ?? '' } })}
                onClose={() => setAsking(null)}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function ApplicationList({
  team,
  status,
  onStatus,
  onOpen,
}: {
  team: TeamKey;
  status: VcomApplicationStatus | undefined;
  onStatus: (s: VcomApplicationStatus | undefined) => void;
  onOpen: (id: number) => void;
}) {
  const list = useQuery(applicationsOptions(team, status));
  return (
    <Stack gap="3">
      <SegmentedFilter
        label={t.filterLabel}
        options={FILTERS}
        labels={filterLabels}
        value={status ?? 'all'}
        attached={false}
        onChange={(s) => onStatus(s === 'all' ? undefined : s)}
      />
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.appsEmpty}>
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {data.items.map((a) => (
              <li key={a.id}>
                <Button variant="outline" justifyContent="start" w="full" h="auto" py="2" onClick={() => onOpen(a.id)}>
                  <HStack gap="3" wrap="wrap">
                    <Text as="span" fontWeight="semibold">
                      {t.appOpen(a.applicant.name)}
                    </Text>
                    <StatusBadge value={a.status} labels={t.appStates} />
                    <Text as="span" color="fg.muted">
                      {t.submittedAt(formatDateTime(a.submittedAt))}
                    </Text>
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

export default function HrView({ team, tab, application, staff, status, approveLeave, onChange }: HrViewProps) {
  const current: HrTab = tab ?? (staff ? 'files' : 'applications');
  let body;
  if (current === 'leave') {
    body = <LeaveTab approve={approveLeave} />;
  } else if (current === 'courses') {
    body = <CoursesTab team={team} />;
  } else if (current === 'statistics') {
    body = <StatisticsTab team={team} />;
  } else if (current === 'recruiting') {
    body = <RecruitingTab team={team} />;
  } else if (current === 'files') {
    body = staff ? (
      <HrFile staffId={staff} onBack={() => onChange({ staff: undefined })} />
    ) : (
      <HrFileList team={team} onOpen={(id) => onChange({ staff: id })} />
    );
  } else {
    body = application ? (
      <ApplicationDetail
        id={application}
        onBack={() => onChange({ application: undefined })}
        onHired={(id) => onChange({ hrTab: 'files', application: undefined, staff: id })}
      />
    ) : (
      <ApplicationList
        team={team}
        status={status}
        onStatus={(s) => onChange({ appStatus: s })}
        onOpen={(id) => onChange({ application: id })}
      />
    );
  }
  return (
    <Stack gap="4">
      <Heading as="h2" size="xl" hidden={Boolean(application || staff)}>
        {t.heading}
      </Heading>
      <SegmentedFilter
        label={t.tabsLabel}
        options={TABS}
        labels={t.tabs}
        value={current}
        onChange={(next) => onChange({ hrTab: next, application: undefined, staff: undefined })}
      />
      {body}
    </Stack>
  );
}
