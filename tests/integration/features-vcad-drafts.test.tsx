// The drafts of the board's forms (issue 26, area-done point 3) at route level (MSW, the stateful
// vcad mock): what was typed is back after a reload (the route rendered again), and gone (form
// and localStorage key) after a successful send or "Abbrechen"/"Änderungen verwerfen"; another
// entity has its own draft. The board polls every 2 s, so every look waits for its state.
// Forms: the administration's SpecForms (new department, department, rules, general settings,
// new unit type, new staff, new vehicle, new and edited ten-code), the call's note and close,
// the own unit's note, the start of a unit and the dispatcher's alert.
// Operations driven: addVcadDepartment, editVcadDepartment, editVcadGeneralSettings,
// addVcadTenCode, editVcadTenCode, addVcadCallNote, closeVcadCall, editVcadUnit,
// startVcadUnit, stopVcadUnit, notifyVcadUnits, startVcadDispatch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { vcadTexts } from '../../src/features/vcad/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const t = vcadTexts.admin;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const api = async (method: string, url: string, body?: unknown) =>
  (await (
    await fetch(`http://localhost/api/vcad${url}`, {
      method,
      ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
    })
  ).json()) as Json;

/** Max with a vcom account of `team` holding `rights` (the admin scenario lets the writes through). */
function as(team: string, rights: string[]) {
  setScenario('admin');
  server.use(
    http.get('*/api/vcom/me', () =>
      HttpResponse.json({
        accounts: [
          {
            id: 7,
            staffId: 7,
            name: 'Max_Mustermann',
            team,
            rankLevel: 3,
            rank: 'Leitstellenleitung',
            locked: false,
            rights,
            createdAt: '2026-01-01T18:00:00Z',
          },
        ],
        rights,
        onDuty: true,
      }),
    ),
  );
}

/** The stored drafts whose key starts with `prefix` (server drafts carry a hash after the name). */
const drafts = (prefix: string) => Object.keys(localStorage).filter((key) => key.startsWith(prefix));

/** Types a value in one go (a pasted text): letter by letter is slow on a shared machine. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** The innermost region named `name` (the department's part and its form share a heading). */
const region = async (name: string) => within((await screen.findAllByRole('region', { name })).at(-1) as HTMLElement);

const codesName = `${t.tenCodes} · ${t.statusCodes}`;

// The page's chunk is compiled once before the first test, not inside its first wait.
beforeAll(() => import('../../src/features/vcad/vcad-page'), 60_000);

describe('vcad drafts', () => {
  it('the department forms keep their drafts across a reload; saving and discarding drop them', async () => {
    as('dispatch', ['dispatch', 'manageDispatch']);
    const first = renderRoute('/vcad?view=admin&dept=3');
    await fill((await region(t.newDepartment)).getByRole('textbox', { name: t.name }), 'Abschleppdienst Los Santos');
    await fill((await region(t.newDepartment)).getByRole('textbox', { name: t.shortName }), 'ACLS');
    const edit = await region(t.department);
    await waitFor(() => expect(edit.getByRole('textbox', { name: t.name })).toHaveValue('Los Santos Fire Department'));
    await fill(edit.getByRole('textbox', { name: t.name }), 'Los Santos Fire Rescue');
    await fill((await region(t.general)).getByRole('textbox', { name: t.keepDays }), '21');
    await fill((await region(t.newUnitType)).getByRole('textbox', { name: t.name }), 'Kommandowagen');
    await fill((await region(t.newStaff)).getByRole('textbox', { name: t.playerId }), '4242');
    await fill((await region(t.newVehicle)).getByRole('textbox', { name: t.label }), 'Tanklöschfahrzeug');
    first.unmount();

    renderRoute('/vcad?view=admin&dept=3');
    expect(await (await region(t.newDepartment)).findByDisplayValue('Abschleppdienst Los Santos')).toBeInTheDocument();
    expect((await region(t.newDepartment)).getByRole('textbox', { name: t.shortName })).toHaveValue('ACLS');
    expect(await (await region(t.department)).findByDisplayValue('Los Santos Fire Rescue')).toBeInTheDocument();
    expect(await (await region(t.general)).findByDisplayValue('21')).toBeInTheDocument();
    expect((await region(t.newUnitType)).getByRole('textbox', { name: t.name })).toHaveValue('Kommandowagen');
    expect((await region(t.newStaff)).getByRole('textbox', { name: t.playerId })).toHaveValue('4242');
    expect((await region(t.newVehicle)).getByRole('textbox', { name: t.label })).toHaveValue('Tanklöschfahrzeug');
    // One draft per department: the LSPD's forms have none.
    expect(drafts('draft.vcad.admin.department.3')).toHaveLength(1);
    expect(drafts('draft.vcad.admin.department.1')).toEqual([]);
    expect(drafts('draft.vcad.admin.newUnitType.1')).toEqual([]);

    // Added: the form is empty again, its draft gone.
    await userEvent.click((await region(t.newDepartment)).getByRole('button', { name: t.add }));
    await waitFor(() =>
      expect(
        (screen.getAllByRole('region', { name: t.newDepartment }).at(-1) as HTMLElement).querySelector('input'),
      ).toHaveValue(''),
    );
    expect(drafts('draft.vcad.admin.newDepartment')).toEqual([]);
    expect((await api('GET', '/departments')).items.map((d: Json) => d.shortName)).toContain('ACLS');

    // Saved: the form shows the saved name (not the old one), its draft gone.
    await userEvent.click((await region(t.department)).getByRole('button', { name: t.save }));
    await waitFor(async () =>
      expect((await api('GET', '/departments/3')).department.name).toBe('Los Santos Fire Rescue'),
    );
    expect((await region(t.department)).getByRole('textbox', { name: t.name })).toHaveValue('Los Santos Fire Rescue');
    expect(drafts('draft.vcad.admin.department.3')).toEqual([]);

    // Discarded: the server's value is back, the draft gone.
    await userEvent.click((await region(t.general)).getByRole('button', { name: t.discard }));
    expect((await region(t.general)).getByRole('textbox', { name: t.keepDays })).not.toHaveValue('21');
    expect(drafts('draft.vcad.admin.general')).toEqual([]);
    expect((await api('GET', '/general')).keepClosedCallsDays).not.toBe(21);
  });

  it('a new and an edited ten-code keep their drafts; adding and "Abbrechen" drop them', async () => {
    as('dispatch', ['dispatch', 'manageDispatch']);
    const first = renderRoute('/vcad?view=admin&dept=3');
    const codes = await region(codesName);
    await fill((await region(t.newTenCode)).getByRole('textbox', { name: vcadTexts.codes.code }), '10-80');
    await fill((await region(t.newTenCode)).getByRole('textbox', { name: vcadTexts.codes.label }), 'Verfolgungsfahrt');
    await userEvent.click(await codes.findByRole('button', { name: '10-4' }));
    const meaning = (await region(`${t.tenCodes}: 10-4`)).getByRole('textbox', { name: vcadTexts.codes.label });
    const saved = (meaning as HTMLInputElement).value;
    expect(saved).not.toBe('');
    await fill(meaning, 'Alles klar');
    first.unmount();

    renderRoute('/vcad?view=admin&dept=3');
    expect(await (await region(t.newTenCode)).findByDisplayValue('Verfolgungsfahrt')).toBeInTheDocument();
    expect((await region(t.newTenCode)).getByRole('textbox', { name: vcadTexts.codes.code })).toHaveValue('10-80');
    // The edit form opens from the list again, with what was typed.
    await userEvent.click(await (await region(codesName)).findByRole('button', { name: '10-4' }));
    const tenEdit = await region(`${t.tenCodes}: 10-4`);
    expect(tenEdit.getByRole('textbox', { name: vcadTexts.codes.label })).toHaveValue('Alles klar');
    expect(drafts('draft.vcad.admin.tenCode.10-4')).toHaveLength(1);

    await userEvent.click(tenEdit.getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByRole('region', { name: `${t.tenCodes}: 10-4` })).toBeNull());
    expect(drafts('draft.vcad.admin.tenCode.10-4')).toEqual([]);
    await userEvent.click(await (await region(codesName)).findByRole('button', { name: '10-4' }));
    expect((await region(`${t.tenCodes}: 10-4`)).getByRole('textbox', { name: vcadTexts.codes.label })).toHaveValue(
      saved,
    );

    await userEvent.click((await region(t.newTenCode)).getByRole('button', { name: t.add }));
    await waitFor(async () =>
      expect((await region(codesName)).getByRole('button', { name: '10-80' })).toBeInTheDocument(),
    );
    expect((await region(t.newTenCode)).getByRole('textbox', { name: vcadTexts.codes.label })).toHaveValue('');
    expect(drafts('draft.vcad.admin.newTenCode')).toEqual([]);
  });

  it("a call's note and close form and the own unit's note keep their drafts; sending drops them", async () => {
    as('police', []);
    const open = async (title: string) =>
      (
        await api('POST', '/calls', {
          departmentId: 1,
          type: 'trafficStop',
          priority: 'normal',
          title,
          location: { street: 'Route 68', x: 1, y: 2 },
          selfAssign: true,
        })
      ).call.id as number;
    const id = await open('Kontrolle Route 68');
    const other = await open('Kontrolle Vinewood');
    const unit = ((await api('GET', '/departments/1/board')).units as Json[]).find((u) => u.callsign === 'ADAM-12')?.id;
    const path = `/vcad?dept=1&call=${id}&unit=${unit}`;
    const first = renderRoute(path);
    let panel = within(await screen.findByTestId('vcad-call'));
    await fill(await panel.findByRole('textbox', { name: vcadTexts.call.note }), 'Fahrer kooperativ');
    await userEvent.selectOptions(panel.getByRole('combobox', { name: vcadTexts.call.outcome }), 'Festnahme');
    await fill(panel.getByRole('textbox', { name: vcadTexts.call.report }), 'Fahrer festgenommen.');
    let detail = within(await screen.findByTestId('vcad-unit'));
    await fill(await detail.findByRole('textbox', { name: vcadTexts.unit.note }), 'Nur Verkehrsdelikte');
    first.unmount();

    renderRoute(path);
    panel = within(await screen.findByTestId('vcad-call'));
    expect(await panel.findByRole('textbox', { name: vcadTexts.call.note })).toHaveValue('Fahrer kooperativ');
    expect(panel.getByRole('combobox', { name: vcadTexts.call.outcome })).toHaveValue('arrest');
    expect(panel.getByRole('textbox', { name: vcadTexts.call.report })).toHaveValue('Fahrer festgenommen.');
    detail = within(await screen.findByTestId('vcad-unit'));
    expect(await detail.findByRole('textbox', { name: vcadTexts.unit.note })).toHaveValue('Nur Verkehrsdelikte');
    // Another call has drafts of its own.
    expect(drafts(`draft.vcad.call.${other}.`)).toEqual([]);
    expect(drafts(`draft.vcad.call.${id}.`)).toHaveLength(2);

    await userEvent.click(detail.getByRole('button', { name: vcadTexts.unit.noteSave }));
    await waitFor(() => expect(drafts('draft.vcad.unitNote.')).toEqual([]));
    // The saved note shows in the form (the unit's new value), not the old one.
    expect(detail.getByRole('textbox', { name: vcadTexts.unit.note })).toHaveValue('Nur Verkehrsdelikte');

    await userEvent.click(panel.getByRole('button', { name: vcadTexts.call.noteSubmit }));
    await waitFor(() => expect(panel.getByTestId('vcad-call-log')).toHaveTextContent('Fahrer kooperativ'));
    expect(panel.getByRole('textbox', { name: vcadTexts.call.note })).toHaveValue('');
    expect(localStorage.getItem(`draft.vcad.call.${id}.note`)).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: vcadTexts.call.closeSubmit }));
    await waitFor(() => expect(panel.getByText(/Abgeschlossen .*: Festnahme/)).toBeInTheDocument());
    expect(localStorage.getItem(`draft.vcad.call.${id}.close`)).toBeNull();
  });

  it('the start of a unit keeps its draft; going on duty drops it', async () => {
    as('police', []);
    const board = (await api('GET', '/departments/1/board')).units as Json[];
    const own = board.find((u) => u.callsign === 'ADAM-12') as Json;
    await api('DELETE', `/units/${own.id}`);
    const first = renderRoute('/vcad?dept=1');
    let start = within(await screen.findByRole('region', { name: vcadTexts.start.heading }));
    await fill(start.getByRole('textbox', { name: vcadTexts.start.callsign }), 'ADAM-15');
    first.unmount();

    renderRoute('/vcad?dept=1');
    start = within(await screen.findByRole('region', { name: vcadTexts.start.heading }));
    expect(start.getByRole('textbox', { name: vcadTexts.start.callsign })).toHaveValue('ADAM-15');
    expect(drafts('draft.vcad.start.1.')).toHaveLength(1);
    await userEvent.click(start.getByRole('button', { name: vcadTexts.start.submit }));
    await waitFor(() => expect(screen.queryByRole('region', { name: vcadTexts.start.heading })).toBeNull());
    expect(drafts('draft.vcad.start.')).toEqual([]);
  });

  it("the dispatcher's alert keeps its draft per department; sending drops it", async () => {
    as('dispatch', ['dispatch']);
    await api('POST', '/departments/1/dispatch');
    const first = renderRoute('/vcad?dept=1');
    await fill(await screen.findByRole('textbox', { name: vcadTexts.alerts.message }), 'Alle Einheiten zum Pier');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: vcadTexts.alerts.priority }), 'urgent');
    first.unmount();

    renderRoute('/vcad?dept=1');
    const message = await screen.findByRole('textbox', { name: vcadTexts.alerts.message });
    expect(message).toHaveValue('Alle Einheiten zum Pier');
    expect(screen.getByRole('combobox', { name: vcadTexts.alerts.priority })).toHaveValue('urgent');
    expect(localStorage.getItem('draft.vcad.department.1.notify')).not.toBeNull();
    expect(localStorage.getItem('draft.vcad.department.2.notify')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: vcadTexts.alerts.send }));
    expect(await screen.findByTestId('vcad-alerts')).toHaveTextContent('Alle Einheiten zum Pier');
    await waitFor(() => expect(message).toHaveValue(''));
    expect(localStorage.getItem('draft.vcad.department.1.notify')).toBeNull();
  });
});
