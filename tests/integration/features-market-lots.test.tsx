// The market's own lots and admin care at route level: create a lot (a rule across fields and a
// server's 422 under their fields, the draft kept), edit and withdraw an own lot without bids,
// a bid's draft across a reload; admin care hidden from players, shown with the rights.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const field = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('textbox', { name });

/** Replaces a field's text at once (pasted: typing key by key is slow on a busy machine). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function openLot(title: RegExp) {
  const heading = await screen.findByRole('heading', { name: title });
  const card = heading.closest('[data-testid="lot"]') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: 'Ansehen' }));
  await within(card).findByTestId('lot-detail');
  return card;
}

describe('market: own lots (/market?view=mine)', () => {
  it('creates a lot: buyout below the start is refused in place, a server 422 lands under its field, the draft survives', async () => {
    const first = renderRoute('/market?view=mine');
    await userEvent.click(await screen.findByRole('button', { name: 'Los einstellen' }));
    const form = (await screen.findByRole('heading', { name: 'Neues Los einstellen' })).closest(
      'section',
    ) as HTMLElement;
    await fill(field(form, /Inventar-Stapel/), '42');
    await fill(field(form, /^Titel/), 'Zwei Surfbretter');
    await fill(field(form, /Startgebot/), '800');
    await fill(field(form, /Sofortkaufpreis/), '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Los einstellen' }));
    expect(
      await within(form).findByText('Der Sofortkaufpreis muss mindestens das Startgebot sein.'),
    ).toBeInTheDocument();
    // A reload keeps what was typed (the draft).
    first.unmount();
    renderRoute('/market?view=mine');
    await userEvent.click(await screen.findByRole('button', { name: 'Los einstellen' }));
    const again = (await screen.findByRole('heading', { name: 'Neues Los einstellen' })).closest(
      'section',
    ) as HTMLElement;
    expect(field(again, /^Titel/)).toHaveValue('Zwei Surfbretter');
    await fill(field(again, /Sofortkaufpreis/), '2000');
    server.use(
      http.post('*/api/market/auctions', () =>
        HttpResponse.json(
          {
            type: '/problems/validation',
            title: 'Eingabe ungültig',
            status: 422,
            errors: [{ field: 'inventoryItemId', message: 'Diesen Stapel gibt es in deinem Inventar nicht.' }],
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Los einstellen' }));
    expect(await within(again).findByText('Diesen Stapel gibt es in deinem Inventar nicht.')).toBeInTheDocument();
    server.resetHandlers();
    await fill(field(again, /Inventar-Stapel/), '43');
    await userEvent.click(within(again).getByRole('button', { name: 'Los einstellen' }));
    const created = await screen.findByRole('heading', { name: 'Zwei Surfbretter' });
    expect(within(created.closest('[data-testid="lot"]') as HTMLElement).getByText('Dein Los')).toBeInTheDocument();
    expect(localStorage.getItem('draft.market.lot')).toBeNull();
  });

  it('edits and withdraws an own lot without bids; a lot with bids offers neither', async () => {
    renderRoute('/market?view=mine&state=open');
    const withBids = await openLot(/Angelrute/);
    expect(within(withBids).getByText(/nicht mehr ändern oder zurückziehen/)).toBeInTheDocument();
    const card = await openLot(/Gemälde/);
    const edit = within(card).getByRole('form', { name: 'Los bearbeiten' });
    await fill(field(edit, /^Titel/), 'Gemälde, neu gerahmt');
    await userEvent.click(within(edit).getByRole('button', { name: 'Änderungen speichern' }));
    const renamed = await screen.findByRole('heading', { name: 'Gemälde, neu gerahmt' });
    const lot = renamed.closest('[data-testid="lot"]') as HTMLElement;
    await userEvent.click(within(lot).getByRole('button', { name: 'Los zurückziehen' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Los zurückziehen' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Gemälde, neu gerahmt' })).toBeNull());
  });

  it('keeps a typed bid across a reload (the draft of that lot)', async () => {
    const first = renderRoute('/market?view=auctions');
    const card = await openLot(/Laptop/);
    await userEvent.type(within(card).getByRole('textbox', { name: /Dein Gebot/ }), '2500');
    first.unmount();
    renderRoute('/market?view=auctions');
    const again = await openLot(/Laptop/);
    expect(within(again).getByRole('textbox', { name: /Dein Gebot/ })).toHaveValue('2500');
  });
});

describe('market: admin care (/market?view=admin)', () => {
  it('players get no admin tab, and the admin view by link sends them to /notPermitted', async () => {
    const first = renderRoute('/market');
    expect(await screen.findByRole('table', { name: /Exportpreise/ })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Verwaltung' })).toBeNull();
    first.unmount();
    const { router } = renderRoute('/market?view=admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
    expect(screen.queryByRole('heading', { name: 'Waren pflegen' })).toBeNull();
  });

  it('admins change a good’s price (held to its range), and remove a lot after confirming', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['market.editGoods', 'market.moderateAuctions'] });
    renderRoute('/market?view=admin');
    const goods = (await screen.findByRole('heading', { name: 'Waren pflegen' })).closest('section') as HTMLElement;
    await userEvent.click(await within(goods).findByRole('button', { name: 'Eisenerz bearbeiten' }));
    const form = within(goods).getByRole('form', { name: 'Eisenerz bearbeiten' });
    await fill(field(form, /Aktueller Preis/), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(form).findByText('Der Preis muss zwischen Mindest- und Höchstpreis liegen.'),
    ).toBeInTheDocument();
    await fill(field(form, /Aktueller Preis/), '50');
    await userEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(goods).queryByRole('form')).toBeNull());
    expect(
      within(within(goods).getByRole('table')).getByText('50 $', { normalizer: (s) => s.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();

    const lots = screen.getByRole('heading', { name: 'Lose moderieren' }).closest('section') as HTMLElement;
    const first = (await within(lots).findAllByRole('button', { name: 'Los entfernen' }))[0] as HTMLElement;
    const count = within(lots).getAllByRole('button', { name: 'Los entfernen' }).length;
    await userEvent.click(first);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Los entfernen' }),
    );
    await waitFor(() => expect(within(lots).getAllByRole('button', { name: 'Los entfernen' })).toHaveLength(count - 1));
  });
});
