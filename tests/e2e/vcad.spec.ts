// The dispatch board [Leitstelle] in the browser against the mock build. Team rights come from
// the character's vcom accounts: the `unit` scenario makes Max an LSPD officer driving ADAM-12,
// where no dispatcher is on duty: he watches the board update, changes his status by keyboard,
// opens a call himself, takes it, closes it and finds it in the history. The `admin` scenario is
// a dispatcher as well: he takes over the board, opens a call, assigns a unit, drives its status
// by key, alerts, closes the call and hands the board back; and he runs the administration.
// axe checks the busy screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openWithScenario } from './scenario';

async function openBoard(page: Page) {
  await openWithScenario(page, 'unit', '/vcad');
  const units = page.getByTestId('vcad-units');
  await expect(units.locator('[data-unit="ADAM-12"]')).toBeVisible();
  return units;
}

test('a unit without dispatcher: live board, status by keyboard, a call from creation to the history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const units = await openBoard(page);
  const mine = units.locator('[data-unit="ADAM-12"]');
  await expect(page.getByTestId('vcad-dispatchers')).toHaveText('Keine Leitstelle im Dienst');

  // The board polls: the time of the last update moves on while the page stays as it is.
  const updated = page.getByTestId('vcad-updated');
  const first = await updated.textContent();
  await expect(updated).not.toHaveText(first ?? '');

  // Status by keyboard (no field focused).
  await page.keyboard.press('6');
  await expect(mine).toContainText('6 Nicht verfügbar');
  await page.keyboard.press('2');
  await expect(mine).toContainText('2 Einsatzbereit');

  await page.getByRole('button', { name: 'Neuer Einsatz' }).click();
  await page.getByRole('textbox', { name: 'Stichwort' }).fill('Verkehrskontrolle Vinewood');
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Vinewood Boulevard 7');
  await page.getByRole('button', { name: 'Einsatz anlegen' }).click();
  const call = page.getByTestId('vcad-call');
  await expect(call.getByRole('heading', { name: /Verkehrskontrolle Vinewood/ })).toBeVisible();
  await expect(mine).toContainText('3 Anfahrt');
  await expect(page.getByTestId('vcad-calls').getByText('Verkehrskontrolle Vinewood')).toBeVisible();

  // On scene by key; the change is in the call's history.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('4');
  await expect(call.getByTestId('vcad-call-log')).toContainText('ADAM-12: Status 4 Am Einsatzort');

  // A reload keeps the view (the opened call is in the URL).
  await page.reload();
  await expect(call.getByRole('heading', { name: /Verkehrskontrolle Vinewood/ })).toBeVisible();

  await call.getByRole('combobox', { name: 'Ergebnis' }).selectOption({ label: 'Erledigt' });
  await call.getByRole('textbox', { name: 'Abschlussbericht (optional)' }).fill('Mündliche Verwarnung.');
  await call.getByRole('button', { name: 'Abschließen' }).click();
  await expect(call.getByText(/Abgeschlossen .*: Erledigt/)).toBeVisible();
  await expect(mine).toContainText('1 Einsatzbereit');
  await expect(page.getByTestId('vcad-calls').getByText('Verkehrskontrolle Vinewood')).toHaveCount(0);

  await page.getByRole('button', { name: 'Einsatzhistorie' }).click();
  await page.getByRole('searchbox', { name: 'Einsätze durchsuchen' }).fill('Vinewood');
  const found = page.getByRole('button', { name: /Verkehrskontrolle Vinewood/ });
  await expect(found).toContainText('Erledigt');
  await found.click();
  await expect(call.getByTestId('vcad-call-log')).toContainText('Abgeschlossen: Mündliche Verwarnung.');
});

test('the busy board and the codes have no axe violations, light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  for (const theme of ['light', 'dark'] as const) {
    await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
    await openBoard(page);
    await page.getByTestId('vcad-calls').getByRole('button').first().click();
    await expect(page.getByTestId('vcad-call').getByRole('heading', { level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Neuer Einsatz' }).click();
    await expect(page.getByRole('textbox', { name: 'Stichwort' })).toBeVisible();
    await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
    const board = await new AxeBuilder({ page }).analyze();
    expect(
      board.violations.map((v) => `${theme} board: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Funkcodes' }).click();
    await expect(page.getByRole('table', { name: 'Zehner-Codes' })).toBeVisible();
    // The pointer leaves the view buttons: axe judges the page at rest, not a hover colour in transition.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Funkcodes' })).toHaveAttribute('aria-pressed', 'true');
    // ... and every colour transition has ended (the pressed button fades to its colour for 200 ms).
    await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
    const codes = await new AxeBuilder({ page }).analyze();
    expect(
      codes.violations.map((v) => `${theme} codes: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
});

test('a dispatcher takes over the board, opens a call, assigns a unit, drives its status by key, alerts, closes the call and hands the board back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The LSMD, where Max is a dispatcher (a colleague is on duty there too).
  await openWithScenario(page, 'admin', '/vcad?dept=2');
  const main = page.getByRole('main');
  const units = page.getByTestId('vcad-units');
  const dispatchers = page.getByTestId('vcad-dispatchers');
  await expect(units.locator('[data-unit]').first()).toBeVisible();
  await expect(dispatchers).not.toContainText('Max_Mustermann');
  await main.getByRole('button', { name: 'Leitstelle übernehmen' }).click();
  await expect(dispatchers).toContainText('Max_Mustermann');

  await main.getByRole('button', { name: 'Neuer Einsatz' }).click();
  await page.getByRole('textbox', { name: 'Stichwort' }).fill('Sturz im Treppenhaus Rockford Plaza');
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Rockford Plaza 1');
  await page.getByRole('textbox', { name: 'Kartenposition X' }).fill('-150.5');
  await page.getByRole('textbox', { name: 'Kartenposition Y' }).fill('-300');
  await page.getByRole('button', { name: 'Einsatz anlegen' }).click();
  const call = page.getByTestId('vcad-call');
  await expect(call.getByRole('heading', { name: /Sturz im Treppenhaus Rockford Plaza/ })).toBeVisible();
  await expect(call.getByTestId('vcad-call-log')).toContainText('Von der Leitstelle angelegt');

  // Assign the first free unit the list offers.
  const pick = call.getByRole('combobox', { name: 'Einheit', exact: true });
  const option = pick.locator('option').nth(1);
  const callsign = ((await option.textContent()) ?? '').split(' ')[0] ?? '';
  expect(callsign).not.toBe('');
  await pick.selectOption({ index: 1 });
  await call.getByRole('button', { name: 'Zuweisen', exact: true }).click();
  await expect(call.getByTestId('vcad-call-log')).toContainText(`${callsign} zugewiesen`);
  const row = units.locator(`[data-unit="${callsign}"]`);
  await expect(row).toContainText('3 Anfahrt');

  // The dispatcher opens the unit: the number keys drive its status now.
  await row.getByRole('button', { name: callsign, exact: true }).click();
  await expect(page.getByRole('region', { name: `Status von ${callsign}` })).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('4');
  await expect(row).toContainText('4 Am Einsatzort');
  await expect(call.getByTestId('vcad-call-log')).toContainText(`${callsign}: Status 4 Am Einsatzort`);

  await page.getByRole('textbox', { name: 'Nachricht', exact: true }).fill('Zweiter RTW zur Rockford Plaza');
  await page.getByRole('button', { name: 'Alarm senden' }).click();
  await expect(page.getByTestId('vcad-alerts')).toContainText('Zweiter RTW zur Rockford Plaza');

  await call.getByRole('combobox', { name: 'Ergebnis' }).selectOption({ label: 'Erledigt' });
  await call.getByRole('button', { name: 'Abschließen' }).click();
  await expect(call.getByText(/Abgeschlossen .*: Erledigt/)).toBeVisible();
  await expect(page.getByTestId('vcad-calls').getByText('Sturz im Treppenhaus Rockford Plaza')).toHaveCount(0);

  await main.getByRole('button', { name: 'Leitstelle verlassen' }).click();
  await expect(dispatchers).not.toContainText('Max_Mustermann');
  await expect(main.getByRole('button', { name: 'Leitstelle übernehmen' })).toBeVisible();
});

test('the administration: a person taken into the staff is still there after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWithScenario(page, 'admin', '/vcad?view=admin&dept=3');
  const main = page.getByRole('main');
  const staff = main.getByRole('region', { name: 'Personal' });
  const form = staff.getByRole('region', { name: 'Person aufnehmen' });
  await form.getByRole('textbox', { name: 'Charakter-Nummer' }).fill('4243');
  await form.getByRole('textbox', { name: 'Rufname' }).fill('ENGINE-43');
  await form.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(staff.getByRole('combobox', { name: 'Rolle von Person_4243' })).toBeVisible();

  await page.reload();
  const again = page.getByRole('main').getByRole('region', { name: 'Personal' });
  await expect(again.getByRole('combobox', { name: 'Rolle von Person_4243' })).toBeVisible();
  await expect(again.getByText('ENGINE-43')).toBeVisible();
});
