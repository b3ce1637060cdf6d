// The vcom HR extras in the browser against the mock build: an HR lead comments on an
// application and invites the applicant to an interview in a free calendar slot; the slot then
// shows booked for the applicant in the calendar (axe checks the application view).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('HR lead comments on an application and invites to an interview', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'hrLead', '/vcom?view=hr&application=2');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Bewerbung von Paul Hoffmann' })).toBeVisible();
  const comments = main.getByRole('region', { name: 'Interne Kommentare' });
  await comments.getByRole('textbox', { name: 'Kommentar' }).fill('Überzeugend im Gespräch.');
  await comments.getByRole('button', { name: 'Kommentar speichern' }).click();
  await expect(comments.getByText('Überzeugend im Gespräch.')).toBeVisible();

  const interview = main.getByRole('region', { name: 'Vorstellungsgespräch' });
  const slot = interview.getByLabel('Termin', { exact: false }).first();
  const value = await interview.getByRole('option', { name: /Vorstellungsgespräch/ }).getAttribute('value');
  await slot.selectOption(value ?? '');
  await interview.getByRole('button', { name: 'Zum Gespräch einladen' }).click();
  await expect(main.getByText('Gespräch', { exact: true })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);

  // In-app navigation (the mock's state lives in the page): the calendar shows the slot booked.
  await main.getByRole('navigation', { name: 'vCom-Navigation' }).getByRole('button', { name: 'Kalender' }).click();
  await main.getByRole('button', { name: 'Details zu Vorstellungsgespräch' }).click();
  await expect(page).toHaveURL(new RegExp(`item=${value}`));
  await expect(main.getByText('Paul Hoffmann')).toBeVisible();
  await expect(main.getByText('Gebucht', { exact: true })).toBeVisible();
});
