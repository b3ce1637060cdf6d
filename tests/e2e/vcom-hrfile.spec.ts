// The HR file's records in the browser against the mock build (issue 25 point 3): an HR lead
// commends a member, writes an internal note and records a completed training; the service
// history names the commendation and the training; axe checks the file.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('an HR lead adds a commendation, a note and a training to an HR file', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'hrLead', '/vcom?view=hr&staff=1001');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Felix Richter' })).toBeVisible();

  const praise = main.getByRole('region', { name: 'Belobigungen' });
  await praise.getByRole('textbox', { name: /^Titel/ }).fill('Einsatz beim Bankraub');
  await praise.getByRole('button', { name: 'Belobigung aussprechen' }).click();
  await expect(praise.getByRole('list', { name: 'Belobigungen' }).getByText('Einsatz beim Bankraub')).toBeVisible();

  const notes = main.getByRole('region', { name: 'Interne Notizen' });
  await notes.getByRole('textbox', { name: /^Notiz/ }).fill('Gespräch über Pünktlichkeit geführt.');
  await notes.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(notes.getByText('Gespräch über Pünktlichkeit geführt.')).toBeVisible();

  const trainings = main.getByRole('region', { name: 'Lehrgänge' });
  await trainings.getByRole('combobox', { name: /^Lehrgang/ }).selectOption({ label: 'Erste Hilfe' });
  await trainings.getByLabel(/^Abgeschlossen am/).fill('2026-01-10');
  await trainings.getByRole('button', { name: 'Lehrgang eintragen' }).click();
  await expect(trainings.getByRole('list', { name: 'Lehrgänge' }).getByText('Erste Hilfe')).toBeVisible();

  const history = main.getByRole('region', { name: 'Dienstverlauf' });
  await expect(history.getByText('Belobigt', { exact: true })).toBeVisible();
  await expect(history.getByText(/Erste Hilfe: bestanden/)).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations).toEqual([]);
});
