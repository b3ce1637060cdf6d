// Every route of the app, read from the router plugin's generated tree
// (src/app/route-tree.gen.ts, FileRoutesByFullPath) at test start, so a new route
// joins the quality sweeps (a11y, chaos, storage) without touching them.
// Both runners start in the repository root. Path parameters get sample values; "/artist/" becomes "/artist" (its link form).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SAMPLE_PARAMS: Record<string, string> = { aId: '1' };
/** Spec §2: "any other path" shows the site-not-found page; it is a route too. */
export const NOT_FOUND_PATH = '/gibt-es-nicht';

export interface AppRoute {
  /** The route as the tree names it, e.g. /artist/$aId. */
  fullPath: string;
  /** A URL path to open it, e.g. /artist/1. */
  path: string;
}

export function appRoutes({ includeNotFound = true } = {}): AppRoute[] {
  const file = readFileSync(path.resolve(process.cwd(), 'src/app/route-tree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(file)?.[1];
  if (!block) throw new Error('FileRoutesByFullPath not found in src/app/route-tree.gen.ts');
  const fullPaths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '');
  if (fullPaths.length === 0) throw new Error('No routes in FileRoutesByFullPath');
  const routes = fullPaths.map((fullPath) => ({
    fullPath,
    path: fullPath.replace(/\$(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1').replace(/(.)\/$/, '$1') || '/',
  }));
  return includeNotFound ? [...routes, { fullPath: '(not found)', path: NOT_FOUND_PATH }] : routes;
}
