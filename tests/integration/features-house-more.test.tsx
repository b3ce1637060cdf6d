// The owner's and the room mate's house actions at route level, with the stateful house world:
// renaming (a 500 keeps the typed name), renovating after a confirmation of the price, the
// storage (take one out and put it back, each with an Idempotency-Key), handing the house over
// (with the finality confirmed; then it leaves "Meine Häuser"), and a room mate moving out
// after a confirmation. Operations these flows call: getOwnHouses, getHouse, updateHouse,
// getHouseRenovationOptions, renovateHouse, getHouseItems, takeHouseStorageItem,
// putHouseStorageItem, overwriteHouse, quitHouse.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { houseTexts as t } from '../../src/features/house/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

async function openHouse(path = '/house?house=1') {
  const view = renderRoute(path);
  const detail = await screen.findByTestId('house-detail');
  const name = within(detail).getByRole('heading', { level: 2 }).textContent ?? '';
  return { ...view, detail, name };
}

/** "12× Brot (3,6 kg)" → 12. */
const amountOf = (row: HTMLElement) => Number(/^(\d+)×/.exec(row.textContent ?? '')?.[1]);

describe('house actions (/house?house=…)', () => {
  it('renames my house; a 500 says why and keeps the typed name', async () => {
    let fail = true;
    server.use(
      http.patch('*/api/house/:houseId', () =>
        fail
          ? HttpResponse.json(
              { type: '/problems/500', title: 'Fehler', status: 500, detail: 'Der Server hat gerade ein Problem.' },
              { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : undefined,
      ),
    );
    const { detail } = await openHouse();
    const form = await within(detail).findByRole('region', { name: t.rename.heading });
    await userEvent.type(within(form).getByRole('textbox', { name: t.rename.name }), 'Haus am See');
    await userEvent.click(within(form).getByRole('button', { name: t.rename.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Der Server hat gerade ein Problem.');
    expect(within(form).getByRole('textbox', { name: t.rename.name })).toHaveValue('Haus am See');
    fail = false;
    await userEvent.click(within(form).getByRole('button', { name: t.rename.submit }));
    expect(await screen.findByText(t.rename.done('Haus am See'))).toBeInTheDocument();
    await waitFor(() => expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('Haus am See'));
  });

  it('renovates my house after confirming the price; then the renovation runs', async () => {
    const { detail } = await openHouse();
    const form = await within(detail).findByRole('region', { name: t.renovate.heading });
    const select = await within(form).findByRole('combobox', { name: t.renovate.interior });
    const options = await within(select).findAllByRole('option');
    const first = options.find((o) => (o as HTMLOptionElement).value !== '') as HTMLOptionElement;
    await userEvent.selectOptions(select, first.value);
    await userEvent.click(within(form).getByRole('button', { name: t.renovate.submit }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.renovate.submit }));
    expect(await screen.findByText(t.renovate.done)).toBeInTheDocument();
    expect(await within(detail).findByText(t.renovate.running)).toBeInTheDocument();
  });

  it('takes an item out of the storage and puts it back, each with an Idempotency-Key', async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/\/api\/house\/\d+\/storage/.test(request.url)) keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    const { detail } = await openHouse('/house?house=1&tab=storage');
    const list = await within(detail).findByRole('region', { name: t.storage.label });
    const row = (await within(list).findAllByTestId('org-item'))[0] as HTMLElement;
    const name = /^\d+× (.+) \(/.exec(row.textContent ?? '')?.[1] ?? '';
    const before = amountOf(row);
    const rowOf = () =>
      within(list)
        .getAllByTestId('org-item')
        .find((r) => r.textContent?.includes(`× ${name} (`)) as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: t.storage.put }));
    expect(await screen.findByText(t.storage.stored(1, name))).toBeInTheDocument();
    await waitFor(() => expect(amountOf(rowOf())).toBe(before + 1));
    await userEvent.click(within(rowOf()).getByRole('button', { name: t.storage.take }));
    expect(await screen.findByText(t.storage.taken(1, name))).toBeInTheDocument();
    await waitFor(() => expect(amountOf(rowOf())).toBe(before));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    server.events.removeAllListeners();
  });

  it('hands my house over with the finality confirmed; then it leaves my houses', async () => {
    const { detail, name } = await openHouse();
    const form = await within(detail).findByRole('region', { name: t.overwrite.heading });
    await userEvent.type(within(form).getByRole('searchbox'), 'Lea');
    await userEvent.click(await within(form).findByRole('radio', { name: /Lea_Fischer/ }));
    await userEvent.click(within(form).getByText(t.overwrite.confirm));
    await userEvent.click(within(form).getByRole('button', { name: t.overwrite.submit }));
    expect(await screen.findByText(t.overwrite.done('Lea_Fischer'))).toBeInTheDocument();
    await screen.findAllByTestId('house');
    await waitFor(() =>
      expect(screen.getAllByTestId('house').filter((c) => c.textContent?.includes(name))).toHaveLength(0),
    );
  });

  it('a room mate moves out after confirming: the house leaves my houses', async () => {
    renderRoute('/house');
    const cards = await screen.findAllByTestId('house');
    const rented = cards.find((c) => c.textContent?.includes(t.roles.roommate)) as HTMLElement;
    const name = within(rented).getByRole('heading').textContent ?? '';
    await userEvent.click(within(rented).getByRole('button', { name: new RegExp(`^${t.open}: `) }));
    const detail = await screen.findByTestId('house-detail');
    await userEvent.click(await within(detail).findByRole('button', { name: t.quit.label }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.quit.title(name));
    await userEvent.click(within(dialog).getByRole('button', { name: t.quit.label }));
    expect(await screen.findByText(t.quit.done)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryAllByTestId('house').filter((c) => c.textContent?.includes(name))).toHaveLength(0),
    );
  });
});
