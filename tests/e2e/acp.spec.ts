// The admin panel (issue 27) in the browser against the mock build: an admin finds a player by
// a vehicle's plate and adds an item, bans and unbans a player with reasons, and sends a message
// to everyone on the game server; a moderator sees only the part the rights allow (no ban, no
// weapon registry). An admin takes a member out of a crime faction and notifies an online
// player from the live tab; both show in the admin log. The mock world keeps the changes across a reload.
// An admin finds an active ban among all bans and reads the pension and paydays in the
// overview; an admin edits and deletes a note, both in the admin log.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('an admin finds a player by plate and adds an item to the inventory', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A plate of the signed-in player's own vehicles, as the vehicle page shows it.
  await openWithScenario(page, 'admin', '/vehicle');
  const car = page.getByTestId('vehicle').first().getByRole('heading', { level: 2 });
  await expect(car).toHaveText(/LS \d{4}/);
  const plate = /LS \d{4}/.exec((await car.textContent()) ?? '')?.[0] ?? '';

  // By keyboard: the menu's last group lies under the player bar, which takes the pointer there.
  await page.getByTestId('side-nav').getByRole('link', { name: 'Spielerverwaltung' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Spielerverwaltung' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Spieler suchen' }).fill(plate);
  await expect(page).toHaveURL(/q=LS/);
  const row = page.getByTestId('player-row').filter({ hasText: 'Max_Mustermann' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /öffnen$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Max_Mustermann' })).toBeVisible();
  await page.getByRole('button', { name: 'Inventar' }).click();
  await expect(page).toHaveURL(/tab=items/);

  const form = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Gegenstand hinzufügen' }) });
  await form.getByRole('combobox').selectOption({ label: 'Reparaturkit (Werkzeug)' });
  await form.getByRole('textbox', { name: /Menge/ }).fill('1');
  await form.getByRole('button', { name: 'Hinzufügen' }).click();
  const table = page.getByRole('region', { name: 'Inventar' });
  await expect(table.getByText('Reparaturkit')).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Inventar' }).getByText('Reparaturkit')).toBeVisible();
});

test('an admin bans a player for a time with a reason, then lifts the ban with a reason', async ({ page }) => {
  await openWithScenario(page, 'admin', '/acp/players?q=Lukas');
  const row = page.getByTestId('player-row').filter({ hasText: 'Lukas_Weber' });
  await row.getByRole('button', { name: /öffnen$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lukas_Weber' })).toBeVisible();
  await page.getByRole('button', { name: 'Banns' }).click();

  await page.getByRole('button', { name: 'Bannen' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: /Dauer/ }).fill('48');
  await expect(dialog.getByText(/Endet am/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Grund/ }).fill('Random Deathmatch am Würfelpark');
  await dialog.getByRole('button', { name: 'Bannen' }).click();
  await expect(dialog).toBeHidden();
  const ban = page.getByTestId('player-ban').first();
  await expect(ban).toContainText('Aktiv');
  await expect(ban).toContainText('Random Deathmatch am Würfelpark');

  await page.reload();
  await page.getByRole('button', { name: 'Bann aufheben' }).click();
  const unban = page.getByRole('alertdialog');
  await unban.getByRole('textbox', { name: /Grund/ }).fill('Einspruch stattgegeben');
  await unban.getByRole('button', { name: 'Bann aufheben' }).click();
  await expect(page.getByTestId('player-ban').first()).toContainText('Aufgehoben');
  await expect(page.getByTestId('player-ban').first()).toContainText('Einspruch stattgegeben');
  await expect(page.getByRole('button', { name: 'Bannen' })).toBeVisible();
});

test('an admin sends a message to everyone on the game server', async ({ page }) => {
  await openWithScenario(page, 'admin', '/acp/server');
  await expect(page.getByTestId('server-status')).toContainText('Online');
  // The page has more forms now (console, restart, settings): the message form is its own region.
  const broadcast = page.getByRole('region', { name: 'Nachricht an alle' });
  const text = broadcast.getByRole('textbox', { name: /Nachricht/ });
  await text.fill('Serverneustart in 10 Minuten.');
  await broadcast.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Nachricht gesendet.').first()).toBeVisible();
  await expect(text).toHaveValue('');
});

test('a moderator sees players and the server, but no ban and no weapon registry', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'moderator', '/acp/players?q=Paul');
  const nav = page.getByTestId('side-nav');
  await expect(nav.getByRole('link', { name: 'Spielerverwaltung' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Spielserver' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Waffenregister' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Meldungen', exact: true })).toBeVisible();
  const row = page.getByTestId('player-row').filter({ hasText: 'Paul_Hoffmann' });
  await row.getByRole('button', { name: /öffnen$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paul_Hoffmann' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kicken' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bannen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bann aufheben' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Umbenennen' })).toHaveCount(0);
  await page.goto('/acp/server');
  await expect(page.getByRole('region', { name: 'Nachricht an alle' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Konsole' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Neustart' })).toHaveCount(0);
  await page.goto('/acp/weapons');
  await expect(page).toHaveURL(/\/notPermitted$/);
});

test('an admin runs a console command and schedules a restart only after confirming it', async ({ page }) => {
  await openWithScenario(page, 'admin', '/acp/server');
  const main = page.getByRole('main');
  const consoleBox = main.getByRole('region', { name: 'Konsole' });
  await consoleBox.getByRole('textbox', { name: /Befehl/ }).fill('weather rain');
  await consoleBox.getByRole('button', { name: 'Ausführen' }).click();
  await expect(consoleBox.getByRole('log')).toContainText('Wetter auf rain gesetzt.');

  const restart = main.getByRole('region', { name: 'Neustart' });
  await restart.getByRole('textbox', { name: /Grund/ }).fill('Update auf Version 1.15');
  await restart.getByRole('button', { name: 'Neustart ansetzen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Countdown von 10 Minuten');
  await dialog.getByRole('button', { name: 'Neustart ansetzen' }).click();
  await expect(restart.getByRole('timer')).toContainText('noch');
  await page.reload();
  await expect(page.getByRole('main').getByTestId('restart-scheduled')).toContainText('Update auf Version 1.15');
  await page.getByRole('main').getByRole('button', { name: 'Neustart absagen' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Neustart ansetzen' })).toBeVisible();
});

test('an admin takes a member out of a crime faction, and the admin log says so', async ({ page }) => {
  await openWithScenario(page, 'admin', '/acp/players');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Crime-Fraktionen' }).click();
  await expect(page).toHaveURL(/view=factions/);
  await main.getByRole('button', { name: 'Lost MC Öffnen' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Lost MC' })).toBeVisible();
  const member = main.getByRole('group', { name: 'Sophie_Wolf' });
  await member.getByRole('button', { name: 'Entfernen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Sophie_Wolf aus der Fraktion entfernen?');
  // A removal asks for its reason (issue 27 point 7); the admin log shows it.
  await dialog.getByRole('textbox', { name: /Grund/ }).fill('Hat die Fraktion selbst verlassen.');
  await dialog.getByRole('button', { name: 'Entfernen' }).click();
  await expect(dialog).toBeHidden();
  await expect(member).toHaveCount(0);
  await page.reload();
  await expect(main.getByRole('group', { name: 'Leon_Klein' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Sophie_Wolf' })).toHaveCount(0);
  await page.goto('/acp/logs');
  await expect(page.getByRole('main').getByText('Aus der Fraktion „Lost MC“ entfernt').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Hat die Fraktion selbst verlassen.').first()).toBeVisible();
});

test('an admin sends a notification to an online player from the live tab', async ({ page }) => {
  await openWithScenario(page, 'admin', '/acp/players?online=1');
  const main = page.getByRole('main');
  await main
    .getByTestId('player-row')
    .first()
    .getByRole('button', { name: /öffnen$/ })
    .click();
  await main.getByRole('button', { name: 'Live' }).click();
  await expect(page).toHaveURL(/tab=live/);
  const notify = main.getByRole('region', { name: 'Benachrichtigung' });
  await notify.getByRole('textbox', { name: /Titel/ }).fill('Support');
  await notify.getByRole('textbox', { name: /^Text/ }).fill('Bitte melde dich im Support-Warteraum.');
  await notify.getByRole('button', { name: 'Benachrichtigung zeigen' }).click();
  await expect(page.getByText('Benachrichtigung gesendet.').first()).toBeVisible();
  await expect(notify.getByRole('textbox', { name: /Titel/ })).toHaveValue('');
  await page.goto('/acp/logs');
  await expect(page.getByRole('main').getByText('Benachrichtigung gesendet.').first()).toBeVisible();
});

test('an admin finds an active ban among all bans and reads the pension in the overview', async ({ page }) => {
  await openWithScenario(page, 'admin', '/acp/players');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Alle Banns' }).click();
  await expect(page).toHaveURL(/view=bans/);
  await main.getByRole('button', { name: 'Aktiv', exact: true }).click();
  await expect(page).toHaveURL(/state=active/);
  const ban = main.getByTestId('player-ban');
  await expect(ban).toHaveCount(1);
  await ban.getByRole('button', { name: 'Banns von Paul_Hoffmann öffnen' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Paul_Hoffmann' })).toBeVisible();
  await expect(page).toHaveURL(/tab=bans/);
  await main.getByRole('button', { name: 'Übersicht' }).click();
  const pension = main.getByRole('region', { name: 'Rente und Zahltag' });
  await expect(pension.getByText('Noch kein Anspruch')).toBeVisible();
  await expect(pension.getByRole('region', { name: 'Letzte Zahltage' }).getByRole('row')).toHaveCount(6);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('an admin edits and deletes a note, and the admin log says so', async ({ page }) => {
  await openWithScenario(page, 'admin', '/acp/players?player=4714&tab=notes');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Notiz 1 bearbeiten' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Notiz/ }).fill('Verwarnung ist erledigt.');
  await dialog.getByRole('button', { name: 'Änderung speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByTestId('player-note')).toContainText('Verwarnung ist erledigt.');
  await page.reload();
  await expect(main.getByTestId('player-note')).toContainText('Verwarnung ist erledigt.');
  await main.getByRole('button', { name: 'Notiz 1 löschen' }).click();
  const confirm = page.getByRole('alertdialog');
  // A delete asks for its reason (issue 27 point 7); the admin log keeps it.
  await confirm.getByRole('textbox', { name: /Grund/ }).fill('Doppelt angelegt.');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  // While the confirmation is open the rest of the page is hidden from the accessibility tree,
  // so "no notes in main" would pass before the deletion is answered: wait for the dialog to go.
  await expect(confirm).toBeHidden();
  await expect(main.getByText('Zu dieser Person gibt es keine Notizen.')).toBeVisible();
  // The mock world keeps the deletion across a reload (as it keeps the edit above).
  await page.reload();
  await expect(main.getByText('Zu dieser Person gibt es keine Notizen.')).toBeVisible();
  await page.goto('/acp/logs');
  await expect(page.getByRole('main').getByText('Notiz gelöscht').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Notiz bearbeitet').first()).toBeVisible();
});
