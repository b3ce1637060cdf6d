// The messenger in the browser against the mock build: a player switches SIM, reads and writes
// in a chat (a send that fails and its retry, the draft across a reload, nothing of a typed
// `<img onerror>` runs), starts a chat from a number the pattern refuses first, manages a group
// (title, rights, a member), scrolls back through the 5,000 messages of the long chat; axe on
// every view of the area.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAYLOAD = '<img src=x onerror=alert(1)>';

test('a player switches SIM and reads and sends in a chat: a failed send, its retry, the draft, a new chat', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openWithScenario(page, 'player', '/messenger');
  const sims = page.getByRole('group', { name: 'SIM-Karte' });
  await sims.getByRole('button', { name: /Arbeit/ }).click();
  await expect(page).toHaveURL(/sim=2/);
  // the server has taken the choice (selectMessengerSim answered)
  await expect(page.getByText('SIM „Arbeit“ ist jetzt im Handy.')).toBeVisible();
  await expect(page.getByTestId('conversation').filter({ hasText: 'Werkstatt-Team' })).toBeVisible();
  // the choice is remembered by the server: a fresh visit opens the work SIM
  await page.goto('/messenger');
  await expect(sims.getByRole('button', { name: /Arbeit/ })).toHaveAttribute('aria-pressed', 'true');
  await sims.getByRole('button', { name: /Privat/ }).click();

  await page.getByTestId('conversation').filter({ hasText: 'Lea Schmidt' }).click();
  const log = page.getByRole('log');
  await expect(log.getByText('Bin da! Wo steckst du?')).toBeVisible();
  await expect(
    page.getByTestId('conversation').filter({ hasText: 'Lea Schmidt' }).getByTestId('conversation-unread'),
  ).toHaveCount(0);

  // every write fails (the mock's scenario "Fehler 422"; reading works): the message stays, marked failed
  await openWithScenario(page, 'error-422', '/messenger?chat=1');
  const composer = page.getByRole('textbox', { name: 'Nachricht' });
  await composer.fill(`Gleich da ${PAYLOAD}`);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const failed = log.getByTestId('chat-outbox');
  await expect(failed).toHaveAttribute('data-state', 'failed');
  await expect(failed).toContainText('Nicht gesendet');
  // back to normal (a reload): the failed message is still there, and the retry goes through
  await openWithScenario(page, 'player', '/messenger?chat=1');
  await expect(failed).toHaveAttribute('data-state', 'failed');
  await failed.getByRole('button', { name: 'Erneut senden' }).click();
  await expect(log.getByTestId('chat-outbox')).toHaveCount(0);
  await expect(log.getByTestId('chat-message').last()).toContainText(`Gleich da ${PAYLOAD}`);
  await expect(log.locator('img')).toHaveCount(0);

  // a draft survives a reload
  await composer.fill('Noch nicht fertig');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nachricht' })).toHaveValue('Noch nicht fertig');

  // a new chat from a number: the contract's pattern refuses a wrong one first, then it opens
  await page.getByRole('button', { name: 'Neuer Chat' }).click();
  const newChat = page.getByRole('form', { name: 'Neuer Chat' });
  const number = newChat.getByRole('textbox', { name: /^Nummer/ });
  await number.fill('0555');
  await newChat.getByRole('button', { name: 'Chat starten' }).click();
  await expect(newChat.getByText('Das Format stimmt nicht.')).toBeVisible();
  await expect(number).toHaveValue('0555');
  await number.fill('5550108');
  await newChat.getByRole('button', { name: 'Chat starten' }).click();
  await expect(page.getByTestId('chat-title')).toHaveText(/Ben Hoffmann/);
  await composer.fill('Servus Ben');
  await composer.press('Enter');
  await expect(log.getByTestId('chat-message').last()).toContainText('Servus Ben');
  await expect(log.getByTestId('chat-outbox')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a group admin renames the group, changes a member’s rights and adds a member', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openWithScenario(page, 'player', '/messenger?chat=2');
  await page.getByRole('button', { name: 'Gruppeninfo' }).click();
  const panel = page.getByTestId('group-panel');
  await panel.getByRole('button', { name: 'Titel: Bearbeiten' }).click();
  await panel.getByRole('textbox', { name: /Titel/ }).fill(PAYLOAD);
  await panel.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(panel.getByTestId('group-title')).toHaveText(PAYLOAD);
  await expect(page.getByTestId('chat-title')).toHaveText(PAYLOAD);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  const tom = panel.getByTestId('org-member').filter({ hasText: 'Tom Becker' });
  await tom.getByText('Mitglieder entfernen', { exact: true }).click();
  await expect(tom.getByRole('checkbox', { name: 'Mitglieder entfernen' })).toBeChecked();
  await tom.getByRole('button', { name: 'Rechte speichern' }).click();
  await expect(tom.getByRole('button', { name: 'Rechte speichern' })).toBeDisabled();

  await panel.getByRole('textbox', { name: /Nummer/ }).fill('5550107');
  await panel.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(panel.getByTestId('org-member').filter({ hasText: 'Sara Yilmaz' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('group-panel').getByTestId('org-member')).toHaveCount(5);
  expect(dialogs).toEqual([]);
});

test('the long chat pages upward while scrolling back', async ({ page }) => {
  await openWithScenario(page, 'player', '/messenger?chat=4');
  const log = page.getByRole('log');
  await expect(log.getByText(/\(#5000\)/)).toBeVisible();
  await expect(log.getByText(/\(#4950\)/)).toHaveCount(0);
  // each scroll to the top loads the next older window (50 messages) until #4900–#4949 show
  await expect
    .poll(
      async () => {
        await log.evaluate((el) => el.scrollTo({ top: 0 }));
        return log.getByText(/\(#49[0-4]\d\)/).count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await expect(log.getByText(/\(#49[0-4]\d\)/).first()).toBeVisible();
});

const views = ['/messenger', '/messenger?chat=2&info=1', '/messenger?tab=contacts', '/messenger?tab=blocked'];

for (const [width, theme] of [
  [1280, 'light'],
  [375, 'dark'],
] as const) {
  test(`axe: the messenger's views at ${width} px, ${theme}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('selectedTheme', JSON.stringify(t)), theme);
    await openWithScenario(page, 'player', '/messenger');
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
