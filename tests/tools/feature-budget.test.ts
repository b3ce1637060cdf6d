// bench:features builds the app with and without the community areas. This checks the
// measurement itself (both builds happen and differ where they should), not the budget:
// sizes are for `npm run bench:features -- --check`, run on demand.
import { describe, expect, it } from 'vitest';
import { runScript } from './helpers/run-script';

describe('feature budget script', () => {
  it('builds both variants and attributes the areas', { timeout: 180_000 }, async () => {
    const { code, stdout, stderr } = await runScript('scripts/bench/feature-budget.mjs', ['--json']);
    expect(code, stderr).toBe(0);
    const r = JSON.parse(stdout) as {
      initialGzip: { with: number; without: number; growth: number };
      homeExtraGzip: { with: number; without: number };
      areaChunks: Array<{ source: string; gzip: number }>;
    };
    // The menu's Community entries and the area routes are in every start, so "without" is smaller.
    expect(r.initialGzip.without).toBeLessThan(r.initialGzip.with);
    expect(r.initialGzip.growth).toBe(r.initialGzip.with - r.initialGzip.without);
    // The feed loads with / only; the stand-in dashboard page is tiny.
    expect(r.homeExtraGzip.with).toBeGreaterThan(r.homeExtraGzip.without);
    expect(r.areaChunks.map((c) => c.source)).toEqual(
      expect.arrayContaining([
        'src/features/dashboard/dashboard-page.tsx',
        'src/features/serverrules/rules-page.tsx',
        'src/features/serverrules/legal-page.tsx',
        'src/features/polls/polls-page.tsx',
      ]),
    );
  });
});
