// Route loader of /vcad: the session (who the character is in dispatch), then what the view
// of the URL shows: the board of the department, the history page, or the codes; an opened
// call alongside. Opening the page waits for them; a change on the page itself does not hold
// the screen. The administration (?view=admin) needs the team right manageDispatch: a link to it
// sends anyone else to /notPermitted, checked here so the route file adds nothing to the start.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { loaderCan, rightsReady } from '../../api/rights-ready';
import { prefetchUnlessFailed } from '../../lib/prefetch';
import { boardOptions } from './board/live-board';
import {
  callOptions,
  departmentOf,
  departmentSettingsOptions,
  departmentsOptions,
  historyOptions,
  sessionOptions,
  statusCodesOptions,
  teamAccountsOptions,
  tenCodesOptions,
} from './queries';
import type { VcadSearch } from './search-params';

interface Args {
  context: { queryClient: QueryClient };
  deps: VcadSearch;
  cause: 'preload' | 'enter' | 'stay';
}

export async function loadVcad({ context: { queryClient }, deps, cause }: Args): Promise<void> {
  // The team accounts decide which panels and buttons the board shows (own unit, start form,
  // dispatch toggle, the administration tab) and the departments fill the select beside the
  // tabs: both are waited for with the view, so nothing appears above the board after its
  // first paint and pushes it down (CLS).
  const frame = Promise.all([
    prefetchUnlessFailed(queryClient, teamAccountsOptions()),
    prefetchUnlessFailed(queryClient, departmentsOptions()),
    rightsReady(queryClient, { scoped: true }),
  ]);
  if (deps.call) void prefetchUnlessFailed(queryClient, callOptions(deps.call));
  const view = deps.view ?? 'board';
  const work = (async () => {
    if (view === 'history') return prefetchUnlessFailed(queryClient, historyOptions(deps));
    if (view === 'codes') {
      await Promise.all([
        prefetchUnlessFailed(queryClient, statusCodesOptions()),
        prefetchUnlessFailed(queryClient, tenCodesOptions()),
      ]);
      return;
    }
    // The status codes are the unit panel's buttons: waited for with the board (in parallel),
    // or the buttons' row appears after the first paint and pushes the lists down (CLS).
    const codes = prefetchUnlessFailed(queryClient, statusCodesOptions());
    await prefetchUnlessFailed(queryClient, sessionOptions());
    const dept = departmentOf(deps, queryClient.getQueryData(sessionOptions().queryKey));
    // The settings decide whether "Neuer Einsatz" shows in the board's header: waited for too (CLS).
    await Promise.all([
      codes,
      dept ? prefetchUnlessFailed(queryClient, boardOptions(queryClient, dept)) : undefined,
      dept ? prefetchUnlessFailed(queryClient, departmentSettingsOptions(dept)) : undefined,
    ]);
  })();
  if (view === 'admin' && cause !== 'preload') {
    await frame;
    const accounts = queryClient.getQueryData(teamAccountsOptions().queryKey)?.accounts;
    // Unknown accounts (the call failed): the page shows the board and says so; no redirect.
    if (accounts && !(await loaderCan(queryClient))('editVcadDepartmentSettings', { teams: accounts }))
      throw redirect({ to: '/notPermitted', replace: true });
  }
  if (cause !== 'stay') await Promise.all([frame, work]);
}
