// Issue 21 in the browser against the mock build: follow a price chart, bid and be outbid
// (the rival of a contested lot answers), win a lot by buyout, and upload and report a picture
// in the gallery; the crime market for a gang member only (scenario gang; the mock answers 403
// to anyone else). Signed-in player scenario; each flow starts from its own URL.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openWithScenario } from './scenario';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a player follows a price chart; the chart stays open across a reload', async ({ page }) => {
  await openWithScenario(page, 'player', '/market');
  const table = page.getByRole('table', { name: /Exportpreise/ });
  await table.getByRole('button', { name: 'Preisverlauf von Kupfer zeigen' }).click();
  const chart = page.getByTestId('price-chart');
  await expect(chart.getByRole('img', { name: /^Von .* auf .*; niedrigster Preis/ })).toBeVisible();
  await expect(page).toHaveURL(/good=\d+/);
  await page.reload();
  await expect(chart.getByRole('heading', { name: 'Preisverlauf: Kupfer' })).toBeVisible();
  await chart.getByText('Alle Werte als Tabelle').click();
  await expect(chart.getByRole('row')).toHaveCount(31);
});

test('a gang member sees the crime market; a player without a gang neither sees it nor gets its lists', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await openWithScenario(page, 'gang', '/market?crime=1');
  await expect(main.getByRole('table', { name: /Exportpreise, Schwarzmarkt/ })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Schwarzmarkt' })).toHaveAttribute('aria-pressed', 'true');
  await main.getByRole('button', { name: 'Import' }).click();
  await expect(main.getByRole('table', { name: /Importpreise, Schwarzmarkt/ })).toBeVisible();
  await openWithScenario(page, 'player', '/market?crime=1');
  await expect(main.getByText('Der Schwarzmarkt ist nur für Mitglieder einer Gang sichtbar.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Schwarzmarkt' })).toHaveCount(0);
  const status = await page.evaluate(async () => (await fetch('/api/market/crime/export')).status);
  expect(status).toBe(403);
});

test('a player bids, leads, and is outbid by the next refresh', async ({ page }) => {
  await openWithScenario(page, 'player', '/market?view=auctions&q=Rolex');
  const lot = page.getByTestId('lot').filter({ hasText: 'Rolex' });
  await expect(lot.getByTestId('countdown')).toHaveText(/Endet in \d/);
  // A clock the test can move (it runs on by itself until then): the rival bids 10 s after the
  // user, and the opened lot is read again every 15 s.
  await page.clock.install();
  await lot.getByRole('button', { name: 'Ansehen' }).click();
  const hint = await lot.getByText(/^Mindestens/).textContent();
  const min = (hint ?? '').replace(/\D/g, '');
  await lot.getByRole('textbox', { name: /Dein Gebot/ }).fill(min);
  await lot.getByRole('button', { name: 'Gebot abgeben' }).click();
  await expect(lot.getByText('Du bist Höchstbietender.')).toBeVisible();
  await page.clock.fastForward(16_000);
  await expect(lot.getByText('Du wurdest überboten. Biete erneut, um das Los zu bekommen.')).toBeVisible();
  await expect(lot.getByText(/Lisa_Lauer/).first()).toBeVisible();
});

test('a player wins a lot by buyout after confirming', async ({ page }) => {
  await openWithScenario(page, 'player', '/market?view=auctions&q=Gitarre');
  const lot = page.getByTestId('lot').filter({ hasText: 'Vintage-Gitarre' });
  await lot.getByRole('button', { name: 'Ansehen' }).click();
  await lot.getByRole('button', { name: /Sofort kaufen für/ }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Sofort kaufen für/ })
    .click();
  await expect(page.getByTestId('market-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Beendet' }).click();
  await expect(page.getByTestId('finished-lot').filter({ hasText: 'Vintage-Gitarre' })).toContainText(
    'an Max_Mustermann',
  );
});

test('a player uploads a picture and reports someone else’s', async ({ page }) => {
  await openWithScenario(page, 'player', '/pictures?view=mine');
  const form = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Bild hochladen' }) });
  await form.getByLabel(/Bilddatei/).setInputFiles({ name: 'pier.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Vorschau' })).toBeVisible();
  await form.getByRole('textbox', { name: /Beschreibung/ }).fill('Mein erstes Bild am Pier');
  await form.getByRole('button', { name: 'Hochladen' }).click();
  const detail = page.getByTestId('picture-detail');
  await expect(detail.getByRole('heading', { name: 'Mein erstes Bild am Pier' })).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Mein erstes Bild am Pier' })).toHaveJSProperty('naturalWidth', 1);

  await page.getByRole('button', { name: 'Galerie', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Bilder durchsuchen' }).fill('Tom_Becker');
  await expect(page).toHaveURL(/q=Tom_Becker/);
  await page.getByTestId('picture-thumb').first().click();
  await detail.getByRole('button', { name: 'Bild melden' }).click();
  await detail.getByRole('combobox', { name: /Grund/ }).selectOption({ label: 'Urheberrecht' });
  await detail.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(page.getByText('Danke, die Moderatoren sehen sich das Bild an.')).toBeVisible();
});

test('a player who opens the market’s care or the picture reports by link lands on /notPermitted', async ({ page }) => {
  await openWithScenario(page, 'player', '/market?view=admin');
  await expect(page).toHaveURL(/\/notPermitted$/);
  await openWithScenario(page, 'player', '/pictures?view=reports');
  await expect(page).toHaveURL(/\/notPermitted$/);
});

test('an admin opens the market’s care and the picture reports by link', async ({ page }) => {
  await openWithScenario(page, 'admin', '/market?view=admin');
  await expect(page.getByRole('heading', { name: 'Waren pflegen' })).toBeVisible();
  await openWithScenario(page, 'admin', '/pictures?view=reports');
  await expect(page.getByTestId('picture-report').first()).toBeVisible();
});

// axe on the states the route sweeps do not open (a chart, an opened lot with its forms, the
// create form, statistics, an opened picture and the upload form), wide and dark, narrow and light.
const states: Array<{ path: string; open?: (page: Page) => Promise<void>; ready: (page: Page) => Promise<void> }> = [
  {
    path: '/market?good=2',
    ready: (p) => expect(p.getByTestId('price-chart').getByRole('img')).toBeVisible(),
  },
  {
    path: '/market?view=auctions&q=Rolex',
    open: (p) => p.getByTestId('lot').first().getByRole('button', { name: 'Ansehen' }).click(),
    ready: (p) => expect(p.getByRole('button', { name: 'Gebot abgeben' })).toBeVisible(),
  },
  {
    path: '/market?view=mine',
    open: (p) => p.getByRole('button', { name: 'Los einstellen' }).click(),
    ready: (p) => expect(p.getByRole('heading', { name: 'Neues Los einstellen' })).toBeVisible(),
  },
  {
    path: '/market?view=stats',
    ready: (p) => expect(p.getByRole('heading', { name: /Verkäufe pro Tag/ })).toBeVisible(),
  },
  {
    path: '/pictures?view=mine&picture=2',
    ready: (p) => expect(p.getByTestId('picture-detail').getByRole('heading')).toBeVisible(),
  },
];

for (const [width, theme] of [
  [1280, 'dark'],
  [375, 'light'],
] as const) {
  test(`market and gallery states: axe at ${width} px, ${theme}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
    for (const state of states) {
      await openWithScenario(page, 'player', state.path);
      await state.open?.(page);
      await state.ready(page);
      // Off the button just clicked: axe judges the resting colours, not the hover shade.
      await page.mouse.move(0, 0);
      const result = await new AxeBuilder({ page }).analyze();
      const summary = result.violations.map(
        (v) => `${state.path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary).toEqual([]);
    }
  });
}
