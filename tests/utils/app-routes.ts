// Every route of the app, read from the router plugin's generated tree
// (src/app/route-tree.gen.ts, FileRoutesByFullPath) at test start, so a new route
// joins the quality sweeps (a11y, chaos, storage) without touching them.
// Both runners start in the repository root. Path parameters get sample values; "/artist/" becomes "/artist" (its link form).
// Each route also names its area and the operation whose ACP right it needs, read from the
// areas' manifests (src/features/*/manifest.ts, the list src/app/areas.ts collects) by a small
// parser, since Playwright has no bundler; tests/unit/areas.test.ts checks it against the real list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SAMPLE_PARAMS: Record<string, string> = { aId: '1' };
/** Spec §2: "any other path" shows the site-not-found page; it is a route too. */
export const NOT_FOUND_PATH = '/gibt-es-nicht';

export interface AppRoute {
  /** The route as the tree names it, e.g. /artist/$aId. */
  fullPath: string;
  /** A URL path to open it, e.g. /artist/1. */
  path: string;
  /** The area whose manifest declares it (none for the shell's own pages). */
  area?: string;
  /** The operation whose ACP right opening it needs (the manifest's `requires`). */
  requires?: string;
}

export interface ManifestDestination {
  area: string;
  to: string;
  requires?: string;
}

/** Every destination of every area manifest: { area, to, requires }. */
export function manifestDestinations(root = process.cwd()): ManifestDestination[] {
  const dir = path.join(root, 'src/features');
  return readdirSync(dir)
    .filter((area) => existsSync(path.join(dir, area, 'manifest.ts')))
    .flatMap((area) => {
      const text = readFileSync(path.join(dir, area, 'manifest.ts'), 'utf8');
      // Each destination starts with its `to:`; its `requires:` (if any) comes before the next one.
      const parts = text.split(/\bto:\s*/).slice(1);
      if (parts.length === 0) throw new Error(`src/features/${area}/manifest.ts: no destination (to: '...') found`);
      return parts.map((part) => {
        const to = /^'([^']+)'/.exec(part)?.[1];
        if (!to) throw new Error(`src/features/${area}/manifest.ts: a destination's path is not a plain string`);
        const requires = /\brequires:\s*'(\w+)'/.exec(part)?.[1];
        return requires ? { area, to, requires } : { area, to };
      });
    });
}

export function appRoutes({ includeNotFound = true } = {}): AppRoute[] {
  const file = readFileSync(path.resolve(process.cwd(), 'src/app/route-tree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(file)?.[1];
  if (!block) throw new Error('FileRoutesByFullPath not found in src/app/route-tree.gen.ts');
  const fullPaths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '');
  if (fullPaths.length === 0) throw new Error('No routes in FileRoutesByFullPath');
  const declared = manifestDestinations();
  const routes = fullPaths.map((fullPath) => {
    const route: AppRoute = {
      fullPath,
      path:
        fullPath.replace(/\$(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1').replace(/(.)\/$/, '$1') || '/',
    };
    const d = declared.find((x) => x.to === route.path);
    return d ? { ...route, area: d.area, ...(d.requires ? { requires: d.requires } : {}) } : route;
  });
  return includeNotFound ? [...routes, { fullPath: '(not found)', path: NOT_FOUND_PATH }] : routes;
}

/**
 * The admin view (`?view=admin`) of every area whose search params name one, opened on the
 * area's first destination: the sweeps cover these screens too, though they are no route of
 * their own. vcom's "admin" is the workspace's own administration, opened by vcom accounts, not by
 * the ACP admin: it is left to its own tests (tests/e2e/vcom-admin.spec.ts runs axe on it).
 */
export function adminViews(root = process.cwd()): AppRoute[] {
  const dir = path.join(root, 'src/features');
  const destinations = manifestDestinations(root);
  return readdirSync(dir)
    .filter((area) => area !== 'vcom' && existsSync(path.join(dir, area, 'search-params.ts')))
    .filter((area) =>
      /(View\b[^;]*=|\bview\??:)[^;]*'admin'/.test(readFileSync(path.join(dir, area, 'search-params.ts'), 'utf8')),
    )
    .map((area) => {
      const first = destinations.find((d) => d.area === area);
      if (!first) throw new Error(`src/features/${area}: an admin view but no destination in its manifest`);
      return { fullPath: `${first.to}?view=admin`, path: `${first.to}?view=admin`, area };
    });
}
