// Route loader of /vcom: the session (the team decides the drawer and the actions) and what
// the URL's view shows. Opening the page waits for them; a change on the page does not hold it.
// A view the character's accounts do not open (a link to ?view=hr for a police officer without
// the HR right) sends the visitor to /notPermitted, as a guarded route would; it is checked here,
// once the session and the rights are known, so the route file adds nothing to the start.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { loaderCan, rightsReady } from '../../api/rights-ready';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { arrestListOptions, arrestOptions } from './arrests/queries';
import { caseListOptions, caseOptions } from './cases/queries';
import { citizenOptions, citizenSearchOptions, sessionOptions, ticketListOptions } from './queries';
import { courtCaseOptions, courtCasesOptions } from './justice/queries';
import { patientOptions, patientSearchOptions } from './medical/queries';
import { ticketOptions } from './tickets/queries';
import { reportListOptions, reportOptions } from './reports/queries';
import type { VcomRouteSearch } from './route-search';
import { validateVcomSearch, type VcomSearch } from './search-params';
import { openViews } from './views';

interface Args {
  context: { queryClient: QueryClient };
  deps: VcomRouteSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadVcom({ context: { queryClient }, deps: raw, cause }: Args): Promise<void> {
  const deps = validateVcomSearch(raw);
  const work: Array<Promise<unknown>> = [
    prefetchUnlessFailed(queryClient, sessionOptions()),
    rightsReady(queryClient, { scoped: true }),
  ];
  if (deps.citizen) work.push(prefetchUnlessFailed(queryClient, citizenOptions(deps.citizen)));
  else if ((deps.view ?? 'citizens') === 'citizens' && deps.q) {
    work.push(prefetchUnlessFailed(queryClient, citizenSearchOptions(deps.q)));
  }
  if (deps.view === 'cases' && deps.case) work.push(prefetchUnlessFailed(queryClient, caseOptions(deps.case)));
  else if (deps.view === 'cases' && !deps.new) work.push(prefetchUnlessFailed(queryClient, caseListOptions(deps)));
  if (deps.view === 'tickets' && deps.item) work.push(prefetchUnlessFailed(queryClient, ticketOptions(deps.item)));
  else if (deps.view === 'tickets' && !deps.new) work.push(prefetchUnlessFailed(queryClient, ticketListOptions(deps)));
  if (deps.view === 'arrests' && !deps.new) {
    if (deps.arrest) work.push(prefetchUnlessFailed(queryClient, arrestOptions(deps.arrest)));
    else work.push(prefetchUnlessFailed(queryClient, arrestListOptions(deps)));
  }
  if (deps.view === 'reports' && !deps.new) {
    if (deps.item) work.push(prefetchUnlessFailed(queryClient, reportOptions(deps.item)));
    else work.push(prefetchUnlessFailed(queryClient, reportListOptions(deps)));
  }
  if (deps.view === 'patients') {
    if (deps.patient) work.push(prefetchUnlessFailed(queryClient, patientOptions(deps.patient)));
    else if (deps.q) work.push(prefetchUnlessFailed(queryClient, patientSearchOptions(deps.q)));
  }
  if (deps.view === 'court') {
    if (deps.courtCase) work.push(prefetchUnlessFailed(queryClient, courtCaseOptions(deps.courtCase)));
    else work.push(prefetchUnlessFailed(queryClient, courtCasesOptions()));
  }
  if (cause !== 'stay') await Promise.all(work);
  if (deps.view && deps.view !== 'citizens' && cause !== 'preload') await guardView(queryClient, deps.view);
}

/** Redirects when the session is known and its accounts do not open `view` (a failed session does not). */
async function guardView(queryClient: QueryClient, view: NonNullable<VcomSearch['view']>): Promise<void> {
  const session = queryClient.getQueryData(sessionOptions().queryKey);
  if (!session) return;
  const { views } = openViews(await loaderCan(queryClient), session.accounts);
  if (!views.includes(view)) throw redirect({ to: '/notPermitted', replace: true });
}
