// The artist card at /artist/$aId: fixed placeholder content for every aId.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const aId of ['xyz', '42']) {
  test(`/artist/${aId} shows the placeholder artist`, async ({ page }) => {
    await page.goto(`/artist/${aId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'MC Kaffeesatz' })).toBeVisible();
    await expect(page.getByText('23.000 Hörer')).toBeVisible();
    const picture = page.getByRole('img', { name: 'Bild von MC Kaffeesatz' });
    // The bundled picture is square (400x400): drawn at 300x300.
    await expect(picture).toHaveAttribute('data-drawn-width', '300');
    await expect(picture).toHaveAttribute('data-drawn-height', '300');
    const box = await picture.boundingBox();
    expect(box?.width).toBe(300);
  });
}

test('the artist page has no axe violations', async ({ page }) => {
  await page.goto('/artist/xyz');
  await expect(page.getByRole('img', { name: 'Bild von MC Kaffeesatz' })).toHaveAttribute('data-drawn-width', '300');
  const results = await new AxeBuilder({ page }).include('article').include('[data-testid="player-bar"]').analyze();
  expect(results.violations).toEqual([]);
});
