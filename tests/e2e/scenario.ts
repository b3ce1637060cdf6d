// Mock scenarios in Playwright: openWithScenario(page, 'admin') opens the app (or `path`)
// with ?scenario=admin; the app keeps it for the session (sessionStorage).
import type { Page } from '@playwright/test';

export async function openWithScenario(page: Page, scenario: string, path = '/'): Promise<void> {
  const url = new URL(path, 'http://placeholder');
  url.searchParams.set('scenario', scenario);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
}
