// Accessibility sweep (issue 10, point 4): every route of the route tree (plus an unknown
// path) at 1280 and 375 px, light and dark, through axe with the WCAG 2.0/2.1/2.2 A and AA
// rules: 0 violations. The areas' `?view=admin` screens are swept too. Signed in as admin, so the admin-only routes render their page
// instead of redirecting. Then a keyboard-only walk through menu, top bar and player.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminViews, appRoutes } from '../utils/app-routes';
import { openWithScenario } from './scenario';

// The areas' admin views are no routes of their own, but admins use them every day.
const routes = [...appRoutes(), ...adminViews()];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Pending parts of a page (loading lines, skeletons) must be done before axe looks.
  await expect(page.getByText('Wird geladen …')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// One test per batch of routes: a whole sweep (55 pages) outlasted any single test's time on
// the CI machine (2026-12-02: 180 s at 1280 px, light and dark), and a batch names its routes
// when it fails.
const BATCH = 10;
for (const width of [1280, 375]) {
  for (const theme of ['light', 'dark'] as const) {
    for (let from = 0; from < routes.length; from += BATCH) {
      const batch = routes.slice(from, from + BATCH);
      test(`axe at ${width} px, ${theme}: ${batch.map((r) => r.path).join(', ')}`, async ({ page }) => {
        test.setTimeout(180_000);
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
        await openWithScenario(page, 'admin', '/');
        const failures: string[] = [];
        for (const { path } of batch) {
          await page.goto(path);
          await settle(page);
          await expect(page.locator('html')).toHaveClass(new RegExp(theme));
          const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          for (const v of result.violations) {
            failures.push(`${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
          }
        }
        expect(failures, `${width}px ${theme}`).toEqual([]);
      });
    }
  }
}

interface Focused {
  role: string;
  name: string;
  outline: string;
}

const focused = (page: Page) =>
  page.evaluate((): Focused => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { role: 'body', name: '', outline: 'none' };
    const style = getComputedStyle(el);
    const visible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const name =
      el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby')
        ? document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent
        : null) ??
      el.getAttribute('placeholder') ??
      el.textContent ??
      '';
    return {
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      name: name.trim(),
      outline: visible ? 'visible' : 'none',
    };
  });

/** Presses Tab until the focused element's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, seen: Focused[], max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    seen.push(f);
    if (name.test(f.name)) return f;
  }
  throw new Error(`${name} not reached by Tab; focus went: ${seen.map((f) => f.name).join(' → ')}`);
}

test('keyboard only: top bar, menu and player are reachable and usable, focus always visible', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/artist/1');
  await expect(page.getByText('23.000 Hörer')).toBeVisible();
  // Start once the page is complete (greeting, rights-dependent menu entries, mock panel):
  // tabbing through parts that are still being replaced loses focus.
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen: Focused[] = [];

  // Top bar: skip link, menu toggle, logo, search, artist chip.
  await tabTo(page, /^Zum Inhalt springen$/, seen, 1);
  await tabTo(page, /Seitenleiste/, seen, 1);
  await tabTo(page, /^Zur Startseite$/, seen, 3);
  await tabTo(page, /Was möchtest du hören|Suche/, seen, 3);
  await tabTo(page, /^Jetzt Artist werden!$/, seen, 5);
  // Menu: every destination in order, then Enter follows the link.
  for (const label of [
    'Startseite',
    'Meine Playlists',
    'Meine Musik',
    'Artist Dashboard',
    'Mein Profil',
    'Einstellungen',
  ]) {
    await tabTo(page, new RegExp(`^${label}$`), seen, 5);
  }
  // Player: play with Enter, pause with Space, sliders take arrow keys.
  const bar = page.getByRole('region', { name: 'Audioplayer' });
  await tabTo(page, /^Abspielen$/, seen);
  await page.keyboard.press('Enter');
  await expect(bar).toHaveAttribute('data-status', 'playing');
  await expect(bar.getByRole('button', { name: 'Pausieren' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(bar).toHaveAttribute('data-status', 'paused');
  await tabTo(page, /Lautstärke/, seen, 15);
  const volume = bar.getByRole('slider', { name: 'Lautstärke' });
  await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveAttribute('aria-valuenow', '90');

  const invisible = seen
    .map((f, i) => ({ ...f, after: seen[i - 1]?.name ?? '(start)' }))
    .filter((f) => f.outline === 'none')
    .map((f) => `${f.role} "${f.name}" after "${f.after}"`);
  expect(invisible, 'elements focused without a visible focus indicator').toEqual([]);

  // Back up the page: Shift+Tab reaches the menu again, Enter navigates.
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Shift+Tab');
    if ((await focused(page)).name === 'Einstellungen') break;
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');
});
