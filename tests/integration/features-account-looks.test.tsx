// The citizen's own pages added to /myCharacter (issue 29, tag player): the mugshot (an image
// on the portal's host with size and alt text, an upload checked as the contract says), the ped
// editor as the contract models it (a form of the values, the contract's ranges under their
// fields, a server's 422 under its field, a 500 that keeps what was typed, a preview as text),
// the casino self-block (asked first, a shorter block refused) and the in-game browser's
// websites (search, open, back; the opened one in the URL). No ACP right guards these pages:
// every operation here is the signed-in character's own (no 403 case).
// Operations: getPlayerMugshot, uploadPlayerMugshot, getPlayerPedEditor, savePlayerPedEditor,
// getPlayerCasino, blockPlayerCasino, listPlayerBrowserWebsites, getPlayerBrowserWebsite,
// listPlayerBrowserNewest.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ownTexts as t } from '../../src/features/player/own/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const tp = t.ped;
const main = () => within(screen.getByRole('main'));
const number = (label: string) => main().getByRole('spinbutton', { name: new RegExp(`^${label}`) });

async function openAppearance() {
  const rendered = renderRoute('/myCharacter?view=appearance');
  expect(await screen.findByRole('heading', { level: 2, name: tp.heading })).toBeInTheDocument();
  await waitFor(() => expect(number(tp.hairStyle)).toHaveValue(12));
  return rendered;
}

describe('my character: appearance, casino, websites (/myCharacter)', { timeout: 60_000 }, () => {
  it('shows the mugshot with size and alt text, and uploads a new one; a wrong type is refused', async () => {
    await openAppearance();
    const img = await screen.findByTestId('own-mugshot');
    expect(img).toHaveAttribute('alt', t.mugshot.altSelf);
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '200');
    expect(img.getAttribute('src')).toMatch(/^\/images\/mugshots\//);
    const input = main().getByLabelText(new RegExp(`^${t.mugshot.file}`), { selector: 'input' });
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/api/player/mugshot') sent++;
    });
    await userEvent.upload(input, new File(['gif'], 'bild.gif', { type: 'image/gif' }), { applyAccept: false });
    await userEvent.click(main().getByRole('button', { name: t.mugshot.submit }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(new RegExp(t.mugshot.type)));
    expect(sent).toBe(0);
    await userEvent.upload(input, new File(['png'], 'bild.png', { type: 'image/png' }));
    await userEvent.click(main().getByRole('button', { name: t.mugshot.submit }));
    expect(await screen.findByText(t.mugshot.uploaded)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('own-mugshot').getAttribute('src')).toMatch(/\/images\/mugshots\/1-\d+\.png/),
    );
    server.events.removeAllListeners();
  });

  it('edits the appearance: the contract range under its field, then saved; the preview follows', async () => {
    await openAppearance();
    const preview = screen.getByTestId('ped-preview');
    expect(preview).toHaveTextContent(`${tp.hairStyle}12`);
    const hair = number(tp.hairStyle);
    await userEvent.clear(hair);
    await userEvent.type(hair, '99');
    await userEvent.tab();
    await waitFor(() => expect(hair).toHaveAttribute('aria-invalid', 'true'));
    expect(hair).toHaveAccessibleDescription(/80/);
    await userEvent.clear(hair);
    await userEvent.type(hair, '20');
    expect(preview).toHaveTextContent(`${tp.hairStyle}20`);
    await userEvent.click(main().getByRole('button', { name: tp.save }));
    expect(await screen.findByText(tp.saved)).toBeInTheDocument();
    await waitFor(() => expect(number(tp.hairStyle)).toHaveValue(20));
  });

  it("a server's 422 shows under its field; a 500 keeps what was typed", async () => {
    server.use(
      http.put('*/api/player/pedEditor', () =>
        HttpResponse.json(
          {
            type: '/problems/422',
            title: 'Eingabe ungültig',
            status: 422,
            errors: [{ field: 'eyeColor', message: 'Diese Augenfarbe gibt es beim Chirurgen nicht.' }],
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await openAppearance();
    const eyes = number(tp.eyeColor);
    await userEvent.clear(eyes);
    await userEvent.type(eyes, '9');
    await userEvent.click(main().getByRole('button', { name: tp.save }));
    await waitFor(() => expect(eyes).toHaveAccessibleDescription(/Augenfarbe gibt es beim Chirurgen nicht/));
    server.use(
      http.put('*/api/player/pedEditor', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    await userEvent.clear(eyes);
    await userEvent.type(eyes, '11');
    await userEvent.click(main().getByRole('button', { name: tp.save }));
    expect(await main().findByRole('alert')).toBeInTheDocument();
    expect(eyes).toHaveValue(11);
  });

  it('blocks the casino after asking; a shorter block is refused; a wrong number shows under the field', async () => {
    renderRoute('/myCharacter');
    expect(await screen.findByTestId('own-casino')).toHaveTextContent(t.casino.open);
    const days = main().getByRole('spinbutton', { name: new RegExp(`^${t.casino.days}`) });
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(main().getByRole('button', { name: t.casino.submit }));
    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(main().getByRole('button', { name: t.casino.submit }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.casino.confirm }));
    await waitFor(() => expect(screen.getByTestId('own-casino')).toHaveTextContent(/Selbst gesperrt bis/));
    await userEvent.clear(days);
    await userEvent.type(days, '5');
    await userEvent.click(main().getByRole('button', { name: t.casino.extend }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.casino.confirm }),
    );
    expect(await main().findByRole('alert')).toHaveTextContent(/verkürzen kannst du sie nicht|Längere Sperre/);
    expect(days).toHaveValue(5);
  });

  it("searches the in-game browser's websites, opens one and goes back", async () => {
    const { router } = renderRoute('/myCharacter?view=browser');
    const list = await screen.findByRole('table', { name: t.browser.heading });
    expect(within(list).getAllByRole('row').length).toBeGreaterThan(5);
    await userEvent.type(main().getByRole('searchbox', { name: t.browser.search }), 'Fleeca');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Fleeca' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: t.browser.heading })).getAllByRole('row')).toHaveLength(2),
    );
    await userEvent.click(
      within(screen.getByRole('table', { name: t.browser.heading })).getByRole('link', { name: 'Fleeca Bank' }),
    );
    expect(await screen.findByTestId('own-website')).toHaveTextContent('www.fleeca.ls');
    expect(router.state.location.search).toMatchObject({ view: 'browser' });
    expect(Number((router.state.location.search as { site?: number }).site)).toBeGreaterThan(0);
    await userEvent.click(main().getByRole('button', { name: t.browser.back }));
    expect(await screen.findByRole('table', { name: t.browser.heading })).toBeInTheDocument();
  });

  it('an unknown website says so', async () => {
    renderRoute('/myCharacter?view=browser&site=999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/gibt es nicht/);
  });
});
