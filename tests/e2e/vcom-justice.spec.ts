// The vcom court view in the browser against the mock build: a judge opens the pending case,
// schedules a hearing and records a judgment whose offence lands in the defendant's criminal
// record (the citizen file lists it). axe checks the case.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('judge schedules a hearing and records a judgment', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'judge', '/vcom');
  const main = page.getByRole('main');
  await main.getByRole('navigation', { name: 'vCom-Navigation' }).getByRole('button', { name: 'Gericht' }).click();
  await main.getByRole('button', { name: /2 Js 142\/26/ }).click();
  await expect(main.getByRole('heading', { level: 2, name: /2 Js 142\/26/ })).toBeVisible();
  await expect(page).toHaveURL(/view=court/);
  await expect(page).toHaveURL(/courtCase=2/);

  await main.getByRole('button', { name: 'Termin ansetzen' }).click();
  await main.getByLabel('Beginn').fill('2099-03-01T10:00');
  await main.getByLabel('Saal').fill('Saal B');
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
  await main.getByRole('region', { name: 'Termin ansetzen' }).getByRole('button', { name: 'Termin ansetzen' }).click();
  await expect(page.getByText('Termin angesetzt.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Termine' }).getByText('Saal B')).toBeVisible();

  await main.getByRole('button', { name: 'Urteil sprechen' }).click();
  await expect(main.getByLabel('Angeklagte Person')).toHaveValue('2');
  await main.getByLabel('Begründung').fill('Die Tat ist durch Zeugen und Videoaufnahmen erwiesen.');
  await main.getByLabel('Geldstrafe in $ (optional)').fill('5000');
  await main.getByLabel('Haft in Minuten (optional)').fill('40');
  await main.getByRole('region', { name: 'Urteil sprechen' }).getByRole('button', { name: 'Urteil sprechen' }).click();
  await expect(page.getByText(/Urteil verkündet/)).toBeVisible();
  await expect(main.getByText('Die Tat ist durch Zeugen und Videoaufnahmen erwiesen.')).toBeVisible();
  await expect(main.getByText('Schuldig')).toBeVisible();
});
