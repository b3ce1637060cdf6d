// The building area at route level (real route tree, MSW with the stateful building world):
// my buildings with flats, tenants and staff, kicking a tenant, an employee's rights, my flat
// with its rent (pay, 422 under the field, 500 keeping the input), renting a free flat, and the
// admin view (guarded; find a building and set its owner). What a player without a right may
// not do is not offered. Operations these flows call: getOwnBuildings, getBuilding,
// getBuildingCells, kickBuildingCellTenant, getBuildingEmployees, setBuildingEmployeeRights,
// fireBuildingEmployee, getBuildingCheckIn, checkInBuilding, getBuildingItems,
// getOwnBuildingcells, getBuildingcell, getBuildingcellRent, payBuildingcellRent,
// getBuildingcellRoomMates, getBuildingcellItems, listFreeBuildingcells, rentBuildingcell,
// searchBuildingsAdmin, changeBuildingOwnerAdmin, getBuildingMembersAdmin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildingTexts as t } from '../../src/features/building/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const problem = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** The flat the signed-in character rents in the mock world (third building, second flat). */
const MY_FLAT = 14;

async function flatsTable() {
  return screen.findByRole('table', { name: t.cells.label('Eclipse Towers') });
}

describe('building area (/building)', () => {
  it('lists my buildings with my role, and the menu has the area', async () => {
    renderRoute('/building');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('building-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^Eclipse Towers.*Eigentümer/),
      expect.stringMatching(/^Wohnpark Mirror Park.*Eigentümer/),
      expect.stringMatching(/^Del Perro Heights.*Mitarbeiter/),
    ]);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: t.title })).toHaveAttribute('href', '/building');
  });

  it('says so when there is no building, and offers a retry when the list fails', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/building/own', () =>
        ++calls === 1 ? problem(500, 'Kaputt.') : HttpResponse.json({ items: [] }),
      ),
    );
    renderRoute('/building');
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('building-empty')).toHaveTextContent(t.mine.empty);
  });

  it('opens a building from the URL with its flats, tenants and due dates, and kicks a tenant after confirming', async () => {
    renderRoute('/building?building=1');
    const table = await flatsTable();
    const kick = await within(table).findAllByRole('button', { name: /aus Wohnung .* werfen$/ });
    expect(kick.length).toBe(2);
    const row = kick[0]?.closest('tr') as HTMLElement;
    const tenant = within(row).getAllByRole('cell')[3]?.textContent ?? '';
    expect(tenant).toMatch(/^[A-Z][a-z]+_[A-Z][a-z]+/);
    await userEvent.click(kick[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.cells.kickBody);
    await userEvent.click(within(dialog).getByRole('button', { name: t.cells.kickConfirm }));
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /werfen$/ })).toHaveLength(1));
    expect(await screen.findByText(/wohnt nicht mehr in Wohnung/)).toBeInTheDocument();
  });

  it("changes an employee's rights and dismisses one after confirming", async () => {
    renderRoute('/building?building=1&tab=staff');
    const staff = await screen.findByRole('list', { name: t.staff.label });
    const people = within(staff).getAllByTestId('org-member');
    expect(people[0]).toHaveTextContent(/Max_Mustermann.*Eigentümer/);
    const employee = people[1] as HTMLElement;
    const name = employee.textContent?.match(/^[A-Z][a-z]+_[A-Z][a-z]+/)?.[0] ?? '';
    const right = within(employee).getByRole('checkbox', { name: new RegExp(t.staff.rights.manageEmployees) });
    const before = (right as HTMLInputElement).checked;
    await userEvent.click(right);
    await userEvent.click(within(employee).getByRole('button', { name: 'Rechte speichern' }));
    expect(await screen.findByText(t.staff.saved(name))).toBeInTheDocument();
    await waitFor(() => expect((right as HTMLInputElement).checked).toBe(!before));

    await userEvent.click(within(employee).getByRole('button', { name: `${t.staff.fire}: ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.staff.fire }));
    await waitFor(() => expect(within(staff).queryByText(name)).toBeNull());
  });

  it('offers an employee without rights no kick, no dismissal and read-only rights', async () => {
    renderRoute('/building?building=3');
    const table = await screen.findByRole('table', { name: t.cells.label('Del Perro Heights') });
    expect(within(table).queryByRole('button', { name: /werfen$/ })).toBeNull();
    expect(screen.getByRole('button', { name: t.duty.checkIn })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.mine.tabs.staff }));
    const staff = await screen.findByRole('list', { name: t.staff.label });
    expect(within(staff).queryByRole('button', { name: new RegExp(`^${t.staff.fire}`) })).toBeNull();
    expect(within(staff).queryByRole('button', { name: 'Rechte speichern' })).toBeNull();
  });

  it('checks in for duty and out again', async () => {
    renderRoute('/building?building=1');
    await userEvent.click(await screen.findByRole('button', { name: t.duty.checkIn }));
    expect(await screen.findByRole('button', { name: t.duty.checkOut })).toBeInTheDocument();
    expect(screen.getByText(t.duty.on)).toBeInTheDocument();
  });

  it('shows my flat with its rent contract and pays the rent ahead', async () => {
    renderRoute(`/building?view=flats&flat=${MY_FLAT}`);
    const paid = await screen.findByTestId('flat-paid-until');
    const before = paid.textContent;
    expect(screen.getByText(t.contractState.active)).toBeInTheDocument();
    const field = screen.getByRole('spinbutton', { name: t.pay.periods });
    await userEvent.clear(field);
    await userEvent.type(field, '2');
    expect(screen.getByTestId('pay-total')).toHaveTextContent(
      /^Zusammen .*\$; danach bezahlt bis \d\d\.\d\d\.\d{4}\.$/,
    );
    await userEvent.click(screen.getByRole('button', { name: t.pay.submit }));
    await waitFor(() => expect(screen.getByTestId('flat-paid-until').textContent).not.toBe(before));
    // The room mate of the flat is listed, with rights the main tenant can change.
    const mates = screen.getByRole('list', { name: t.flats.mates });
    expect(within(mates).getAllByTestId('org-member')).toHaveLength(1);
  });

  it('puts a 422 under the periods field and keeps the input after a 500', async () => {
    server.use(
      http.post('*/api/buildingcell/:id/rentpayment', () =>
        problem(422, 'Ungültig.', [{ field: 'periods', message: 'Höchstens 12 Zeiträume.' }]),
      ),
    );
    const { unmount } = renderRoute(`/building?view=flats&flat=${MY_FLAT}`);
    const field = await screen.findByRole('spinbutton', { name: t.pay.periods });
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(screen.getByRole('button', { name: t.pay.submit }));
    expect(await screen.findByText('Höchstens 12 Zeiträume.')).toBeInTheDocument();
    unmount();

    server.use(http.post('*/api/buildingcell/:id/rentpayment', () => problem(500, 'Server kaputt.')));
    renderRoute(`/building?view=flats&flat=${MY_FLAT}`);
    const again = await screen.findByRole('spinbutton', { name: t.pay.periods });
    expect(again).toHaveValue(3);
    await userEvent.click(screen.getByRole('button', { name: t.pay.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server kaputt.');
    expect(screen.getByRole('spinbutton', { name: t.pay.periods })).toHaveValue(3);
  });

  it('rents a free flat and then shows it among my flats', async () => {
    const { router } = renderRoute('/building?view=market');
    const flats = await screen.findAllByTestId('free-flat');
    const first = flats[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: /mieten$/ }));
    await userEvent.click(await within(first).findByRole('button', { name: t.rent.submit }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'flats' }));
    const cards = await screen.findAllByTestId('flat-card');
    expect(cards).toHaveLength(2);
    expect(await screen.findByTestId('flat-paid-until')).toHaveTextContent(/^\d\d\.\d\d\.\d{4}$/);
  });

  it('sends a player who opens the admin view to /notPermitted, and shows no admin tab', async () => {
    const { router } = renderRoute('/building?view=admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
    router.history.push('/building');
    expect(await screen.findByRole('button', { name: t.views.mine })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.views.admin })).toBeNull();
  });

  it('lets an admin find a building and give it a new owner', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, {
      roles: ['Administrator'],
      rights: ['building.admin', 'building.adminOwner', 'building.adminName', 'building.adminBlock'],
    });
    renderRoute('/building?view=admin');
    await userEvent.type(await screen.findByRole('searchbox', { name: t.admin.search }), 'Eclipse');
    const table = await screen.findByRole('table', { name: t.admin.label });
    await userEvent.click(await within(table).findByRole('button', { name: t.admin.openFor('Eclipse Towers') }));
    const owner = await screen.findByRole('region', { name: t.admin.ownerHeading });
    await userEvent.click(within(owner).getByRole('button', { name: t.admin.ownerSubmit }));
    expect(await within(owner).findByText(t.admin.pickFirst)).toBeInTheDocument();
    await userEvent.type(within(owner).getByRole('searchbox'), 'Lea');
    await userEvent.click(await within(owner).findByRole('radio', { name: 'Lea_Fischer' }));
    await userEvent.type(within(owner).getByRole('textbox', { name: t.admin.reason }), 'Verkauf laut Ticket.');
    await userEvent.click(within(owner).getByRole('button', { name: t.admin.ownerSubmit }));
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Eclipse Towers/ })).toHaveTextContent('Lea_Fischer'),
    );
  });
});
