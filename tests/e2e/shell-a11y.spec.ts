// axe: 0 violations on every route of the shell at 1280 and 375 px, light and dark (issue 3, bullet 12).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const routes = [
  '/',
  '/dashboard',
  '/artist/1',
  '/artist',
  '/playlists',
  '/myMusic',
  '/myProfile',
  '/settings',
  '/notPermitted',
  '/vcom',
  '/gibt-es-nicht',
];

for (const width of [1280, 375]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe at ${width} px, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(theme));
        const result = await new AxeBuilder({ page }).analyze();
        const summary = result.violations.map(
          (v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect(summary, `${route} at ${width}px ${theme}`).toEqual([]);
      }
    });
  }
}

test('keyboard: skip link, menu and top bar are reachable with visible focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('drawer-toggle')).toBeFocused();
  const outline = await page.getByTestId('drawer-toggle').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});
