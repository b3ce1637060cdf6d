// Roles, rights matrix and admin log in the browser against the mock build (issue 28): an admin
// creates a role, grants it three rights in the matrix (saved together), adds a member and sees
// both changes in the admin log; then changes a chat-role mapping and runs a sync that reports
// one failure with its reason. The landing page lists the latest admin actions, each opening
// its entry in the log; the matrix names the pages a right opens. A moderator is sent to
// /notPermitted.
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('an admin creates a role, grants three rights, adds a member and finds it in the admin log', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'admin', '/acp/roles');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Rollen und Rechte' })).toBeVisible();
  const create = main.getByRole('region', { name: 'Neue Rolle' });
  await create.getByRole('textbox', { name: /Name/ }).fill('Streifenaufsicht');
  await create.getByRole('button', { name: 'Rolle anlegen' }).click();
  await expect(page).toHaveURL(/role=\d+/);
  await expect(main.getByRole('button', { name: 'Rolle Streifenaufsicht öffnen' })).toBeVisible();

  // Add a member from the account search.
  await main.getByRole('searchbox', { name: 'Konto suchen' }).fill('Paul');
  await main.getByRole('button', { name: 'Paul_Hoffmann hinzufügen' }).click();
  await expect(main.getByTestId('role-member')).toContainText('Paul_Hoffmann');

  // The matrix: three rights by keyboard and pointer, saved together.
  await main.getByRole('button', { name: 'Rechtematrix' }).click();
  await expect(page).toHaveURL(/tab=matrix/);
  await main.getByRole('searchbox', { name: 'Rechte durchsuchen' }).fill('Waffen');
  const grant = (right: string) => main.getByRole('checkbox', { name: `${right} für Streifenaufsicht` });
  await grant('Waffen suchen').check();
  await grant('Waffen bearbeiten').focus();
  await page.keyboard.press('Space');
  await main.getByRole('searchbox', { name: 'Rechte durchsuchen' }).fill('Protokoll');
  await grant('Admin-Protokoll lesen').check();
  await expect(main.getByTestId('matrix-unsaved')).toHaveText('3 ungespeicherte Änderungen');
  await main.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(main.getByTestId('matrix-unsaved')).toHaveText('Keine ungespeicherten Änderungen');

  // The admin log names both changes, newest first.
  await page.goto('/acp/logs?area=auth');
  const rows = main.getByTestId('admin-log-row');
  await expect(rows.first()).toContainText('Rechte der Rolle „Streifenaufsicht“ geändert');
  await expect(main.getByText('Mitglied zur Rolle „Streifenaufsicht“ hinzugefügt')).toBeVisible();
  await rows.first().getByRole('button').click();
  await expect(main.getByTestId('admin-log-entry')).toContainText('Waffen suchen');
});

test('an admin changes a role mapping and runs a sync that reports one failure with its reason', async ({ page }) => {
  await openWithScenario(page, 'admin', '/acp/sync');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Chat-Rolle für LSMD' }).selectOption({ label: 'Supporter' });
  await expect(page.getByText('Zuordnung gespeichert.').first()).toBeVisible();
  await main.getByRole('button', { name: 'Jetzt synchronisieren' }).click();
  await expect(main.getByTestId('sync-progress')).toBeVisible();
  await expect(main.getByTestId('sync-progress')).toBeHidden();
  await expect(main.getByTestId('sync-state-chat')).toContainText('1 Fehler in 24 Stunden');
  await expect(main.getByTestId('sync-last-error')).toContainText('lea.fischer');
});

test('the landing page lists the latest admin actions; the matrix names the pages and actions a right opens', async ({
  page,
}) => {
  await openWithScenario(page, 'admin', '/acp/roles');
  const main = page.getByRole('main');
  const recent = main.getByRole('region', { name: 'Letzte Admin-Aktionen' });
  await expect(recent.getByRole('listitem')).toHaveCount(5);
  await expect(recent.getByRole('link', { name: 'Alle anzeigen' })).toHaveAttribute('href', '/acp/logs');
  const first = recent.getByRole('listitem').first().getByRole('link');
  await expect(first).toBeVisible();
  const action = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/acp\/logs\?entry=\d+/);
  await expect(main.getByTestId('admin-log-entry')).toContainText(action);

  await page.goto('/acp/roles?tab=matrix&q=Rollen-Sync');
  await main.getByText('Was öffnet dieses Recht?').first().click();
  await expect(main.getByTestId('right-opens-screens').first()).toContainText('Rollenabgleich');
  // The actions in German; the operationIds only behind "Technische Details".
  await expect(main.getByTestId('right-opens-actions').first()).toContainText('Chat-Zuordnungen ansehen');
  await expect(main.getByTestId('right-opens').first()).toBeHidden();
  await main
    .getByText(/^Technische Details/)
    .first()
    .click();
  await expect(main.getByTestId('right-opens').first()).toContainText('listButlervChatMappings');
});

test('a moderator does not reach roles, admin log or role sync', async ({ page }) => {
  await openWithScenario(page, 'moderator', '/acp/roles');
  await expect(page).toHaveURL(/\/notPermitted/);
});
