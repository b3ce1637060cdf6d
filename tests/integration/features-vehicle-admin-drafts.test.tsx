// The vehicle admin's forms keep drafts (area-done point 3): what the admin typed into the edit,
// park, home garage and key forms survives a reload (a remount of the route) and a 401, and a
// successful save clears the draft. Route level, MSW with the stateful vehicle world.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vehicleTexts } from '../../src/features/vehicle/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
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

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Administrator'], rights: [...ALL] });
};

const problem = (status: number, detail: string) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** Opens the admin's search for every vehicle ("LS") and the first hit (the same one each time). */
async function openFirstHit(): Promise<HTMLElement> {
  renderRoute('/vehicle?view=admin&q=LS');
  const hits = await screen.findAllByTestId('vehicle-admin-result');
  await userEvent.click(within(hits[0] as HTMLElement).getByRole('button', { name: /^Öffnen: / }));
  return screen.findByTestId('vehicle-admin-detail');
}

const draftKeys = (start: string) =>
  Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').filter((k) => k.startsWith(start));

describe('vehicle admin drafts', () => {
  it('keeps a typed edit across a reload, then saves it and clears the draft', async () => {
    asAdmin();
    let detail = await openFirstHit();
    let edit = within(detail).getByRole('region', { name: t.edit });
    await userEvent.clear(within(edit).getByRole('textbox', { name: t.model }));
    await userEvent.type(within(edit).getByRole('textbox', { name: t.model }), 'Kuruma Entwurf');
    await userEvent.type(within(edit).getByRole('textbox', { name: t.reason }), 'Ticket 815');

    cleanup();
    detail = await openFirstHit();
    edit = within(detail).getByRole('region', { name: t.edit });
    expect(within(edit).getByRole('textbox', { name: t.model })).toHaveValue('Kuruma Entwurf');
    expect(within(edit).getByRole('textbox', { name: t.reason })).toHaveValue('Ticket 815');

    await userEvent.click(within(edit).getByRole('button', { name: t.editSubmit }));
    await waitFor(() => expect(within(detail).getByTestId('vehicle-admin-model')).toHaveTextContent('Kuruma Entwurf'));
    await waitFor(() => expect(within(edit).getByRole('textbox', { name: t.reason })).toHaveValue(''));
    expect(within(edit).getByRole('textbox', { name: t.model })).toHaveValue('Kuruma Entwurf');
    expect(draftKeys('draft.vehicle.admin.edit.')).toEqual([]);

    // A reload after the save starts from the saved vehicle, not from an old draft.
    cleanup();
    detail = await openFirstHit();
    edit = within(detail).getByRole('region', { name: t.edit });
    expect(within(edit).getByRole('textbox', { name: t.model })).toHaveValue('Kuruma Entwurf');
    expect(within(edit).getByRole('textbox', { name: t.reason })).toHaveValue('');
  });

  it('keeps the picked garage and reason of the park and home garage forms across a reload', async () => {
    asAdmin();
    let detail = await openFirstHit();
    const pick = async (region: HTMLElement) => {
      const select = await within(region).findByRole('combobox', { name: vehicleTexts.park.garage });
      const option = within(select)
        .getAllByRole('option')
        .find((o) => (o as HTMLOptionElement).value !== '') as HTMLOptionElement;
      await userEvent.selectOptions(select, option);
      return option.value;
    };
    const parked = await pick(within(detail).getByRole('region', { name: t.park }));
    await userEvent.type(
      within(within(detail).getByRole('region', { name: t.park })).getByRole('textbox', { name: t.reason }),
      'Falsch geparkt',
    );
    const home = await pick(within(detail).getByRole('region', { name: t.garage }));

    cleanup();
    detail = await openFirstHit();
    const park = within(detail).getByRole('region', { name: t.park });
    expect(await within(park).findByRole('combobox', { name: vehicleTexts.park.garage })).toHaveValue(parked);
    expect(within(park).getByRole('textbox', { name: t.reason })).toHaveValue('Falsch geparkt');
    const garage = within(detail).getByRole('region', { name: t.garage });
    expect(await within(garage).findByRole('combobox', { name: vehicleTexts.park.garage })).toHaveValue(home);
    expect(within(garage).getByRole('textbox', { name: t.reason })).toHaveValue('');
  });

  it('keeps the picked person when giving a key answers 401, and after a reload sends it', async () => {
    asAdmin();
    let detail = await openFirstHit();
    await within(detail).findAllByTestId('key-holder');
    const owner = within(detail).getByTestId('vehicle-admin-owner').textContent ?? '';
    const [text, name] = owner.startsWith('Elias') ? ['Sophie', 'Sophie_Wolf'] : ['Elias', 'Elias_Neumann'];
    let grant = within(detail).getByRole('region', { name: vehicleTexts.access.grantHeading });
    await userEvent.type(within(grant).getByRole('searchbox', { name: vehicleTexts.access.person }), text);
    await userEvent.click(await within(grant).findByRole('radio', { name: new RegExp(name) }));

    // Signed out meanwhile; after signing in again the mock world answers (nothing returned).
    let signedOut = true;
    server.use(
      http.post('*/api/vehicle/admin/vehicles/:vehicleId/access', () =>
        signedOut ? problem(401, 'Du bist nicht angemeldet.') : undefined,
      ),
    );
    await userEvent.click(within(grant).getByRole('button', { name: vehicleTexts.access.grant }));
    await waitFor(() => expect(draftKeys('draft.vehicle.admin.grant.')).toHaveLength(1));
    const [key] = draftKeys('draft.vehicle.admin.grant.');
    await waitFor(() => expect(within(grant).getByRole('button', { name: vehicleTexts.access.grant })).toBeEnabled());
    expect(JSON.parse(localStorage.getItem(key as string) ?? '{}')).toMatchObject({ name });

    signedOut = false;
    cleanup();
    detail = await openFirstHit();
    grant = within(detail).getByRole('region', { name: vehicleTexts.access.grantHeading });
    expect(within(grant).getByText(`Gewählt: ${name}`)).toBeInTheDocument();
    await userEvent.click(within(grant).getByRole('button', { name: vehicleTexts.access.grant }));
    expect(
      await within(detail).findByRole('button', { name: vehicleTexts.access.revokeFor(name) }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(grant).queryByText(`Gewählt: ${name}`)).toBeNull());
    expect(draftKeys('draft.vehicle.admin.grant.')).toEqual([]);
  });
});
