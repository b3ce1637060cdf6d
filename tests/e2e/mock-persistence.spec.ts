// The mock world survives a reload (issue 15, point 6): a post the tester wrote is still in the
// feed after F5, and the scenario panel's "Mock-Daten zurücksetzen" brings the seed's fresh world back.
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('a written post survives a reload; "Mock-Daten zurücksetzen" removes it', async ({ page }) => {
  const text = 'Flohmarkt am Samstag auf dem Parkplatz am Pier!';
  await openWithScenario(page, 'player', '/');
  const feed = page.getByTestId('feed-all');
  await expect(feed.getByTestId('post').first()).toBeVisible();
  const composer = page.getByRole('textbox', { name: /Dein Beitrag/ });
  await composer.fill(text);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(feed.getByText(text)).toBeVisible();
  // The composer empties once the mock backend has kept the post (the feed may show it before).
  await expect(composer).toHaveValue('');

  await page.reload();
  await expect(feed.getByTestId('post').first()).toBeVisible();
  await expect(feed.getByText(text)).toBeVisible();

  await page.getByTestId('mock-chip').click();
  const panel = page.getByRole('complementary', { name: 'Mock-Szenario' });
  await expect(panel).toContainText('Seed 42');
  await Promise.all([
    page.waitForEvent('load'),
    panel.getByRole('button', { name: 'Mock-Daten zurücksetzen' }).click(),
  ]);
  await expect(feed.getByTestId('post').first()).toBeVisible();
  await expect(feed.getByText(text)).toHaveCount(0);
});
