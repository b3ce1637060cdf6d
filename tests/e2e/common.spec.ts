// Issue 28, point 4 in the browser against the mock build: new admin terms (scenario
// adminNewTerms) stand in front of an admin page until the admin accepts them; then the page
// opens, and it stays open after a reload (the acceptance is kept). Then the admin publishes a
// version of his own: after a reload the gate shows its text (literally), and accepting it opens
// the pages again, with the publication in the admin log.
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

test('an admin publishes new terms: after a reload the gate shows them, accepting opens the log again', async ({
  page,
}) => {
  await openWithScenario(page, 'admin', '/acp/logs?tab=terms');
  const main = page.getByRole('main');
  const editor = main.getByTestId('terms-editor');
  const title = editor.getByRole('textbox', { name: 'Titel' });
  await expect(title).toHaveValue('Verhaltenskodex für Teammitglieder');
  await title.fill('Kodex für das Team');
  await editor.getByRole('textbox', { name: 'Text der Bedingungen' }).fill('Neu: <b>kein</b> HTML.\n\nZweiter Absatz.');
  await editor.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(main.getByTestId('admin-terms-gate')).toBeVisible();
  await page.reload();
  const gate = main.getByTestId('admin-terms-gate');
  await expect(gate.getByRole('heading', { level: 2, name: 'Kodex für das Team' })).toBeVisible();
  await expect(gate.getByText('Neu: <b>kein</b> HTML.', { exact: false })).toBeVisible();
  await expect(gate).toContainText('Fassung 5');
  await gate.getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(main.getByTestId('admin-terms-gate')).toHaveCount(0);
  await main.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Protokoll' }).click();
  await expect(main.getByTestId('admin-log-row').first()).toContainText(
    'Bedingungen für Teammitglieder veröffentlicht (Fassung 5)',
  );
});
