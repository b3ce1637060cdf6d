// State organisations [Fraktionen] in the browser against the mock build: the leader invites
// Anna_Schmidt, who accepts in her own view (scenario "invited"); the leader changes a
// member's rights and moves him to another department; an admin sets a new leader; axe on
// every view of the area.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const POLICE = 'Los Santos Police Department';

test('the leader invites Anna_Schmidt, who accepts as herself and is a member then', async ({ page }) => {
  await openWithScenario(page, 'player', '/team');
  await page.getByRole('link', { name: `${POLICE} öffnen` }).click();
  await expect(page.getByRole('heading', { level: 1, name: POLICE })).toBeVisible();
  await page.getByRole('button', { name: 'Einladungen', exact: true }).click();
  await expect(page).toHaveURL(/tab=invitations/);
  await page.getByRole('searchbox', { name: 'Person' }).fill('Anna');
  await page.getByRole('radio', { name: 'Anna_Schmidt' }).check();
  await page.getByRole('textbox', { name: /Rang/ }).fill('Anwärterin');
  await page.getByRole('button', { name: 'Einladen', exact: true }).click();
  await expect(page.getByTestId('team-invitation').filter({ hasText: 'Anna_Schmidt' })).toBeVisible();

  await openWithScenario(page, 'invited', '/team');
  const offer = page.getByTestId('team-received').filter({ hasText: POLICE });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: `Einladung von ${POLICE} annehmen` }).click();
  await expect(page.getByRole('heading', { level: 1, name: POLICE })).toBeVisible();
  await expect(page).toHaveURL(/team=1/);
  await expect(page.getByTestId('org-member').filter({ hasText: 'Anna_Schmidt' })).toContainText('Anwärterin');
});

test("the leader changes a member's rights and moves him to another department", async ({ page }) => {
  await openWithScenario(page, 'player', '/team?team=1');
  const row = page.getByTestId('org-member').filter({ hasNotText: 'Max_Mustermann' }).first();
  await expect(row).toBeVisible();
  const name = (await row.locator('p').first().textContent()) ?? '';
  await row.getByRole('button', { name: `Details zu ${name}` }).click();
  const panel = page.getByTestId('team-member-panel');
  await expect(panel).toBeVisible();
  const bank = panel.getByRole('checkbox', { name: /Konten nutzen/ });
  await expect(bank).toBeEnabled();
  const had = await bank.isChecked();
  await panel.getByText('Konten nutzen').click();
  await expect(bank).toBeChecked({ checked: !had });
  await panel.getByRole('button', { name: 'Rechte speichern' }).click();
  await expect(page.getByText(`Rechte von ${name} gespeichert.`)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('team-member-panel').getByRole('checkbox', { name: /Konten nutzen/ })).toBeChecked({
    checked: !had,
  });

  const select = page.getByTestId('team-member-panel').getByRole('combobox', { name: 'Neue Abteilung' });
  await select.selectOption({ label: 'Verkehrspolizei' });
  await page.getByTestId('team-member-panel').getByRole('button', { name: 'Versetzen' }).click();
  await expect(page.getByTestId('org-member').filter({ hasText: name })).toContainText('Verkehrspolizei');
  await page.getByRole('button', { name: 'Abteilungen', exact: true }).click();
  await expect(page.getByTestId('team-department').filter({ hasText: 'Verkehrspolizei' })).toContainText('1 Mitglied ');
});

test('an admin finds an organisation and sets a new leader', async ({ page }) => {
  await openWithScenario(page, 'admin', '/team');
  await page.getByRole('link', { name: 'Fraktionsverwaltung (Admin)' }).click();
  await page.getByRole('searchbox', { name: 'Fraktion suchen' }).fill('Rettung');
  await page.getByRole('link', { name: 'Rettungsdienst Los Santos verwalten' }).click();
  const leader = page.getByTestId('team-admin-leader');
  await expect(leader).toBeVisible();
  await page.getByRole('textbox', { name: /Neue Leitung/ }).fill('Anna_Schmidt');
  await page
    .getByRole('textbox', { name: /^Grund/ })
    .first()
    .fill('Wahl im Rettungsdienst');
  await page.getByRole('button', { name: 'Leitung ändern' }).click();
  await expect(leader).toContainText('Anna_Schmidt');
  await page.reload();
  await expect(page.getByTestId('team-admin-leader')).toContainText('Anna_Schmidt');
});

const views = [
  '/team',
  '/team?team=1',
  '/team?team=1&member=101',
  '/team?team=1&tab=departments&dept=12',
  '/team?team=1&tab=invitations',
  '/team?team=1&tab=storage',
  '/team?team=1&tab=duty',
  '/team?team=1&tab=fleet',
  '/team?team=1&tab=public',
  '/team?view=admin&q=Police',
  '/team?view=admin&team=1',
];

for (const [width, theme] of [
  [1280, 'light'],
  [375, 'dark'],
] as const) {
  test(`axe: the team area's views at ${width} px, ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
    await openWithScenario(page, 'admin', '/team');
    const failures: string[] = [];
    for (const view of views) {
      await page.goto(view);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('Wird geladen …')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of result.violations)
        failures.push(`${view}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
    expect(failures).toEqual([]);
  });
}
