// The messenger's social network in the browser against the mock build: a player without a
// profile registers one, posts, likes, comments (nothing of a typed `<img onerror>` runs),
// follows another profile and sees its posts in the feed; a post is reported and a moderator
// settles the report or deletes the post; axe on every view of the network.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAYLOAD = '<img src=x onerror=alert(1)>';

test('a new player registers, posts, likes, comments and follows someone whose posts then show in the feed', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // Anna_Schmidt (the invited scenario) has no profile yet: the network asks her to register
  await openWithScenario(page, 'invited', '/messenger');
  await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Social' }).click();
  await expect(page).toHaveURL(/tab=social/);
  const register = page.getByRole('form', { name: 'Dein Profil im sozialen Netzwerk' });
  await register.getByRole('textbox', { name: /Name \(@handle\)/ }).fill('lea_schmidt');
  await register.getByRole('textbox', { name: /Anzeigename/ }).fill('Anna Schmidt');
  await register.getByRole('button', { name: 'Profil anlegen' }).click();
  await expect(register.getByText('@lea_schmidt ist schon vergeben.')).toBeVisible();
  await register.getByRole('textbox', { name: /Name \(@handle\)/ }).fill('anna.s');
  await register.getByRole('button', { name: 'Profil anlegen' }).click();
  await expect(page.getByTestId('social-profile-header')).toContainText('@anna.s');
  await expect(page.getByTestId('social-empty')).toBeVisible();

  // a post, with text that must stay text
  const composer = page.getByRole('form', { name: 'Neuer Beitrag' });
  await composer.getByRole('textbox', { name: 'Was gibt’s Neues?' }).fill(`Neu hier ${PAYLOAD}`);
  await composer.getByRole('button', { name: 'Posten' }).click();
  const mine = page.getByTestId('social-post').filter({ hasText: 'Neu hier' });
  await expect(mine.getByTestId('social-post-text')).toHaveText(`Neu hier ${PAYLOAD}`);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // follow Lea from the profile search
  await page.getByRole('button', { name: 'Personen' }).click();
  await page.getByRole('searchbox', { name: 'Profile suchen' }).fill('lea');
  await page.getByTestId('social-person').getByRole('button', { name: 'Lea Schmidt' }).click();
  await expect(page).toHaveURL(/profile=2/);
  const profile = page.getByTestId('social-profile');
  await profile.getByRole('button', { name: 'Folgen' }).click();
  await expect(profile.getByRole('button', { name: 'Entfolgen' })).toBeVisible();

  // her posts are in the feed now; like one, and comment on it
  await page.getByRole('button', { name: 'Feed' }).click();
  const pier = page.getByTestId('social-post').filter({ hasText: 'Treffen am Pier' });
  const like = pier.getByTestId('social-like');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await like.textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(String(before + 1));
  await page.reload();
  await expect(
    page.getByTestId('social-post').filter({ hasText: 'Treffen am Pier' }).getByTestId('social-like'),
  ).toHaveText(String(before + 1));
  await page
    .getByTestId('social-post')
    .filter({ hasText: 'Treffen am Pier' })
    .getByRole('button', { name: /Kommentare öffnen/ })
    .click();
  const detail = page.getByTestId('social-post-detail');
  await detail.getByRole('textbox', { name: 'Kommentar' }).fill(PAYLOAD);
  await detail.getByRole('button', { name: 'Kommentieren' }).click();
  await expect(detail.getByTestId('social-comment-text').filter({ hasText: PAYLOAD })).toHaveText(PAYLOAD);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a player reports a post; a moderator closes one report and deletes a reported post', async ({ page }) => {
  await openWithScenario(page, 'player', '/messenger?tab=explore');
  // players see no reports
  await expect(page.getByRole('button', { name: 'Mitteilungen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meldungen' })).toHaveCount(0);
  const coffee = page.getByTestId('social-post').filter({ hasText: 'Frischer Kaffee' });
  await coffee.getByRole('button', { name: 'Beitrag melden' }).click();
  const form = coffee.getByRole('form', { name: 'Beitrag melden' });
  await form.getByRole('combobox', { name: /Grund/ }).selectOption('spam');
  await form.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(page.getByText('Danke! Die Moderation sieht sich den Beitrag an.')).toBeVisible();

  // a guarded view opens by its button: the scenario's rights are known once the app runs
  await openWithScenario(page, 'admin', '/messenger?tab=social');
  await page.getByRole('button', { name: 'Meldungen' }).click();
  const reports = page.getByTestId('social-reports');
  const coffeeReport = reports.getByTestId('social-report').filter({ hasText: 'Frischer Kaffee' });
  await expect(coffeeReport).toBeVisible();
  await coffeeReport.getByRole('button', { name: 'Meldung schließen' }).click();
  await coffeeReport.getByRole('combobox', { name: /Entscheidung/ }).selectOption('dismissed');
  await coffeeReport.getByRole('button', { name: 'Schließen', exact: true }).click();
  await expect(coffeeReport).toHaveCount(0);

  const insult = reports.getByTestId('social-report').filter({ hasText: 'Ihr fahrt alle wie Anfänger' });
  await insult.getByRole('button', { name: 'Beitrag löschen' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill('Beleidigung anderer Spieler');
  await dialog.getByRole('button', { name: 'Beitrag löschen' }).click();
  await expect(reports.getByText('Keine Meldungen.')).toBeVisible();
  // the deleted post is gone from explore, the dismissed one stays
  await page.getByRole('button', { name: 'Entdecken' }).click();
  await expect(page.getByTestId('social-post').filter({ hasText: 'Frischer Kaffee' })).toBeVisible();
  await expect(page.getByTestId('social-post').filter({ hasText: 'Ihr fahrt alle wie Anfänger' })).toHaveCount(0);
});

const views = [
  '/messenger?tab=social',
  '/messenger?tab=explore',
  '/messenger?tab=people',
  '/messenger?tab=alerts',
  '/messenger?tab=social&post=4',
  '/messenger?tab=social&profile=2',
];

for (const [width, theme] of [
  [1280, 'light'],
  [375, 'dark'],
] as const) {
  test(`axe: the social network's views at ${width} px, ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
    await openWithScenario(page, 'admin', '/messenger?tab=social');
    await expect(page.getByTestId('social')).toBeVisible();
    const failures: string[] = [];
    for (const view of views) {
      await page.goto(view);
      await expect(page.getByTestId('social')).toBeVisible();
      await expect(page.getByText('Wird geladen …')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      for (const v of result.violations)
        failures.push(`${view}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
    // the moderators' view, opened by its button (a guarded view)
    await page.getByRole('button', { name: 'Meldungen' }).click();
    await expect(page.getByTestId('social-report').first()).toBeVisible();
    // Checked from the top like the views above: the click scrolled the wrapped view tabs under
    // the sticky top bar, which axe counts as obscured targets (target-size).
    await page.evaluate(() => window.scrollTo(0, 0));
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    for (const v of result.violations)
      failures.push(`reports: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(failures).toEqual([]);
  });
}
