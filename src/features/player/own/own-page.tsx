// /myCharacter ("Mein Charakter"): the citizen's own pages for the active character. ?view=
// picks the overview (control panel, prison time, pension, orientation, casino self-block, own
// weapons), the background story [Vorgeschichte], the payday with its history (?page=), the
// appearance (mugshot and ped editor), the in-game browser's websites (?q=, ?page=, ?site=) or
// the values sent to the game (?view=waypoints, ?key=: the one being changed); the last three
// load on demand. Every query here is the active character's: a switch on "Mein Profil" fetches
// them again.
import { Box, DataList, Heading, NativeSelect, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  getGetPlayerControlPanelQueryOptions,
  getGetPlayerSocialClubQueryOptions,
  getGetPlayerOrientationQueryKey,
  useGetPlayerControlPanel,
  useGetPlayerOrientation,
  useGetPlayerPayday,
  useGetPlayerPension,
  useGetPlayerPrisonTime,
  useGetPlayerSocialClub,
  useListPlayerPaydays,
  useSetPlayerOrientation,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerOrientationOrientation } from '../../../api/generated/model/playerOrientationOrientation';
import type { PlayerPaydayEntry } from '../../../api/generated/model/playerPaydayEntry';
import { notifier } from '../../../components/feedback/toaster';
import { DataTable } from '../../../components/views/data-table';
import { PageFrame } from '../../../components/views/page-frame';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { skipOf } from '../../../components/views/search-values';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime, formatMoney, relativeTime } from '../../../lib/format';
import type { OwnSearch, OwnView } from './search-params';
import { CasinoCard } from './casino-card';
import { Section } from './section';
import { StoryView } from './story-view';
import { WeaponsCard } from './weapons-card';
import { ownTexts as t } from './texts';

const VIEWS = [
  'overview',
  'story',
  'payday',
  'appearance',
  'browser',
  'waypoints',
] as const satisfies readonly OwnView[];
const AppearanceView = lazy(() => import('./appearance-view'));
const BrowserView = lazy(() => import('./browser-view'));
const WaypointsView = lazy(() => import('./waypoints-view'));
const PAGE_SIZE = 10;

export async function loadOwn({ context }: { context: { queryClient: QueryClient } }) {
  // The Social Club line's own answer with the panel (in parallel; its failure holds nothing up),
  // so its text does not change after the first paint.
  const [panel] = await Promise.all([
    context.queryClient.ensureQueryData(getGetPlayerControlPanelQueryOptions()),
    context.queryClient.prefetchQuery(getGetPlayerSocialClubQueryOptions()),
  ]);
  return panel;
}

export function OwnPage() {
  const [search, setSearch] = useSearchState<OwnSearch>();
  const view = search.view ?? 'overview';
  return (
    <PageFrame title={t.title} description={t.intro}>
      <Box mb="6">
        <SegmentedFilter
          label={t.viewLabel}
          options={VIEWS}
          labels={t.views}
          value={view}
          attached={false}
          onChange={(next) =>
            setSearch({
              view: next === 'overview' ? undefined : next,
              page: undefined,
              q: undefined,
              site: undefined,
              key: undefined,
            })
          }
        />
      </Box>
      {view === 'overview' ? <Overview /> : null}
      {view === 'story' ? <StoryView /> : null}
      {view === 'payday' ? <Payday page={search.page ?? 1} onPage={(page) => setSearch({ page })} /> : null}
      <Suspense fallback={null}>
        {view === 'appearance' ? <AppearanceView /> : null}
        {view === 'browser' ? <BrowserView /> : null}
        {view === 'waypoints' ? <WaypointsView /> : null}
      </Suspense>
    </PageFrame>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The Social Club account from its own operation (linked, name, verified since); until it
 * answers, or when it fails, the control panel's name stands in.
 */
function SocialClub({ panelName }: { panelName?: string }) {
  const sc = useGetPlayerSocialClub({ query: { meta: { background: true } } }).data;
  if (!sc) return <>{panelName ?? t.panel.noSocialClub}</>;
  if (!sc.linked || !sc.socialClubName) return <>{t.panel.noSocialClub}</>;
  return (
    <>{sc.verifiedAt ? t.panel.socialClubVerified(sc.socialClubName, formatDate(sc.verifiedAt)) : sc.socialClubName}</>
  );
}

function Overview() {
  const panel = useGetPlayerControlPanel();
  const prison = useGetPlayerPrisonTime();
  const pension = useGetPlayerPension();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Section id="own-panel" title={t.panel.heading}>
        <QueryState query={panel} pendingMinH="12rem">
          {(p) => (
            <DataList.Root orientation="horizontal" data-testid="own-panel">
              <Row label={t.panel.level} value={String(p.level)} />
              <Row label={t.panel.job} value={p.job} />
              <Row label={t.panel.cash} value={formatMoney(p.cash)} />
              <Row label={t.panel.bank} value={formatMoney(p.bankBalance)} />
              <Row label={t.panel.playtime} value={t.panel.hours(p.playTimeHours)} />
              {p.phoneNumber ? <Row label={t.panel.phone} value={p.phoneNumber} /> : null}
              <Row label={t.panel.socialClub} value={<SocialClub panelName={p.socialClubName} />} />
              <Row label={t.panel.chatLink} value={t.panel.chatStates[p.chatLinkState] ?? p.chatLinkState} />
              <Row
                label={t.panel.casino}
                value={p.casino.banned || p.casino.selfBlocked ? t.panel.casinoBlocked : t.panel.casinoOpen}
              />
            </DataList.Root>
          )}
        </QueryState>
      </Section>
      <Stack gap="4">
        <Section id="own-prison" title={t.prison.heading}>
          <QueryState query={prison} pendingMinH="4rem">
            {(p) =>
              p.inPrison ? (
                <Stack gap="2" data-testid="own-prison">
                  <Text fontWeight="semibold">{t.prison.left(p.remainingMinutes)}</Text>
                  {p.totalMinutes ? (
                    <Progress.Root
                      value={Math.round(((p.totalMinutes - p.remainingMinutes) / p.totalMinutes) * 100)}
                      size="sm"
                    >
                      <Progress.Label>{t.prison.progress}</Progress.Label>
                      <Progress.Track>
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  ) : null}
                  {p.reason ? (
                    <Text>
                      {t.prison.reason}: {p.reason}
                    </Text>
                  ) : null}
                </Stack>
              ) : (
                <Text data-testid="own-prison">{t.prison.free}</Text>
              )
            }
          </QueryState>
        </Section>
        <Section id="own-pension" title={t.pension.heading}>
          <QueryState query={pension} pendingMinH="4rem">
            {(p) => (
              <Stack gap="2">
                <Text>{p.entitled ? t.pension.entitled(formatMoney(p.monthlyAmount)) : t.pension.notYet}</Text>
                <DataList.Root orientation="horizontal" size="sm">
                  <Row label={t.pension.paid} value={formatMoney(p.contributionsPaid)} />
                  {p.playTimeHours !== undefined && p.requiredPlayTimeHours ? (
                    <Row
                      label={t.pension.playtime}
                      value={t.pension.playtimeValue(p.playTimeHours, p.requiredPlayTimeHours)}
                    />
                  ) : null}
                </DataList.Root>
              </Stack>
            )}
          </QueryState>
        </Section>
        <Orientation />
        <CasinoCard />
        <WeaponsCard />
      </Stack>
    </SimpleGrid>
  );
}

function Orientation() {
  const client = useQueryClient();
  const query = useGetPlayerOrientation();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSetPlayerOrientation({
    mutation: {
      onSuccess: (next) => {
        setFailure(null);
        client.setQueryData(getGetPlayerOrientationQueryKey(), next);
        notifier.create({ title: t.orientation.saved, type: 'success' });
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  const options = Object.keys(t.orientation.values) as PlayerOrientationOrientation[];
  return (
    <Section id="own-orientation" title={t.orientation.heading}>
      <QueryState query={query} pendingMinH="4rem">
        {(o) => (
          <Stack gap="2">
            <NativeSelect.Root size="sm" disabled={save.isPending}>
              <NativeSelect.Field
                aria-label={t.orientation.label}
                value={save.isPending ? save.variables.data.orientation : o.orientation}
                onChange={(e) => {
                  if (!save.isPending)
                    save.mutate({ data: { orientation: e.target.value as PlayerOrientationOrientation } });
                }}
              >
                {options.map((value) => (
                  <option key={value} value={value}>
                    {t.orientation.values[value]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {failure ? (
              <Text color="fg.error" role="alert">
                {failure}
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

const columns = [
  { key: 'paidAt', header: t.payday.paidAt, cell: (r: PlayerPaydayEntry) => formatDateTime(r.paidAt) },
  { key: 'salary', header: t.payday.salary, align: 'end', cell: (r: PlayerPaydayEntry) => formatMoney(r.salary) },
  { key: 'bonus', header: t.payday.bonus, align: 'end', cell: (r: PlayerPaydayEntry) => formatMoney(r.bonus ?? 0) },
  { key: 'taxes', header: t.payday.taxes, align: 'end', cell: (r: PlayerPaydayEntry) => formatMoney(-r.taxes) },
  { key: 'rent', header: t.payday.rent, align: 'end', cell: (r: PlayerPaydayEntry) => formatMoney(-(r.rent ?? 0)) },
  {
    key: 'pension',
    header: t.payday.pensionShare,
    align: 'end',
    cell: (r: PlayerPaydayEntry) => formatMoney(-(r.pension ?? 0)),
  },
  { key: 'total', header: t.payday.total, align: 'end', cell: (r: PlayerPaydayEntry) => formatMoney(r.total) },
] as const;

function Payday({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const next = useGetPlayerPayday();
  const history = useListPlayerPaydays(
    { skip: skipOf(page, PAGE_SIZE), limit: PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <Stack gap="6">
      <Section id="own-payday" title={t.payday.heading}>
        <QueryState query={next} pendingMinH="4rem">
          {(p) => (
            <DataList.Root orientation="horizontal" data-testid="own-payday">
              <Row label={t.payday.next} value={`${formatDateTime(p.nextAt)} (${relativeTime(p.nextAt)})`} />
              <Row label={t.payday.progress} value={t.payday.progressValue(p.minutesPlayed, p.minutesRequired)} />
              {p.last ? (
                <Row label={t.payday.total} value={`${formatMoney(p.last.total)} · ${formatDate(p.last.paidAt)}`} />
              ) : null}
            </DataList.Root>
          )}
        </QueryState>
      </Section>
      <Box as="section" aria-labelledby="own-payday-history">
        <Heading as="h2" size="md" id="own-payday-history" mb="3">
          {t.payday.history}
        </Heading>
        <QueryState query={history} isEmpty={(d) => d.items.length === 0} empty={t.payday.empty} pendingMinH="20rem">
          {(d) => (
            <Stack gap="3">
              <DataTable columns={columns} rows={d.items} getKey={(r) => r.id} caption={t.payday.history} />
              <Pager page={page} pageSize={PAGE_SIZE} total={d.page.total} onPage={onPage} />
            </Stack>
          )}
        </QueryState>
      </Box>
    </Stack>
  );
}
