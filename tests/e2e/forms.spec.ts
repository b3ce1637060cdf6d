// Forms in Chromium on the mock build: the case the review found (the post title cut at 200
// and the draft wiped past the contract's 120) stays fixed. The limit is the generated one.
import { expect, test } from '@playwright/test';
import { addDashboardPostBodyOneTitleMax as titleMax } from '../../src/api/generated/zod/dashboard/dashboard.zod';
import { openWithScenario } from './scenario';

test('a post title past the contract limit is kept whole, also after a reload, and the form says so', async ({
  page,
}) => {
  await openWithScenario(page, 'player', '/');
  const title = page.getByRole('textbox', { name: /^Titel/ });
  const text = page.getByRole('textbox', { name: /Dein Beitrag/ });
  // Ends in a letter: the form trims what it sends, so the count is the typed length.
  const long = `${'Langer Titel '.repeat(titleMax).slice(0, titleMax + 79)}E`;
  await title.fill(long);
  await text.fill('Der Text bleibt.');
  const message = page.getByText(`Höchstens ${titleMax} Zeichen (jetzt ${titleMax + 80}).`);
  await expect(message).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(title).toHaveValue(long);
  await expect(text).toHaveValue('Der Text bleibt.');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(message).toBeVisible();
  // Shortened to the limit, the message goes and the post is published.
  await title.fill(long.slice(0, titleMax));
  await expect(message).toBeHidden();
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(text).toHaveValue('');
});
