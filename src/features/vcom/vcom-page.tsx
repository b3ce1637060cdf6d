// /vcom: the workspace of the patrol car. Its own layout inside the shell: a foldable drawer
// with the views the team offers, one search for everything ("/" focuses it), and the view of
// the URL (?view=citizens with ?q= and ?citizen=, ?view=tickets with ?new=1 for the form).
// The team comes from the vcom session and decides through the contract's team rights.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useCan } from '../../api/permissions';
import { CrashProbe } from '../../components/feedback/crash-probe';
import { PageFrame } from '../../components/views/page-frame';
import { QueryState } from '../../components/views/query-state';
import { CaseDetail } from './cases/case-detail';
import { CaseForm } from './cases/case-form';
import { CaseList } from './cases/case-list';
import { CitizenFile } from './citizens/citizen-file';
import { CitizenLookup } from './citizens/citizen-lookup';
import { OrdersView } from './orders/orders-view';
import { sessionOptions } from './queries';
import { useVcomRights } from './rights';
import { validateVcomSearch, type VcomSearch, type VcomView } from './search-params';
import { vcomTexts as t } from './texts';
import { openViews } from './views';
import { IssueTicketForm } from './tickets/issue-ticket-form';
import { TicketList } from './tickets/ticket-list';
import { useSearchState } from '../../components/views/use-search-state';
import { VcomDrawer } from './workspace/drawer';
import { GlobalSearch } from './workspace/global-search';
import { AccountBar } from './admin/account-bar';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadVcom } from './load';

// The medical views load on demand: only the medical team opens them.
const PatientsView = lazy(() => import('./medical/patients-view'));
const CourtView = lazy(() => import('./justice/court-view'));
// Issue 25 points 3-6: each staff view loads when it opens; the applicant's view without an account.
const HrView = lazy(() => import('./hr/hr-view'));
const TimesView = lazy(() => import('./times/times-view'));
const CalendarView = lazy(() => import('./calendar/calendar-view'));
const WebsiteView = lazy(() => import('./websites/website-view'));
const ApplicantView = lazy(() => import('./hr/applicant-view'));
// Issue 24 point 5: the arrests load when their view opens.
const ArrestsView = lazy(() => import('./arrests/arrests-view'));
// Issue 24 points 1-4: an opened ticket and the registers (vehicles, weapons, catalogue) load when shown.
const TicketDetail = lazy(() => import('./tickets/ticket-detail'));
const RegistersView = lazy(() => import('./registers/registers-view'));
// Issue 24 point 4: the police reports [Einsatzberichte] load when their view opens.
const ReportsView = lazy(() => import('./reports/reports-view'));
// Issue 24 point 1: the administration (accounts, ranks, rights, audit) loads when it opens.
const AdminView = lazy(() => import('./admin/admin-view'));
const StartTiles = lazy(() => import('./admin/start-tiles'));

export function VcomPage() {
  const [raw, setSearch] = useSearchState<VcomSearch>();
  const search = useMemo(() => validateVcomSearch(raw as Record<string, unknown>), [raw]);
  const session = useQuery(sessionOptions());
  const {
    account,
    police,
    issueTickets,
    workCases,
    archiveCases,
    requestOrders,
    approveOrders,
    arrest,
    releasePrisoners,
    confirmExecution,
    scope,
  } = useVcomRights();
  const { views, org } = openViews(useCan(), scope.teams);
  const medic = views.includes('patients');
  const justice = views.includes('court');
  const treat = useCan('startVcomTreatment', scope);
  const manageInvoices = useCan('cancelVcomMedicalInvoice', scope);
  const workCourt = useCan('addVcomHearing', scope);
  const judge = useCan('issueVcomJudgment', scope);
  const approveLeave = useCan('approveVcomLeaveRequest', scope);
  const teamTimes = useCan('listVcomTeamWorkingTimes', scope);
  const manageTimes = useCan('editVcomWorkingTime', scope);
  const manageCalendar = useCan('createVcomCalendarSlot', scope);
  const editWebsite = useCan('updateVcomWebsite', scope);
  const writeReports = useCan('createVcomPoliceReport', scope);
  const writeRecords = useCan('addVcomCitizenRecord', scope);
  const deleteRecords = useCan('deleteVcomCriminalRecord', scope);
  const editCitizen = useCan('updateVcomCitizen', scope);
  const setWanted = useCan('setVcomCitizenWanted', scope);
  const view: VcomView = search.view && views.includes(search.view) ? search.view : 'citizens';
  const team = account ? t.teams[account.team] : '';
  const openCitizen = (id: number) =>
    setSearch({
      view: 'citizens',
      citizen: id,
      new: undefined,
      case: undefined,
      arrest: undefined,
      order: undefined,
      tab: undefined,
      item: undefined,
    });
  /** The arrest form for a citizen, on a warrant when one is named. */
  const recordArrest = (citizen: number, order?: number) =>
    setSearch({ view: 'arrests', new: 1, citizen, order, arrest: undefined, q: undefined });
  const description = account ? t.signedInAs(account.name, account.rank, team) : t.intro;

  let body;
  if (org && (view === 'hr' || view === 'times' || view === 'calendar' || view === 'website')) {
    body = (
      <Suspense fallback={null}>
        {view === 'hr' ? (
          <HrView
            team={org}
            tab={search.hrTab}
            application={search.application}
            staff={search.staff}
            status={search.appStatus}
            approveLeave={approveLeave}
            onChange={(patch) => setSearch(patch)}
          />
        ) : view === 'times' ? (
          <TimesView
            team={org}
            week={search.week}
            staff={search.staff}
            overview={teamTimes}
            manage={manageTimes}
            onChange={(patch) => setSearch(patch)}
          />
        ) : view === 'calendar' ? (
          <CalendarView
            team={org}
            week={search.week}
            manage={manageCalendar}
            onWeek={(week: string | undefined) => setSearch({ week })}
            tab={search.tab}
            item={search.item}
            onChange={(patch) => setSearch(patch)}
          />
        ) : (
          <WebsiteView team={org} edit={editWebsite} item={search.item} onChange={(patch) => setSearch(patch)} />
        )}
      </Suspense>
    );
  } else if (view === 'reports') {
    body = (
      <Suspense fallback={null}>
        <ReportsView
          search={search}
          canWrite={writeReports}
          ownStaffId={account?.staffId}
          onSearch={(patch) => setSearch(patch)}
          onOpenCase={
            police
              ? (id) => setSearch({ view: 'cases', case: id, item: undefined, tab: undefined, mine: undefined })
              : undefined
          }
          onOpenCitizen={(id) =>
            setSearch({
              view: 'citizens',
              citizen: id,
              new: undefined,
              item: undefined,
              tab: undefined,
              mine: undefined,
            })
          }
        />
      </Suspense>
    );
  } else if (view === 'admin') {
    body = (
      <Suspense fallback={null}>
        <AdminView
          accounts={session.data?.accounts ?? []}
          active={session.data?.active}
          teamNames={t.teams}
          search={search}
          onChange={(patch, options) => setSearch(patch, options)}
        />
      </Suspense>
    );
  } else if (view === 'cases') {
    body = search.case ? (
      <CaseDetail
        id={search.case}
        canWork={workCases}
        canArchive={archiveCases}
        ownStaffId={account?.staffId}
        onBack={() => setSearch({ case: undefined })}
        onOpenCitizen={openCitizen}
      />
    ) : search.new && workCases ? (
      <CaseForm
        onCreated={(id) => setSearch({ new: undefined, case: id })}
        onCancel={() => setSearch({ new: undefined })}
      />
    ) : (
      <CaseList
        search={search}
        canCreate={workCases}
        onSearch={(patch, options) => setSearch(patch, options)}
        onOpen={(id) => setSearch({ case: id })}
      />
    );
  } else if (view === 'orders') {
    body = (
      <OrdersView
        canRequest={requestOrders}
        canApprove={approveOrders}
        canExecute={confirmExecution}
        onArrest={arrest ? (order) => recordArrest(order.citizen.id, order.id) : undefined}
        ownStaffId={account?.staffId}
      />
    );
  } else if (view === 'arrests') {
    body = (
      <Suspense fallback={null}>
        <ArrestsView
          search={search}
          canArrest={arrest}
          canRelease={releasePrisoners}
          onSearch={(patch) => setSearch(patch)}
          onOpenCitizen={openCitizen}
        />
      </Suspense>
    );
  } else if (view === 'court') {
    body = (
      <Suspense fallback={null}>
        <CourtView
          courtCase={search.courtCase}
          tab={search.tab}
          item={search.item}
          work={workCourt}
          judge={judge}
          onOpen={(id) => setSearch({ courtCase: id, tab: undefined })}
          onChange={(patch) => setSearch(patch)}
        />
      </Suspense>
    );
  } else if (view === 'patients') {
    body = (
      <Suspense fallback={null}>
        <PatientsView
          q={search.q}
          patient={search.patient}
          treat={treat}
          manageInvoices={manageInvoices}
          tab={search.tab}
          item={search.item}
          onSearch={(q) => setSearch({ q: q.trim() || undefined }, { replace: true })}
          onOpen={(id) => setSearch({ patient: id, tab: undefined, item: undefined })}
          onChange={(patch) => setSearch(patch)}
        />
      </Suspense>
    );
  } else if (view === 'registers') {
    body = (
      <Suspense fallback={null}>
        <RegistersView search={search} onSearch={(patch) => setSearch(patch)} onOpenCitizen={openCitizen} />
      </Suspense>
    );
  } else if (view === 'tickets' && search.item) {
    body = (
      <Suspense fallback={null}>
        <TicketDetail id={search.item} onBack={() => setSearch({ item: undefined })} onOpenCitizen={openCitizen} />
      </Suspense>
    );
  } else if (view === 'tickets') {
    body =
      search.new && search.citizen && issueTickets ? (
        <IssueTicketForm citizenId={search.citizen} onDone={() => setSearch({ new: undefined })} />
      ) : search.new ? (
        <Text>{t.tickets.pickCitizen}</Text>
      ) : (
        <TicketList search={search} onSearch={(patch) => setSearch(patch)} />
      );
  } else if (search.citizen) {
    const citizenId = search.citizen;
    body = (
      <CitizenFile
        id={search.citizen}
        canIssue={issueTickets}
        audit={police}
        onOpenCase={
          police ? (id) => setSearch({ view: 'cases', case: id, citizen: undefined, q: undefined }) : undefined
        }
        onIssue={() => setSearch({ view: 'tickets', new: 1 })}
        onArrest={arrest ? () => recordArrest(citizenId) : undefined}
        police={{
          notes: police,
          writeRecords,
          deleteRecords,
          editCitizen,
          setWanted,
          ownStaffId: account?.staffId,
        }}
        onBack={() => setSearch({ citizen: undefined })}
      />
    );
  } else {
    body = (
      <Stack gap="4">
        <CitizenLookup
          q={search.q}
          onSearch={(q) => setSearch({ q: q.trim() || undefined }, { replace: true })}
          onOpen={openCitizen}
        />
        {/* Issue 24 point 1: the start tiles on the workspace's start (no query yet). Below the
            look-up: they arrive late (their chunk, then their counts) and there they move nothing. */}
        {account && !search.q ? (
          <Suspense fallback={null}>
            <StartTiles team={account.team} views={views} onView={(next) => setSearch({ view: next })} />
          </Suspense>
        ) : null}
      </Stack>
    );
  }

  return (
    <PageFrame title={t.title} description={description} width="wide">
      {/* Mock builds: ?__crash=page fails here, to test the redirect back to /vcom (spec §2). */}
      <CrashProbe where="page" />
      <QueryState query={session} pendingMinH="20rem">
        {(data) =>
          data.accounts.length === 0 ? (
            <Stack gap="4" mt="2">
              <Text>{t.noAccount}</Text>
              <Suspense fallback={null}>
                <ApplicantView />
              </Suspense>
            </Stack>
          ) : (
            // The work area wraps under the open drawer when the two do not fit side by side
            // (a phone): squeezed beside it, the account bar and the search stuck out sideways.
            <Flex gap="4" align="start" mt="2" wrap="wrap">
              <VcomDrawer
                views={views}
                current={view}
                onView={(next) =>
                  setSearch({
                    view: next === 'citizens' ? undefined : next,
                    q: undefined,
                    new: undefined,
                    page: undefined,
                    case: undefined,
                    caseStatus: undefined,
                    mine: undefined,
                    patient: undefined,
                    courtCase: undefined,
                    hrTab: undefined,
                    appStatus: undefined,
                    application: undefined,
                    staff: undefined,
                    week: undefined,
                    arrestStatus: undefined,
                    arrest: undefined,
                    order: undefined,
                    tab: undefined,
                    item: undefined,
                  })
                }
              />
              <Stack flex="1 1 16rem" minW="0" gap="2">
                <AccountBar accounts={data.accounts} active={data.active} teamNames={t.teams} />
                <GlobalSearch
                  onHit={(hit) => {
                    if (hit.entityType === 'citizen') openCitizen(hit.id);
                    else if (hit.entityType === 'case' && police)
                      setSearch({ view: 'cases', case: hit.id, citizen: undefined, new: undefined, q: undefined });
                    else if (hit.entityType === 'ticket' && police)
                      setSearch({
                        view: 'tickets',
                        item: hit.id,
                        q: undefined,
                        citizen: undefined,
                        new: undefined,
                        status: undefined,
                        page: undefined,
                      });
                  }}
                />
                {!police && !medic && !justice ? <Text color="fg.muted">{t.notYet(team)}</Text> : null}
                <Box>{body}</Box>
              </Stack>
            </Flex>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
