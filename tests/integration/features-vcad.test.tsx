// The dispatch board at route level (MSW, the stateful vcad mock): the board and its live
// updates, status by keyboard, a call from creation to close, the history, rights and errors.
// Team rights come from the character's vcom accounts: `asUnit` gives Max a police account
// (and the admin scenario, so the mock's check layer lets the writes through).
// Operations these tests drive through the screens: getVcadSession, getVcadBoard,
// listVcadDepartments, startVcadDispatch, setVcadUnitStatus, listVcadStatusCodes,
// listVcadTenCodes, createVcadCall, getVcadCall, listVcadCallLog, updateVcadCall,
// assignVcadCallUnit, unassignVcadCallUnit, addVcadCallNote, closeVcadCall, listVcadCalls,
// getVcadUnit, listVcadUnitStatusHistory, editVcadUnit, addVcadUnitMember,
// removeVcadUnitMember, sendVcadUnitPanic, stopVcadUnit, startVcadUnit, listVcadUnitTypes,
// listVcadVehicles, listVcadStaff, notifyVcadUnits, listVcadAlerts, confirmVcadAlert,
// getVcadDepartment, getVcadDepartmentSettings, editVcadDepartmentSettings,
// getVcadGeneralSettings, addVcadTenCode, addVcadUnitType, deleteVcadUnitType.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vcadTexts as t } from '../../src/features/vcad/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const account = (team: string, rights: string[] = []) => ({
  id: 7,
  staffId: 7,
  name: 'Max_Mustermann',
  team,
  rankLevel: 3,
  rank: 'Kommissar',
  locked: false,
  rights,
  createdAt: '2026-01-01T18:00:00Z',
});

function asUnit() {
  setScenario('admin');
  server.use(
    http.get('*/api/vcom/me', () => HttpResponse.json({ accounts: [account('police')], rights: [], onDuty: true })),
  );
}

/** Max with a dispatch account holding the team right "dispatch" (LSMD, where he is a dispatcher). */
function asDispatcher() {
  setScenario('admin');
  server.use(
    http.get('*/api/vcom/me', () =>
      HttpResponse.json({ accounts: [account('dispatch', ['dispatch'])], rights: ['dispatch'], onDuty: true }),
    ),
  );
}

const board = async () => {
  const units = await screen.findByTestId('vcad-units');
  return { units, calls: screen.getByTestId('vcad-calls') };
};
const row = (units: HTMLElement, callsign: string) => units.querySelector(`[data-unit="${callsign}"]`) as HTMLElement;

describe('vcad (/vcad)', () => {
  it('shows the board of the own department: units, open calls, the last update; a player without a team account gets no actions', async () => {
    renderRoute('/vcad');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const { units, calls } = await board();
    expect(row(units, 'ADAM-12')).toHaveTextContent('Max_Mustermann');
    expect(within(calls).getAllByRole('button').length).toBeGreaterThan(0);
    expect(screen.getByTestId('vcad-updated')).toHaveTextContent(/Zuletzt aktualisiert \d\d:\d\d:\d\d/);
    expect(screen.getByTestId('vcad-dispatchers')).toHaveTextContent(t.dispatchers([]));
    expect(screen.queryByRole('button', { name: t.newCall })).toBeNull();
    expect(screen.queryByRole('group', { name: t.myUnit.status })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: t.title })).toHaveAttribute('href', '/vcad');
  });

  it('sends the own status with a number key, not while typing', async () => {
    asUnit();
    renderRoute('/vcad');
    const { units } = await board();
    await screen.findByRole('group', { name: t.myUnit.status });
    fireEvent.keyDown(window, { key: '6' });
    expect(await screen.findByText('ADAM-12: Nicht einsatzbereit')).toBeInTheDocument();
    await waitFor(() => expect(row(units, 'ADAM-12')).toHaveTextContent('6 Nicht verfügbar'));
    // A digit typed into a field is text, not a status.
    await userEvent.click(screen.getByRole('button', { name: t.newCall }));
    const title = await screen.findByRole('textbox', { name: t.create.title });
    await userEvent.type(title, '1');
    expect(title).toHaveValue('1');
    expect(row(units, 'ADAM-12')).toHaveTextContent('6 Nicht verfügbar');
  });

  it('creates a call as a unit while no dispatcher is on duty, takes it, closes it and finds it in the history', async () => {
    asUnit();
    const { router } = renderRoute('/vcad');
    const { units } = await board();
    await userEvent.click(await screen.findByRole('button', { name: t.newCall }));
    // Checked by the contract's validator before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: t.create.submit }));
    expect(await screen.findAllByText('Bitte ausfüllen.')).not.toHaveLength(0);
    // By label, not by role: role queries walk the busy board's 100+ rows (slow in jsdom).
    await userEvent.type(screen.getByLabelText(t.create.title), 'Verkehrskontrolle am Pier');
    await userEvent.type(screen.getByLabelText(t.create.street), 'Del Perro Pier 3');
    await userEvent.click(screen.getByRole('button', { name: t.create.submit }));
    const panel = await screen.findByTestId('vcad-call');
    expect(await within(panel).findByRole('heading', { name: /Verkehrskontrolle am Pier/ })).toBeInTheDocument();
    expect(within(panel).getByTestId('vcad-call-log')).toHaveTextContent('Von ADAM-12 angelegt');
    await waitFor(() => expect(row(units, 'ADAM-12')).toHaveTextContent('3 Anfahrt'));
    expect(router.state.location.search).toMatchObject({ call: expect.any(Number) });

    // On scene by key: the change lands in the call's history.
    fireEvent.keyDown(window, { key: '4' });
    await waitFor(() =>
      expect(within(panel).getByTestId('vcad-call-log')).toHaveTextContent('ADAM-12: Status 4 Am Einsatzort'),
    );

    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: t.call.outcome }), 'Festnahme');
    await userEvent.type(within(panel).getByRole('textbox', { name: t.call.report }), 'Fahrer festgenommen.');
    await userEvent.click(within(panel).getByRole('button', { name: t.call.closeSubmit }));
    await waitFor(() => expect(within(panel).getByText(/Abgeschlossen .*: Festnahme/)).toBeInTheDocument());
    await waitFor(() => expect(row(units, 'ADAM-12')).toHaveTextContent('1 Einsatzbereit'));
    expect(screen.queryByText(/Verkehrskontrolle am Pier/, { selector: '[data-testid=vcad-calls] *' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: t.view.history }));
    await userEvent.type(await screen.findByRole('searchbox', { name: t.history.search }), 'am Pier');
    const found = await screen.findByRole('button', { name: /Verkehrskontrolle am Pier/ });
    expect(found).toHaveTextContent('Festnahme');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'history', q: 'am Pier' }));
    // A whole shift in one flow over the busy board: it took 68 s once under a
    // load of 13 on 2 cores (a fresh-clone run beside five other jobs), past the 60 s default.
  }, 180_000);

  it('shows a 422 of the server under its field and keeps the input; a 500 keeps it too', async () => {
    asUnit();
    let answer = 422;
    server.use(
      http.post('*/api/vcad/calls', () =>
        answer === 422
          ? HttpResponse.json(
              {
                type: '/problems/validation',
                title: 'Eingabe ungültig',
                status: 422,
                errors: [{ field: 'location.street', message: 'Diese Straße gibt es nicht.' }],
              },
              { status: 422 },
            )
          : HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    renderRoute('/vcad?new=1');
    const title = await screen.findByRole('textbox', { name: t.create.title });
    await userEvent.type(title, 'Brand im Hinterhof');
    await userEvent.type(screen.getByRole('textbox', { name: t.create.street }), 'Nirgendwo 1');
    await userEvent.click(screen.getByRole('button', { name: t.create.submit }));
    expect(await screen.findByText('Diese Straße gibt es nicht.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.create.street })).toHaveValue('Nirgendwo 1');
    answer = 500;
    await userEvent.click(screen.getByRole('button', { name: t.create.submit }));
    expect(await screen.findByText('Serverfehler', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(title).toHaveValue('Brand im Hinterhof');
  });

  it('applies live updates without losing focus, and says so when updates stop', async () => {
    asUnit();
    renderRoute('/vcad');
    const { calls } = await board();
    const first = within(calls).getAllByRole('button')[0] as HTMLElement;
    first.focus();
    const before = screen.getByTestId('vcad-updated').textContent;
    // The next poll (every 2 s) answers; the same button keeps the focus.
    await waitFor(() => expect(screen.getByTestId('vcad-updated').textContent).not.toBe(before));
    expect(document.activeElement).toBe(first);
    server.use(
      http.get('*/api/vcad/departments/:departmentId/board', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    expect(await screen.findByText(/Aktualisierung gestoppt seit/)).toBeInTheDocument();
    expect(within(calls).getAllByRole('button').length).toBeGreaterThan(0);
    server.resetHandlers();
    asUnit();
    await userEvent.click(screen.getByRole('button', { name: t.live.retry }));
    expect(await screen.findByTestId('vcad-updated')).toBeInTheDocument();
    expect(screen.queryByText(/Aktualisierung gestoppt seit/)).toBeNull();
  });

  it("the admin scenario's vcom accounts (dispatch, police, medic with every team right) open the administration", async () => {
    setScenario('admin');
    renderRoute('/vcad');
    await board();
    // In the page: the menu's admin group (shown to the admin) has the same name.
    expect(await within(screen.getByRole('main')).findByRole('button', { name: t.view.admin })).toBeInTheDocument();
  });

  it('a dispatcher takes over, opens a call, assigns a unit, drives its status by key and alerts units', async () => {
    asDispatcher();
    renderRoute('/vcad?dept=2');
    const { units } = await board();
    await userEvent.click(await screen.findByRole('button', { name: t.startDispatch }));
    await waitFor(() => expect(screen.getByTestId('vcad-dispatchers')).toHaveTextContent('Max_Mustermann'));
    await userEvent.click(await screen.findByRole('button', { name: t.newCall }));
    await userEvent.type(screen.getByRole('textbox', { name: t.create.title }), 'Person bewusstlos im Park');
    await userEvent.type(screen.getByRole('textbox', { name: t.create.street }), 'Mirror Park Boulevard 2');
    await userEvent.type(screen.getByRole('textbox', { name: t.create.x }), '100');
    await userEvent.type(screen.getByRole('textbox', { name: t.create.y }), '200');
    await userEvent.click(screen.getByRole('button', { name: t.create.submit }));
    const panel = await screen.findByTestId('vcad-call');
    expect(within(panel).getByTestId('vcad-call-log')).toHaveTextContent('Von der Leitstelle angelegt');

    const pick = within(panel).getByRole('combobox', { name: t.call.assignUnit });
    const option = within(pick).getAllByRole('option')[1] as HTMLOptionElement;
    const callsign = option.textContent?.split(' ')[0] ?? '';
    await userEvent.selectOptions(pick, option);
    await userEvent.click(within(panel).getByRole('button', { name: t.call.assignSubmit }));
    await waitFor(() => expect(within(panel).getByTestId('vcad-call-log')).toHaveTextContent(`${callsign} zugewiesen`));
    await waitFor(() => expect(row(units, callsign)).toHaveTextContent('3 Anfahrt'));

    // The dispatcher opens the unit; the number keys now drive its status.
    await userEvent.click(within(row(units, callsign)).getByRole('button', { name: callsign }));
    expect(await screen.findByRole('region', { name: t.setStatusOf(callsign) })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: '4' });
    await waitFor(() => expect(row(units, callsign)).toHaveTextContent('4 Am Einsatzort'));
    await waitFor(() =>
      expect(within(panel).getByTestId('vcad-call-log')).toHaveTextContent(`${callsign}: Status 4 Am Einsatzort`),
    );
    expect(await within(screen.getByTestId('vcad-unit')).findByTestId('vcad-unit-history')).toHaveTextContent(
      '4 Am Einsatzort',
    );

    await userEvent.type(screen.getByRole('textbox', { name: t.alerts.message }), 'Zweiter RTW zum Park');
    await userEvent.click(screen.getByRole('button', { name: t.alerts.send }));
    const alerts = await screen.findByTestId('vcad-alerts');
    expect(alerts).toHaveTextContent('Zweiter RTW zum Park');
    await userEvent.click(within(alerts).getByRole('button', { name: t.alerts.confirm }));
    await waitFor(() =>
      expect(screen.queryByText(/Zweiter RTW zum Park/, { selector: '[data-testid=vcad-alerts] *' })).toBeNull(),
    );
  });

  it('a unit ends its shift after confirmation and goes on duty again', async () => {
    asUnit();
    renderRoute('/vcad');
    const { units } = await board();
    await userEvent.click(within(row(units, 'ADAM-12')).getByRole('button', { name: 'ADAM-12' }));
    const detail = await screen.findByTestId('vcad-unit');
    await userEvent.click(within(detail).getByRole('button', { name: t.myUnit.offDuty }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.myUnit.offDuty }));
    await waitFor(() => expect(row(units, 'ADAM-12')).toBeNull());
    const start = await screen.findByRole('region', { name: t.start.heading });
    const callsign = within(start).getByRole('textbox', { name: t.start.callsign });
    await userEvent.clear(callsign);
    await userEvent.type(callsign, 'adam-15');
    await userEvent.click(within(start).getByRole('button', { name: t.start.submit }));
    await waitFor(() => expect(row(units, 'ADAM-15')).toHaveTextContent('Max_Mustermann'));
    expect(screen.queryByRole('region', { name: t.start.heading })).toBeNull();
  });

  // The administration in three tests (each well inside the time limit on a busy machine).
  const asBoardAdmin = () => {
    setScenario('admin');
    server.use(
      http.get('*/api/vcom/me', () =>
        HttpResponse.json({
          accounts: [account('dispatch', ['dispatch', 'manageDispatch'])],
          rights: [],
          onDuty: true,
        }),
      ),
    );
    renderRoute('/vcad?view=admin&dept=3');
  };

  it('administration: only with manageDispatch; adds a ten-code (checked by the contract)', async () => {
    renderRoute('/vcad');
    await board();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: t.view.admin })).toBeNull();
    cleanup();
    // A link to the administration sends a unit without manageDispatch to /notPermitted.
    const { router } = renderRoute('/vcad?view=admin&dept=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
    cleanup();

    asBoardAdmin();
    const codes = await screen.findByRole('region', { name: `${t.admin.tenCodes} · ${t.admin.statusCodes}` });
    const add = within(codes).getByRole('region', { name: t.admin.newTenCode });
    await userEvent.type(within(add).getByRole('textbox', { name: t.codes.code }), '10 80');
    await userEvent.type(within(add).getByRole('textbox', { name: t.codes.label }), 'Verfolgungsfahrt');
    await userEvent.click(within(add).getByRole('button', { name: t.admin.add }));
    expect(await within(add).findByText('Das Format stimmt nicht.')).toBeInTheDocument();
    const code = within(add).getByRole('textbox', { name: t.codes.code });
    await userEvent.clear(code);
    await userEvent.type(code, '10-80');
    await userEvent.click(within(add).getByRole('button', { name: t.admin.add }));
    // Asked afresh each time: the list may be rendered anew when the saved codes arrive.
    const codesNow = () => screen.getByRole('region', { name: `${t.admin.tenCodes} · ${t.admin.statusCodes}` });
    await waitFor(() => expect(within(codesNow()).getByRole('button', { name: '10-80' })).toBeInTheDocument());
  });

  it('administration: changes the rules within the contract', async () => {
    asBoardAdmin();
    const rules = await screen.findByRole('region', { name: t.admin.settings });
    const members = within(rules).getByRole('textbox', { name: t.admin.maxUnitMembers });
    await userEvent.clear(members);
    await userEvent.type(members, '12');
    await userEvent.click(within(rules).getByRole('button', { name: t.admin.save }));
    expect(await within(rules).findByText('Höchstens 8.')).toBeInTheDocument();
    await userEvent.clear(members);
    await userEvent.type(members, '4');
    await userEvent.click(within(rules).getByRole('button', { name: t.admin.save }));
    // Kept by the server (a toast may wait behind earlier ones).
    await waitFor(async () => {
      const saved = (await (await fetch('http://localhost/api/vcad/departments/3/settings')).json()) as Record<
        string,
        unknown
      >;
      expect(saved.maxUnitMembers).toBe(4);
    });
  });

  it('administration: a unit type in use is refused with the reason; a new one is added and deleted after confirmation', async () => {
    asBoardAdmin();
    const types = await screen.findByRole('region', { name: t.admin.unitTypes });
    const remove = async (name: string) => {
      await userEvent.click(await within(types).findByRole('button', { name: t.admin.delete(name) }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: t.admin.delete(name) }));
    };
    // Units of this type are on duty: the server refuses, and says why.
    await remove('Drehleiter');
    expect((await screen.findAllByText(/deaktiviere ihn stattdessen/)).length).toBeGreaterThan(0);
    const newType = within(types).getByRole('region', { name: t.admin.newUnitType });
    await userEvent.type(within(newType).getByRole('textbox', { name: t.admin.name }), 'Kommandowagen');
    await userEvent.type(within(newType).getByRole('textbox', { name: t.admin.shortName }), 'KdoW');
    await userEvent.type(within(newType).getByRole('textbox', { name: t.admin.prefix }), 'chief');
    await userEvent.click(within(newType).getByRole('button', { name: t.admin.add }));
    await remove('Kommandowagen');
    await waitFor(() =>
      expect(within(types).queryByRole('button', { name: t.admin.delete('Kommandowagen') })).toBeNull(),
    );
  });

  it('works a call: a note with a ten-code as quick input, the priority, taking the unit off again', async () => {
    asUnit();
    const created = await fetch('http://localhost/api/vcad/calls', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        departmentId: 1,
        type: 'trafficStop',
        priority: 'normal',
        title: 'Kontrolle Route 68',
        location: { street: 'Route 68', x: 1, y: 2 },
        selfAssign: true,
      }),
    });
    const { call } = (await created.json()) as { call: { id: number } };
    renderRoute(`/vcad?call=${call.id}`);
    const panel = await screen.findByTestId('vcad-call');
    const log = () => within(panel).getByTestId('vcad-call-log');
    const codes = await within(panel).findByRole('combobox', { name: t.call.tenCode });
    await waitFor(() => expect(within(codes).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(codes, '10-97');
    const note = within(panel).getByRole('textbox', { name: t.call.note });
    expect(note).toHaveValue('10-97 (Am Einsatzort) ');
    await userEvent.type(note, 'Fahrer kooperativ');
    await userEvent.click(within(panel).getByRole('button', { name: t.call.noteSubmit }));
    await waitFor(() => expect(log()).toHaveTextContent('10-97 (Am Einsatzort) Fahrer kooperativ'));
    expect(note).toHaveValue('');

    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: t.call.priority }), 'high');
    await waitFor(() => expect(log()).toHaveTextContent('Geändert: Priorität'));
    await userEvent.click(within(panel).getByRole('button', { name: t.call.unassign('ADAM-12') }));
    await waitFor(() => expect(log()).toHaveTextContent('ADAM-12 abgezogen'));
    expect(within(panel).getByText(t.calls.noUnits)).toBeInTheDocument();
  });

  it('the own unit: a note to dispatch, a partner taken in and let go, the panic button', async () => {
    asUnit();
    renderRoute('/vcad');
    const { units } = await board();
    await userEvent.click(within(row(units, 'ADAM-12')).getByRole('button', { name: 'ADAM-12' }));
    const detail = await screen.findByTestId('vcad-unit');
    await userEvent.type(within(detail).getByRole('textbox', { name: t.unit.note }), 'Nur Verkehrsdelikte');
    await userEvent.click(within(detail).getByRole('button', { name: t.unit.noteSave }));
    await waitFor(() => expect(within(detail).getByText('Nur Verkehrsdelikte')).toBeInTheDocument());

    const pick = within(detail).getByRole('combobox', { name: t.unit.addPartner });
    await waitFor(() => expect(within(pick).getAllByRole('option').length).toBeGreaterThan(1));
    const partner = (within(pick).getAllByRole('option')[1] as HTMLOptionElement).textContent ?? '';
    await userEvent.selectOptions(pick, partner);
    await userEvent.click(within(detail).getByRole('button', { name: t.unit.addPartnerSubmit }));
    await waitFor(() => expect(row(units, 'ADAM-12')).toHaveTextContent(partner));
    await userEvent.click(await within(detail).findByRole('button', { name: t.unit.removeMember(partner) }));
    await waitFor(() => expect(row(units, 'ADAM-12')).not.toHaveTextContent(partner));

    await userEvent.click(within(detail).getByRole('button', { name: t.unit.panic }));
    const alerts = await screen.findByTestId('vcad-alerts');
    expect(alerts).toHaveTextContent('Notruf (dringend): ADAM-12: Beamter in Not');
  });

  it('lists the status codes and the standard ten-codes', async () => {
    renderRoute('/vcad?view=codes');
    const ten = await screen.findByRole('table', { name: t.codes.ten });
    expect(within(ten).getByRole('row', { name: /10-4 Verstanden/ })).toBeInTheDocument();
    expect(within(ten).getByRole('row', { name: /10-99 Beamter in Not/ })).toBeInTheDocument();
    const status = screen.getByRole('table', { name: t.codes.status });
    expect(within(status).getByRole('row', { name: /4 Am Einsatzort/ })).toBeInTheDocument();
  });
});
