import { expect, test } from '@playwright/test';

test('the start page greets the signed-in mock user', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toHaveText('Hallo, Max!');
  await expect(page).toHaveTitle(/.+/);
});
