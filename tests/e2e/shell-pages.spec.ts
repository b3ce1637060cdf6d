// Drawer persistence, 404, notPermitted, settings and the local library (spec §2, §4, §9).
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

test('the drawer state survives a reload and is flipped by the toggle', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByTestId('side-nav');
  await expect(nav).toHaveAttribute('data-collapsed', 'false');
  await page.getByTestId('drawer-toggle').click();
  await expect(nav).toHaveAttribute('data-collapsed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('drawerState'))).toBe('false');
  await page.reload();
  await expect(page.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'true');
  await page.getByTestId('drawer-toggle').click();
  await expect(page.getByTestId('side-nav')).toHaveAttribute('data-collapsed', 'false');
});

test('an invalid drawer mode falls back to permanent; temporary opens an overlay', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('selectedDrawer', '"floating"');
      localStorage.setItem('drawerState', '{broken');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/settings');
  await expect(page.getByTestId('side-nav')).toBeVisible();
  await page.getByTestId('drawer-choice').getByText('Temporär (klappt über die Seite)').click();
  await expect(page.getByTestId('side-nav')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selectedDrawer'))).toBe('"temporary"');
  await page.reload();
  // Choosing the mode stored the drawer closed (issue 17): it opens on the toggle only.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
  await expect(page.getByTestId('temporary-drawer')).toBeHidden();
  await page.getByTestId('drawer-toggle').click();
  await expect(page.getByTestId('temporary-drawer')).toBeVisible();
  await page.getByTestId('temporary-drawer').getByRole('link', { name: 'Meine Musik' }).click();
  await expect(page).toHaveURL(/\/myMusic$/);
  await expect(page.getByTestId('temporary-drawer')).toBeHidden();
});

test('an unknown path shows the site-not-found page', async ({ page }) => {
  await page.goto('/gibt-es-nicht/wirklich');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page).toHaveTitle('Seite nicht gefunden – Your Taste. Your Music.');
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test('/notPermitted shows the not-permitted page', async ({ page }) => {
  await page.goto('/notPermitted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keine Berechtigung');
  await expect(page.getByTestId('side-nav')).toHaveCount(0);
});

test('/vcom opens the vcom workspace', async ({ page }) => {
  await page.goto('/vcom');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('vCom');
});

test('settings: the theme drives the colour mode and is stored', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByText('Hell', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('selectedTheme'))).toBe('"light"');
  await page.getByText('Mitternacht (dunkel, blau)').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'midnight');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Lokale Daten zurücksetzen' }).click();
  await expect(page.getByText('Lokale Daten wurden zurückgesetzt.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('selectedTheme'))).toBeNull();
});

test('library: like a track, create a playlist, add the track, honest empty states', async ({ page }) => {
  await page.goto('/playlists');
  await expect(page.getByTestId('playlists-empty')).toBeVisible();
  await page.getByLabel('Name der neuen Playlist').fill('Autofahrt');
  await page.getByRole('button', { name: 'Playlist anlegen' }).click();
  await expect(page.getByRole('heading', { name: 'Autofahrt' })).toBeVisible();
  await page.goto('/myMusic');
  await expect(page.getByTestId('liked-empty')).toBeVisible();
  await page.getByRole('button', { name: '„Der Kaffee-Song“ gefällt mir' }).first().click();
  await expect(page.getByTestId('liked-empty')).toHaveCount(0);
  await page
    .getByRole('combobox', { name: '„Der Kaffee-Song“ zu einer Playlist hinzufügen' })
    .first()
    .selectOption({ label: 'Autofahrt' });
  await expect(page.getByText('„Der Kaffee-Song“ zu „Autofahrt“ hinzugefügt.')).toBeVisible();
  await page.goto('/playlists');
  await expect(page.getByText('1 Titel')).toBeVisible();
});

test('profile shows the rights data of the signed-in user', async ({ page }) => {
  await page.goto('/myProfile');
  await expect(page.getByTestId('rights-data')).toContainText('Max_Mustermann');
  await expect(page.getByText('Du hast keine Admin-Rollen.')).toBeVisible();
  await expect(page.getByTestId('characters')).toBeVisible();
});
