// The arrests [Festnahmen] (?view=arrests, issue 24 point 5): the list, current inmates first,
// filtered by status (?arrestStatus=) and paged (?page=); one arrest (?arrest=<id>) with its
// offences, prison time and warrant, released early with a reason (releasePrisoner right); and
// the form (?new=1, for ?citizen and the warrant ?order=). Loaded when the view opens.
import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useReleaseVcomArrest } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomArrest } from '../../../api/generated/model/vcomArrest';
import type { VcomArrestStatus } from '../../../api/generated/model/vcomArrestStatus';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/views/data-table';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { displayName } from '../cases/citizen-picker';
import { PAGE_SIZE } from '../queries';
import type { VcomSearch } from '../search-params';
import { ArrestForm } from './arrest-form';
import { arrestChanged, arrestListOptions, arrestOptions } from './queries';
import { arrestTexts as t } from './texts';

type Filter = VcomArrestStatus | 'all';
const filters: readonly Filter[] = ['all', 'inCustody', 'released', 'transferred'];
const labels = { all: t.all, ...t.status } satisfies Record<Filter, string>;

function ArrestList({
  search,
  canArrest,
  onSearch,
}: {
  search: VcomSearch;
  canArrest: boolean;
  onSearch: (patch: Partial<VcomSearch>) => void;
}) {
  const arrests = useQuery({ ...arrestListOptions(search), placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      {canArrest ? (
        <Box>
          <Button onClick={() => onSearch({ new: 1, citizen: undefined, order: undefined })}>{t.record}</Button>
        </Box>
      ) : null}
      <SegmentedFilter
        label={t.filter}
        options={filters}
        labels={labels}
        value={search.arrestStatus ?? 'all'}
        onChange={(f) => onSearch({ arrestStatus: f === 'all' ? undefined : f, page: undefined })}
      />
      <QueryState query={arrests} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <>
            <DataTable<VcomArrest>
              caption={t.list}
              rows={data.items}
              getKey={(a) => a.id}
              columns={[
                {
                  key: 'citizen',
                  header: t.citizen,
                  cell: (a) => (
                    <Button
                      variant="plain"
                      p="0"
                      h="auto"
                      aria-label={t.open(displayName(a.citizen.name), formatDateTime(a.arrestedAt))}
                      onClick={() => onSearch({ arrest: a.id })}
                    >
                      {displayName(a.citizen.name)}
                    </Button>
                  ),
                },
                { key: 'at', header: t.arrestedAt, cell: (a) => formatDateTime(a.arrestedAt) },
                { key: 'crimes', header: t.crimes, cell: (a) => a.crimes.map((c) => c.code).join(', ') },
                { key: 'minutes', header: t.minutesHeader, cell: (a) => t.minutes(a.prisonMinutes), align: 'end' },
                {
                  key: 'status',
                  header: t.filter,
                  cell: (a) => <StatusBadge value={a.status} labels={t.status} />,
                },
              ]}
            />
            <Pager
              page={search.page ?? 1}
              pageSize={PAGE_SIZE}
              total={data.page.total}
              onPage={(page) => onSearch({ page: page > 1 ? page : undefined })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

function ArrestDetail({
  id,
  canRelease,
  onBack,
  onOpenCitizen,
}: {
  id: number;
  canRelease: boolean;
  onBack: () => void;
  onOpenCitizen: (citizenId: number) => void;
}) {
  const client = useQueryClient();
  const arrest = useQuery(arrestOptions(id));
  const [releasing, setReleasing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const release = useReleaseVcomArrest({
    mutation: {
      onSuccess: () => {
        setReleasing(false);
        notifier.create({ title: t.released, type: 'success' });
      },
      onError: (error) => {
        setReleasing(false);
        setFailure(describeError(error));
      },
      onSettled: (done) => (done ? arrestChanged(client, done.citizen.id, id) : undefined),
    },
  });
  return (
    <Stack as="article" aria-labelledby="vcom-arrest" gap="4">
      <Box>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={arrest} pendingMinH="8rem">
        {(a) => {
          const name = displayName(a.citizen.name);
          return (
            <Stack gap="4">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="xl" id="vcom-arrest">
                  {t.heading(name)}
                </Heading>
                <StatusBadge value={a.status} labels={t.status} />
              </HStack>
              <Grid templateColumns="repeat(auto-fit, minmax(10rem, 1fr))" gap="3">
                <Fact label={t.arrestedAt}>{formatDateTime(a.arrestedAt)}</Fact>
                <Fact label={t.officer}>{displayName(a.officer.name)}</Fact>
                <Fact label={t.prison}>{t.minutes(a.prisonMinutes)}</Fact>
                <Fact label={t.fine}>{formatMoney(a.fine)}</Fact>
                {a.releaseDueAt ? <Fact label={t.releaseDueAt}>{formatDateTime(a.releaseDueAt)}</Fact> : null}
                {a.releasedAt ? <Fact label={t.releasedAt}>{formatDateTime(a.releasedAt)}</Fact> : null}
                {a.orderId ? <Fact label={t.warrant}>{t.warrantNumber(a.orderId)}</Fact> : null}
              </Grid>
              <Box as="section" aria-labelledby="vcom-arrest-crimes">
                <Heading as="h3" size="md" id="vcom-arrest-crimes" mb="1">
                  {t.crimes}
                </Heading>
                <Stack as="ul" gap="1" ps="5">
                  {a.crimes.map((c) => (
                    <li key={c.id}>
                      {c.code} {c.title}
                    </li>
                  ))}
                </Stack>
              </Box>
              {a.note ? (
                <Fact label={t.note}>
                  <Box as="span" whiteSpace="pre-line">
                    {a.note}
                  </Box>
                </Fact>
              ) : null}
              <HStack gap="2" wrap="wrap">
                <Button variant="outline" onClick={() => onOpenCitizen(a.citizen.id)}>
                  {t.openFile}
                </Button>
                {canRelease && a.status === 'inCustody' ? (
                  <Button variant="outline" onClick={() => setReleasing(true)}>
                    {t.release}
                  </Button>
                ) : null}
              </HStack>
              {failure ? (
                <Text role="alert" color="fg.error">
                  {failure}
                </Text>
              ) : null}
              <ConfirmDialog
                open={releasing}
                title={t.releaseTitle(name)}
                confirmLabel={t.release}
                cancelLabel={t.cancel}
                busy={release.isPending}
                reason={{ label: t.releaseReason, required: true, maxLength: 1000 }}
                draftName={`draft.vcom.arrest.${a.id}.release`}
                onConfirm={(reason) => release.mutateAsync({ id: a.id, data: { reason: reason ?? '' } })}
                onClose={() => setReleasing(false)}
              />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

export default function ArrestsView({
  search,
  canArrest,
  canRelease,
  onSearch,
  onOpenCitizen,
}: {
  search: VcomSearch;
  canArrest: boolean;
  canRelease: boolean;
  onSearch: (patch: Partial<VcomSearch>) => void;
  onOpenCitizen: (citizenId: number) => void;
}) {
  if (search.new && canArrest) {
    return (
      <ArrestForm
        citizenId={search.citizen}
        orderId={search.order}
        onDone={(id) => onSearch({ new: undefined, citizen: undefined, order: undefined, arrest: id })}
        onCancel={() => onSearch({ new: undefined, citizen: undefined, order: undefined })}
      />
    );
  }
  if (search.arrest) {
    return (
      <ArrestDetail
        id={search.arrest}
        canRelease={canRelease}
        onBack={() => onSearch({ arrest: undefined })}
        onOpenCitizen={onOpenCitizen}
      />
    );
  }
  return <ArrestList search={search} canArrest={canArrest} onSearch={onSearch} />;
}
