// The areas' destinations for screens that explain them (the rights matrix: which pages a right
// opens). A feature may not import src/app/areas.ts, so that module, loaded by the shell after
// the first paint, publishes its list here. Both sides import this module on demand: a static
// import would make it a chunk that every page's start lists among the preloads.
import type { AreaDestination } from './area-manifest';

let publish: (list: readonly AreaDestination[]) => void = () => undefined;
const published = new Promise<readonly AreaDestination[]>((resolve) => {
  publish = resolve;
});

export function publishDestinations(list: readonly AreaDestination[]): void {
  publish(list);
}

/** Every destination of every area, once the shell has loaded them. */
export const destinations = (): Promise<readonly AreaDestination[]> => published;
