// The bank in the browser against the mock build: a player opens an account, exports its
// bookings as CSV, transfers money (the draft survives a reload) and sees both balances change;
// sets up a standing order and shares an account; an admin finds the richest accounts; axe on
// every view of the area.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const money = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
const balance = async (page: Page) => money(await page.getByTestId('bank-balance').first().textContent());

test('a player exports bookings and transfers money to another account: both balances change', async ({ page }) => {
  await openWithScenario(page, 'player', '/bank');
  await page.getByRole('link', { name: 'Gemeinschaftskonto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gemeinschaftskonto' })).toBeVisible();
  const leaBefore = await balance(page);
  const line = await page.getByText(/^Kontonummer LS/).textContent();
  const number = /LS\d{2} \d{4} \d{4}/.exec(line ?? '')?.[0] ?? '';
  expect(number).not.toBe('');

  await page.getByRole('link', { name: 'Zurück zu den Konten' }).click();
  await page.getByRole('link', { name: 'Girokonto' }).click();
  await expect(page.getByTestId('bank-transaction').first()).toBeVisible();
  await page.getByRole('button', { name: 'Eingänge' }).click();
  await expect(page).toHaveURL(/dir=incoming/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als CSV exportieren' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Buchungstag;Art;Gegenkonto;Name;Verwendungszweck;Betrag;Saldo');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d{2}\.\d{2}\.\d{4};.*;\d+,00;-?\d+,00$/);

  await page.getByRole('button', { name: 'Überweisung' }).click();
  const before = await balance(page);
  await page.getByRole('textbox', { name: /Empfänger-Kontonummer/ }).fill(number);
  await expect(page.getByTestId('bank-recipient')).toContainText('Lea_Schmidt');
  await page.getByRole('textbox', { name: /Betrag/ }).fill('250');
  await page.getByRole('textbox', { name: /Verwendungszweck/ }).fill('Einkauf Wochenmarkt');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Betrag/ })).toHaveValue('250');
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByTestId('bank-transfer-summary')).toContainText('Lea_Schmidt');
  // Both accounts are at the same bank: no fee.
  await expect(page.getByTestId('bank-transfer-summary')).toContainText('keine (gleiche Bank)');
  await page.getByRole('button', { name: 'Jetzt überweisen' }).click();
  await expect.poll(() => balance(page)).toBe(before - 250);

  await page.getByRole('link', { name: 'Zurück zu den Konten' }).click();
  await page.getByRole('link', { name: 'Gemeinschaftskonto' }).click();
  await expect.poll(() => balance(page)).toBe(leaBefore + 250);
  await expect(page.getByTestId('bank-transaction').first()).toContainText('Einkauf Wochenmarkt');
});

test('a player sets up a standing order and shares an account', async ({ page }) => {
  await openWithScenario(page, 'player', '/bank?account=1&tab=orders');
  const form = page.getByRole('region', { name: 'Neuer Dauerauftrag' });
  await form.getByRole('textbox', { name: /Empfänger-Kontonummer/ }).fill('LS12 3456 7890');
  await form.getByRole('textbox', { name: /Betrag/ }).fill('40');
  await form.getByRole('textbox', { name: /Verwendungszweck/ }).fill('Handyvertrag');
  const next = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel(/Erste Ausführung/).fill(next);
  await form.getByRole('button', { name: 'Dauerauftrag anlegen' }).click();
  await expect(page.getByRole('article', { name: 'Handyvertrag' })).toContainText('monatlich');

  await page.getByRole('button', { name: 'Freigaben' }).click();
  await expect(page).toHaveURL(/tab=shares/);
  const share = page.getByRole('region', { name: 'Person hinzufügen' });
  await share.getByRole('textbox', { name: /Name der Person/ }).fill('Jonas_Weber');
  await share.getByText('Überweisen').click();
  await share.getByRole('button', { name: 'Freigeben' }).click();
  const card = page.getByRole('article', { name: 'Jonas_Weber' });
  await expect(card.getByRole('checkbox', { name: 'Überweisen' })).toBeChecked();
});

test('an admin finds the richest accounts; a player has no admin view', async ({ page }) => {
  await openWithScenario(page, 'player', '/bank?view=admin');
  await expect(page).toHaveURL(/\/notPermitted$/);
  await openWithScenario(page, 'admin', '/bank');
  await page.getByRole('link', { name: 'Bankverwaltung' }).click();
  await page.getByRole('button', { name: 'Summen' }).click();
  const richest = page.getByRole('region', { name: 'Reichste Konten' });
  const rows = richest.getByTestId('bank-admin-account');
  await expect(rows.first()).toBeVisible();
  const balances = (await rows.locator('td:last-child').allTextContents()).map(money);
  expect(balances).toEqual([...balances].sort((a, b) => b - a));
});

// The sweep (quality-a11y) opens /bank too; here also the views behind its search params.
const views = [
  '/bank',
  '/bank?account=1',
  '/bank?account=1&tab=transfer',
  '/bank?account=1&tab=orders',
  '/bank?account=3&tab=shares',
  '/bank?account=1&tab=settings',
  '/bank?view=admin',
  '/bank?view=admin&section=sums',
  '/bank?view=admin&section=bookings',
  '/bank?view=admin&account=4',
];

for (const [width, theme] of [
  [1280, 'light'],
  [375, 'dark'],
] as const) {
  test(`axe: the bank's views at ${width} px, ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
    await openWithScenario(page, 'admin', '/bank');
    const failures: string[] = [];
    for (const view of views) {
      await page.goto(view);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('Wird geladen …')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of result.violations)
        failures.push(`${view}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
    expect(failures).toEqual([]);
  });
}
