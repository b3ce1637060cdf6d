// The one list of areas (src/app/areas.ts): every area folder has a manifest and is listed,
// paths are unique and are routes, labels are German, groups have their German names, every
// page of the layout is reachable from the menu or Ctrl+K, and the stateful mock index and the
// manifests name the same modules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_GROUPS, type NotOffered } from '../../src/api/area-manifest';
import { areaDestinations, areas } from '../../src/app/areas';
import { statefulHandlersByArea } from '../../src/mocks/stateful';
import { destinations } from '../../src/shell/navigation/destinations';
import { shellTexts } from '../../src/shell/texts';
import { adminViews, appRoutes, manifestDestinations } from '../utils/app-routes';
import { loadContract, operations } from '../../scripts/contract/load.mjs';
import { generatedNames, indexWords, listSourceFiles } from '../../scripts/contract/usage.mjs';

/** Each area's not-offered.ts (read here and by the tools, never bundled into the app). */
const notOfferedModules = import.meta.glob<{ notOffered: readonly NotOffered[] }>(
  '../../src/features/*/not-offered.ts',
  {
    eager: true,
  },
);
const notOfferedOf = (area: string): readonly NotOffered[] | undefined =>
  notOfferedModules[`../../src/features/${area}/not-offered.ts`]?.notOffered;

const root = process.cwd();
const folders = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('area registry', () => {
  it('has one manifest per area folder, each listed under its folder name', () => {
    const missing = folders.filter((f) => !existsSync(path.join(root, 'src/features', f, 'manifest.ts')));
    expect(missing, 'area folders without manifest.ts (npm run new:area creates one)').toEqual([]);
    expect(areas.map((a) => a.area).sort()).toEqual([...folders].sort());
  });

  it('keeps every path unique, across the areas and the spec menu', () => {
    const paths = [
      ...destinations.map((d) => d.to),
      ...areaDestinations.filter((d) => d.inMenu !== false).map((d) => d.to),
    ];
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    const areaPaths = areaDestinations.map((d) => d.to);
    expect(areaPaths.filter((p, i) => areaPaths.indexOf(p) !== i)).toEqual([]);
  });

  it('names every destination with a German label (non-empty, capitalised, not a path or an id)', () => {
    for (const d of areaDestinations) {
      expect(d.label.trim(), d.to).toBe(d.label);
      expect(d.label, d.to).toMatch(/^[A-ZÄÖÜ][\p{L}\d ,.()&–-]*$/u);
      expect(d.label).not.toMatch(/^(new|list|edit|delete|todo)\b/i);
      for (const k of d.keywords ?? []) expect(k.trim().length, `${d.to} keyword`).toBeGreaterThan(0);
    }
    const labels = areaDestinations.filter((d) => d.inMenu !== false).map((d) => d.label);
    expect(
      labels.filter((l, i) => labels.indexOf(l) !== i),
      'two menu entries with one label',
    ).toEqual([]);
  });

  it('puts each area in a named group with a German label, in group order', () => {
    for (const a of areas) expect(AREA_GROUPS, a.area).toContain(a.group);
    for (const g of AREA_GROUPS) expect(shellTexts.navGroups[g].length).toBeGreaterThan(0);
    expect(Object.values(shellTexts.navGroups)).toEqual([
      'Community',
      'Mein Leben',
      'Arbeit',
      'Behörden',
      'Verwaltung',
    ]);
    const order = areas.map((a) => AREA_GROUPS.indexOf(a.group));
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  it('leaves no page of the layout unreachable: each is in the spec menu or an area manifest', () => {
    // Not destinations of their own: the artist card (opened from a link) and /dashboard (spec: same page as /).
    const notDestinations = new Set(['/artist/$aId', '/dashboard', '/notPermitted', '/vcom', '(not found)']);
    const known = new Set<string>([...destinations.map((d) => d.to), ...areaDestinations.map((d) => d.to)]);
    const orphans = appRoutes()
      .map((r) => r.fullPath.replace(/(.)\/$/, '$1'))
      .filter((p) => !notDestinations.has(p) && !known.has(p));
    expect(orphans, 'routes no menu entry or search entry leads to: add them to their manifest').toEqual([]);
  });

  it('gives the sweeps (tests/utils/app-routes.ts, no bundler) the same areas and rights as the list', () => {
    const expected = areas.flatMap((a) =>
      a.destinations.map((d) =>
        d.requires ? { area: a.area, to: d.to, requires: d.requires } : { area: a.area, to: d.to },
      ),
    );
    expect(manifestDestinations().sort((x, y) => x.to.localeCompare(y.to))).toEqual(
      expected.sort((x, y) => x.to.localeCompare(y.to)),
    );
    expect(appRoutes().find((r) => r.path === '/rules/edit')).toMatchObject({
      area: 'serverrules',
      requires: 'saveChangedSubParagraphs',
    });
  });

  it('gives the a11y sweep the admin view of every area that has one (vcom: its own accounts)', () => {
    expect(adminViews().map((v) => v.path)).toEqual(
      expect.arrayContaining([
        '/bank?view=admin',
        '/building?view=admin',
        '/factory?view=admin',
        '/house?view=admin',
        '/market?view=admin',
        '/team?view=admin',
        '/vcad?view=admin',
        '/vehicle?view=admin',
      ]),
    );
    expect(adminViews().some((v) => v.area === 'vcom')).toBe(false);
  });

  it('lists not-offered operations with a reason, once each, beside every manifest', () => {
    for (const a of areas) {
      const list = notOfferedOf(a.area);
      expect(list, `src/features/${a.area}/not-offered.ts (npm run new:area creates one)`).toBeDefined();
      const ids = (list ?? []).map((n) => n.operationId);
      expect(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        a.area,
      ).toEqual([]);
      for (const n of list ?? []) expect(n.reason.trim().length, `${a.area} ${n.operationId}`).toBeGreaterThan(10);
    }
  });

  it('names in not-offered.ts only operations of its own tag that no screen calls', async () => {
    const doc = await loadContract();
    const byId = new Map<string, { tag: string; method: string }>(
      operations(doc).map((o: { method: string; op: { operationId: string; tags?: string[] } }) => [
        o.op.operationId,
        { tag: o.op.tags?.[0] ?? '', method: o.method },
      ]),
    );
    // The screens' words (src/features; the shell's session polling is no screen), without the
    // lists themselves, which name every operation they leave out.
    const skip = (f: string) => f.includes('api/generated') || f.endsWith('not-offered.ts');
    const ui = indexWords(listSourceFiles(path.join(root, 'src/features'), skip)) as Map<string, Set<string>>;
    const used = new Set<string>();
    for (const words of ui.values()) for (const w of words) used.add(w);
    const problems: string[] = [];
    for (const a of areas) {
      for (const n of notOfferedOf(a.area) ?? []) {
        const op = byId.get(n.operationId);
        if (!op) problems.push(`${a.area}: ${n.operationId} is not an operation of the contract`);
        else if (op.tag !== a.area) problems.push(`${a.area}: ${n.operationId} is of the tag ${op.tag}`);
        else {
          // A screen calls the hook or spreads its query options; a rights check (useCan) or a
          // cache key (invalidation) names an operation without offering it.
          const { hooks } = generatedNames(n.operationId, op.method) as { hooks: string[] };
          const hit = hooks.filter((h) => /^use|QueryOptions$/.test(h)).find((h) => used.has(h));
          if (hit) problems.push(`${a.area}: ${n.operationId} is listed as not offered, but a screen uses ${hit}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the stateful mock modules the mock index loads, both ways', () => {
    const named = areas.flatMap((a) => (a.mock ? [a.mock] : []));
    expect(Object.keys(statefulHandlersByArea).sort()).toEqual([...named].sort());
    for (const a of areas) if (a.mock) expect(a.mock, `${a.area}: a mock module is named by its tag`).toBe(a.area);
  });

  it('names an existing area with a page of its own where an area shows its screens elsewhere', () => {
    for (const a of areas.filter((x) => x.screensIn !== undefined)) {
      const host = areas.find((x) => x.area === a.screensIn);
      expect(host, `${a.area}: screensIn names an area`).toBeDefined();
      expect(host?.screensIn, `${a.area}: its host shows its own screens`).toBeUndefined();
    }
  });

  it('has its areas measured by the bench (scripts/bench reads the manifests, no list of its own)', () => {
    const bench = readFileSync(path.join(root, 'scripts/bench/feature-budget.mjs'), 'utf8');
    expect(bench).toMatch(/manifest\.ts/);
    expect(bench).not.toMatch(/'src\/features\/polls'/);
  });
});
