// Issue 28, point 5 in the browser against the mock build: an admin opens the account of a
// failed line of the sync log, sees its roles per service and syncs it alone; the failure and
// its reason show, and the account stays in the URL across a reload.
import { expect, test } from '@playwright/test';
import { openWithScenario } from './scenario';

test('an admin syncs one account from a failed sync-log line and sees why it failed', async ({ page }) => {
  await openWithScenario(page, 'admin', '/acp/sync?tab=log&outcome=failed');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Konto lea.fischer prüfen' }).first().click();
  await expect(page).toHaveURL(/tab=account/);
  const account = main.getByTestId('account-sync');
  await expect(account.getByRole('heading', { name: 'Abgleich von lea.fischer' })).toBeVisible();
  await expect(account.getByTestId('account-chat')).toContainText('nicht verknüpft');
  await account.getByRole('button', { name: 'Dieses Konto jetzt synchronisieren' }).click();
  await expect(account.getByTestId('account-sync-result')).toContainText('Chat-Dienst: fehlgeschlagen');
  await expect(account.getByTestId('account-sync-result')).toContainText('nicht mehr mit dem Chat-Dienst verknüpft');
  await page.reload();
  await expect(account.getByRole('heading', { name: 'Abgleich von lea.fischer' })).toBeVisible();
});
