// The player's own account in the browser against the mock build (issue 29): switch the active
// character (the greeting and the bank follow), unlink and relink the chat service, retry the
// failed voice link; axe on each view of "Mein Profil".
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a player switches the active character: greeting and bank follow, and back', async ({ page }) => {
  await openWithScenario(page, 'player', '/myProfile?view=characters');
  const main = page.getByRole('main');
  await expect(page.getByTestId('greeting')).toContainText('Max');
  await main.getByRole('button', { name: 'Erika Mustermann spielen' }).click();
  await expect(page.getByTestId('greeting')).toContainText('Erika');
  // Reload: the choice is kept.
  await page.reload();
  await expect(page.getByTestId('greeting')).toContainText('Erika');
  await page.goto('/bank');
  await expect(page.getByText('Du hast noch kein Konto. Eröffne unten dein erstes.')).toBeVisible();
  await page.goto('/myProfile?view=characters');
  await page.getByRole('main').getByRole('button', { name: 'Max Mustermann spielen' }).click();
  await expect(page.getByTestId('greeting')).toContainText('Max');
  await page.goto('/bank');
  await expect(page.getByRole('link', { name: 'Girokonto' })).toBeVisible();
});

test('a player unlinks and relinks the chat service and retries the failed voice link', async ({ page }) => {
  await openWithScenario(page, 'player', '/myProfile?view=links');
  const chat = page.getByTestId('link-chat');
  await expect(chat.getByText('Verknüpft', { exact: true })).toBeVisible();
  await chat.getByRole('button', { name: 'Verknüpfung lösen' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Chat-Rollen');
  await dialog.getByRole('button', { name: 'Verknüpfung lösen' }).click();
  await expect(chat.getByText('Nicht verknüpft')).toBeVisible();
  await chat.getByRole('textbox', { name: /Code des Dienstes/ }).fill('neuer-code-1234567890');
  await chat.getByRole('button', { name: 'Verknüpfen' }).click();
  await expect(chat.getByText('Verknüpft', { exact: true })).toBeVisible();

  const voice = page.getByTestId('link-voice');
  await expect(voice.getByText('Fehlgeschlagen')).toBeVisible();
  await expect(page.getByTestId('link-voice-reason')).toContainText('kennt diese Identität nicht');
  await voice.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(voice.getByText('Verknüpft', { exact: true })).toBeVisible();
  await expect(page.getByTestId('link-voice-reason')).toHaveCount(0);
});

test('every view of Mein Profil passes axe', async ({ page }) => {
  await openWithScenario(page, 'player', '/myProfile');
  for (const view of ['', '?view=characters&character=1', '?view=links']) {
    await page.goto(`/myProfile${view}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeVisible();
    if (view.includes('links')) await expect(page.getByTestId('link-voice').getByText('Fehlgeschlagen')).toBeVisible();
    else await expect(page.getByText(/Max_Mustermann|Max Mustermann/).first()).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('the citizen pages follow the active character and pass axe', async ({ page }) => {
  await openWithScenario(page, 'player', '/myCharacter');
  await expect(page.getByTestId('own-panel')).toContainText('Mechaniker');
  for (const view of ['', '?view=story', '?view=payday']) {
    await page.goto(`/myCharacter${view}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Charakter' })).toBeVisible();
    await expect(
      page.getByTestId(view ? (view.includes('story') ? 'story-state' : 'own-payday') : 'own-panel'),
    ).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.goto('/myProfile?view=characters');
  await page.getByRole('main').getByRole('button', { name: 'Erika Mustermann spielen' }).click();
  await expect(page.getByTestId('greeting')).toContainText('Erika');
  await page.goto('/myCharacter');
  await expect(page.getByTestId('own-panel')).toContainText('Arbeitslos');
  await expect(page.getByTestId('own-prison')).toContainText('Noch 45 Minuten in Haft');
});
