// The messenger's mail in the browser against the mock build: a player writes a mail (nothing of
// a typed `<img onerror>` runs, it shows as written), replies, leaves a thread after a
// confirmation, and manages the addresses (add one, make it primary, give one up); the mock
// world keeps the mail across a reload; axe on the mail view.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAYLOAD = '<img src=x onerror=alert(1)>';

test('a player writes a mail, replies and leaves a thread', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/messenger');
  await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/tab=mail/);
  const threads = page.getByTestId('mail-thread');
  await expect(threads.filter({ hasText: 'Unterlagen für morgen' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.getByRole('button', { name: 'Neue Mail' }).click();
  const form = page.getByTestId('mail-new');
  await form.getByRole('textbox', { name: 'An' }).fill('lea.schmidt@eyefind.ls');
  await form.getByRole('textbox', { name: 'Betreff' }).fill('Grillen am Pier');
  await form.getByRole('textbox', { name: 'Nachricht' }).fill(`Kommst du? ${PAYLOAD}`);
  await form.getByRole('button', { name: 'Senden' }).click();
  await expect(page).toHaveURL(/folder=sent/);
  await expect(page.getByTestId('mail-subject')).toHaveText('Grillen am Pier');
  await expect(page.getByTestId('mail-body').last()).toHaveText(`Kommst du? ${PAYLOAD}`);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  const reply = page.getByTestId('mail-reply');
  await reply.getByRole('textbox', { name: 'Antwort' }).fill('Ich bringe Würstchen mit.');
  await reply.getByRole('button', { name: 'Antworten' }).click();
  await expect(page.getByTestId('mail-body').last()).toHaveText('Ich bringe Würstchen mit.');
  await expect(reply.getByRole('textbox', { name: 'Antwort' })).toHaveValue('');

  // the mock world keeps it across a reload
  await page.reload();
  await expect(page.getByTestId('mail-body').last()).toHaveText('Ich bringe Würstchen mit.');

  await page.getByRole('button', { name: 'Verlassen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Grillen am Pier');
  await dialog.getByRole('button', { name: 'Verlassen' }).click();
  await expect(dialog).toBeHidden();
  await expect(threads.filter({ hasText: 'Grillen am Pier' })).toHaveCount(0);
  await expect(page.getByText('Wähle links eine Mail.')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('a player adds a mail address, makes it primary and gives another one up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/messenger?tab=mail');
  await page.getByRole('button', { name: 'Adressen verwalten' }).click();
  const add = page.getByTestId('mail-address-add');
  const local = add.getByRole('textbox', { name: 'Name vor dem @' });
  await local.fill('lea.schmidt');
  await add.getByRole('button', { name: 'Vorschlag übernehmen: lea.schmidt1@eyefind.ls' }).click();
  await expect(local).toHaveValue('lea.schmidt1');
  await local.fill('max.privat');
  await expect(add.getByText('max.privat@eyefind.ls ist frei.')).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await add.getByRole('button', { name: 'Adresse anlegen' }).click();
  const list = page.getByTestId('mail-addresses');
  await expect(list.getByTestId('mail-address')).toHaveCount(3);

  await list.getByRole('button', { name: 'Zur Hauptadresse machen: max.privat@eyefind.ls' }).click();
  await expect(list.getByTestId('mail-address').filter({ hasText: 'max.privat@eyefind.ls' })).toContainText(
    'Hauptadresse',
  );
  await list.getByRole('button', { name: 'Löschen: max@lsmail.ls' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click();
  await expect(list.getByTestId('mail-address')).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Postfach' }).getByRole('button')).toHaveCount(2);
});

// axe on every view of mail, friends and calls (with an opened thread and chat), wide and narrow.
const views = [
  '/messenger?tab=mail',
  '/messenger?tab=mail&thread=1',
  '/messenger?tab=friends',
  '/messenger?tab=friends&friend=2',
  '/messenger?tab=calls',
];

for (const [width, theme] of [
  [1280, 'light'],
  [375, 'dark'],
] as const) {
  test(`axe: mail, friends and calls at ${width} px, ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
    await openWithScenario(page, 'player', '/messenger');
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
