// The market at route level (MSW, stateful store): price lists with trend and chart, the crime
// market only for faction members, the auction house (bid with its rules, a refusal under the
// field, input kept on a failed send, never sent twice, buyout after confirmation).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { marketTexts } from '../../src/features/market/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const panel = (crimeFaction?: { id: number; name: string }) =>
  http.get('*/api/player/controlPanel', () =>
    HttpResponse.json({
      character: { id: 1, name: 'Max_Mustermann' },
      level: 14,
      job: 'Mechaniker',
      cash: 1000,
      bankBalance: 30000,
      playTimeHours: 10,
      admin: false,
      casino: { blocked: false },
      prison: { inPrison: false },
      chatLinkState: 'linked',
      ...(crimeFaction ? { crimeFaction } : {}),
    }),
  );

type Goods = { items: { id: number }[] };

async function openLot(title: RegExp) {
  const heading = await screen.findByRole('heading', { name: title });
  const card = heading.closest('[data-testid="lot"]') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: 'Ansehen' }));
  await within(card).findByTestId('lot-detail');
  return card;
}

describe('market (/market)', () => {
  it('lists export and import prices with their trend, and shows a good’s price chart as figures too', async () => {
    server.use(panel());
    const { router } = renderRoute('/market');
    expect(await screen.findByRole('heading', { level: 1, name: marketTexts.title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Exportpreise, Normaler Markt/ });
    expect(within(table).getByText('Eisenerz')).toBeInTheDocument();
    expect(within(table).getAllByText(/(steigt|fällt|stabil) \([+-]?\d/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('group', { name: 'Markt' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Preisverlauf von Eisenerz zeigen' }));
    const chart = await screen.findByTestId('price-chart');
    expect(within(chart).getByRole('heading', { name: 'Preisverlauf: Eisenerz' })).toBeInTheDocument();
    expect(within(chart).getByRole('img', { name: /^Von .*\$ auf .*\$; niedrigster Preis/ })).toBeInTheDocument();
    expect(within(chart).getAllByRole('row').length).toBeGreaterThan(10);
    expect(router.state.location.search).toMatchObject({ good: expect.any(Number) });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('table', { name: /Importpreise/ })).toBeInTheDocument();
  });

  it('shows the crime market to faction members only (scenario gang); the mock serves them its lists', async () => {
    setScenario('gang');
    renderRoute('/market');
    await userEvent.click(await screen.findByRole('button', { name: 'Schwarzmarkt' }));
    const table = await screen.findByRole('table', { name: /Exportpreise, Schwarzmarkt/ });
    expect(within(table).getByText('Kokablätter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('table', { name: /Importpreise, Schwarzmarkt/ })).toBeInTheDocument();
    expect((await fetch('http://localhost/api/market/crime/import')).status).toBe(200);
    const crimeGood = ((await (await fetch('http://localhost/api/market/crime/export')).json()) as Goods).items[0];
    expect((await fetch(`http://localhost/api/market/goods/${crimeGood?.id}/prices`)).status).toBe(200);
  });

  it('a crime good’s price history is the crime market’s too: 403 without a gang, a normal good’s is not', async () => {
    setScenario('admin');
    const crimeGood = ((await (await fetch('http://localhost/api/market/crime/export')).json()) as Goods).items[0];
    const normalGood = ((await (await fetch('http://localhost/api/market/export')).json()) as Goods).items[0];
    setScenario('player');
    expect((await fetch(`http://localhost/api/market/goods/${crimeGood?.id}/prices`)).status).toBe(403);
    expect((await fetch(`http://localhost/api/market/goods/${normalGood?.id}/prices`)).status).toBe(200);
  });

  it('a player outside any faction does not get the crime market, even by link, and the mock answers 403', async () => {
    setScenario('player');
    renderRoute('/market?crime=1');
    expect(await screen.findByText(marketTexts.crimeDenied)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Exportpreise, Normaler Markt/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schwarzmarkt' })).toBeNull();
    for (const list of ['export', 'import']) {
      const refused = await fetch(`http://localhost/api/market/crime/${list}`);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { detail: string }).detail).toBe('Das sehen nur Mitglieder einer Gang.');
    }
  });

  it('bids: below the minimum says so under the field; a valid bid leads; the amount stays after a failed send', async () => {
    server.use(panel());
    renderRoute('/market?view=auctions');
    const card = await openLot(/Seltenes Kennzeichen/);
    const field = within(card).getByRole('textbox', { name: /Dein Gebot/ });
    const min = Number(
      /Mindestens ([\d.]+)/.exec(within(card).getByText(/^Mindestens/).textContent ?? '')?.[1]?.replace(/\./g, ''),
    );
    await userEvent.type(field, String(min - 1));
    await userEvent.click(within(card).getByRole('button', { name: 'Gebot abgeben' }));
    expect(await within(card).findByText(/Das Gebot muss mindestens/)).toBeInTheDocument();
    // The server fails once: the amount stays as typed, a message says why.
    let calls = 0;
    server.use(
      http.post('*/api/market/auctions/:hash/bids', () => {
        calls++;
        return calls === 1
          ? HttpResponse.json(
              { type: '/problems/500', title: 'Serverfehler', status: 500, detail: 'Kaputt.' },
              { status: 500 },
            )
          : undefined;
      }),
    );
    await userEvent.clear(field);
    await userEvent.type(field, String(min));
    await userEvent.click(within(card).getByRole('button', { name: 'Gebot abgeben' }));
    expect(await within(card).findByText('Kaputt.')).toBeInTheDocument();
    expect(field).toHaveValue(String(min));
    await userEvent.click(within(card).getByRole('button', { name: 'Gebot abgeben' }));
    expect(await within(card).findByText('Du bist Höchstbietender.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('a bid the server finds too low shows under the field; one click sends once with an Idempotency-Key', async () => {
    server.use(panel());
    const keys: string[] = [];
    server.use(
      http.post('*/api/market/auctions/:hash/bids', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        return HttpResponse.json(
          {
            type: '/problems/market/bid-too-low',
            title: 'Gebot zu niedrig',
            status: 409,
            detail: 'Jemand war schneller.',
          },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }),
    );
    renderRoute('/market?view=auctions');
    const card = await openLot(/Diamantring/);
    const field = within(card).getByRole('textbox', { name: /Dein Gebot/ });
    await userEvent.type(field, '12000');
    await userEvent.dblClick(within(card).getByRole('button', { name: 'Gebot abgeben' }));
    expect(await within(card).findByText('Jemand war schneller.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(field).toHaveValue('12000');
  });

  it('a bid beyond the bank balance is refused before sending', async () => {
    server.use(panel());
    let sent = 0;
    server.use(
      http.post('*/api/market/auctions/:hash/bids', () => {
        sent++;
        return undefined;
      }),
    );
    renderRoute('/market?view=auctions');
    const card = await openLot(/Diamantring/);
    await userEvent.type(within(card).getByRole('textbox', { name: /Dein Gebot/ }), '40000');
    await userEvent.click(within(card).getByRole('button', { name: 'Gebot abgeben' }));
    expect(await within(card).findByText(/Dein Kontostand \(30\.000\s\$\) reicht dafür nicht\./)).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it('buys a lot at its buyout price after confirming; the lot leaves the running list', async () => {
    server.use(panel());
    renderRoute('/market?view=auctions');
    const card = await openLot(/Vintage-Gitarre/);
    await userEvent.click(within(card).getByRole('button', { name: /Sofort kaufen für/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Sofort kaufen für/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Vintage-Gitarre/ })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Beendet' }));
    const finished = await screen.findAllByTestId('finished-lot');
    expect(finished[0]).toHaveTextContent(/Vintage-Gitarre.*an Max_Mustermann/);
    expect(finished[0]).toHaveTextContent('Sofortkauf');
  });

  it('a buyout sends one Idempotency-Key: a double click sends once, a retry after a failed send reuses it, and the mock books it once', async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/buyout'))
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    // The first send never gets an answer (the network drops it); the next ones reach the mock.
    server.use(
      panel(),
      http.post('*/api/market/auctions/:hash/buyout', () => HttpResponse.error(), { once: true }),
    );
    const { router } = renderRoute('/market?view=auctions');
    const card = await openLot(/Vintage-Gitarre/);
    const hash = String((router.state.location.search as { lot?: string }).lot);
    const confirmBuyout = async () => {
      await userEvent.click(within(card).getByRole('button', { name: /Sofort kaufen für/ }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.dblClick(within(dialog).getByRole('button', { name: /Sofort kaufen für/ }));
    };
    await confirmBuyout();
    await waitFor(() => expect(keys).toHaveLength(1));
    // Unanswered: the lot is still open and on the list, and can be bought again.
    await waitFor(() => expect(within(card).getByRole('button', { name: /Sofort kaufen für/ })).toBeEnabled());
    await confirmBuyout();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Vintage-Gitarre/ })).toBeNull());
    server.events.removeAllListeners();
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe('');
    expect(keys[1]).toBe(keys[0]);
    // The mock replays the first answer for that key; a new key finds the lot already sold.
    const send = (key: string) =>
      fetch(`http://localhost/api/market/auctions/${hash}/buyout`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
      });
    expect((await send(String(keys[0]))).status).toBe(200);
    expect((await send('another-key')).status).toBe(409);
    await userEvent.click(screen.getByRole('button', { name: 'Beendet' }));
    const finished = await screen.findAllByTestId('finished-lot');
    expect(finished.filter((f) => f.textContent?.includes('Vintage-Gitarre'))).toHaveLength(1);
  });

  it('my bids say where each stands: outbid on the chain, leading on the plate', async () => {
    server.use(panel());
    renderRoute('/market?view=bids');
    const bids = await screen.findAllByTestId('my-bid');
    const chain = bids.find((b) => b.textContent?.includes('Goldkette')) as HTMLElement;
    const plate = bids.find((b) => b.textContent?.includes('Kennzeichen')) as HTMLElement;
    expect(chain).toHaveTextContent('Überboten');
    expect(plate).toHaveTextContent('Höchstgebot');
  });
});
