// The community areas in the browser against the mock build: read the feed, write a
// post, vote in a poll (signed-in player), edit and save rules (admin scenario).
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('a player reads the feed, loads more and writes a post whose draft survives a reload', async ({ page }) => {
  await openWithScenario(page, 'player', '/');
  const feed = page.getByTestId('feed-all');
  await expect(feed.getByTestId('post').first()).toBeVisible();
  await expect(feed.getByTestId('post').first().locator('time')).toHaveText(/vor|gerade|gestern/);
  const before = await feed.getByTestId('post').count();
  const more = page.getByRole('button', { name: 'Mehr laden' });
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => feed.getByTestId('post').count()).toBeGreaterThan(before);
  }

  const text = page.getByRole('textbox', { name: /Dein Beitrag/ });
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText('Bitte schreib etwas.')).toBeVisible();

  await text.fill('Heute Abend Treffen am Pier, alle sind eingeladen!');
  await page.reload();
  await expect(text).toHaveValue('Heute Abend Treffen am Pier, alle sind eingeladen!');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(feed.getByText('Heute Abend Treffen am Pier, alle sind eingeladen!')).toBeVisible();
  await expect(text).toHaveValue('');
  await page.getByRole('button', { name: 'Meine Beiträge' }).click();
  await expect(page.getByTestId('feed-mine').getByText('Heute Abend Treffen am Pier')).toBeVisible();
});

test('a player votes once in a poll and sees the result as text and bars', async ({ page }) => {
  await openWithScenario(page, 'player', '/polls');
  await page.getByRole('button', { name: 'Offen' }).click();
  const poll = page.getByTestId('poll').first();
  await expect(poll).toContainText('Offen');
  await poll.getByRole('button', { name: 'Anzeigen' }).click();
  await poll.getByRole('radio').first().check();
  await poll.getByRole('button', { name: 'Abstimmen' }).click();
  await expect(poll.getByTestId('poll-results')).toContainText('deine Wahl');
  await expect(poll.getByRole('button', { name: 'Abstimmen' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Neue Umfrage' })).toHaveCount(0);
});

test('a player has no editor: no menu entry, the route leads to /notPermitted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/rules');
  await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Regelwerk' })).toBeVisible();
  await expect(page.getByTestId('side-nav').getByRole('link', { name: 'Regeln bearbeiten' })).toHaveCount(0);
  await page.goto('/rules/edit');
  await expect(page).toHaveURL(/\/notPermitted$/);
});

test('an admin edits two sub-paragraphs, is warned before leaving, and saves them in one batch', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'admin', '/');
  await page.getByTestId('side-nav').getByRole('link', { name: 'Regeln bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Regeln bearbeiten' })).toBeVisible();
  // A public ruleset, so the reader shows it afterwards (unlisted ones are marked in the list).
  const choice = page.getByRole('combobox', { name: 'Regelwerk' });
  const listed = choice.getByRole('option').filter({ hasNotText: '(nicht öffentlich)' }).first();
  const value = (await listed.getAttribute('value')) ?? '';
  await choice.selectOption(value);
  // The editor of the chosen ruleset has replaced the first one once the list shows the choice.
  await expect(choice).toHaveValue(value);
  const fields = page.getByTestId('sub-field');
  await fields.nth(0).getByRole('textbox').fill('Funkgeräte sind im Dienst Pflicht.');
  await fields.nth(1).getByRole('textbox').fill('Neulinge sind 10 Stunden geschützt.');
  await expect(page.getByTestId('unsaved-marker')).toHaveText('2 ungespeicherte Änderungen');

  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByTestId('side-nav').getByRole('link', { name: 'Umfragen' }).click();
  await expect(page).toHaveURL(/\/rules\/edit/);
  await expect(fields.nth(0).getByRole('textbox')).toHaveValue('Funkgeräte sind im Dienst Pflicht.');

  await page.getByRole('button', { name: 'Geänderte Absätze speichern (2)' }).click();
  await expect(page.getByTestId('unsaved-marker')).toHaveText('Alles gespeichert');
  await page.getByRole('link', { name: 'Zur Leseansicht' }).click();
  await expect(page.getByText('Funkgeräte sind im Dienst Pflicht.')).toBeVisible();
});
