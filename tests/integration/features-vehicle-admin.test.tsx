// The vehicle admin view at route level (real route tree, MSW with the stateful vehicle world):
// guarded by vehicle.view (a player lands on /notPermitted), search by plate and by owner, an
// opened vehicle with its data, repair, edit (422 under the field, 500 keeping the input),
// delete after a confirmation, keys given and taken back, and an action hidden without its right.
// Operations exercised: listVehicleAdminVehicles, listVehicleAdminByPlayer, getVehicleAdminDetails,
// repairVehicleAdmin, editVehicleAdmin, deleteVehicleAdmin, parkVehicleAdmin, setVehicleAdminGarage,
// listVehicleAdminItems, listVehicleAdminAccess, grantVehicleAdminAccess, revokeVehicleAdminAccess,
// listVehicleAdminLog.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vehicleTexts } from '../../src/features/vehicle/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { knownCharacters } from '../../src/mocks/overrides';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const t = vehicleTexts.admin;
const ALL = [
  'vehicle.view',
  'vehicle.edit',
  'vehicle.delete',
  'vehicle.viewItems',
  'vehicle.park',
  'vehicle.repair',
  'vehicle.garage',
  'vehicle.access',
];

/** The admin scenario with these ACP rights (stored, and what the rights poll answers). */
const asAdmin = (rights: readonly string[] = ALL) => {
  setScenario('admin');
  const stored = { roles: ['Administrator'], rights: [...rights] };
  writeStored(acpRightsKey, stored);
  if (rights !== ALL) server.use(http.get('*/api/auth/acpRights', () => HttpResponse.json(stored)));
};

const problem = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

const main = () => within(screen.getByRole('main'));

/** Opens the admin's search for every vehicle ("LS") and the first hit; answers its plate. */
async function openFirstHit(): Promise<{ detail: HTMLElement; plate: string }> {
  renderRoute('/vehicle?view=admin&q=LS');
  const hits = await screen.findAllByTestId('vehicle-admin-result');
  await userEvent.click(within(hits[0] as HTMLElement).getByRole('button', { name: /^Öffnen: / }));
  const detail = await screen.findByTestId('vehicle-admin-detail');
  return { detail, plate: within(detail).getByTestId('vehicle-admin-plate').textContent ?? '' };
}

describe('vehicle admin (/vehicle?view=admin)', () => {
  it('sends a player to /notPermitted and offers them no admin view', async () => {
    const { router } = renderRoute('/vehicle?view=admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
  });

  it('finds a car by its plate, shows its data and repairs it', async () => {
    asAdmin();
    const { plate } = await openFirstHit();
    // Search again by exactly that plate, from the search view.
    await userEvent.click(main().getByRole('button', { name: t.back }));
    const box = await main().findByRole('searchbox', { name: t.search });
    await userEvent.clear(box);
    await userEvent.type(box, plate);
    await waitFor(() => expect(screen.getAllByTestId('vehicle-admin-result')).toHaveLength(1));
    const hit = screen.getByTestId('vehicle-admin-result');
    expect(hit).toHaveTextContent(plate);
    await userEvent.click(within(hit).getByRole('button', { name: /^Öffnen: / }));
    const detail = await screen.findByTestId('vehicle-admin-detail');
    for (const id of ['plate', 'model', 'owner', 'garage', 'fuel', 'damage'])
      expect(within(detail).getByTestId(`vehicle-admin-${id}`)).not.toBeEmptyDOMElement();
    await userEvent.click(within(detail).getByRole('button', { name: t.repair }));
    await waitFor(() => expect(within(detail).getByTestId('vehicle-admin-damage')).toHaveTextContent('0 %'));
    expect(within(detail).getByTestId('vehicle-admin-engine')).toHaveTextContent('100 %');
    expect(await within(detail).findByText('Vom Admin repariert.')).toBeInTheDocument();
  });

  it("finds a person's vehicles by the owner's name", async () => {
    asAdmin();
    renderRoute('/vehicle?view=admin&q=LS');
    const hits = await screen.findAllByTestId('vehicle-admin-result');
    // An owner the player search knows (a character of the mock world, not the signed-in one).
    const owner = knownCharacters.find((c) => hits.some((hit) => hit.textContent?.includes(`Halter: ${c.name}`)))
      ?.name as string;
    await userEvent.click(main().getByRole('button', { name: t.by.owner }));
    const box = main().getByRole('searchbox', { name: t.search });
    await userEvent.clear(box);
    await userEvent.type(box, owner);
    const list = await screen.findByRole('list', { name: t.ownerVehicles(owner) });
    const found = within(list).getAllByTestId('vehicle-admin-result');
    expect(found.length).toBeGreaterThanOrEqual(1);
    for (const hit of found) expect(hit).toHaveTextContent(owner);
  });

  it('edits the model; a 422 lands under the plate and a 500 keeps what was typed', async () => {
    asAdmin();
    const { detail } = await openFirstHit();
    const edit = within(detail).getByRole('region', { name: t.edit });
    const model = within(edit).getByRole('textbox', { name: t.model });
    await userEvent.clear(model);
    await userEvent.type(model, 'Kuruma Panzer');
    await userEvent.click(within(edit).getByRole('button', { name: t.editSubmit }));
    await waitFor(() => expect(within(detail).getByTestId('vehicle-admin-model')).toHaveTextContent('Kuruma Panzer'));

    server.use(
      http.patch('*/api/vehicle/admin/vehicles/:vehicleId', () =>
        problem(422, 'Eingabe ungültig', [{ field: 'plate', message: 'Dieses Kennzeichen ist gesperrt.' }]),
      ),
    );
    const plate = within(edit).getByRole('textbox', { name: t.plate });
    await userEvent.clear(plate);
    await userEvent.type(plate, 'LS 0001');
    await userEvent.click(within(edit).getByRole('button', { name: t.editSubmit }));
    expect(await within(edit).findByText('Dieses Kennzeichen ist gesperrt.')).toBeInTheDocument();
    expect(plate).toHaveValue('LS 0001');

    server.use(http.patch('*/api/vehicle/admin/vehicles/:vehicleId', () => problem(500, 'Serverfehler.')));
    const reason = within(edit).getByRole('textbox', { name: t.reason });
    await userEvent.type(reason, 'Ticket 4711');
    await userEvent.clear(plate);
    await userEvent.type(plate, 'LS 0002');
    await userEvent.click(within(edit).getByRole('button', { name: t.editSubmit }));
    expect(await within(edit).findByRole('alert')).toBeInTheDocument();
    expect(plate).toHaveValue('LS 0002');
    expect(reason).toHaveValue('Ticket 4711');
  });

  it('deletes a vehicle only after the confirmation; the search no longer finds it', async () => {
    asAdmin();
    const { detail, plate } = await openFirstHit();
    await userEvent.click(within(detail).getByRole('button', { name: t.delete }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('vehicle-admin-detail')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: t.delete }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: t.delete }));
    await waitFor(() => expect(screen.queryByTestId('vehicle-admin-detail')).toBeNull());
    const box = await main().findByRole('searchbox', { name: t.search });
    await userEvent.clear(box);
    await userEvent.type(box, plate);
    expect(await screen.findByTestId('vehicle-admin-empty')).toHaveTextContent(t.none(plate));
  });

  it('gives a character a key and takes it back after the confirmation', async () => {
    asAdmin();
    const { detail } = await openFirstHit();
    await within(detail).findAllByTestId('key-holder');
    const owner = within(detail).getByTestId('vehicle-admin-owner').textContent ?? '';
    const [text, name] = owner.startsWith('Elias') ? ['Sophie', 'Sophie_Wolf'] : ['Elias', 'Elias_Neumann'];
    const grant = within(detail).getByRole('region', { name: vehicleTexts.access.grantHeading });
    await userEvent.type(within(grant).getByRole('searchbox', { name: vehicleTexts.access.person }), text);
    await userEvent.click(await within(grant).findByRole('radio', { name: new RegExp(name) }));
    await userEvent.click(within(grant).getByRole('button', { name: vehicleTexts.access.grant }));
    const revoke = await within(detail).findByRole('button', { name: vehicleTexts.access.revokeFor(name) });
    await userEvent.click(revoke);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: vehicleTexts.access.revoke }));
    await waitFor(() =>
      expect(within(detail).queryByRole('button', { name: vehicleTexts.access.revokeFor(name) })).toBeNull(),
    );
  });

  it('parks the car in another garage and sets its home garage; both land in its history and the trunk shows', async () => {
    asAdmin();
    const { detail } = await openFirstHit();
    expect(await within(detail).findByRole('region', { name: t.trunk })).toBeInTheDocument();
    const choose = async (region: HTMLElement) => {
      const select = within(region).getByRole('combobox', { name: vehicleTexts.park.garage });
      const current = within(detail).getByTestId('vehicle-admin-garage').textContent ?? '';
      const other = within(select)
        .getAllByRole('option')
        .find((o) => (o as HTMLOptionElement).value !== '' && !o.textContent?.startsWith(current)) as HTMLOptionElement;
      await userEvent.selectOptions(select, other);
      return (other.textContent ?? '').split(' (')[0] ?? '';
    };
    const park = within(detail).getByRole('region', { name: t.park });
    const parkedIn = await choose(park);
    await userEvent.type(within(park).getByRole('textbox', { name: t.reason }), 'Falsch geparkt');
    await userEvent.click(within(park).getByRole('button', { name: t.parkSubmit }));
    await waitFor(() => expect(within(detail).getByTestId('vehicle-admin-garage')).toHaveTextContent(parkedIn));
    expect(await within(detail).findByText(`In ${parkedIn} eingeparkt.`)).toBeInTheDocument();

    const home = within(detail).getByRole('region', { name: t.garage });
    const homeGarage = await choose(home);
    await userEvent.click(within(home).getByRole('button', { name: t.garageSubmit }));
    await waitFor(() => expect(within(detail).getByTestId('vehicle-admin-garage')).toHaveTextContent(homeGarage));
    expect(await within(detail).findByText(`Stammgarage: ${homeGarage}.`)).toBeInTheDocument();
  });

  it('hides an action the admin has no right for', async () => {
    asAdmin(ALL.filter((r) => r !== 'vehicle.repair' && r !== 'vehicle.delete'));
    const { detail } = await openFirstHit();
    expect(within(detail).getByRole('region', { name: t.edit })).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: t.repair })).toBeNull();
    expect(within(detail).queryByRole('button', { name: t.delete })).toBeNull();
  });
});
