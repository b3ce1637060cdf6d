// The menu the tests expect, from the one list of areas (src/app/areas.ts): the spec's two
// groups, then each area group's entries the user may see. Vitest passes `areas` from
// src/app/areas.ts; Playwright (Node, no bundler) reads the manifests with loadAreas().
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AREA_GROUPS, type AreaManifest } from '../../src/api/area-manifest';

/** The spec's two groups (spec §2), in order. */
export const SPEC_MENU = [
  ['Startseite', 'Meine Playlists', 'Meine Musik', 'Artist Dashboard'],
  ['Mein Profil', 'Einstellungen'],
] as const;

export interface MenuGroup {
  group: string;
  labels: string[];
}

/** The areas' menu groups as a user with `admin` rights (every ACP right) or without sees them. */
export function areaMenu(areas: readonly AreaManifest[], { admin = false } = {}): MenuGroup[] {
  return AREA_GROUPS.map((group) => ({
    group,
    labels: [...areas]
      // As src/app/areas.ts orders them: by the area's group, then by name.
      .sort((a, b) => AREA_GROUPS.indexOf(a.group) - AREA_GROUPS.indexOf(b.group) || a.area.localeCompare(b.area))
      .flatMap((a) => a.destinations.filter((d) => (d.group ?? a.group) === group))
      .filter((d) => d.inMenu !== false && (admin || !d.requires))
      .map((d) => d.label),
  })).filter((g) => g.labels.length > 0);
}

/** Every menu link label in order, spec groups first. */
export function menuLabels(areas: readonly AreaManifest[], options: { admin?: boolean } = {}): string[] {
  return [...SPEC_MENU.flat(), ...areaMenu(areas, options).flatMap((g) => g.labels)];
}

/** The manifests read from disk (for Playwright, which has no import.meta.glob). */
export async function loadAreas(root = process.cwd()): Promise<AreaManifest[]> {
  const dir = path.join(root, 'src/features');
  const files = readdirSync(dir)
    .map((area) => path.join(dir, area, 'manifest.ts'))
    .filter((file) => existsSync(file));
  const modules = await Promise.all(
    files.map((f) => import(pathToFileURL(f).href) as Promise<{ manifest: AreaManifest }>),
  );
  return modules.map((m) => m.manifest);
}
