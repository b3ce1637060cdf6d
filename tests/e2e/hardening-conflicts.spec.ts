// Issue #30, point 4, in the browser against the mock build: the conflict dialog of a stale save
// (412) as a user meets it. A police officer edits a case, someone else saves it meanwhile (a
// PATCH from the page, through the same mock worker), the save opens the dialog with both
// versions; axe finds nothing in it; Escape goes back to the form with the typed text, and the
// next save (now against the saved version) wins.
// The route-level checks of every versioned document are in tests/integration/hardening-conflicts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hardeningCheck } from '../utils/hardening';
import { openWithScenario } from './scenario';

test('a stale case edit opens the conflict dialog; axe finds nothing; Escape keeps the text, the next save wins', async ({
  page,
}) => {
  await hardeningCheck('conflict', 'vcom', 'case: the dialog in the browser (axe, keyboard)', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openWithScenario(page, 'police', '/vcom?view=cases&case=2');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Drogenhandel Grove Street' })).toBeVisible();
    await main.getByRole('button', { name: 'Bearbeiten' }).click();
    const title = main.getByRole('textbox', { name: /^Titel/ });
    await title.fill('Mein Titel');

    // Someone else saves the case meanwhile (version 1 → 2).
    const status = await page.evaluate(async () => {
      const answer = await fetch('/api/vcom/police/cases/2', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'If-Match': '"1"' },
        body: JSON.stringify({ title: 'Ihr Titel' }),
      });
      return answer.status;
    });
    expect(status).toBe(200);

    await main.getByRole('button', { name: 'Speichern' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Die Akte wurde inzwischen geändert' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: 'Gespeicherte Fassung (Version 2)' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Ihr Titel' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Mein Titel' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(axe.violations).toEqual([]);

    // By keyboard: the dialog holds the focus; Escape goes back to the form with the text kept.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(title).toHaveValue('Mein Titel');
    await main.getByRole('button', { name: 'Speichern' }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Mein Titel' })).toBeVisible();
  });
});

test('a stale paragraph edit in the rules editor opens the dialog; keep mine by keyboard wins once', async ({
  page,
}) => {
  await hardeningCheck(
    'conflict',
    'serverrules',
    'rule paragraph: the dialog in the browser (axe, keyboard)',
    async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openWithScenario(page, 'admin', '/rules/edit');
      const choice = page.getByRole('combobox', { name: 'Regelwerk' });
      await expect(page.getByTestId('sub-field').first()).toBeVisible();
      const rulesetId = await choice.inputValue();
      const first = await page.evaluate(async (id) => {
        const answer = await fetch(`/api/serverrules/rulesets/${id}/paragraphs`);
        const { items } = (await answer.json()) as {
          items: { id: number; number: string; title: string; version: number }[];
        };
        return items[0];
      }, rulesetId);
      if (!first) throw new Error('the ruleset has a paragraph');
      const section = page.getByRole('region', { name: `${first.number} ${first.title}`, exact: true });
      const title = section.getByRole('textbox', { name: 'Titel', exact: true });
      await title.fill('Mein Paragraf');

      // Someone else renames the paragraph meanwhile.
      const status = await page.evaluate(async ({ id, version }) => {
        const answer = await fetch(`/api/serverrules/paragraphs/${id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
          body: JSON.stringify({ title: 'Ihr Paragraf' }),
        });
        return answer.status;
      }, first);
      expect(status).toBe(200);

      const patches: (string | null)[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().endsWith(`/api/serverrules/paragraphs/${first.id}`))
          patches.push(request.headers()['if-match'] ?? null);
      });
      await section.getByRole('button', { name: 'Paragraf speichern' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Der Paragraf wurde inzwischen geändert' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('cell', { name: 'Ihr Paragraf' })).toBeVisible();
      await expect(dialog.getByRole('cell', { name: 'Mein Paragraf' })).toBeVisible();
      const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
      expect(axe.violations).toEqual([]);

      const keep = dialog.getByRole('button', { name: 'Meine Fassung speichern' });
      await keep.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('region', { name: `${first.number} Mein Paragraf`, exact: true })).toBeVisible();
      // The first save met the 412 with the version read; keep mine sent once, with the new one.
      expect(patches).toEqual([`"${first.version}"`, `"${first.version + 1}"`]);
    },
  );
});
