// ?view=reports: the police reports [Einsatzberichte] as a register. ?tab=<status> filters,
// ?mine=1 keeps the officer's own, ?item=<id> opens one, ?new=1 opens the form. An own draft is
// edited, submitted (confirmed) or deleted (confirmed); its history says who changed what when.
// Loaded on demand by the vcom page.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteVcomPoliceReport, useSubmitVcomPoliceReport } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomAuditPage } from '../../../api/generated/model/vcomAuditPage';
import type { VcomPoliceReport } from '../../../api/generated/model/vcomPoliceReport';
import type { VcomPoliceReportStatus } from '../../../api/generated/model/vcomPoliceReportStatus';
import { notifier } from '../../../components/feedback/toaster';
import { readStored } from '../../../lib/storage';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { displayName } from '../cases/citizen-picker';
import { Failure } from '../components/section';
import { reportAuditOptions, reportChanged, reportListOptions, reportOptions, reportStatusOf } from './queries';
import { ReportForm, reportEditDraft } from './report-form';
import { reportTexts as t } from './texts';
import { wrappingLabel } from '../../../components/ui/wrapping-label';

type Filter = VcomPoliceReportStatus | 'all';
const FILTERS: readonly Filter[] = ['all', 'draft', 'submitted', 'reviewed'];
const filterLabels = { all: t.all, ...t.status } satisfies Record<Filter, string>;

export interface ReportsSearch {
  tab?: string;
  item?: number;
  new?: 1;
  mine?: 1;
}

export interface ReportsViewProps {
  search: ReportsSearch;
  /** writeReports: writing, editing, submitting and deleting own drafts. */
  canWrite: boolean;
  ownStaffId: number | undefined;
  onSearch: (patch: ReportsSearch) => void;
  onOpenCase?: (id: number) => void;
  onOpenCitizen: (id: number) => void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </Box>
  );
}

function History({ id }: { id: number }) {
  const [shown, setShown] = useState(false);
  const audit = useQuery({ ...reportAuditOptions(id), enabled: shown });
  return (
    <Box as="section" aria-labelledby="vcom-report-history" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="vcom-report-history" mb="2">
        {t.history}
      </Heading>
      {shown ? (
        <QueryState query={audit} isEmpty={(d: VcomAuditPage) => d.items.length === 0} empty={t.historyEmpty}>
          {(data) => (
            <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label={t.history}>
              {data.items.map((a) => (
                <Box as="li" key={a.id}>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(a.at)} · {displayName(a.actor.name)} ({a.actor.rank})
                  </Text>
                  <Text>{a.summary}</Text>
                </Box>
              ))}
            </Stack>
          )}
        </QueryState>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setShown(true)}>
          {t.showHistory}
        </Button>
      )}
    </Box>
  );
}

function ReportDetail({
  id,
  canWrite,
  ownStaffId,
  onBack,
  onOpenCase,
  onOpenCitizen,
}: Omit<ReportsViewProps, 'search' | 'onSearch'> & { id: number; onBack: () => void }) {
  const client = useQueryClient();
  const query = useQuery(reportOptions(id));
  // A kept edit draft of this report reopens the form: a reload or a 401 loses nothing.
  const [editing, setEditing] = useState(() => readStored(reportEditDraft).reportId === String(id));
  const [asking, setAsking] = useState<'submit' | 'remove' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const after = (title: string, then?: () => void) => ({
    onSuccess: () => {
      notifier.create({ title, type: 'success' });
      setAsking(null);
      then?.();
    },
    onError: (error: unknown) => {
      setAsking(null);
      setFailure(describeError(error));
    },
    onSettled: () => reportChanged(client, id),
  });
  const submit = useSubmitVcomPoliceReport({ mutation: after(t.submitted) });
  const remove = useDeleteVcomPoliceReport({ mutation: after(t.removed, onBack) });
  return (
    <Stack gap="4">
      <Box>
        <Button variant="ghost" onClick={onBack}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={query} pendingMinH="8rem">
        {(r: VcomPoliceReport) => {
          const own = canWrite && r.author.staffId === ownStaffId;
          const mayWrite = own && r.status === 'draft';
          return (
            <Stack gap="4">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="xl">
                  {r.title}
                </Heading>
                <StatusBadge value={r.status} labels={t.status} />
              </HStack>
              <HStack gap="6" wrap="wrap" align="start">
                <Fact label={t.kind}>{t.kinds[r.kind]}</Fact>
                <Fact label={t.author}>
                  {displayName(r.author.name)} ({r.author.rank})
                </Fact>
                <Fact label={t.createdAt}>{formatDateTime(r.createdAt)}</Fact>
                {r.submittedAt ? <Fact label={t.submittedAt}>{formatDateTime(r.submittedAt)}</Fact> : null}
                {r.occurredAt ? <Fact label={t.occurredAt}>{formatDateTime(r.occurredAt)}</Fact> : null}
                {r.location ? <Fact label={t.location}>{r.location}</Fact> : null}
                {r.caseId ? (
                  <Fact label={t.case}>
                    {onOpenCase ? (
                      <Button variant="plain" p="0" h="auto" onClick={() => onOpenCase(r.caseId as number)}>
                        {t.openCase(r.caseId)}
                      </Button>
                    ) : (
                      r.caseId
                    )}
                  </Fact>
                ) : null}
              </HStack>
              {r.citizens?.length ? (
                <Fact label={t.citizens}>
                  <HStack as="ul" gap="3" wrap="wrap" listStyleType="none" m="0" p="0">
                    {r.citizens.map((c) => (
                      <li key={c.id}>
                        <Button variant="plain" p="0" onClick={() => onOpenCitizen(c.id)} {...wrappingLabel('auto')}>
                          {displayName(c.name)}
                        </Button>
                      </li>
                    ))}
                  </HStack>
                </Fact>
              ) : null}
              {/* An open edit stays open when the report is submitted meanwhile: the save then says
                  so (409) and the officer's text is still there to copy. */}
              {editing && own ? (
                <ReportForm report={r} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
              ) : (
                <Text whiteSpace="pre-wrap">{r.text}</Text>
              )}
              <Failure text={failure} />
              {mayWrite && !editing ? (
                <HStack gap="2" wrap="wrap">
                  <Button onClick={() => setEditing(true)}>{t.edit}</Button>
                  <Button variant="outline" onClick={() => setAsking('submit')}>
                    {t.submit}
                  </Button>
                  <Button variant="outline" colorPalette="red" onClick={() => setAsking('remove')}>
                    {t.remove}
                  </Button>
                </HStack>
              ) : null}
              <History id={r.id} />
              <ConfirmDialog
                open={asking === 'submit'}
                title={t.submitTitle}
                body={t.submitBody}
                confirmLabel={t.submit}
                cancelLabel={t.cancel}
                busy={submit.isPending}
                onConfirm={() => {
                  setFailure(null);
                  submit.mutate({ id: r.id });
                }}
                onClose={() => setAsking(null)}
              />
              <ConfirmDialog
                open={asking === 'remove'}
                title={t.removeTitle(r.title)}
                body={t.removeBody}
                confirmLabel={t.remove}
                cancelLabel={t.cancel}
                busy={remove.isPending}
                onConfirm={() => {
                  setFailure(null);
                  remove.mutate({ id: r.id });
                }}
                onClose={() => setAsking(null)}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function ReportList({ search, canWrite, onSearch }: Pick<ReportsViewProps, 'search' | 'canWrite' | 'onSearch'>) {
  const list = useQuery(reportListOptions(search));
  const status = reportStatusOf(search.tab);
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Heading as="h2" size="xl">
          {t.heading}
        </Heading>
        {canWrite ? <Button onClick={() => onSearch({ new: 1, item: undefined })}>{t.write}</Button> : null}
      </HStack>
      <HStack gap="3" wrap="wrap">
        <SegmentedFilter
          label={t.filter}
          options={FILTERS}
          labels={filterLabels}
          value={status ?? 'all'}
          attached={false}
          onChange={(s) => onSearch({ tab: s === 'all' ? undefined : s })}
        />
        <Button
          variant="outline"
          size="sm"
          aria-pressed={search.mine === 1}
          onClick={() => onSearch({ mine: search.mine ? undefined : 1 })}
        >
          {t.mine}
        </Button>
      </HStack>
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t.list}>
            {data.items.map((r) => (
              <li key={r.id}>
                <Button
                  variant="outline"
                  justifyContent="start"
                  w="full"
                  h="auto"
                  py="2"
                  aria-label={t.open(r.title)}
                  onClick={() => onSearch({ item: r.id })}
                >
                  <HStack gap="3" wrap="wrap">
                    <Text as="span" fontWeight="semibold">
                      {r.title}
                    </Text>
                    <StatusBadge value={r.status} labels={t.status} />
                    <Text as="span" color="fg.muted">
                      {t.kinds[r.kind]} · {displayName(r.author.name)} · {formatDateTime(r.createdAt)}
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

export default function ReportsView(props: ReportsViewProps) {
  const { search, canWrite, onSearch } = props;
  if (search.item) {
    return <ReportDetail {...props} id={search.item} onBack={() => onSearch({ item: undefined })} />;
  }
  if (search.new && canWrite) {
    return (
      <ReportForm
        onSaved={(id) => onSearch({ new: undefined, item: id })}
        onCancel={() => onSearch({ new: undefined })}
      />
    );
  }
  return <ReportList search={search} canWrite={canWrite} onSearch={onSearch} />;
}
