// Storage moves and the price list at route level, with the stateful building world: a flat's
// items taken out and put back by its tenant (each send with an Idempotency-Key; taking more
// than is stored says why under the field and keeps the amount), a building's storage with the
// right manageStorage, and the building's price list (add a row, save it whole; a 500 keeps the
// rows). Operations these flows call: getBuildingcell, getBuildingcellItems,
// putBuildingcellStorageItem, takeBuildingcellStorageItem, getBuilding, getBuildingItems,
// putBuildingStorageItem, takeBuildingStorageItem, getBuildingPriceList, replaceBuildingPriceList.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildingTexts as t } from '../../src/features/building/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { orgTexts } from '../../src/components/org/texts';

/** The flat the signed-in character rents in the mock world. */
const MY_FLAT = 14;

/** "12× Brot (3,6 kg)" → 12. */
const amountOf = (row: HTMLElement) => Number(/^(\d+)×/.exec(row.textContent ?? '')?.[1]);

/** The first item row of the storage list `label`, with its name. */
async function firstItem(label: string) {
  const list = await screen.findByRole('region', { name: label });
  const row = (await within(list).findAllByTestId('org-item'))[0] as HTMLElement;
  const name = /^\d+× (.+) \(/.exec(row.textContent ?? '')?.[1] ?? '';
  return { list, row, name };
}

const rowNamed = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByTestId('org-item')
    .find((r) => r.textContent?.includes(`× ${name} (`)) as HTMLElement;

describe('flat and building storage, price list (/building)', () => {
  it("takes an item out of my flat's storage and puts it back, each with an Idempotency-Key", async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/\/api\/buildingcell\/\d+\/storage/.test(request.url))
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    renderRoute(`/building?view=flats&flat=${MY_FLAT}`);
    const { list, row, name } = await firstItem(t.flats.items);
    const before = amountOf(row);
    const field = within(row).getByRole('textbox', { name: t.items.amount(name) });
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await userEvent.click(within(row).getByRole('button', { name: t.items.put }));
    expect(await screen.findByText(t.items.stored(1, name))).toBeInTheDocument();
    await waitFor(() => expect(amountOf(rowNamed(list, name))).toBe(before + 1));
    await userEvent.click(within(rowNamed(list, name)).getByRole('button', { name: t.items.take }));
    expect(await screen.findByText(t.items.taken(1, name))).toBeInTheDocument();
    await waitFor(() => expect(amountOf(rowNamed(list, name))).toBe(before));
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.length > 0)).toBe(true);
    expect(keys[0]).not.toBe(keys[1]);
    server.events.removeAllListeners();
  });

  it('says why under the field when taking more than is stored, and keeps the amount', async () => {
    renderRoute(`/building?view=flats&flat=${MY_FLAT}`);
    const { row, name } = await firstItem(t.flats.items);
    const tooMany = String(amountOf(row) + 5);
    const field = within(row).getByRole('textbox', { name: t.items.amount(name) });
    await userEvent.clear(field);
    await userEvent.type(field, tooMany);
    await userEvent.click(within(row).getByRole('button', { name: t.items.take }));
    expect(await within(row).findByText(/Im Lager liegen nur \d+ Stück\./)).toBeInTheDocument();
    expect(field).toHaveValue(tooMany);
  });

  it("puts an item into my building's storage (manageStorage)", async () => {
    renderRoute('/building?building=1&tab=items');
    const { list, row, name } = await firstItem(t.items.label);
    const before = amountOf(row);
    await userEvent.click(within(row).getByRole('button', { name: t.items.put }));
    await waitFor(() => expect(amountOf(rowNamed(list, name))).toBe(before + 1));
    await userEvent.click(within(rowNamed(list, name)).getByRole('button', { name: t.items.take }));
    await waitFor(() => expect(amountOf(rowNamed(list, name))).toBe(before));
  });

  it("adds a row to my building's price list and saves it; a 500 keeps the rows", async () => {
    let fail = true;
    server.use(
      http.put('*/api/building/:buildingId/pricelist', () =>
        fail
          ? HttpResponse.json(
              { type: '/problems/500', title: 'Fehler', status: 500, detail: 'Der Server hat gerade ein Problem.' },
              { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : undefined,
      ),
    );
    renderRoute('/building?building=1&tab=prices');
    const section = await screen.findByRole('region', { name: t.prices.heading });
    await userEvent.click(await within(section).findByRole('button', { name: orgTexts.prices.add }));
    const rows = within(section).getAllByTestId('price-row');
    const last = rows[rows.length - 1] as HTMLElement;
    await userEvent.type(within(last).getByRole('textbox', { name: orgTexts.prices.item }), 'Hausmeisterdienst');
    const price = within(last).getByRole('spinbutton', { name: orgTexts.prices.price });
    await userEvent.clear(price);
    await userEvent.type(price, '150');
    await userEvent.click(within(section).getByRole('button', { name: orgTexts.prices.save }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Der Server hat gerade ein Problem.');
    expect(within(section).getByDisplayValue('Hausmeisterdienst')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: orgTexts.prices.save }));
    expect(await screen.findByText(orgTexts.prices.saved)).toBeInTheDocument();
    expect(await within(section).findByText(/^Zuletzt geändert am .* von Max_Mustermann$/)).toBeInTheDocument();
    expect(within(section).getByDisplayValue('Hausmeisterdienst')).toBeInTheDocument();
  });
});
