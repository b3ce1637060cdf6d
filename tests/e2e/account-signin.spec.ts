// Sign-out and sign-in in the browser against the mock build (issue 29): "Abmelden" on Mein
// Profil, the signed-out state survives a reload, a wrong password is refused under the field,
// the right one signs in again; axe on the sign-in form.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a player signs out and in again', async ({ page }) => {
  await openWithScenario(page, 'player', '/myProfile');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByTestId('signed-out')).toBeVisible();
  await page.reload();
  const form = page.getByTestId('sign-in');
  await expect(form).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
  await form.getByRole('textbox', { name: /Kontoname/ }).fill('max.mustermann');
  const password = form.locator('input[type="password"]');
  await password.fill('falsch-9876');
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText('Kontoname oder Passwort stimmen nicht');
  await password.fill('geheim-1234');
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('rights-data')).toContainText('Max_Mustermann');
  await expect(page.getByTestId('signed-out')).toHaveCount(0);
});

test('in the signed-out scenario a tester signs in with the password, and the state holds', async ({ page }) => {
  await openWithScenario(page, 'signed-out', '/myProfile');
  const form = page.getByTestId('sign-in');
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: /Kontoname/ }).fill('max.mustermann');
  await form.locator('input[type="password"]').fill('geheim-1234');
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('greeting')).toContainText('Max');
  await expect(page.getByTestId('rights-data')).toContainText('Max_Mustermann');
  await page.reload();
  await expect(page.getByTestId('greeting')).toContainText('Max');
  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByTestId('signed-out')).toBeVisible();
});
