#!/usr/bin/env node
// npm run new:area -- <tag> [--label "Deutscher Name"] [--group community|myLife|work|authorities|admin]
//                           [--icon LucideIconName] [--root <dir>]
// Creates a working, tested, empty area for a contract tag (docs/adding-an-area.md):
//   src/features/<tag>/manifest.ts    menu entry, group, icon, search words (src/app/areas.ts finds it)
//   src/features/<tag>/texts.ts       the area's German texts
//   src/features/<tag>/<tag>-page.tsx the shared page frame with an empty state
//   src/routes/_app/<tag>.tsx         the route (/<tag>), the page loaded on demand
//   tests/integration/features-<tag>.test.tsx  opens the route, finds the heading and the menu entry
// and regenerates the route tree (src/app/route-tree.gen.ts). Nothing else needs an edit: the
// menu, Ctrl+K, the test sweeps, the bench and the mocks read the manifests.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GROUPS = ['community', 'myLife', 'work', 'authorities', 'admin'];

function parseArgs(argv) {
  const opts = { group: 'community', icon: 'LayoutGrid', root: process.cwd() };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--label' || a === '--group' || a === '--icon' || a === '--root') opts[a.slice(2)] = argv[++i];
    else if (a === '--help' || a === '-h') opts.help = true;
    else rest.push(a);
  }
  opts.tag = rest[0];
  return opts;
}

function fail(message) {
  console.error(`new:area: ${message}`);
  process.exit(1);
}

/** The contract's tags (openapi/portal.yaml, top-level `tags:`). */
export function contractTags(root) {
  const yaml = readFileSync(path.join(root, 'openapi/portal.yaml'), 'utf8');
  const block = /^tags:\n((?:[ \t].*\n)+)/m.exec(yaml)?.[1] ?? '';
  return [...block.matchAll(/^\s*-\s*name:\s*['"]?([\w-]+)/gm)].map((m) => m[1]);
}

const pascal = (tag) => tag.replace(/(^|[-_])(\w)/g, (_, __, c) => c.toUpperCase());
const camel = (tag) => pascal(tag).replace(/^\w/, (c) => c.toLowerCase());
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function files({ tag, label, group, icon }) {
  const Name = pascal(tag);
  const texts = `${camel(tag)}Texts`;
  return {
    [`src/features/${tag}/manifest.ts`]: `// The ${tag} area (contract tag "${tag}"): its menu entry and search words.
import { ${icon} } from 'lucide-react';
import { defineArea } from '../../api/area-manifest';

export const manifest = defineArea({
  area: ${quote(tag)},
  group: ${quote(group)},
  destinations: [{ to: ${quote(`/${tag}`)}, label: ${quote(label)}, icon: ${icon}, keywords: [] }],
});
`,
    [`src/features/${tag}/not-offered.ts`]: `// Operations of the ${tag} tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

export const notOffered = defineNotOffered([]);
`,
    [`src/features/${tag}/texts.ts`]: `// German texts of the ${tag} area.
export const ${texts} = {
  title: ${quote(label)},
  intro: ${quote(`Hier entsteht der Bereich „${label}“.`)},
  empty: 'Hier gibt es noch nichts.',
} as const;
`,
    [`src/features/${tag}/${tag}-page.tsx`]: `// The ${tag} area's page: the shared frame, nothing listed yet.
import { PageFrame } from '../../components/views/page-frame';
import { EmptyState } from '../../components/views/query-state';
import { ${texts} as t } from './texts';

export function ${Name}Page() {
  return (
    <PageFrame title={t.title} description={t.intro}>
      <EmptyState testId="${tag}-empty">{t.empty}</EmptyState>
    </PageFrame>
  );
}
`,
    [`src/routes/_app/${tag}.tsx`]: `import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../app/lazy-page';

// ${label} (area "${tag}").
export const Route = createFileRoute('/_app/${tag}')({
  component: lazyPage(() => import('../../features/${tag}/${tag}-page'), '${Name}Page'),
});
`,
    [`tests/integration/features-${tag}.test.tsx`]: `// The ${tag} area: its route opens in the layout with its heading, and the menu lists it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ${texts} } from '../../src/features/${tag}/texts';
import { renderRoute } from '../utils/render';

describe('${tag} area', () => {
  it('opens at /${tag} with its heading, an empty state and its menu entry', async () => {
    renderRoute('/${tag}');
    expect(
      await screen.findByRole('heading', { level: 1, name: ${texts}.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('${tag}-empty')).toHaveTextContent(${texts}.empty);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: ${texts}.title })).toHaveAttribute('href', '/${tag}');
  });
});
`,
  };
}

/** The router plugin's generator, with the settings of vite.config.ts, writes the route tree. */
async function generateRouteTree(root) {
  const { Generator, getConfig } = await import('@tanstack/router-generator');
  const config = getConfig(
    {
      target: 'react',
      routesDirectory: path.join(root, 'src/routes'),
      generatedRouteTree: path.join(root, 'src/app/route-tree.gen.ts'),
      quoteStyle: 'single',
      autoCodeSplitting: true,
    },
    root,
  );
  await new Generator({ config, root }).run();
}

export async function newArea(opts) {
  const root = path.resolve(opts.root ?? process.cwd());
  const tag = opts.tag;
  if (!tag || !/^[a-z][a-z0-9-]*$/.test(tag))
    fail('give a contract tag in lower case, e.g. `npm run new:area -- bank`');
  const tags = contractTags(root);
  if (!tags.includes(tag)) fail(`"${tag}" is no tag of openapi/portal.yaml (tags: ${tags.join(', ')})`);
  const group = opts.group ?? 'community';
  if (!GROUPS.includes(group)) fail(`--group must be one of ${GROUPS.join(', ')}`);
  const icon = opts.icon ?? 'LayoutGrid';
  const lucide = await import('lucide-react');
  if (!/^[A-Z]\w*$/.test(icon) || !(icon in lucide)) fail(`--icon ${icon} is no lucide-react icon (e.g. Landmark)`);
  const label = opts.label ?? pascal(tag);
  const out = files({ tag, label, group, icon });
  const taken = Object.keys(out).filter((f) => existsSync(path.join(root, f)));
  if (existsSync(path.join(root, 'src/features', tag)) || taken.length > 0)
    fail(`the area "${tag}" exists already (${[`src/features/${tag}`, ...taken].join(', ')})`);
  for (const [rel, text] of Object.entries(out)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  await generateRouteTree(root);
  return { files: Object.keys(out), label, group };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) {
    console.log(
      readFileSync(fileURLToPath(import.meta.url), 'utf8')
        .split('\n')
        .slice(1, 11)
        .join('\n'),
    );
    process.exit(0);
  }
  const { files: made, label, group } = await newArea(opts);
  console.log(`Area "${opts.tag}" (${label}, group ${group}) at /${opts.tag}:`);
  for (const f of made) console.log(`  created ${f}`);
  console.log('  updated src/app/route-tree.gen.ts');
  if (!opts.label)
    console.log(`\nThe menu says "${label}": give a German name with --label, or edit the manifest and texts.ts.`);
  console.log(`Next: npx vitest run tests/integration/features-${opts.tag}.test.tsx; see docs/adding-an-area.md.`);
}
