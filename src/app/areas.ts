// The one list of areas: every src/features/<area>/manifest.ts, found by the bundler, so an
// area folder with a manifest is registered and nothing else needs a line. The menu's area
// groups, Ctrl+K, the route guards, the test sweeps, the bench and the mock index read it.
// Loaded after the first paint (routes/_app.tsx hands `loadAreas` to the shell): the
// manifests and their icons stay out of the initial JS.
import { AREA_GROUPS, type AreaDestination, type AreaManifest } from '../api/area-manifest';

const modules = import.meta.glob<{ manifest: AreaManifest }>('../features/*/manifest.ts', { eager: true });

/** Every area, by menu group (in AREA_GROUPS order), then by folder name. */
export const areas: readonly AreaManifest[] = Object.entries(modules)
  .map(([file, module]) => {
    const folder = /features\/([^/]+)\/manifest\.ts$/.exec(file)?.[1];
    // The folder is the contract tag: a manifest copied without renaming its area fails here.
    if (module.manifest.area !== folder) throw new Error(`${file} names area "${module.manifest.area}"`);
    return module.manifest;
  })
  .sort((a, b) => AREA_GROUPS.indexOf(a.group) - AREA_GROUPS.indexOf(b.group) || a.area.localeCompare(b.area));

/** Every destination of every area (menu entries and search-only pages). */
export const areaDestinations: readonly AreaDestination[] = areas.flatMap((a) => a.destinations);
// For the screens that name other areas' pages (features may not import this module); on
// demand, so the registry adds no chunk to the start's preload lists.
void import('../api/area-registry').then((registry) => registry.publishDestinations(areaDestinations));

/** The destination of `path` (exact match), if an area declares it. */
export const areaDestination = (path: string): AreaDestination | undefined =>
  areaDestinations.find((d) => d.to === path);
