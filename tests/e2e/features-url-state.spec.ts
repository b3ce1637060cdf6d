// The community areas keep their view in the URL: after a real reload the browser shows
// the same filter, opened item and search as before (mock build, player scenario).
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('polls: the filter and the opened poll survive a reload', async ({ page }) => {
  await openWithScenario(page, 'player', '/polls');
  await page.getByRole('button', { name: 'Beendet' }).click();
  await expect(page).toHaveURL(/[?&]state=closed/);
  const poll = page.getByTestId('poll').first();
  await expect(poll).toContainText('Beendet');
  await poll.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(/[?&]poll=\d+/);
  await expect(poll.getByTestId('poll-results')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Beendet' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('poll').first().getByTestId('poll-results')).toBeVisible();
});

test('rules: the ruleset and the search text survive a reload; the legal code keeps law and section', async ({
  page,
}) => {
  await openWithScenario(page, 'player', '/rules');
  const search = page.getByRole('searchbox', { name: 'In den Regeln suchen' });
  await search.fill('xyzzy');
  await expect(page).toHaveURL(/[?&]q=xyzzy/);
  await expect(page.getByText('Keine Regel passt zu deiner Suche.')).toBeVisible();
  await page.reload();
  await expect(search).toHaveValue('xyzzy');
  await expect(page.getByText('Keine Regel passt zu deiner Suche.')).toBeVisible();

  await page.goto('/rules/legal?law=StGB');
  await expect(page.getByRole('combobox', { name: 'Gesetz' })).toHaveValue('StGB');
  await page.getByTestId('legal-section').first().locator('summary').click();
  await expect(page).toHaveURL(/[?&]section=\d+/);
  await expect(page.getByRole('columnheader', { name: 'Geldstrafe' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Geldstrafe' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Gesetz' })).toHaveValue('StGB');
});

test('dashboard: the tab of the own posts survives a reload', async ({ page }) => {
  await openWithScenario(page, 'player', '/');
  await page.getByRole('button', { name: 'Meine Beiträge' }).click();
  await expect(page).toHaveURL(/[?&]view=mine/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Meine Beiträge' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('feed-all')).toHaveCount(0);
});
