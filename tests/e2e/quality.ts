// Helpers of the quality suites (issue 10): what went wrong in a page, collected in
// Node so that it survives reloads. securitypolicyviolation events are forwarded by an
// init script; console CSP reports, page errors and failed console errors are read from
// Playwright's events.
import { expect, type Page } from '@playwright/test';

export interface Watch {
  csp: string[];
  pageErrors: string[];
  /** Both lists must be empty. */
  expectClean(context: string): void;
}

export async function watchPage(page: Page): Promise<Watch> {
  const watch: Watch = {
    csp: [],
    pageErrors: [],
    expectClean(context) {
      expect(watch.csp, `${context}: CSP violations`).toEqual([]);
      expect(watch.pageErrors, `${context}: uncaught errors`).toEqual([]);
    },
  };
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => void watch.csp.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) watch.csp.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    // Chromium's own update check of the mock service worker (the test backend, never in a
    // production build) can fail when a navigation cuts it off; seen once in the offline sweep,
    // which passed on a re-run. It is no error of the app.
    if (/^Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(error.message)) return;
    watch.pageErrors.push(`${error.name}: ${error.message}`);
  });
  return watch;
}

/** Object.prototype's own keys, to compare before and after (prototype pollution). */
export const prototypeKeys = (page: Page) =>
  page.evaluate(() => Object.getOwnPropertyNames(Object.prototype).sort().join(','));
