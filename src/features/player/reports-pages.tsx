// Player reports [Meldungen] (issue 27): the admins' queue (/acp/reports), filtered by state,
// where an admin claims a report (the others see who has it), hands it to the project lead or
// resolves it with a note; and the player's own reports with their state (/reports), where a
// player files one. Filter and page live in the URL (report-search.ts).
import { Button, HStack, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetLoggedIn } from '../../api/generated/start/session';
import {
  useAssignPlayerReport,
  useAssignPlayerReportToLead,
  useClosePlayerReport,
} from '../../api/generated/endpoints/player/player';
import type { PlayerReport } from '../../api/generated/model/playerReport';
import { AssignPlayerReportToLeadBody, ClosePlayerReportBody } from '../../api/generated/zod/player/player.zod';
import { useCan } from '../../api/permissions';
import { notifier } from '../../components/feedback/toaster';
import { PageFrame } from '../../components/views/page-frame';
import { PagedList } from '../../components/views/paged-list';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { actionError } from './action-error';
import { ReasonDialog } from './components/reason-dialog';
import { ReportCard } from './components/report-card';
import { ReportForm } from './components/report-form';
import { myReportsOptions, reportQueueOptions, reportsChanged } from './report-queries';
import type { ReportQueueState, ReportsSearch } from './report-search';
import { reportTexts as t } from './texts';

interface LoaderArgs {
  context: { queryClient: QueryClient };
  deps: ReportsSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadReportQueue({ context: { queryClient }, deps, cause }: LoaderArgs) {
  const first = prefetchUnlessFailed(queryClient, reportQueueOptions(deps));
  if (cause !== 'stay') await first;
}

export async function loadMyReports({ context: { queryClient }, deps, cause }: LoaderArgs) {
  const first = prefetchUnlessFailed(queryClient, myReportsOptions(deps));
  if (cause !== 'stay') await first;
}

const STATES: readonly ReportQueueState[] = ['open', 'claimed', 'escalated', 'resolved'];

export function ReportQueuePage() {
  const [search, setSearch] = useSearchState<ReportsSearch>();
  const reports = useQuery({ ...reportQueueOptions(search), placeholderData: keepPreviousData });
  const meId = useGetLoggedIn().data?.userId;
  return (
    <PageFrame title={t.queueTitle} description={t.queueIntro} width="wide">
      <Stack gap="5" mt="2">
        <SegmentedFilter
          label={t.stateFilter}
          options={STATES}
          labels={t.states}
          value={search.state ?? 'open'}
          onChange={(state) => setSearch({ state: state === 'open' ? undefined : state, page: undefined })}
          attached={false}
        />
        <PagedList
          query={reports}
          label={t.list}
          gap="3"
          getKey={(r) => r.id}
          renderItem={(r) => <ReportCard report={r} meId={meId} actions={<ReportActions report={r} meId={meId} />} />}
          page={search.page ?? 1}
          onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
          empty={t.emptyQueue}
          emptyTestId="reports-empty"
        />
      </Stack>
    </PageFrame>
  );
}

type Open = 'escalate' | 'resolve' | null;

function ReportActions({ report, meId }: { report: PlayerReport; meId?: number }) {
  const client = useQueryClient();
  const can = useCan();
  const [open, setOpen] = useState<Open>(null);
  const settle = { onSettled: () => reportsChanged(client) };
  const claim = useAssignPlayerReport({
    mutation: {
      ...settle,
      onSuccess: () => notifier.create({ title: t.claimed, type: 'success' }),
      onError: (error) => notifier.create({ title: actionError(error), type: 'error' }),
    },
  });
  const escalate = useAssignPlayerReportToLead({ mutation: settle });
  const resolve = useClosePlayerReport({ mutation: settle });
  if (report.state === 'resolved') return null;
  // A report another admin is working on is theirs: the others only see who has it.
  const heldByOther = report.state === 'claimed' && report.claimedBy !== undefined && report.claimedBy.id !== meId;
  if (heldByOther) return null;
  const canClaim = report.state === 'open' && can('assignPlayerReport');
  const canEscalate = report.state !== 'escalated' && can('assignPlayerReportToLead');
  const canResolve = can('closePlayerReport');
  if (!canClaim && !canEscalate && !canResolve) return null;
  return (
    <HStack gap="2" wrap="wrap" mt="2">
      {canClaim ? (
        <Button
          size="sm"
          colorPalette="brand"
          loading={claim.isPending}
          onClick={() => (claim.isPending ? undefined : claim.mutate({ id: report.id }))}
        >
          {t.claim}
        </Button>
      ) : null}
      {canEscalate ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('escalate')}>
          {t.escalate}
        </Button>
      ) : null}
      {canResolve ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('resolve')}>
          {t.resolve}
        </Button>
      ) : null}
      {open === 'escalate' ? (
        <ReasonDialog
          title={t.escalateTitle}
          body={t.escalateBody}
          field="note"
          fieldLabel={t.note}
          confirmLabel={t.escalate}
          cancelLabel={t.cancel}
          draft={`draft.acp.report.${report.id}.escalate`}
          schema={AssignPlayerReportToLeadBody}
          busy={escalate.isPending}
          onConfirm={(data) =>
            escalate
              .mutateAsync({ id: report.id, data })
              .then(() => notifier.create({ title: t.escalated, type: 'success' }))
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'resolve' ? (
        <ReasonDialog
          title={t.resolveTitle}
          body={t.resolveBody}
          field="note"
          fieldLabel={t.note}
          confirmLabel={t.resolve}
          cancelLabel={t.cancel}
          draft={`draft.acp.report.${report.id}.resolve`}
          schema={ClosePlayerReportBody}
          busy={resolve.isPending}
          onConfirm={(data) =>
            resolve
              .mutateAsync({ id: report.id, data })
              .then(() => notifier.create({ title: t.resolved, type: 'success' }))
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
    </HStack>
  );
}

export function MyReportsPage() {
  const [search, setSearch] = useSearchState<ReportsSearch>();
  const reports = useQuery({ ...myReportsOptions(search), placeholderData: keepPreviousData });
  return (
    <PageFrame title={t.mineTitle} description={t.mineIntro}>
      <Stack gap="6" mt="2">
        <ReportForm />
        <PagedList
          query={reports}
          label={t.mineList}
          gap="3"
          getKey={(r) => r.id}
          renderItem={(r) => <ReportCard report={r} />}
          page={search.page ?? 1}
          onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
          empty={t.mineEmpty}
          emptyTestId="my-reports-empty"
        />
      </Stack>
    </PageFrame>
  );
}
