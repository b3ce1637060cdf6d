// The board's administration at route level (MSW, the stateful vcad mock), for a holder of the
// team right manageDispatch: departments added, edited and deleted (a department at work is
// refused), staff taken in, given another role and removed, vehicles added to the fleet and
// taken out, a unit type switched off, ten-codes and status codes edited and deleted, the
// general settings saved. What the screen says is checked, and what the server kept.
// Operations: addVcadDepartment, editVcadDepartment, deleteVcadDepartment, addVcadStaff,
// editVcadStaff, removeVcadStaff, addVcadVehicle, removeVcadVehicle, editVcadUnitType,
// editVcadTenCode, deleteVcadTenCode, addVcadStatusCode, editVcadStatusCode,
// deleteVcadStatusCode, editVcadGeneralSettings.
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

const get = async (url: string) => (await (await fetch(`http://localhost/api/vcad${url}`)).json()) as Json;

function asBoardAdmin(path = '/vcad?view=admin&dept=3') {
  setScenario('admin');
  server.use(
    http.get('*/api/vcom/me', () =>
      HttpResponse.json({
        accounts: [
          {
            id: 7,
            staffId: 7,
            name: 'Max_Mustermann',
            team: 'dispatch',
            rankLevel: 3,
            rank: 'Leitstellenleitung',
            locked: false,
            rights: ['dispatch', 'manageDispatch'],
            createdAt: '2026-01-01T18:00:00Z',
          },
        ],
        rights: [],
        onDuty: true,
      }),
    ),
  );
  return renderRoute(path);
}

const main = () => within(screen.getByRole('main'));
/** The page's main part, once the route rendered it. */
const mainReady = async () => within(await screen.findByRole('main'));
/** Confirms the open confirmation dialog with its button named `name`. */
async function confirm(name: string) {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Types a value in one go (a pasted text): letter by letter is slow on a shared machine. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.paste(value);
}

// The page's chunk is compiled once before the first test, not inside its first wait.
beforeAll(() => import('../../src/features/vcad/vcad-page'), 60_000);

describe('vcad administration (/vcad?view=admin)', () => {
  it('adds a department and edits one; the server keeps both', async () => {
    asBoardAdmin();
    const added = await (await mainReady()).findByRole('region', { name: t.newDepartment });
    await fill(within(added).getByRole('textbox', { name: t.name }), 'Abschleppdienst Los Santos');
    await fill(within(added).getByRole('textbox', { name: t.shortName }), 'ACLS');
    await userEvent.selectOptions(within(added).getByRole('combobox', { name: t.kind }), t.kinds.towing);
    await userEvent.click(within(added).getByRole('button', { name: t.add }));
    const select = main().getByRole('combobox', { name: vcadTexts.department });
    expect(
      await within(select).findByRole('option', { name: 'ACLS – Abschleppdienst Los Santos' }),
    ).toBeInTheDocument();

    // The department of the URL (LSFD): its name changed and kept.
    const edit = main().getAllByRole('region', { name: t.department }).at(-1) as HTMLElement;
    await fill(within(edit).getByRole('textbox', { name: t.name }), 'Los Santos Fire Rescue');
    await userEvent.click(within(edit).getByRole('button', { name: t.save }));
    await waitFor(async () => expect((await get('/departments/3')).department.name).toBe('Los Santos Fire Rescue'));
  });

  it('refuses to delete a department at work, with the reason', async () => {
    // LSFD has units on duty: the server refuses, and says why.
    asBoardAdmin();
    await userEvent.click(await (await mainReady()).findByRole('button', { name: t.deleteDepartment }));
    // The dialog stays open on a refusal: the reason shows beside it.
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.deleteDepartment }));
    expect((await screen.findAllByText(/Solange Einheiten im Dienst/)).length).toBeGreaterThan(0);
    expect((await get('/departments')).items.some((d: Json) => d.id === 3)).toBe(true);
  });

  it('deletes an idle department after confirmation', async () => {
    // A new department has nobody on duty: deleted after confirmation.
    const created = (await (
      await fetch('http://localhost/api/vcad/departments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Abschleppdienst Los Santos',
          shortName: 'ACLS',
          kind: 'towing',
          color: '#4b5563',
        }),
      })
    ).json()) as Json;
    const id = (created.department ?? created).id as number;
    asBoardAdmin(`/vcad?view=admin&dept=${id}`);
    await userEvent.click(await (await mainReady()).findByRole('button', { name: t.deleteDepartment }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.deleteDepartment }));
    await waitFor(async () =>
      expect((await get('/departments')).items.map((d: Json) => d.shortName)).not.toContain('ACLS'),
    );
  });

  it('takes a person into the staff, gives another role, removes them; adds a vehicle to the fleet and takes it out', async () => {
    asBoardAdmin();
    const staff = await (await mainReady()).findByRole('region', { name: t.staff });
    const newStaff = within(staff).getByRole('region', { name: t.newStaff });
    await fill(within(newStaff).getByRole('textbox', { name: t.playerId }), '4242');
    await fill(within(newStaff).getByRole('textbox', { name: vcadTexts.units.callsign }), 'ENGINE-42');
    await userEvent.click(within(newStaff).getByRole('button', { name: t.add }));
    const role = await within(staff).findByRole('combobox', { name: t.roleOf('Person_4242') });
    await userEvent.selectOptions(role, t.roles.supervisor);
    await waitFor(async () =>
      expect((await get('/departments/3/staff?limit=100')).items.find((m: Json) => m.player.id === 4242)?.role).toBe(
        'supervisor',
      ),
    );
    await userEvent.click(within(staff).getByRole('button', { name: t.delete('Person_4242') }));
    await confirm(t.delete('Person_4242'));
    await waitFor(() => expect(within(staff).queryByRole('combobox', { name: t.roleOf('Person_4242') })).toBeNull());

    const vehicles = main().getByRole('region', { name: t.vehicles });
    const newVehicle = within(vehicles).getByRole('region', { name: t.newVehicle });
    await fill(within(newVehicle).getByRole('textbox', { name: t.vehicleId }), '77');
    await fill(within(newVehicle).getByRole('textbox', { name: t.label }), 'Tanklöschfahrzeug');
    await userEvent.click(within(newVehicle).getByRole('button', { name: t.add }));
    const remove = await within(vehicles).findByRole('button', { name: t.delete('LS 1077') });
    expect(within(vehicles).getByText('Tanklöschfahrzeug (LS 1077)')).toBeInTheDocument();
    await userEvent.click(remove);
    await confirm(t.delete('LS 1077'));
    await waitFor(() => expect(within(vehicles).queryByRole('button', { name: t.delete('LS 1077') })).toBeNull());
  });

  it('switches a unit type off and saves the general settings', async () => {
    asBoardAdmin();
    const types = await (await mainReady()).findByRole('region', { name: t.unitTypes });
    await userEvent.click(await within(types).findByRole('button', { name: t.toggle('Drehleiter', true) }));
    expect(await within(types).findByRole('button', { name: t.toggle('Drehleiter', false) })).toBeInTheDocument();

    const general = main().getByRole('region', { name: t.general });
    const days = within(general).getByRole('textbox', { name: t.keepDays });
    await fill(days, '14');
    await userEvent.click(within(general).getByRole('button', { name: t.save }));
    await waitFor(async () => expect((await get('/general')).keepClosedCallsDays).toBe(14));
  });

  it('edits a ten-code and deletes it after confirmation', async () => {
    asBoardAdmin();
    const codes = () => main().getByRole('region', { name: `${t.tenCodes} · ${t.statusCodes}` });
    await (await mainReady()).findByRole('region', { name: `${t.tenCodes} · ${t.statusCodes}` });
    await userEvent.click(await within(codes()).findByRole('button', { name: '10-4' }));
    const tenEdit = await within(codes()).findByRole('region', { name: `${t.tenCodes}: 10-4` });
    const meaning = within(tenEdit).getByRole('textbox', { name: vcadTexts.codes.label });
    await fill(meaning, 'Verstanden, Ende');
    await userEvent.click(within(tenEdit).getByRole('button', { name: t.save }));
    await waitFor(async () =>
      expect((await get('/tenCodes')).items.find((c: Json) => c.code === '10-4')?.meaning).toBe('Verstanden, Ende'),
    );
    await userEvent.click(within(codes()).getByRole('button', { name: t.delete('10-4') }));
    await confirm(t.delete('10-4'));
    await waitFor(() => expect(within(codes()).queryByRole('button', { name: '10-4' })).toBeNull());
  });

  it('adds a status code, edits it and deletes it after confirmation', async () => {
    asBoardAdmin();
    const codes = () => main().getByRole('region', { name: `${t.tenCodes} · ${t.statusCodes}` });
    await (await mainReady()).findByRole('region', { name: `${t.tenCodes} · ${t.statusCodes}` });
    const newStatus = within(codes()).getByRole('region', { name: t.newStatusCode });
    await fill(within(newStatus).getByRole('textbox', { name: vcadTexts.codes.code }), 'P');
    await fill(within(newStatus).getByRole('textbox', { name: vcadTexts.codes.label }), 'Pause');
    await userEvent.click(within(newStatus).getByRole('button', { name: t.add }));
    await userEvent.click(await within(codes()).findByRole('button', { name: 'P' }));
    const statusEdit = await within(codes()).findByRole('region', { name: `${t.statusCodes}: P` });
    const label = within(statusEdit).getByRole('textbox', { name: vcadTexts.codes.label });
    await fill(label, 'Pause auf der Wache');
    await userEvent.click(within(statusEdit).getByRole('button', { name: t.save }));
    await waitFor(async () =>
      expect((await get('/statusCodes')).items.find((c: Json) => c.code === 'P')?.label).toBe('Pause auf der Wache'),
    );
    await userEvent.click(within(codes()).getByRole('button', { name: t.delete('P') }));
    await confirm(t.delete('P'));
    await waitFor(() => expect(within(codes()).queryByRole('button', { name: 'P' })).toBeNull());
  });

  it('a failing department shows the error with "Erneut versuchen" and loads on retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/vcad/departments/3', () =>
        fail
          ? HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 })
          : undefined,
      ),
    );
    asBoardAdmin();
    const part = await (await mainReady()).findByRole('region', { name: t.department });
    const retry = await within(part).findByRole('button', { name: 'Erneut versuchen' });
    fail = false;
    await userEvent.click(retry);
    expect(
      await within(main().getAllByRole('region', { name: t.department }).at(-1) as HTMLElement).findByRole('textbox', {
        name: t.name,
      }),
    ).toHaveValue('Los Santos Fire Department');
  });
});
