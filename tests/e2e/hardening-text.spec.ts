// Hardening, hostile text (issue #30, point 1): every route of the route tree and every admin
// view, opened at 375 × 800 with the `hostile` scenario (src/mocks/hostile: every free-text string
// of the API's answers is an attack payload), signed in as admin so the admin-only screens render.
// On each: nothing executes (the canary window.__xss stays unset, no dialog opens, no element got
// an inline event handler), the CSP reports nothing, nothing scrolls sideways, and on pages that
// show user text at least one payload's markup shows literally as text, and a bidi override in
// one text does not flip the text after it.
import { expect, test } from '@playwright/test';
import { PAYLOADS } from '../../src/mocks/hostile/payloads';
import { inspect, settle } from './hostile-inspect';
import { adminViews, appRoutes, NOT_FOUND_PATH } from '../utils/app-routes';
import { areaOfPath, recordHardening } from '../utils/hardening';
import { watchPage } from './quality';
import { openWithScenario } from './scenario';

const routes = [...appRoutes(), ...adminViews()];

/**
 * Routes whose first view shows no free text from the API, so no payload can show there (they
 * are still checked for execution, CSP and sideways scroll): the reason for each.
 */
const NO_USER_TEXT: Record<string, string> = {
  [NOT_FOUND_PATH]: 'the site-not-found page shows only its own text',
  '/notPermitted': 'only its own text',
  '/myMusic': 'the music catalogue is built into the client, favourites live in this browser',
  '/playlists': 'playlists live in this browser',
  '/artist': 'the artist of the built-in catalogue',
  '/artist/1': 'the artist of the built-in catalogue',
  '/settings': 'browser settings; the account and character come from loggedIn, which stays untouched',
  '/myCharacter': 'the overview shows numbers, the job and the phone number (no free-text keys)',
  '/vcom': "the admin's vcom start view is a search form, empty at first",
  '/acp/weapons': 'a search form, empty at first',
  '/building?view=admin': 'a search form, empty at first',
  '/factory?view=admin': 'a search form, empty at first',
  '/house?view=admin': 'a search form, empty at first',
  '/team?view=admin': 'a search form, empty at first',
  '/vehicle?view=admin': 'a search form, empty at first',
};

/**
 * Known failures outside this change, each with its reason; reported in issue #30's hand-over.
 * `wide`: still scrolls sideways at 375 px; `skip`: not checked at all.
 */
const KNOWN: Record<string, { wide?: string; skip?: string }> = {};

// One test per batch of routes keeps each within its time on a busy machine.
const BATCH = 10;
for (let from = 0; from < routes.length; from += BATCH) {
  const batch = routes.slice(from, from + BATCH);
  test(`hostile text at 375 px: ${batch.map((r) => r.path).join(', ')}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const watch = await watchPage(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await openWithScenario(page, 'admin,hostile', '/');
    await settle(page);
    const failures: string[] = [];
    for (const { path } of batch) {
      if (KNOWN[path]?.skip) continue;
      const before = failures.length;
      await page.goto(path);
      try {
        await settle(page);
      } catch (error) {
        failures.push(`${path}: did not render (${String(error).slice(0, 200)})`);
        recordHardening({ kind: 'payloads', area: areaOfPath(path), name: path, ok: false, error: failures.at(-1) });
        continue;
      }
      // Parts of a page load after its heading: wait (up to a limit) until a payload shows.
      if (!(path in NO_USER_TEXT)) {
        await expect
          .poll(async () => (await inspect(page)).literal, { timeout: 10_000 })
          .toBe(true)
          .catch(() => undefined);
      }
      const found = await inspect(page);
      if (found.xss !== undefined) failures.push(`${path}: window.__xss = ${String(found.xss)}`);
      if (found.handlers.length) failures.push(`${path}: inline handlers ${found.handlers.join(' | ')}`);
      if (found.scrollWidth > found.innerWidth + 1 && !KNOWN[path]?.wide) {
        failures.push(
          `${path}: scrolls sideways (${found.scrollWidth} > ${found.innerWidth}): ${found.overflowing.join(' | ')}`,
        );
      }
      if (!found.literal && !(path in NO_USER_TEXT)) failures.push(`${path}: no payload shows as text`);
      if (found.spills.length) failures.push(`${path}: bidi spills over: ${found.spills.join(' | ')}`);
      if (dialogs.length) failures.push(`${path}: dialogs ${dialogs.splice(0).join(' | ')}`);
      if (watch.csp.length) failures.push(`${path}: CSP ${watch.csp.splice(0).join(' | ')}`);
      if (watch.pageErrors.length) failures.push(`${path}: errors ${watch.pageErrors.splice(0).join(' | ')}`);
      // Every payload of the world may show on a page with user text; a page without shows none.
      const count = path in NO_USER_TEXT ? 0 : PAYLOADS.length;
      const error = failures.slice(before).join(' | ') || undefined;
      recordHardening({ kind: 'payloads', area: areaOfPath(path), name: path, count, ok: !error, error });
    }
    expect(failures).toEqual([]);
  });
}
