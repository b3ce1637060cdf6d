// The citizen's own pages added to "Mein Charakter" in the browser against the mock build
// (issue 29): reached from the menu group "Mein Leben"; the ped editor's values saved with the
// preview following; the casino self-block asked first; a website of the in-game browser
// opened; axe on each new view.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openWithScenario } from './scenario';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test('Mein Charakter is in the menu; the appearance is edited and saved', async ({ page }) => {
  await openWithScenario(page, 'player', '/settings');
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Mein Charakter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Charakter' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Aussehen' }).click();
  await expect(page).toHaveURL(/view=appearance/);
  const hair = main.getByRole('spinbutton', { name: /^Frisur/ });
  await expect(hair).toHaveValue('12');
  await expect(page.getByTestId('own-mugshot')).toHaveAttribute('alt', 'Passfoto deines Charakters');
  expect(await axe(page)).toEqual([]);
  await hair.fill('99');
  await hair.blur();
  await expect(hair).toHaveAttribute('aria-invalid', 'true');
  await hair.fill('25');
  await expect(page.getByTestId('ped-preview')).toContainText('25');
  await main.getByRole('button', { name: 'Aussehen speichern' }).click();
  await expect(page.getByText('Aussehen gespeichert.')).toBeVisible();
  await page.reload();
  await expect(main.getByRole('spinbutton', { name: /^Frisur/ })).toHaveValue('25');
});

test('the casino self-block asks first; a website of the in-game browser opens', async ({ page }) => {
  await openWithScenario(page, 'player', '/myCharacter');
  const main = page.getByRole('main');
  await expect(page.getByTestId('own-casino')).toContainText('offen');
  await main.getByRole('spinbutton', { name: /^Tage/ }).fill('14');
  await main.getByRole('button', { name: 'Sperren' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('nicht vorzeitig aufgehoben');
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Ja, sperren' }).click();
  await expect(page.getByTestId('own-casino')).toContainText('Selbst gesperrt bis');

  await main.getByRole('button', { name: 'Websites' }).click();
  await main.getByRole('searchbox', { name: 'Websites durchsuchen' }).fill('Fleeca');
  await expect(page).toHaveURL(/q=Fleeca/);
  await main.getByRole('table').getByRole('link', { name: 'Fleeca Bank' }).click();
  await expect(page.getByTestId('own-website')).toContainText('www.fleeca.ls');
  await expect(page).toHaveURL(/site=\d+/);
  expect(await axe(page)).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('own-website')).toContainText('www.fleeca.ls');
  await main.getByRole('button', { name: 'Zurück zur Liste' }).click();
  await expect(main.getByRole('table')).toBeVisible();
  expect(await axe(page)).toEqual([]);
});
