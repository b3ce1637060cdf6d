// Cases and warrants in the browser against the mock build: a police officer opens a case with
// a suspect from the look-up, writes a note into it and requests an arrest warrant for the
// suspect; in the same kept mock world a supervisor (policeApprover) approves it, and the
// warrant shows on the wanted board. axe checks the case with its forms.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('police opens a case, adds a note, requests a warrant; the approver approves it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'police', '/vcom?view=cases');
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: 'Akten' })).toBeVisible();

  await main.getByRole('button', { name: 'Neue Akte' }).click();
  await main.getByRole('textbox', { name: /^Titel/ }).fill('Einbruch Juwelier Vinewood');
  await main.getByRole('searchbox', { name: /^Verdächtige/ }).fill('Richter');
  await main.getByRole('button', { name: 'Felix Richter hinzufügen' }).click();
  await main.getByRole('button', { name: 'Akte anlegen' }).click();
  await expect(page.getByText(/^Akte A-2026-\d{4} angelegt\.$/)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Einbruch Juwelier Vinewood' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'Beteiligte Personen' })).toContainText('Felix Richter');

  await main.getByRole('textbox', { name: /^Notiz(?!en)/ }).fill('Videoaufnahmen der Nachbarn angefordert.');
  await main.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(main.getByRole('list', { name: 'Notizen' })).toContainText('Videoaufnahmen der Nachbarn angefordert.');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);

  await main.getByRole('navigation', { name: 'vCom-Navigation' }).getByRole('button', { name: 'Haftbefehle' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Anordnung beantragen' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Offene Anträge' })).toHaveCount(0);
  await main.getByRole('searchbox', { name: 'Person suchen' }).fill('Richter');
  await main.getByRole('button', { name: 'Für Felix Richter' }).click();
  await main.getByRole('textbox', { name: /^Begründung/ }).fill('Dringender Tatverdacht: Einbruch beim Juwelier.');
  await main.getByRole('button', { name: 'Beantragen' }).click();
  await expect(page.getByText('Haftbefehl für Felix Richter beantragt. Er wartet auf Genehmigung.')).toBeVisible();

  // The supervisor, in the same kept mock world.
  await openWithScenario(page, 'policeApprover', '/vcom?view=orders');
  const pending = main.getByRole('region', { name: 'Offene Anträge' });
  await pending.getByRole('button', { name: 'Haftbefehl für Felix Richter genehmigen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Antrag genehmigen?' });
  await dialog.getByRole('textbox').fill('Genehmigt, Zugriff bei Tagesanbruch.');
  await dialog.getByRole('button', { name: 'Genehmigen' }).click();
  await expect(page.getByText('Antrag genehmigt.')).toBeVisible();
  await expect(pending.getByText('Keine Anträge warten auf eine Entscheidung.')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Aktive Haftbefehle und Fahndungen' })).toContainText('Felix Richter');
});

test('police assigns himself to a case and hands it over to justice; the judge finds the court case', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'police', '/vcom?view=cases&case=2');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Drogenhandel Grove Street' })).toBeVisible();

  // Who works the case: the officer's own staff number is filled in already.
  await expect(main.getByRole('textbox', { name: /^Personalnummer/ })).toHaveValue('1804');
  await main.getByRole('button', { name: 'Zuweisen' }).click();
  await expect(main.getByRole('list', { name: 'Bearbeitende' })).toContainText('Max Mustermann');

  await main.getByRole('button', { name: 'An die Justiz abgeben' }).click();
  const form = main.getByRole('region', { name: 'Abgabe an die Staatsanwaltschaft' });
  await expect(form.getByRole('checkbox', { name: /Lukas Wolf/ })).toBeChecked();
  await form.getByRole('searchbox', { name: /^Tatbestand suchen/ }).fill('§ 29');
  await form.getByRole('button', { name: 'Besitz von Betäubungsmitteln hinzufügen' }).click();
  await expect(form.getByRole('region', { name: 'Anklagepunkte' })).toContainText('Besitz von Betäubungsmitteln');
  await form.getByRole('textbox', { name: /^Vermerk/ }).fill('Beweise liegen in der Asservatenkammer.');
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations).toEqual([]);
  await form.getByRole('button', { name: 'Abgeben' }).click();
  await expect(page.getByText(/^An die Justiz abgegeben: 2 Js \d+\/26\.$/)).toBeVisible();
  await expect(main.getByText(/^An die Justiz abgegeben: Verfahren Nr\. \d+$/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Bearbeiten' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Eintrag hinzufügen' })).toHaveCount(0);

  // The judge, in the same kept mock world, has the new court case.
  await openWithScenario(page, 'judge', '/vcom?view=court');
  await expect(main.getByRole('button', { name: /A-2026-0121/ })).toBeVisible();
});
