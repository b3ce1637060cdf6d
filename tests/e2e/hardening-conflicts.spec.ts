// Issue #30, point 4, in the browser against the mock build: the conflict dialog of a stale save
// (412) as a user meets it. A police officer edits a case, someone else saves it meanwhile (a
// PATCH from the page, through the same mock worker), the save opens the dialog with both
// versions; axe finds nothing in it; Escape goes back to the form with the typed text, and the
// next save (now against the saved version) wins.
// Also a sub-paragraph the rules editor's batch could not save (409) and a draft of the admin
// terms begun from an older version (found after a reload).
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

test('a sub-paragraph saved elsewhere stops the batch with the dialog; axe finds nothing; keep mine by keyboard wins once', async ({
  page,
}) => {
  await hardeningCheck(
    'conflict',
    'serverrules',
    'rule sub-paragraph: the dialog in the browser (axe, keyboard)',
    async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openWithScenario(page, 'admin', '/rules/edit');
      const field = page.getByTestId('sub-field').first();
      await expect(field).toBeVisible();
      const rulesetId = await page.getByRole('combobox', { name: 'Regelwerk' }).inputValue();
      const found = await page.evaluate(async (id) => {
        const paragraphs = (await (await fetch(`/api/serverrules/rulesets/${id}/paragraphs`)).json()) as {
          items: { id: number; number: string }[];
        };
        const paragraph = paragraphs.items[0];
        if (!paragraph) return undefined;
        const subs = (await (await fetch(`/api/serverrules/paragraphs/${paragraph.id}/subParagraphs`)).json()) as {
          items: { id: number; number: string; version: number }[];
        };
        return subs.items[0] ? { paragraph: paragraph.number, sub: subs.items[0] } : undefined;
      }, rulesetId);
      if (!found) throw new Error('the ruleset has a paragraph with a sub-paragraph');
      const text = field.getByRole('textbox');
      await text.fill('Mein Absatz.');

      // Someone else saves the sub-paragraph meanwhile.
      const status = await page.evaluate(async ({ id, version }) => {
        const answer = await fetch(`/api/serverrules/subParagraphs/${id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: 'Ihr Absatz.', version }),
        });
        return answer.status;
      }, found.sub);
      expect(status).toBe(200);

      const patches: unknown[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().endsWith(`/api/serverrules/subParagraphs/${found.sub.id}`))
          patches.push(request.postDataJSON());
      });
      await page.getByRole('button', { name: 'Geänderte Absätze speichern (1)' }).click();
      const dialog = page.getByRole('alertdialog', {
        name: `${found.paragraph} Absatz ${found.sub.number} wurde inzwischen geändert`,
      });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('columnheader', { name: `Gespeicherte Fassung (Version ${found.sub.version + 1})` }),
      ).toBeVisible();
      await expect(dialog.getByRole('cell', { name: 'Ihr Absatz.' })).toBeVisible();
      await expect(dialog.getByRole('cell', { name: 'Mein Absatz.' })).toBeVisible();
      const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
      expect(axe.violations).toEqual([]);

      const keep = dialog.getByRole('button', { name: 'Meine Fassung speichern' });
      await keep.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('unsaved-marker')).toHaveText('Alles gespeichert');
      await expect(text).toHaveValue('Mein Absatz.');
      // One PATCH, against the version the other saved.
      expect(patches).toEqual([{ text: 'Mein Absatz.', version: found.sub.version + 1 }]);
    },
  );
});

test('a draft of the admin terms from an older version meets the dialog after a reload; take theirs loads the new one', async ({
  page,
}) => {
  await hardeningCheck('conflict', 'common', 'admin terms: the dialog in the browser (axe, reload)', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openWithScenario(page, 'admin', '/acp/logs?tab=terms');
    const main = page.getByRole('main');
    const editor = main.getByTestId('terms-editor');
    const title = editor.getByRole('textbox', { name: 'Titel' });
    await expect(title).toHaveValue('Verhaltenskodex für Teammitglieder');
    await title.fill('Mein Kodex');

    // Another admin publishes version 5 (and this admin has accepted it, so no gate stands in front).
    const statuses = await page.evaluate(async () => {
      const put = await fetch('/api/common/adminTerms', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          baseVersion: 4,
          title: 'Ihr Kodex',
          text: 'Eine Fassung, die jemand anderes inzwischen veröffentlicht hat.',
        }),
      });
      const accept = await fetch('/api/common/adminTerms/accept', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ version: 5 }),
      });
      return [put.status, accept.status];
    });
    expect(statuses).toEqual([200, 200]);

    // The draft outlives the reload and still names version 4: publishing compares first.
    await page.reload();
    await expect(title).toHaveValue('Mein Kodex');
    await editor.getByRole('button', { name: 'Veröffentlichen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Inzwischen gilt Fassung 5' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Ihr Kodex' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Mein Kodex' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(axe.violations).toEqual([]);
    await dialog.getByRole('button', { name: 'Gespeicherte Fassung übernehmen' }).click();
    await expect(dialog).toBeHidden();
    await expect(title).toHaveValue('Ihr Kodex');
  });
});
