// The messenger's friends chat in the browser against the mock build: a player accepts a friend
// request and sends one, chats with a friend (nothing of a typed `<img onerror>` runs; the
// unread count goes once the chat is open), and the mock world keeps it across a reload; axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAYLOAD = '<img src=x onerror=alert(1)>';

test('a player accepts and sends friend requests and chats with a friend', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithScenario(page, 'player', '/messenger');
  await page.getByRole('group', { name: 'Ansicht' }).getByRole('button', { name: 'Freunde' }).click();
  await expect(page).toHaveURL(/tab=friends/);
  const friends = page.getByTestId('friend');
  await expect(friends.filter({ hasText: 'Lea Schmidt' }).getByTestId('friend-unread')).toHaveText('2');
  const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page
    .getByRole('region', { name: 'Anfragen an dich' })
    .getByRole('button', { name: 'Annehmen: Mia Wagner' })
    .click();
  await expect(friends.filter({ hasText: 'Mia Wagner' })).toBeVisible();
  const form = page.getByTestId('friend-request-form');
  await form.getByRole('textbox', { name: 'Name des Charakters' }).fill('Sara_Yilmaz');
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByRole('region', { name: 'Deine offenen Anfragen' })).toContainText('Sara Yilmaz');

  await friends.filter({ hasText: 'Lea Schmidt' }).click();
  const log = page.getByRole('log', { name: 'Chat mit Lea Schmidt' });
  await expect(log.getByText('Gern! Welcher Film?')).toBeVisible();
  await expect(friends.filter({ hasText: 'Lea Schmidt' }).getByTestId('friend-unread')).toHaveCount(0);
  const composer = page.getByTestId('friend-composer').getByRole('textbox', { name: 'Nachricht' });
  await composer.fill(`Um acht? ${PAYLOAD}`);
  await composer.press('Enter');
  await expect(log.getByTestId('friend-message').last()).toContainText(`Um acht? ${PAYLOAD}`);
  await expect(composer).toHaveValue('');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.reload();
  await expect(
    page.getByRole('log', { name: 'Chat mit Lea Schmidt' }).getByTestId('friend-message').last(),
  ).toContainText('Um acht?');
  await expect(friends.filter({ hasText: 'Mia Wagner' })).toBeVisible();
  expect(dialogs).toEqual([]);
});
