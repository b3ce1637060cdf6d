// The admin panel's roles and rights at route level (issue 28): the role list, create (with a
// 422 under the name and a 500 that keeps the input), rename, delete after asking, members
// added and removed, the rights matrix (three rights granted and saved together, with the
// count of unsaved changes and what a right opens), and the guard: a moderator without
// auth.manageRoles, common.adminLogs and butlerv.manage is sent to /notPermitted. The landing
// page shows the latest admin actions (listAdminLogs) linking to /acp/logs; the matrix asks
// before unsaved changes are left behind (cancelling keeps the ticks); a right names the pages
// and actions it opens in German; a 500 on the role list shows the error with a retry.
// Operations: listAcpRoles, getAcpRole, addAcpRole, editAcpRole, deleteAcpRole,
// listAcpRoleMembers, addAcpRoleMember, removeAcpRoleMember, changeAcpRoleRights,
// listAcpRightCategories, searchAcpUsers.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { accountTexts } from '../../src/features/auth/account/texts';
import { authTexts as t } from '../../src/features/auth/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { ALL_ACP_RIGHTS } from '../../src/mocks/scenarios/acp-rights';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Projektleitung'], rights: ALL_ACP_RIGHTS });
};
const main = () => within(screen.getByRole('main'));

describe('admin panel: roles and rights (/acp/roles)', { timeout: 60_000 }, () => {
  it('sends a moderator away from roles, admin log and role sync', async () => {
    setScenario('moderator');
    writeStored(acpRightsKey, { roles: ['Moderator'], rights: ['player.view', 'gameserver.kick'] });
    for (const path of ['/acp/roles', '/acp/logs', '/acp/sync']) {
      const { router, unmount } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
      unmount();
    }
  });

  it('lists the roles, creates one (422 under the name, 500 keeps the input), renames and deletes it', async () => {
    asAdmin();
    const { router } = renderRoute('/acp/roles');
    expect(await screen.findByRole('button', { name: t.roles.open('Projektleitung') })).toBeInTheDocument();
    const create = screen.getByRole('region', { name: t.create.heading });
    const name = within(create).getByRole('textbox', { name: new RegExp(t.fields.name) });
    // A name that exists: the server's 422 shows under the field.
    await userEvent.type(name, 'Moderator');
    await userEvent.click(within(create).getByRole('button', { name: t.create.submit }));
    expect(await within(create).findByText('Eine Rolle mit diesem Namen gibt es schon.')).toBeInTheDocument();
    // A 500 keeps what was typed.
    await userEvent.clear(name);
    await userEvent.type(name, 'Testteam');
    server.use(
      http.post('*/api/auth/admin/roles', () =>
        HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500 },
          { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await userEvent.click(within(create).getByRole('button', { name: t.create.submit }));
    expect(await within(create).findByRole('alert')).toBeInTheDocument();
    expect(name).toHaveValue('Testteam');
    server.resetHandlers();
    asAdmin();
    await userEvent.click(within(create).getByRole('button', { name: t.create.submit }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty('role'));
    const edit = await screen.findByRole('region', { name: t.edit.heading });
    const editName = within(edit).getByRole('textbox', { name: new RegExp(t.fields.name) });
    await waitFor(() => expect(editName).toHaveValue('Testteam'));
    await userEvent.clear(editName);
    await userEvent.type(editName, 'Testteam Nord');
    await userEvent.click(within(edit).getByRole('button', { name: t.edit.submit }));
    expect(await screen.findByRole('button', { name: t.roles.open('Testteam Nord') })).toBeInTheDocument();
    await userEvent.click(main().getByRole('button', { name: t.edit.delete }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: t.edit.confirm }));
    await waitFor(() => expect(screen.queryByRole('button', { name: t.roles.open('Testteam Nord') })).toBeNull());
    expect(router.state.location.search).not.toHaveProperty('role');
  });

  it('a 500 on the role list shows the error with a retry, keeps the page, and the retry shows the roles', async () => {
    asAdmin();
    let down = true;
    server.use(
      http.get('*/api/auth/admin/roles', () =>
        down
          ? HttpResponse.json(
              { type: '/problems/500', title: 'Serverfehler', status: 500 },
              { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : undefined,
      ),
    );
    renderRoute('/acp/roles');
    await screen.findByRole('main');
    const retry = await main().findByRole('button', { name: 'Erneut versuchen' });
    // The rest of the page stays: the heading and the form for a new role.
    expect(main().getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(main().getByRole('region', { name: t.create.heading })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: t.roles.open('Projektleitung') })).toBeNull();
    down = false;
    await userEvent.click(retry);
    expect(await main().findByRole('button', { name: t.roles.open('Projektleitung') })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('adds a member from the account search and removes one after asking', async () => {
    asAdmin();
    renderRoute('/acp/roles');
    await userEvent.click(await screen.findByRole('button', { name: t.roles.open('Eventplanung') }));
    expect(await screen.findByTestId('role-members-empty')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: t.members.search }), 'Mia');
    await userEvent.click(await screen.findByRole('button', { name: t.members.add('Mia_Wagner') }));
    expect(await screen.findByTestId('role-member')).toHaveTextContent('Mia_Wagner');
    await userEvent.click(screen.getByRole('button', { name: t.members.remove('Mia_Wagner') }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.members.confirm }),
    );
    expect(await screen.findByTestId('role-members-empty')).toBeInTheDocument();
  });

  it('grants three rights in the matrix, counts them, saves them together and shows what a right opens', async () => {
    asAdmin();
    renderRoute('/acp/roles?tab=matrix&q=Fahrzeug');
    const box = (label: string) => screen.findByRole('checkbox', { name: t.matrix.grant(label, 'Eventplanung') });
    for (const label of ['Fahrzeuge reparieren', 'Fahrzeuge einparken', 'Fahrzeuge suchen und einsehen']) {
      const b = await box(label);
      expect(b).not.toBeChecked();
      await userEvent.click(b);
    }
    expect(screen.getByTestId('matrix-unsaved')).toHaveTextContent(t.matrix.unsaved(3));
    const opens = screen.getAllByText(t.matrix.opens)[0] as HTMLElement;
    await userEvent.click(opens);
    expect(screen.getAllByTestId('right-opens-actions')[0]?.textContent).toMatch(/Fahrzeug/);
    expect(screen.getAllByTestId('right-opens')[0]?.textContent).toMatch(/Vehicle/);
    await userEvent.click(screen.getByRole('button', { name: t.matrix.save }));
    await waitFor(() => expect(screen.getByTestId('matrix-unsaved')).toHaveTextContent(t.matrix.none));
    expect(await box('Fahrzeuge reparieren')).toBeChecked();
    const role = await (await fetch('http://localhost/api/auth/admin/roles')).json();
    const eventteam = role.items.find((r: { name: string }) => r.name === 'Eventplanung');
    const detail = await (await fetch(`http://localhost/api/auth/admin/roles/${eventteam.id}`)).json();
    expect(detail.rights).toEqual(expect.arrayContaining(['vehicle.repair', 'vehicle.park', 'vehicle.view']));
  });

  it('asks before granting a dangerous right, and cancelling keeps the unsaved change', async () => {
    asAdmin();
    renderRoute('/acp/roles?tab=matrix&q=bannen');
    const ban = await screen.findByRole('checkbox', {
      name: t.matrix.grant('Spieler bannen und entbannen', 'Supporter'),
    });
    await userEvent.click(ban);
    await userEvent.click(screen.getByRole('button', { name: t.matrix.save }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Spieler bannen und entbannen');
    await userEvent.click(within(dialog).getAllByRole('button', { name: t.edit.cancel })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('matrix-unsaved')).toHaveTextContent(t.matrix.unsaved(1));
    await userEvent.click(screen.getByRole('button', { name: t.matrix.save }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.matrix.dangerConfirm }),
    );
    await waitFor(() => expect(screen.getByTestId('matrix-unsaved')).toHaveTextContent(t.matrix.none));
  });

  it('shows the latest admin actions on the landing page, each linking to its entry in the log', async () => {
    asAdmin();
    const { router } = renderRoute('/acp/roles');
    const recent = await screen.findByRole('region', { name: t.recent.heading });
    const lines = await within(recent).findAllByRole('listitem');
    // A compact card: the five newest lines (the seed has more).
    expect(lines).toHaveLength(5);
    const first = within(lines[0] as HTMLElement).getByRole('link');
    expect(first.getAttribute('href')).toMatch(/^\/acp\/logs\?entry=\d+$/);
    expect(within(recent).getByRole('link', { name: t.recent.all })).toHaveAttribute('href', '/acp/logs');
    await userEvent.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/acp/logs'));
    expect(await screen.findByTestId('admin-log-entry')).toHaveTextContent(first.textContent ?? '');
  });

  it('hides the latest admin actions from an admin without the right to read the log', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, {
      roles: ['Rollenverwaltung'],
      rights: ALL_ACP_RIGHTS.filter((r) => r !== 'common.adminLogs'),
    });
    renderRoute('/acp/roles');
    expect(await screen.findByRole('button', { name: t.roles.open('Projektleitung') })).toBeInTheDocument();
    expect(main().queryByRole('region', { name: t.recent.heading })).toBeNull();
  });

  it('asks before leaving the matrix with unsaved changes: another page or tab, not its own search', async () => {
    asAdmin();
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      const { router } = renderRoute('/acp/roles?tab=matrix&q=Fahrzeug');
      const repair = await screen.findByRole('checkbox', {
        name: t.matrix.grant('Fahrzeuge reparieren', 'Eventplanung'),
      });
      await userEvent.click(repair);
      expect(screen.getByTestId('matrix-unsaved')).toHaveTextContent(t.matrix.unsaved(1));
      // Another page: asked, refused, so the matrix and its change stay.
      // A refused navigation never settles: started, not awaited.
      void router.navigate({ to: '/acp/logs' });
      await waitFor(() => expect(ask).toHaveBeenLastCalledWith(t.matrix.leaveConfirm));
      expect(router.state.location.pathname).toBe('/acp/roles');
      expect(repair).toBeChecked();
      // The other tab of the same page asks too.
      ask.mockClear();
      await userEvent.click(
        within(main().getByRole('group', { name: t.tabLabel })).getByRole('button', { name: t.tabs.roles }),
      );
      await waitFor(() => expect(ask).toHaveBeenCalledWith(t.matrix.leaveConfirm));
      expect(router.state.location.search).toHaveProperty('tab', 'matrix');
      expect(screen.getByTestId('matrix-unsaved')).toHaveTextContent(t.matrix.unsaved(1));
      expect(repair).toBeChecked();
      // The matrix's own search keeps the draft without asking.
      ask.mockClear();
      await router.navigate({ to: '/acp/roles', search: { tab: 'matrix', q: 'reparieren' } });
      await waitFor(() => expect(router.state.location.search).toHaveProperty('q', 'reparieren'));
      expect(ask).not.toHaveBeenCalled();
      expect(screen.getByTestId('matrix-unsaved')).toHaveTextContent(t.matrix.unsaved(1));
      // Agreeing leaves.
      ask.mockReturnValue(true);
      void router.navigate({ to: '/acp/logs' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/acp/logs'));
    } finally {
      ask.mockRestore();
    }
  });

  it('names the pages and actions a right opens in German, the operationIds only as details', async () => {
    asAdmin();
    renderRoute('/acp/roles?tab=matrix&q=Rollen-Sync');
    const row = (await screen.findAllByTestId('matrix-row'))[0] as HTMLElement;
    await userEvent.click(within(row).getByText(t.matrix.opens));
    const opens = within(row).getByRole('group', {
      name: t.matrix.opensTitle('Rollen-Sync für Chat und Voice verwalten'),
    });
    // The page's name from the butlerv area's menu entry (loaded after the first paint).
    expect(await within(opens).findByTestId('right-opens-screens')).toHaveTextContent('Rollenabgleich');
    expect(within(opens).getByText(t.matrix.opensReads)).toBeInTheDocument();
    expect(within(opens).getByText(t.matrix.opensWrites)).toBeInTheDocument();
    const [reads, writes] = within(opens).getAllByTestId('right-opens-actions') as [HTMLElement, HTMLElement];
    expect(reads).toHaveTextContent('Chat-Zuordnungen ansehen');
    expect(reads).not.toHaveTextContent('Chat-Zuordnung löschen');
    expect(writes).toHaveTextContent('Chat-Zuordnung löschen');
    expect(writes).toHaveTextContent('Vollständigen Abgleich jetzt starten');
    expect(`${reads.textContent} ${writes.textContent}`).not.toMatch(/Butlerv/);
    // The operationIds behind them: a nested disclosure for the technically minded.
    const technical = within(opens).getByText(t.matrix.opensTechnical(18));
    await userEvent.click(technical);
    expect(within(opens).getByTestId('right-opens')).toHaveTextContent('deleteButlervChatMapping');
  });
});

// The in-game advert service on "Mein Profil" (common tag, getLifeinvaderRoute), beside the
// linked services; its failure leaves the rest of the view in place.
describe('my profile: the advert service (/myProfile?view=links)', { timeout: 60_000 }, () => {
  const route = (enabled: boolean) =>
    http.get('*/api/common/lifeinvaderRoute', () =>
      HttpResponse.json({ path: '/lifeinvader/k3Lm9pQr', enabled, advertPrice: 1500, maxTextLength: 200 }),
    );

  it('shows whether it is on, the price and length of an advert, and its address', async () => {
    setScenario('player');
    server.use(route(true));
    renderRoute('/myProfile?view=links');
    const card = await screen.findByRole('region', { name: accountTexts.lifeinvader.heading });
    expect(await within(card).findByText(accountTexts.lifeinvader.states.on)).toBeInTheDocument();
    expect(card).toHaveTextContent('1.500 $');
    expect(card).toHaveTextContent(accountTexts.lifeinvader.chars('200'));
    expect(within(card).getByRole('link', { name: accountTexts.lifeinvader.open })).toHaveAttribute(
      'href',
      '/lifeinvader/k3Lm9pQr',
    );
  });

  it('switched off: says so without a link; a failure offers a retry and keeps the linked services', async () => {
    setScenario('player');
    server.use(route(false));
    const first = renderRoute('/myProfile?view=links');
    const card = await screen.findByRole('region', { name: accountTexts.lifeinvader.heading });
    expect(await within(card).findByText(accountTexts.lifeinvader.offHint)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
    first.unmount();
    server.use(
      http.get('*/api/common/lifeinvaderRoute', () =>
        HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500 },
          { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    renderRoute('/myProfile?view=links');
    const failed = await screen.findByRole('region', { name: accountTexts.lifeinvader.heading });
    expect(await within(failed).findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByText(accountTexts.links.services.chat, { selector: 'h2, h3' })).toBeInTheDocument();
  });
});
