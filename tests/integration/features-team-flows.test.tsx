// The team area at route level (real route tree, MSW with the team's stateful mock): my
// organisations and received invitations, a member's rights and department, departments created, edited and deleted, a
// 422 under its field, a 500 that keeps the input, rights (hidden actions, guarded admin view)
// and the admin's new leader. Operations these flows call: getOwnTeams, listMyTeamInvitations,
// declineTeamInvitation, getTeamDutyByKey, getTeam, getTeamEmployees, getTeamEmployee,
// setTeamEmployeeRights, assignTeamEmployeeDepartment, updateTeamEmployee, fireTeamEmployee,
// getTeamDepartments, getTeamDepartment, addTeamDepartment, editTeamDepartment,
// deleteTeamDepartment, searchTeamsAdmin, changeTeamLeaderAdmin, getTeamMembersAdmin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { teamTexts as t } from '../../src/features/team/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

/** A label as a pattern (it may carry a required mark). */
const named = (label: string) => new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const POLICE = 'Los Santos Police Department';

describe('team (/team)', () => {
  it('lists my organisations and the invitations I received; declining asks first', async () => {
    renderRoute('/team');
    expect(await screen.findByRole('link', { name: t.mine.open(POLICE) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.mine.open('Rettungsdienst Los Santos') })).toBeInTheDocument();
    expect(screen.getAllByTestId('team-card')).toHaveLength(2);
    const offer = await screen.findByTestId('team-received');
    expect(offer).toHaveTextContent('Justizministerium');
    await userEvent.click(within(offer).getByRole('button', { name: t.received.declineFor('Justizministerium') }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.received.decline }));
    expect(await screen.findByTestId('team-received-empty')).toHaveTextContent(t.received.empty);
    // Three public services with their duty count.
    expect(screen.getAllByTestId('team-board')).toHaveLength(3);
  });

  it("changes a member's rights and moves him to another department", async () => {
    renderRoute('/team?team=1&member=101');
    const panel = await screen.findByTestId('team-member-panel');
    const invite = within(panel).getByRole('checkbox', { name: named(t.rights.invite) });
    const before = (invite as HTMLInputElement).checked;
    expect(within(panel).getByText(t.rightHints.invite)).toBeInTheDocument();
    await userEvent.click(invite);
    await userEvent.click(within(panel).getByRole('button', { name: 'Rechte speichern' }));
    await waitFor(() =>
      expect((within(panel).getByRole('checkbox', { name: named(t.rights.invite) }) as HTMLInputElement).checked).toBe(
        !before,
      ),
    );
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Rechte speichern' })).toBeDisabled());

    const select = within(panel).getByRole('combobox', { name: t.members.moveTo });
    const current = (select as HTMLSelectElement).value;
    const other = [...(select as HTMLSelectElement).options].find((o) => o.value && o.value !== current);
    await userEvent.selectOptions(select, other?.value ?? '');
    await userEvent.click(within(panel).getByRole('button', { name: t.members.moveButton }));
    const row = panel.closest('[data-testid="org-member"]') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent(other?.textContent ?? '—'));
  });

  it('adds a department, edits it and deletes an empty one after asking', async () => {
    renderRoute('/team?team=1&tab=departments');
    const form = (await screen.findByRole('heading', { name: t.departments.add })).closest('section') as HTMLElement;
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.departments.name) }), 'Luftstaffel');
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.departments.shortName) }), 'AIR');
    await userEvent.click(within(form).getByRole('button', { name: t.departments.create }));
    expect(await screen.findByText('Luftstaffel')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.departments.editFor('Luftstaffel') }));
    const name = await screen.findByDisplayValue('Luftstaffel');
    await userEvent.clear(name);
    await userEvent.type(name, 'Hubschrauberstaffel');
    await userEvent.click(screen.getByRole('button', { name: t.departments.save }));
    expect(await screen.findByText('Hubschrauberstaffel')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.departments.deleteFor('Verkehrspolizei') }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.departments.delete }),
    );
    await waitFor(() => expect(screen.queryByText('Verkehrspolizei')).toBeNull());
  });

  it("shows a server's 422 under the rank field and keeps what was typed", async () => {
    server.use(
      http.patch('*/api/team/:teamId/employees/:employeeId', () =>
        HttpResponse.json(
          {
            type: '/problems/validation',
            title: 'Eingabe ungültig',
            status: 422,
            errors: [{ field: 'rank', message: 'Diesen Rang gibt es in der Fraktion nicht.' }],
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    renderRoute('/team?team=1&member=102');
    const panel = await screen.findByTestId('team-member-panel');
    const rank = within(panel).getByRole('textbox', { name: t.members.rank });
    await userEvent.clear(rank);
    await userEvent.type(rank, 'Generalmajor');
    await userEvent.click(within(panel).getByRole('button', { name: t.members.saveRank }));
    expect(await within(panel).findByText('Diesen Rang gibt es in der Fraktion nicht.')).toBeInTheDocument();
    expect(rank).toHaveValue('Generalmajor');
  });

  it('keeps the input when saving fails with a 500', async () => {
    server.use(
      http.post('*/api/team/:teamId/departments', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    renderRoute('/team?team=1&tab=departments');
    const form = (await screen.findByRole('heading', { name: t.departments.add })).closest('section') as HTMLElement;
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.departments.name) }), 'Wasserschutz');
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.departments.shortName) }), 'WSP');
    await userEvent.click(within(form).getByRole('button', { name: t.departments.create }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Serverfehler');
    expect(within(form).getByRole('textbox', { name: named(t.departments.name) })).toHaveValue('Wasserschutz');
  });

  it('hides what my rights do not allow, and the mock refuses it all the same', async () => {
    renderRoute('/team?team=2&member=201');
    const panel = await screen.findByTestId('team-member-panel');
    expect(within(panel).queryByRole('button', { name: 'Rechte speichern' })).toBeNull();
    expect(within(panel).getByRole('checkbox', { name: named(t.rights.invite) })).toBeDisabled();
    expect(screen.queryByRole('button', { name: new RegExp(`^${t.members.fire}:`) })).toBeNull();
    expect(screen.queryByRole('button', { name: t.tabs.invitations })).toBeNull();
    expect(screen.getByRole('button', { name: t.tabs.storage })).toBeInTheDocument();
    const res = await fetch('http://localhost/api/team/2/employees/201', { method: 'DELETE' });
    expect(res.status).toBe(403);
  });

  it('sends a player to /notPermitted for the admin view', async () => {
    const { router } = renderRoute('/team?view=admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
  });

  it('lets an admin find an organisation and set a new leader', async () => {
    setScenario('admin');
    renderRoute('/team?view=admin&q=Police');
    await userEvent.click(await screen.findByRole('link', { name: t.admin.open(POLICE) }));
    expect(await screen.findByTestId('team-admin-leader')).toHaveTextContent('Max_Mustermann');
    const form = screen.getByRole('heading', { name: t.admin.leaderHeading }).closest('section') as HTMLElement;
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.admin.newLeader) }), 'Anna_Schmidt');
    await userEvent.type(within(form).getByRole('textbox', { name: named(t.admin.reason) }), 'Wahl im Präsidium');
    await userEvent.click(within(form).getByRole('button', { name: t.admin.changeLeader }));
    await waitFor(() => expect(screen.getByTestId('team-admin-leader')).toHaveTextContent('Anna_Schmidt'));
    expect(await screen.findByText('Ehemalige Leitung', { exact: false })).toBeInTheDocument();
  });
});
