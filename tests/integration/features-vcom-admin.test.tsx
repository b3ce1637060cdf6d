// The vcom administration (?view=admin) at route level (MSW, the stateful vcom mock): the
// organisation's accounts (list, detail, create, edit, lock with a reason, unlock, a new PIN shown
// once, extra rights, delete after the confirmation), each change in the account's history and the
// organisation's audit (per member by ?staff), ranks and members, the rights matrix with its unsaved
// changes, a 422 under its field, a 500 that keeps the input, and the rights (no view without an
// admin right, tabs only with their right, the mock's 403). Operations driven through the screens:
// listVcomAccounts, getVcomAccount, createVcomAccount, updateVcomAccount, deleteVcomAccount,
// lockVcomAccount, unlockVcomAccount, resetVcomAccountPin, setVcomAccountRights, listVcomAudit,
// listVcomTeamAudit, listVcomUserAudit, listVcomTeams, listVcomTeamRanks, listVcomTeamMembers,
// getVcomTeamRights, setVcomTeamRights.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminTexts as a, teamRightLabels } from '../../src/features/vcom/admin/texts';
import { vcomStaffViews, vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { policeVcomSession } from '../../src/mocks/scenarios/vcom-session';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, label, main, open, problem } from '../utils/vcom';

const ac = a.accounts;

describe('vcom administration (/vcom?view=admin)', () => {
  it('lists the accounts, opens one and edits it; the history shows the change', async () => {
    setScenario('admin');
    const user = userEvent.setup();
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    await user.click(within(drawer).getByRole('button', { name: vcomStaffViews.admin }));
    expect(await main().findByRole('heading', { level: 2, name: a.heading(t.teams.police) })).toBeInTheDocument();
    const list = await main().findByRole('list', { name: ac.list });
    expect(within(list).getByRole('button', { name: /Konto von Jan Schreiber.*Gesperrt/ })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /Konto von Sam Wagner/ }));
    expect(await main().findByRole('heading', { level: 3, name: ac.open('Sam_Wagner') })).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: ac.edit }));
    const department = await main().findByLabelText(label(ac.department));
    await user.clear(department);
    await user.type(department, 'Kriminalpolizei');
    await user.click(main().getByRole('button', { name: ac.editSubmit }));
    const history = await main().findByRole('list', { name: ac.history });
    expect(await within(history).findByText('department: Streifendienst → Kriminalpolizei')).toBeInTheDocument();
  });

  it('locks an account with a reason and unlocks it; the history shows both', async () => {
    setScenario('admin');
    const user = userEvent.setup();
    await open('/vcom?view=admin&tab=accounts&item=1');
    await main().findByRole('heading', { level: 3, name: ac.open('Sam_Wagner') });
    await user.click(main().getByRole('button', { name: ac.lock }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(label(ac.lockReason)), 'Dienstvergehen');
    await user.click(within(dialog).getByRole('button', { name: ac.lock }));
    expect(await main().findByRole('button', { name: ac.unlock })).toBeInTheDocument();
    expect(await main().findByText(/gesperrt: Dienstvergehen/)).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: ac.unlock }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: ac.unlock }));
    expect(await main().findByRole('button', { name: ac.lock })).toBeInTheDocument();
    expect(await main().findByText('Konto von Sam_Wagner entsperrt')).toBeInTheDocument();
  });

  it('issues a new PIN shown once, sets an extra right, and deletes the account after the confirmation', async () => {
    setScenario('admin');
    const user = userEvent.setup();
    await open('/vcom?view=admin&tab=accounts&item=3');
    await main().findByRole('heading', { level: 3, name: ac.open('Nina_Roth') });
    await user.click(main().getByRole('button', { name: ac.pin }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: ac.pin }));
    expect(await main().findByText(/^Neue PIN: \d{6}$/)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: ac.pinHide }));
    expect(main().queryByText(/^Neue PIN: /)).toBeNull();

    const extra = await main().findByRole('group', { name: ac.extraRights });
    await user.click(within(extra).getByRole('checkbox', { name: teamRightLabels.setWanted }));
    await user.click(main().getByRole('button', { name: ac.extraSave }));
    await waitFor(() => expect(main().getByText(/Zusatzrechte von Nina_Roth gesetzt/)).toBeInTheDocument());

    await user.click(main().getByRole('button', { name: ac.remove }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: ac.remove }));
    const list = await main().findByRole('list', { name: ac.list });
    await waitFor(() => expect(within(list).queryByRole('button', { name: /Konto von Nina Roth/ })).toBeNull());
    expect(within(list).getByRole('button', { name: /Konto von Sam Wagner/ })).toBeInTheDocument();
  });

  it('creates an account; a 422 shows under its field, a 500 keeps the input', async () => {
    setScenario('admin');
    const user = userEvent.setup();
    await open('/vcom?view=admin&tab=accounts');
    await user.click(await main().findByRole('button', { name: ac.create }));
    const staffId = await main().findByLabelText(label(ac.staffId));
    await user.type(staffId, '9999');
    const rank = main().getByLabelText(label(ac.rankLevel));
    await waitFor(() => expect(within(rank).getByRole('option', { name: '1: Officer' })).toBeInTheDocument());
    await user.selectOptions(rank, '1');
    await user.type(main().getByLabelText(label(ac.badgeNumber)), '501');
    await user.click(main().getByRole('button', { name: ac.createSubmit }));
    expect(
      await main().findByText('Zu dieser Dienstnummer gibt es keine Personalakte in dieser Organisation.'),
    ).toBeInTheDocument();

    server.use(http.post('*/api/vcom/accounts', () => problem(500)));
    await user.clear(staffId);
    await user.type(staffId, '1001');
    await user.click(main().getByRole('button', { name: ac.createSubmit }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(main().getByLabelText(label(ac.staffId))).toHaveValue('1001');
    expect(main().getByLabelText(label(ac.badgeNumber))).toHaveValue('501');

    server.resetHandlers();
    setScenario('admin');
    await user.click(main().getByRole('button', { name: ac.createSubmit }));
    expect(await main().findByRole('heading', { level: 3, name: ac.open('Felix_Richter') })).toBeInTheDocument();
    expect(await main().findByText('Konto für Felix_Richter angelegt (Officer)')).toBeInTheDocument();
  });

  it('the rights matrix saves a change, and the audit shows it, also per member', async () => {
    setScenario('admin');
    const user = userEvent.setup();
    await open('/vcom?view=admin&tab=rights');
    const cell = await main().findByRole('checkbox', { name: a.rights.cell(teamRightLabels.setWanted, 'Officer') });
    expect(cell).not.toBeChecked();
    await user.click(cell);
    expect(await main().findByText(a.rights.unsaved(1))).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: a.rights.save }));
    await waitFor(() => expect(main().queryByText(a.rights.unsaved(1))).toBeNull());
    expect(main().getByRole('checkbox', { name: a.rights.cell(teamRightLabels.setWanted, 'Officer') })).toBeChecked();

    await user.click(main().getByRole('button', { name: a.tabs.audit }));
    const entries = await main().findByRole('list', { name: a.audit.teamList });
    expect(await within(entries).findByText('Rechtetabelle geändert (1 Rang)')).toBeInTheDocument();
    await user.selectOptions(main().getByLabelText(a.audit.member), 'Sam Wagner (Sergeant, Dienstnummer 214)');
    const mine = await main().findByRole('list', { name: a.audit.userList('Sam Wagner') });
    expect(await within(mine).findByText('Strafzettel T-2026-00041 ausgestellt')).toBeInTheDocument();
  });

  it('shows the ranks, the organisations and the members on duty', async () => {
    setScenario('admin');
    const user = userEvent.setup();
    await open('/vcom?view=admin&tab=ranks');
    const ranks = await main().findByRole('list', { name: a.ranks.heading });
    expect(await within(ranks).findByText(a.ranks.row(6, 'Captain', 1))).toBeInTheDocument();
    const members = await main().findByRole('list', { name: a.ranks.members });
    expect(within(members).getByText(/Nina Roth/)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: a.ranks.filters.onDuty }));
    await waitFor(() =>
      expect(within(main().getByRole('list', { name: a.ranks.members })).queryByText(/Nina Roth/)).toBeNull(),
    );
    expect(main().getByText(/Karl Braun/)).toBeInTheDocument();
  });

  it('no view without an admin right; tabs only with their right; the mock refuses with 403', async () => {
    setScenario('police');
    await expectNotPermitted('/vcom?view=admin&tab=accounts&item=1');
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    expect(within(drawer).queryByRole('button', { name: vcomStaffViews.admin })).toBeNull();
    const refused = await fetch('http://localhost/api/vcom/accounts/1/lock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'Test' }),
    });
    expect(refused.status).toBe(403);
  });

  it('an auditor without manageAccounts sees the audit but no accounts tab', async () => {
    const officer = policeVcomSession.accounts[0] ?? expect.fail('the police scenario has an account');
    const auditor = { ...officer, rights: [...officer.rights, 'viewAudit' as const] };
    setScenario('police');
    server.use(
      http.get('*/api/vcom/me', () =>
        HttpResponse.json({ ...policeVcomSession, active: auditor, accounts: [auditor] }),
      ),
    );
    await open('/vcom?view=admin&tab=accounts');
    const tabs = await main().findByRole('group', { name: a.tabsLabel });
    expect(within(tabs).queryByRole('button', { name: a.tabs.accounts })).toBeNull();
    expect(within(tabs).getByRole('button', { name: a.tabs.audit })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: ac.create })).toBeNull();
    expect(await main().findByRole('heading', { name: a.ranks.heading })).toBeInTheDocument();
    await userEvent.setup().click(within(tabs).getByRole('button', { name: a.tabs.rights }));
    expect(await main().findByText(a.rights.readOnly)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: a.rights.save })).toBeNull();
  });

  it('the start tiles count and open their views; a second account is switched to; the staff card shows', async () => {
    setScenario('admin');
    const user = userEvent.setup();
    const rendered = await open('/vcom');
    const tiles = await main().findByRole('region', { name: a.tiles.heading });
    // The admin's active account is the dispatch: its counters, no police cases.
    expect(await within(tiles).findByRole('button', { name: a.tiles.tile(a.tiles.openCases, 0) })).toBeInTheDocument();

    await user.selectOptions(main().getByLabelText(a.bar.account), `${t.teams.police} · Chief of Police`);
    expect(
      await screen.findByText(t.signedInAs('Max_Mustermann', 'Chief of Police', t.teams.police)),
    ).toBeInTheDocument();
    const cases = await within(tiles).findByRole('button', { name: a.tiles.tile(a.tiles.openCases, 2) });
    await user.click(cases);
    await waitFor(() => expect(rendered.router.state.location.search).toMatchObject({ view: 'cases' }));

    await user.click(main().getByRole('button', { name: a.bar.profile }));
    const card = await main().findByRole('region', { name: a.bar.profileHeading });
    expect(await within(card).findByText('Chief of Police')).toBeInTheDocument();
    expect(within(card).getByText(t.teams.police)).toBeInTheDocument();
    expect(within(card).getByText('15.01.2026')).toBeInTheDocument();
  });

  it('one account: no switch; the tiles of a medic open the patients', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    const rendered = await open('/vcom');
    const tiles = await main().findByRole('region', { name: a.tiles.heading });
    expect(main().queryByLabelText(a.bar.account)).toBeNull();
    await user.click(await within(tiles).findByRole('button', { name: a.tiles.tile(a.tiles.activeTreatments, 0) }));
    await waitFor(() => expect(rendered.router.state.location.search).toMatchObject({ view: 'patients' }));
  });
});
