// Issue 28, point 4 in the browser against the mock build: new admin terms (scenario
// adminNewTerms) stand in front of an admin page until the admin accepts them; then the page
// opens, and it stays open after a reload (the acceptance is kept).
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('an admin accepts new terms before the admin log opens; a reload keeps them accepted', async ({ page }) => {
  await openWithScenario(page, 'adminNewTerms', '/acp/logs');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Bedingungen für Teammitglieder' })).toBeVisible();
  await expect(main.getByText('Fassung 5', { exact: false })).toBeVisible();
  // The page waits behind the terms, hidden (kept: nothing typed in it is lost).
  await expect(main.getByRole('heading', { level: 1, name: 'Adminprotokoll' })).toBeHidden();
  await expect(main.getByTestId('admin-log-row').first()).toBeHidden();
  await main.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Adminprotokoll' })).toBeVisible();
  await expect(main.getByTestId('admin-log-row').first()).toBeVisible();
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Adminprotokoll' })).toBeVisible();
  await expect(main.getByTestId('admin-terms-gate')).toHaveCount(0);
});
