// Forged rights (issue 30, point 6): a player without ACP rights on the server writes every ACP
// right of the contract into localStorage (`acpRights`) before the app starts. What the app does:
// - The stored rights only steer what the UI shows. Login polling asks the server on start and
//   replaces them with the server's (none), so rights forged once are gone after start: the admin
//   links vanish and admin URLs go to /notPermitted (first test).
// - An attacker who keeps the forged rights in place (here: writes to `acpRights` are swallowed,
//   as a browser extension or devtools override could do) does see the admin screens. Each of them
//   renders (heading, no error page, no endless loading), every admin read the mock answers 403
//   and the page says so in German (second test), and every write offered without loaded data
//   fails with a German 403 message and keeps the input (further tests). The server decides.
// - Where an admin write needs an entity loaded by an admin read (players, weapons, vehicles), the
//   read's 403 leaves nothing to act on: the detail says 403 and offers only a retry. The
//   moderator (who may read players but not change their inventory) shows a write's 403 there.
// - The vcad and vcom administrations are guarded by team rights and the vcom session, which come
//   from the server, not from `acpRights`: forged ACP rights lead to /notPermitted there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminViews, appRoutes } from '../utils/app-routes';
import { areaOfPath, hardeningCheck, recordHardening } from '../utils/hardening';
import { watchPage } from './quality';
import { openWithScenario } from './scenario';

/** Every ACP right the contract knows (the generated AcpRight table). */
const ALL_RIGHTS = [
  ...readFileSync(path.resolve(process.cwd(), 'src/api/generated/acp-rights.ts'), 'utf8').matchAll(
    /^\s*'([a-z]+\.[A-Za-z]+)': \{ category:/gm,
  ),
].map((m) => m[1] ?? '');

/** The German 403 texts: the mock's "Dafür fehlt dir das ACP-Recht „…“." or the client's fallback. */
const FORBIDDEN = /Dafür fehlt dir das ACP-Recht|Dafür fehlen dir die Rechte/;

/**
 * Writes the forged rights before the app starts. `pinned`: the app's own writes to the key are
 * swallowed, so the forged rights stay however often the app stores the server's. Not pinned:
 * written on the first page load of the test only (a sessionStorage mark), as a user would edit
 * storage once.
 */
async function forgeRights(page: Page, { pinned }: { pinned: boolean }) {
  await page.addInitScript(
    ({ rights, pinned: pin }) => {
      const forged = JSON.stringify({ roles: ['Administrator'], rights });
      if (pin) {
        localStorage.setItem('acpRights', forged);
        const setItem = Storage.prototype.setItem;
        const removeItem = Storage.prototype.removeItem;
        Storage.prototype.setItem = function (key: string, value: string) {
          if (key !== 'acpRights') setItem.call(this, key, value);
        };
        Storage.prototype.removeItem = function (key: string) {
          if (key !== 'acpRights') removeItem.call(this, key);
        };
      } else if (!sessionStorage.getItem('forged')) {
        sessionStorage.setItem('forged', '1');
        localStorage.setItem('acpRights', forged);
      }
    },
    { rights: ALL_RIGHTS, pinned },
  );
}

/** A rendered page: a level-1 heading, no router error page, a main with text, nothing left loading. */
async function expectRendered(page: Page, where: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first(), where).toBeVisible();
  await expect(page.getByText('Unexpected Application Error'), where).toHaveCount(0);
  expect((await main.innerText()).trim().length, `${where}: blank main`).toBeGreaterThan(40);
}

async function expectForbiddenShown(page: Page, where: string) {
  const main = page.getByRole('main');
  await expect(main.getByText(FORBIDDEN).first(), `${where}: no German 403 message`).toBeVisible();
  // No endless spinner: every loading state of the page has settled.
  await expect(main.locator('[aria-busy="true"]'), `${where}: still loading`).toHaveCount(0);
}

type Check = (page: Page) => Promise<void>;
/** Types a search into the page's search box: the admin search is the admin read. */
const search =
  (value = 'Max'): Check =>
  async (page) => {
    await page.getByRole('main').getByRole('searchbox').first().fill(value);
  };

/**
 * How each admin destination shows its admin data: 'loads' (it asks an admin read on opening),
 * a step that asks one (a search), or 'notPermitted' (guarded by a right that comes from the
 * server). A destination missing here fails the test, so a new one must be classified.
 */
const EXPECT: Record<string, 'loads' | 'notPermitted' | 'public' | Check> = {
  '/acp/roles': 'loads',
  '/acp/sync': 'loads',
  '/acp/logs': 'loads',
  '/acp/server': 'loads',
  '/acp/players': 'loads',
  '/acp/reports': 'loads',
  // The rule books are public reads; the editor's writes are checked below.
  '/rules/edit': 'public',
  '/acp/weapons': search(),
  '/bank?view=admin': 'loads',
  '/building?view=admin': search(),
  '/factory?view=admin': search(),
  '/house?view=admin': search(),
  '/market?view=admin': 'loads',
  '/team?view=admin': search(),
  '/vehicle?view=admin': search(),
  '/vcad?view=admin': 'notPermitted',
};

/** The menu entries of the destinations with `requires` (the areas' manifests). */
const ADMIN_LINKS = [
  'Rollen und Rechte',
  'Rollenabgleich',
  'Adminprotokoll',
  'Spielserver',
  'Spielerverwaltung',
  'Meldungen',
  'Regeln bearbeiten',
  'Waffenregister',
];

const destinations = [...appRoutes().filter((r) => r.requires), ...adminViews()].map((r) => r.path);

test.use({ viewport: { width: 1280, height: 800 } });

test("rights forged once are replaced by the server's on start: no admin links, admin URLs go to /notPermitted", async ({
  page,
}) => {
  await forgeRights(page, { pinned: false });
  await openWithScenario(page, 'player', '/');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('acpRights')))
    .toBe(JSON.stringify({ roles: [], rights: [] }));
  const nav = page.getByTestId('side-nav');
  await expect(nav.getByRole('link').first()).toBeVisible();
  for (const name of ADMIN_LINKS) {
    await expect(nav.getByRole('link', { name, exact: true }), name).toHaveCount(0);
  }
  for (const to of destinations) {
    // What counts is where the guard sends the player, not the document's load event: one run in
    // about 250 waited 30 s for "load" of a page that already showed "Keine Berechtigung".
    await page.goto(to, { waitUntil: 'commit' });
    await expect(page, to).toHaveURL(/\/notPermitted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Keine Berechtigung' }), to).toBeVisible();
  }
});

test('with forged rights kept in place every admin destination renders, and its admin reads say 403 in German', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const watch = await watchPage(page);
  await forgeRights(page, { pinned: true });
  await openWithScenario(page, 'player', '/');
  // The forged rights are in force: the menu offers the admin pages.
  const nav = page.getByTestId('side-nav');
  for (const name of ADMIN_LINKS) await expect(nav.getByRole('link', { name, exact: true }), name).toBeVisible();
  expect(
    destinations.filter((to) => !(to in EXPECT)),
    'admin destinations without an expectation',
  ).toEqual([]);
  for (const to of destinations) {
    await hardeningCheck('rights', areaOfPath(to), `${to}: renders, admin reads say 403`, async () => {
      await page.goto(to);
      const how = EXPECT[to];
      if (how === 'notPermitted') {
        await expect(page, to).toHaveURL(/\/notPermitted$/);
        await expectRendered(page, to);
        return;
      }
      await expectRendered(page, to);
      if (how === 'public') return;
      if (typeof how === 'function') await how(page);
      await expectForbiddenShown(page, to);
    });
  }
  watch.expectClean('forged rights');
});

test('with forged rights the vcom administration goes to /notPermitted (its rights come from the vcom session)', async ({
  page,
}) => {
  await forgeRights(page, { pinned: true });
  await openWithScenario(page, 'player', '/vcom?view=admin');
  await expect(page).toHaveURL(/\/notPermitted$/);
});

test.describe('with forged rights kept in place a write fails with a German 403 and keeps the input', () => {
  test.beforeEach(async ({ page }) => forgeRights(page, { pinned: true }));
  test.afterEach(({ page }, info) => {
    const area = areaOfPath(new URL(page.url()).pathname);
    const ok = info.status === info.expectedStatus;
    recordHardening({ kind: 'rights', area, name: info.title, ok, error: ok ? undefined : info.error?.message });
  });

  test('roles: creating a role', async ({ page }) => {
    await openWithScenario(page, 'player', '/acp/roles');
    const create = page.getByRole('main').getByRole('region', { name: 'Neue Rolle' });
    const name = create.getByRole('textbox', { name: /Name/ });
    await name.fill('Schattenadmins');
    await create.getByRole('button', { name: 'Rolle anlegen' }).click();
    await expect(create.getByText(FORBIDDEN)).toBeVisible();
    await expect(name).toHaveValue('Schattenadmins');
  });

  test('game server: a message to everyone', async ({ page }) => {
    await openWithScenario(page, 'player', '/acp/server');
    const broadcast = page.getByRole('region', { name: 'Nachricht an alle' });
    const text = broadcast.getByRole('textbox', { name: /Nachricht/ });
    await text.fill('Alle bekommen eine Million.');
    await broadcast.getByRole('button', { name: 'Senden' }).click();
    await expect(broadcast.getByText(FORBIDDEN)).toBeVisible();
    await expect(text).toHaveValue('Alle bekommen eine Million.');
  });

  test('bank admin: opening a government account', async ({ page }) => {
    await openWithScenario(page, 'player', '/bank?view=admin&section=sums');
    const form = page.getByRole('region', { name: 'Staatskonto eröffnen' });
    const name = form.getByRole('textbox', { name: /Name des Kontos/ });
    await name.fill('Schwarze Kasse');
    await form.getByRole('textbox', { name: /Monatsbudget/ }).fill('1000000');
    await form.getByRole('button', { name: 'Staatskonto eröffnen' }).click();
    await expect(form.getByText(FORBIDDEN)).toBeVisible();
    await expect(name).toHaveValue('Schwarze Kasse');
  });

  test('rules: renaming a rule book', async ({ page }) => {
    await openWithScenario(page, 'player', '/rules/edit');
    const title = page.getByRole('main').getByRole('textbox', { name: 'Titel des Regelwerks' }).first();
    await title.fill('Regeln, die für mich nicht gelten');
    await page.getByRole('main').getByRole('button', { name: 'Titel speichern' }).first().click();
    // The editor says a failed save in a toast (outside main).
    await expect(page.getByText(FORBIDDEN).first()).toBeVisible();
    await expect(title).toHaveValue('Regeln, die für mich nicht gelten');
  });

  test('ACP players: a moderator bans a player, and the item catalogue says why it is empty', async ({ page }) => {
    // The moderator may read players (player.view), so a player opens; banning needs gameserver.ban
    // and the item catalogue player.editItems, which only the forged rights claim.
    await openWithScenario(page, 'moderator', '/acp/players?q=Lukas');
    const row = page.getByTestId('player-row').filter({ hasText: 'Lukas_Weber' });
    await row.getByRole('button', { name: /öffnen$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lukas_Weber' })).toBeVisible();
    await page.getByRole('button', { name: 'Inventar' }).click();
    const items = page.getByRole('region', { name: 'Gegenstand hinzufügen' });
    await expect(items.getByText(FORBIDDEN)).toBeVisible();

    await page.getByRole('button', { name: 'Banns' }).click();
    await page.getByRole('button', { name: 'Bannen' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: /Dauer/ }).fill('48');
    const reason = dialog.getByRole('textbox', { name: /Grund/ });
    await reason.fill('Weil ich es kann');
    await dialog.getByRole('button', { name: 'Bannen' }).click();
    await expect(dialog.getByText(FORBIDDEN)).toBeVisible();
    await expect(reason).toHaveValue('Weil ich es kann');
  });

  // Their writes need an entity an admin read loads first: the read's 403 leaves nothing to act on.
  for (const [area, to] of [
    ['ACP players', '/acp/players?player=1'],
    ['weapons', '/acp/weapons?weapon=1'],
    ['vehicle admin', '/vehicle?view=admin&vehicle=1'],
    ['bank admin', '/bank?view=admin&account=1'],
  ] as const) {
    test(`${area}: the opened entity says 403 and offers only a retry`, async ({ page }) => {
      await openWithScenario(page, 'player', to);
      await expectRendered(page, to);
      await expectForbiddenShown(page, to);
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: 'Erneut versuchen' }).first()).toBeVisible();
      await expect(main.getByRole('textbox')).toHaveCount(0);
    });
  }
});
