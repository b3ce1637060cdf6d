// The vehicle area at route level (real route tree, MSW with the stateful vehicle world):
// list, detail from the URL, give and take keys, park, bus lines, plate search, and the
// failure paths (422 under the field, 403, 500 keeping the input, empty and failed lists).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vehicleTexts as t } from '../../src/features/vehicle/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const problem = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** Opens /vehicle?vehicle=1 (the first own vehicle, which shares a key with one friend). */
async function openFirstVehicle() {
  renderRoute('/vehicle?vehicle=1');
  const detail = await screen.findByTestId('vehicle-detail');
  await within(detail).findAllByTestId('key-holder');
  return detail;
}

async function pickPerson(detail: HTMLElement, text: string, name: string) {
  const grant = within(detail).getByRole('region', { name: t.access.grantHeading });
  await userEvent.type(within(grant).getByRole('searchbox', { name: t.access.person }), text);
  await userEvent.click(await within(grant).findByRole('radio', { name: name }));
  return grant;
}

describe('vehicle area (/vehicle)', () => {
  it('lists my vehicles with plate, model, garage, fuel and damage, and the menu has the area', async () => {
    renderRoute('/vehicle');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('vehicle');
    expect(cards.length).toBeGreaterThanOrEqual(1);
    expect(cards.length).toBeLessThanOrEqual(3);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(/\(LS \d{4}\)$/);
    expect(first).toHaveTextContent(/Garage.*Garage .+Tank\d+ %Schaden\d+ %/);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: t.title })).toHaveAttribute('href', '/vehicle');
  });

  it('says so when there is no vehicle, and offers a retry when the list fails', async () => {
    server.use(http.get('*/api/vehicle/own', () => HttpResponse.json({ items: [] })));
    const { unmount } = renderRoute('/vehicle');
    expect(await screen.findByTestId('vehicle-empty')).toHaveTextContent(t.empty);
    unmount();
    let calls = 0;
    server.use(
      http.get('*/api/vehicle/own', () => (++calls === 1 ? problem(500, 'Kaputt.') : HttpResponse.json({ items: [] }))),
    );
    renderRoute('/vehicle');
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('vehicle-empty')).toBeInTheDocument();
  });

  it('opens a vehicle from the URL: condition and who holds a key', async () => {
    const detail = await openFirstVehicle();
    expect(within(detail).getByText(t.detail.engine)).toBeInTheDocument();
    expect(within(detail).getByText(t.detail.mileage)).toBeInTheDocument();
    const holders = within(detail).getAllByTestId('key-holder');
    expect(holders).toHaveLength(2);
    expect(holders[0]).toHaveTextContent(/Max_Mustermann.*Halter/);
    expect(holders[1]).toHaveTextContent(/Schlüssel/);
    // The owner's key cannot be taken; the friend's can.
    expect(within(holders[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(holders[1] as HTMLElement).getByRole('button', { name: /^Schlüssel abnehmen: / }),
    ).toBeInTheDocument();
  });

  it('gives a friend a key: asks for a person first, then lists the new key holder', async () => {
    const detail = await openFirstVehicle();
    const grant = within(detail).getByRole('region', { name: t.access.grantHeading });
    await userEvent.click(within(grant).getByRole('button', { name: t.access.grant }));
    expect(await within(grant).findByText(t.access.pickFirst)).toBeInTheDocument();
    const holdersBefore = within(detail).getAllByTestId('key-holder').length;
    // Someone who holds a key already cannot be picked twice.
    const friend = within(within(detail).getAllByTestId('key-holder')[1] as HTMLElement).getByRole('button');
    const friendName = friend.getAttribute('aria-label')?.replace('Schlüssel abnehmen: ', '') ?? '';
    await userEvent.type(within(grant).getByRole('searchbox', { name: t.access.person }), friendName.slice(0, 4));
    expect(await within(grant).findByRole('radio', { name: new RegExp(friendName) })).toBeDisabled();
    await userEvent.clear(within(grant).getByRole('searchbox', { name: t.access.person }));
    const person = friendName.startsWith('Elias') ? 'Leon_Klein' : 'Elias_Neumann';
    await userEvent.type(within(grant).getByRole('searchbox', { name: t.access.person }), person.slice(0, 4));
    await userEvent.click(await within(grant).findByRole('radio', { name: person }));
    await userEvent.click(within(grant).getByRole('button', { name: t.access.grant }));
    await waitFor(() => expect(within(detail).getAllByTestId('key-holder')).toHaveLength(holdersBefore + 1));
    expect(within(detail).getAllByTestId('key-holder').at(-1)).toHaveTextContent(person);
  });

  it('puts a 422 under the person field and keeps the pick; a 403 and a 500 say why and keep it too', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/vehicle/own/:vehicleId/access', () => {
        calls++;
        if (calls === 1)
          return problem(422, 'Ungültig.', [{ field: 'playerId', message: 'Diese Person gibt es nicht.' }]);
        if (calls === 2) return problem(403, 'Das ist nicht dein Fahrzeug.');
        return problem(500, 'Der Server hat gerade ein Problem.');
      }),
    );
    const detail = await openFirstVehicle();
    const grant = await pickPerson(detail, 'Lea', 'Lea_Fischer');
    const send = within(grant).getByRole('button', { name: t.access.grant });
    await userEvent.click(send);
    expect(await within(grant).findByText('Diese Person gibt es nicht.')).toBeInTheDocument();
    expect(within(grant).getByRole('radio', { name: 'Lea_Fischer' })).toBeChecked();
    await userEvent.click(send);
    expect(await within(grant).findByRole('alert')).toHaveTextContent('Das ist nicht dein Fahrzeug.');
    await userEvent.click(send);
    expect(await within(grant).findByRole('alert')).toHaveTextContent('Der Server hat gerade ein Problem.');
    expect(within(grant).getByRole('radio', { name: 'Lea_Fischer' })).toBeChecked();
    expect(calls).toBe(3);
  });

  it('keeps the picked person across a reload (draft) and sends it then', async () => {
    const first = await openFirstVehicle();
    await pickPerson(first, 'Lea', 'Lea_Fischer');
    cleanup();
    const detail = await openFirstVehicle();
    const grant = within(detail).getByRole('region', { name: t.access.grantHeading });
    expect(within(grant).getByText('Gewählt: Lea_Fischer')).toBeInTheDocument();
    await userEvent.click(within(grant).getByRole('button', { name: t.access.grant }));
    await waitFor(() => expect(within(detail).getAllByTestId('key-holder').at(-1)).toHaveTextContent('Lea_Fischer'));
    expect(within(grant).queryByText('Gewählt: Lea_Fischer')).toBeNull();
  });

  it('opens with empty forms when the stored drafts are broken or of the wrong shape', async () => {
    localStorage.setItem('draft.vehicle.grant.1', '{"playerId":"Lea","name":5,"__proto__":{"x":1}}');
    localStorage.setItem('draft.vehicle.park.1', '{nicht json');
    const detail = await openFirstVehicle();
    const grant = within(detail).getByRole('region', { name: t.access.grantHeading });
    expect(within(grant).queryByText(/^Gewählt:/)).toBeNull();
    const park = within(detail).getByRole('region', { name: t.park.heading });
    expect(await within(park).findByRole('combobox', { name: t.park.garage })).toHaveValue('');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('keeps the pick stored when the send answers 401 (signed out meanwhile)', async () => {
    server.use(http.post('*/api/vehicle/own/:vehicleId/access', () => problem(401, 'Du bist nicht angemeldet.')));
    const detail = await openFirstVehicle();
    const grant = await pickPerson(detail, 'Lea', 'Lea_Fischer');
    await userEvent.click(within(grant).getByRole('button', { name: t.access.grant }));
    await waitFor(() => expect(within(grant).getByRole('button', { name: t.access.grant })).toBeEnabled());
    expect(JSON.parse(localStorage.getItem('draft.vehicle.grant.1') ?? '{}')).toEqual({
      playerId: 4713,
      name: 'Lea_Fischer',
    });
  });

  it('sends once however often the button is pressed while the send is pending', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/vehicle/own/:vehicleId/access', async () => {
        calls++;
        await held;
        return problem(409, 'Lea_Fischer hat schon einen Schlüssel.');
      }),
    );
    const detail = await openFirstVehicle();
    const grant = await pickPerson(detail, 'Lea', 'Lea_Fischer');
    const send = within(grant).getByRole('button', { name: t.access.grant });
    await userEvent.click(send);
    await userEvent.click(send);
    await userEvent.click(send);
    release();
    expect(await within(grant).findByRole('alert')).toHaveTextContent('Lea_Fischer hat schon einen Schlüssel.');
    expect(calls).toBe(1);
  });

  it('takes a key back only after the confirmation', async () => {
    const detail = await openFirstVehicle();
    const holder = within(detail).getAllByTestId('key-holder')[1] as HTMLElement;
    const revoke = within(holder).getByRole('button', { name: /^Schlüssel abnehmen: / });
    await userEvent.click(revoke);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getAllByRole('button', { name: t.cancel })[0] as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(detail).getAllByTestId('key-holder')).toHaveLength(2);
    await userEvent.click(revoke);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.access.revoke }),
    );
    await waitFor(() => expect(within(detail).getAllByTestId('key-holder')).toHaveLength(1));
    expect(await within(detail).findByText(t.access.onlyOwner)).toBeInTheDocument();
  });

  it('parks the vehicle in another garage: full garages and its own cannot be chosen, the card shows the new garage', async () => {
    const detail = await openFirstVehicle();
    const park = within(detail).getByRole('region', { name: t.park.heading });
    const select = await within(park).findByRole('combobox', { name: t.park.garage });
    await userEvent.click(within(park).getByRole('button', { name: t.park.submit }));
    expect(await within(park).findByText(t.park.pickFirst)).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: /Garage Paleto Bay.*voll/ })).toBeDisabled();
    expect(within(select).queryByRole('option', { name: /Abschlepphof/ })).toBeNull();
    const card = detail.closest('[data-testid="vehicle"]') as HTMLElement;
    const target = within(select)
      .getAllByRole('option')
      .find((o) => !(o as HTMLOptionElement).disabled && (o as HTMLOptionElement).value !== '') as HTMLOptionElement;
    const garage = target.textContent?.split(' (')[0] ?? '';
    await userEvent.selectOptions(select, target);
    await userEvent.click(within(park).getByRole('button', { name: t.park.submit }));
    await waitFor(() => expect(card).toHaveTextContent(new RegExp(`Garage${garage}`)));
    expect(within(card).getByText(t.state.parked)).toBeInTheDocument();
  });

  it('an impounded vehicle is not offered a garage: the park section says why', async () => {
    // An admin tows the first vehicle to the impound lot (same mock world as the owner's view).
    setScenario('admin');
    const lot = (await (await fetch('http://localhost/api/vehicle/garages')).json()) as {
      items: Array<{ id: number; kind: string }>;
    };
    const impound = lot.items.find((g) => g.kind === 'impound');
    const towed = await fetch('http://localhost/api/vehicle/admin/vehicles/1/park', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ garageId: impound?.id }),
    });
    expect(towed.status).toBe(200);
    const detail = await openFirstVehicle();
    const park = within(detail).getByRole('region', { name: t.park.heading });
    expect(park).toHaveTextContent(t.park.impounded);
    expect(within(park).queryByRole('combobox')).toBeNull();
    const card = detail.closest('[data-testid="vehicle"]') as HTMLElement;
    expect(within(card).getByText(t.state.impounded)).toBeInTheDocument();
  });

  it('lists the bus lines and opens a line with its stops in order', async () => {
    renderRoute('/vehicle?view=bus');
    const lines = await screen.findAllByTestId('bus-line');
    expect(lines.length).toBeGreaterThan(0);
    const first = lines[0] as HTMLElement;
    expect(first).toHaveTextContent(/Linie 1: .*alle \d+ Minuten/);
    await userEvent.click(within(first).getByRole('button', { name: t.bus.showStops }));
    const stops = await within(first).findByTestId('bus-stops');
    const names = within(stops)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names.length).toBeGreaterThan(1);
    expect(names[0]).toMatch(/^Haltestelle /);
  });

  it('finds vehicles by plate or model and says when none fits', async () => {
    renderRoute('/vehicle?view=search');
    expect(await screen.findByText(t.search.hint)).toBeInTheDocument();
    const field = screen.getByRole('searchbox', { name: t.search.label });
    await userEvent.type(field, 'LS');
    const table = await screen.findByRole('table', { name: t.search.results });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/LS \d{4}/);
    await userEvent.clear(field);
    await userEvent.type(field, 'Zeppelin');
    expect(await screen.findByTestId('vehicle-search-empty')).toHaveTextContent('Kein Fahrzeug passt zu „Zeppelin“.');
  });
});
