// The top bar's frame in index.html (issue #18): painted before any script has run, then
// replaced by the app's top bar. It must sit where the real one does (logo, tagline, line,
// theme colours), or the start would jump, and the app must take over from it in one step.
import { expect, test, type Locator, type Page } from '@playwright/test';

const box = async (l: Locator) => {
  const b = await l.boundingBox();
  return b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
};

const look = (l: Locator) =>
  l.evaluate((e) => {
    const s = getComputedStyle(e);
    return { color: s.color, font: `${s.fontWeight} ${s.fontSize} ${s.fontFamily}` };
  });

const line = (l: Locator) =>
  l.evaluate((e) => {
    const s = getComputedStyle(e);
    return `${s.height} ${s.borderBottomWidth} ${s.borderBottomColor} ${getComputedStyle(document.documentElement).backgroundColor}`;
  });

async function withTheme(page: Page, theme: string) {
  await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const theme of ['dark', 'light']) {
      test(`the frame before the scripts sits where the top bar does (${theme})`, async ({ browser }) => {
        const wide = width >= 1024;
        const before = await browser.newPage({ viewport: { width, height: 800 } });
        await withTheme(before, theme);
        await before.route('**/*.js', (route) => route.abort());
        await before.goto('/');
        const frame = before.locator('.boot-top');
        await expect(frame).toBeVisible();
        await expect(frame).toHaveAttribute('aria-hidden', 'true');
        const staticLogo = await box(frame.locator('svg'));
        const staticLine = await line(frame);
        const staticTagline = wide ? await box(frame.locator('b')) : null;
        const staticLook = wide ? await look(frame.locator('b')) : null;
        if (!wide) await expect(frame.locator('b')).toBeHidden();
        await before.close();

        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await withTheme(page, theme);
        await page.goto('/');
        const header = page.getByRole('banner');
        await expect(header.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
        await expect(page.locator('.boot-top')).toHaveCount(0);
        expect(await box(header.getByRole('link', { name: 'Zur Startseite' }).locator('svg'))).toEqual(staticLogo);
        expect(await line(header)).toBe(staticLine);
        if (wide) {
          expect(await box(page.getByTestId('tagline'))).toEqual(staticTagline);
          expect(await look(page.getByTestId('tagline'))).toEqual(staticLook);
        }
        await page.close();
      });
    }
  });
}

test('the app replaces the frame with its top bar in one step, not with an empty page', async ({ page }) => {
  // Records what #root holds when the frame leaves (a mutation observer's callback runs after the
  // whole commit, so it sees what the browser paints next).
  await page.addInitScript(() => {
    const w = window as unknown as { __frameLeft?: string };
    let seen = false;
    new MutationObserver((_, observer) => {
      const there = document.querySelector('.boot-top') !== null;
      seen ||= there;
      if (!seen || there) return;
      w.__frameLeft = document.querySelector('#root header a[href="/"] svg')
        ? 'top bar'
        : `#root held: ${document.querySelector('#root')?.outerHTML.slice(0, 300)}`;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __frameLeft?: string }).__frameLeft)).toBe('top bar');
});
