// The vcom staff views of issue 25 (points 3-6) in the browser against the mock build: an HR
// lead accepts an application and hires from it into a new HR file; requests leave and approves
// an open request; clocks in and out and sees
// the week's total change; books a calendar slot in the week view at 375 px (axe checks it);
// saves the website's text with HTML in it, which shows literally.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('HR lead accepts an application and sees the new HR file', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'hrLead', '/vcom');
  const main = page.getByRole('main');
  await main.getByRole('navigation', { name: 'vCom-Navigation' }).getByRole('button', { name: 'Personal' }).click();
  await main.getByRole('button', { name: /Bewerbung von Mia Schulz/ }).click();
  await expect(page).toHaveURL(/application=1/);
  await main.getByRole('button', { name: 'Annehmen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annehmen' }).click();
  await expect(main.getByText('Angenommen', { exact: true })).toBeVisible();
  await main.getByLabel('Abteilung (optional)').fill('Streifendienst');
  await main.getByRole('button', { name: 'Einstellen' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Mia Schulz' })).toBeVisible();
  await expect(page).toHaveURL(/hrTab=files/);
  await expect(main.getByText('Bewerbung Nr. 1')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});

test('HR lead requests leave and approves an open request', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'hrLead', '/vcom?view=hr');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Urlaub', exact: true }).click();
  await expect(page).toHaveURL(/hrTab=leave/);
  const mine = main.getByRole('region', { name: 'Mein Urlaub' });
  await mine.getByLabel('Erster Urlaubstag').fill('2027-01-04');
  await mine.getByLabel('Letzter Urlaubstag').fill('2027-01-08');
  await mine.getByRole('button', { name: 'Urlaub beantragen' }).click();
  await expect(mine.getByText('Beantragt', { exact: true })).toBeVisible();
  const team = main.getByRole('region', { name: 'Offene Urlaubsanträge' });
  await team.getByRole('button', { name: 'Urlaub von Felix Richter genehmigen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Genehmigen' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(team.getByRole('button', { name: 'Urlaub von Felix Richter genehmigen' })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});

test('clock in and out: the week total is updated', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'hrLead', '/vcom?view=times');
  const main = page.getByRole('main');
  const total = main.getByTestId('vcom-week-total');
  await expect(total).toContainText('Summe der Woche');
  const before = await total.textContent();
  await main.getByRole('button', { name: 'Einstempeln' }).click();
  await expect(main.getByText(/Im Dienst seit/)).toBeVisible();
  await main.getByRole('button', { name: 'Ausstempeln' }).click();
  await expect(main.getByRole('button', { name: 'Einstempeln' })).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
});

test('books a calendar slot in the week view at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openWithScenario(page, 'hrLead', '/vcom?view=calendar');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Kalender' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
  // The week's slots fit the phone's width: no card reaches past the right edge.
  const book = main.getByRole('button', { name: 'Vorstellungsgespräch buchen' });
  const card = await book.locator('xpath=ancestor::li[1]').boundingBox();
  expect(card && card.x + card.width).toBeLessThanOrEqual(375);
  await main.getByRole('button', { name: 'Vorstellungsgespräch buchen' }).click();
  await main.getByLabel('Person für den Termin').fill('Becker');
  await main.getByRole('button', { name: 'Tom Becker eintragen' }).click();
  await expect(page.getByText('Termin gebucht.')).toBeVisible();
  await expect(main.getByText('Gebucht für Tom Becker')).toHaveCount(2);
});

test('the website shows typed HTML as text', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'hrLead', '/vcom?view=website');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Startseite bearbeiten' }).click();
  await main.getByLabel('Text der Startseite').fill('<img src=x onerror=alert(1)>');
  await main.getByRole('button', { name: 'Speichern' }).click();
  const article = main.getByRole('article', { name: 'So sehen Besucher die Startseite' });
  await expect(article.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  await expect(article.locator('img')).toHaveCount(0);
});
