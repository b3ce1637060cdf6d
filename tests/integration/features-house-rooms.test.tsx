// Houses with free rooms (/house?view=rent) at route level, with the stateful house world:
// the list, the filters in the URL, renting a room (then "Meine Häuser" lists the house), the
// already-a-tenant 409 with its German reason, a refused rent that keeps what was typed, the same
// form on an opened house's rent tab, and a failed list with its retry while the filter stays.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { houseTexts as t } from '../../src/features/house/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const problem = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** The rent per period a card shows, as a number ("1.500 $ pro Woche" → 1500). */
const rentOf = (card: HTMLElement) => {
  const line = within(card).getByText(/ pro (Tag|Woche|Monat)$/).textContent ?? '';
  return Number(line.replace(/[^\d]/g, ''));
};

async function openRooms(path = '/house?view=rent') {
  const view = renderRoute(path);
  const cards = await screen.findAllByTestId('house-room-offer');
  return { ...view, cards };
}

/** Opens the rent form of the first listed house: the card, its name and the form. */
async function openFirstForm(path?: string) {
  const view = await openRooms(path);
  const card = view.cards[0] as HTMLElement;
  const name = within(card).getByRole('heading').textContent ?? '';
  await userEvent.click(within(card).getByRole('button', { name: `${t.rooms.rent}: ${name}` }));
  const form = await within(card).findByRole('form', { name: t.rooms.formLabel(name) });
  return { ...view, card, name, form };
}

describe('houses with free rooms (/house?view=rent)', () => {
  it('lists other owners’ houses with a free room, cheapest first, none of mine', async () => {
    renderRoute('/house');
    const mine = (await screen.findAllByTestId('house')).map((c) => within(c).getByRole('heading').textContent);
    await userEvent.click(screen.getByRole('button', { name: t.views.rent }));
    const cards = await screen.findAllByTestId('house-room-offer');
    expect(cards.length).toBeGreaterThan(0);
    const rents = cards.map(rentOf);
    expect([...rents].sort((a, b) => a - b)).toEqual(rents);
    for (const card of cards) {
      expect(mine).not.toContain(within(card).getByRole('heading').textContent);
      expect(card).toHaveTextContent(/Zimmern frei/);
      expect(card).toHaveTextContent(/Vermieter: /);
    }
  });

  it('filters by the highest rent, kept in the URL', async () => {
    const { cards, router } = await openRooms();
    const all = cards.length;
    const cheapest = Math.min(...cards.map(rentOf));
    // The smallest step that still lets the cheapest through but not every house.
    const select = screen.getByRole('combobox', { name: t.rooms.maxRent });
    const steps = [...(select as HTMLSelectElement).options].map((o) => Number(o.value)).filter((v) => v > 0);
    const step = steps.find((s) => s >= cheapest) as number;
    await userEvent.selectOptions(select, String(step));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ maxRent: step }));
    await waitFor(() => expect(screen.getAllByTestId('house-room-offer').every((c) => rentOf(c) <= step)).toBe(true));
    expect(screen.getAllByTestId('house-room-offer').length).toBeLessThanOrEqual(all);
  });

  it('says so when no room fits the filter', async () => {
    renderRoute('/house?view=rent&maxRent=1');
    expect(await screen.findByTestId('house-rooms-empty')).toHaveTextContent(t.rooms.emptyFiltered);
  });

  it('rents a room: the house then shows in "Meine Häuser" as rented, and leaves the list', async () => {
    const { name, form } = await openFirstForm();
    const periods = within(form).getByRole('textbox', { name: t.rent.periods });
    // The form took the place of the button: the keyboard goes on in its field.
    await waitFor(() => expect(periods).toHaveFocus());
    await userEvent.clear(periods);
    await userEvent.type(periods, '2');
    await userEvent.click(within(form).getByRole('button', { name: t.rooms.submit }));
    // "Meine Häuser": the house is there, as the room mate's.
    const mine = await screen.findAllByTestId('house');
    const rented = mine.find((c) => within(c).getByRole('heading').textContent === name) as HTMLElement;
    await waitFor(() => expect(rented).toBeDefined());
    expect(rented).toHaveTextContent(t.roles.roommate);
    // Its contract is paid two periods ahead.
    await userEvent.click(within(rented).getByRole('button', { name: `${t.open}: ${name}` }));
    await userEvent.click(await screen.findByRole('button', { name: t.tabs.rent }));
    const contract = await screen.findByTestId('house-contract');
    expect(contract).toHaveTextContent(t.rent.state.active);
    // The free-rooms list no longer offers it.
    await userEvent.click(screen.getByRole('button', { name: t.views.rent }));
    await screen.findByRole('region', { name: t.views.rent });
    await waitFor(() =>
      expect(
        screen.queryAllByTestId('house-room-offer').some((c) => within(c).getByRole('heading').textContent === name),
      ).toBe(false),
    );
  });

  it('shows the German reason of a 409 when one already lives in the house (rented meanwhile)', async () => {
    const { card, name, form } = await openFirstForm();
    // Rented in another tab while this list was open: the list here is stale.
    const id = (await (await fetch('http://localhost/api/house/rooms?limit=100')).json()).items.find(
      (h: { name: string }) => h.name === name,
    ).id;
    const other = await fetch(`http://localhost/api/house/${id}/rent`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({ acceptedRent: rentOf(card), periods: 1 }),
    });
    expect(other.status).toBe(201);
    await userEvent.click(within(form).getByRole('button', { name: t.rooms.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(name);
    expect(alert).toHaveTextContent('Du wohnst schon in diesem Haus');
    // The screen stays: the view and its list, without the house now rented.
    expect(screen.getByRole('region', { name: t.views.rent })).toBeInTheDocument();
  });

  it('a 500 when renting says why and keeps the typed periods and the filter', async () => {
    server.use(http.post('*/api/house/:houseId/rent', () => problem(500, 'Der Server hat gerade ein Problem.')));
    const { card, form, router } = await openFirstForm('/house?view=rent&maxRent=2500');
    const periods = within(form).getByRole('textbox', { name: t.rent.periods });
    await userEvent.clear(periods);
    await userEvent.type(periods, '3');
    await userEvent.click(within(form).getByRole('button', { name: t.rooms.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Server hat gerade ein Problem.');
    expect(within(card).getByRole('textbox', { name: t.rent.periods })).toHaveValue('3');
    expect(router.state.location.search).toMatchObject({ view: 'rent', maxRent: 2500 });
    expect(screen.getByRole('combobox', { name: t.rooms.maxRent })).toHaveValue('2500');
  });

  it('puts a 422 under the periods field', async () => {
    server.use(
      http.post('*/api/house/:houseId/rent', () =>
        problem(422, 'Ungültig.', [{ field: 'periods', message: 'Höchstens zwölf Zeiträume.' }]),
      ),
    );
    const { form } = await openFirstForm();
    await userEvent.click(within(form).getByRole('button', { name: t.rooms.submit }));
    expect(await within(form).findByText('Höchstens zwölf Zeiträume.')).toBeInTheDocument();
  });

  it('an opened house that offers rooms rents one on its rent tab with the same form', async () => {
    const listed = (await (await fetch('http://localhost/api/house/rooms?limit=1')).json()).items[0];
    renderRoute(`/house?house=${listed.id}&tab=rent`);
    const section = await screen.findByRole('region', { name: t.rent.rentRoom });
    await userEvent.click(await within(section).findByRole('button', { name: t.rent.rentRoom }));
    // Now a room mate there: the tab shows his contract.
    expect(await screen.findByTestId('house-contract')).toHaveTextContent(t.rent.state.active);
  });

  it('a failed list offers a retry, and the filter stays', async () => {
    let calls = 0;
    server.use(http.get('*/api/house/rooms', () => (++calls === 1 ? problem(500, 'Kaputt.') : undefined)));
    renderRoute('/house?view=rent&q=a');
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(screen.getByRole('searchbox', { name: t.rooms.search })).toHaveValue('a');
    await screen.findAllByTestId('house-room-offer');
  });
});
