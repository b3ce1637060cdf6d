// What an area (one folder under src/features, one contract tag) tells the rest of the app:
// its menu entries, the Ctrl+K entries, the right each entry needs and its stateful mock
// module (the operations it leaves out on purpose are in its not-offered.ts). Each area has
// one manifest.ts; src/app/areas.ts collects them. Types only: a manifest costs nothing at start.
// It lives in api/ because features, shell and app may all import it, and it names
// the contract's operationIds.
import type { QueryFunction } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import type { OperationId } from './permissions';

/** A path of the app's route tree: a manifest that names a route that does not exist does not compile. */
export type AppPath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

/** The menu's named groups below the spec's two groups, in menu order (labels: src/shell/texts.ts). */
export const AREA_GROUPS = ['community', 'myLife', 'work', 'authorities', 'admin'] as const;
export type AreaGroup = (typeof AREA_GROUPS)[number];

export interface AreaDestination {
  readonly to: AppPath;
  /** German, as the menu, the top bar and the search show it. */
  readonly label: string;
  readonly icon: LucideIcon;
  /** Shown, searchable and openable only when the stored ACP rights allow this operation. */
  readonly requires?: OperationId;
  /** Further German words Ctrl+K finds this page by. */
  readonly keywords?: readonly string[];
  /** false: a page Ctrl+K finds but the menu does not list (default true). */
  readonly inMenu?: boolean;
  /**
   * The menu group of this entry when it is not the area's: a page for everyone in an area
   * whose group is the admin's ("Mein Charakter" of the player area is in "Mein Leben").
   */
  readonly group?: AreaGroup;
  /**
   * A count the menu shows next to the entry (unread messages), while signed in: a module of
   * the area, loaded on first use so the manifest stays small.
   */
  readonly badge?: () => Promise<MenuBadge>;
}

/**
 * The query behind a menu count, polled by the menu and shown when above zero. Its key starts
 * with the key of the area's own query, so invalidating that one refreshes the count too.
 */
export interface MenuBadge {
  readonly badgeQuery: BadgeQuery;
  /** German, for screen readers and the tooltip: "3 ungelesene Nachrichten". */
  readonly describeBadge: (count: number) => string;
}

/** What the menu needs of a query to show a count (a small shape, so any area's query fits). */
export interface BadgeQuery {
  readonly queryKey: readonly unknown[];
  readonly queryFn: QueryFunction<unknown>;
  /** The count from the query's data. */
  readonly select: (data: unknown) => number;
  readonly refetchInterval: number;
}

export interface NotOffered {
  readonly operationId: OperationId;
  /** Why no screen offers it, e.g. "socket route: used by the live layer, no screen". */
  readonly reason: string;
}

export interface AreaManifest {
  /** The contract tag and folder name (src/features/<area>). */
  readonly area: string;
  readonly group: AreaGroup;
  readonly destinations: readonly AreaDestination[];
  /** The stateful mock module (src/mocks/stateful/<mock>.ts), when the area has one. */
  readonly mock?: string;
  /** The area whose page shows this area's screens, when it has no page of its own. */
  readonly screensIn?: string;
}

/** Identity with the manifest's type, so editors complete and check it where it is written. */
export const defineArea = <const M extends AreaManifest>(manifest: M): M => manifest;

/**
 * The operations of an area's tag that no screen offers, each with its reason: the area's
 * not-offered.ts, beside its manifest. Only tests and tools read it (tests/unit/areas.test.ts),
 * so the reasons never reach a player's download.
 */
export const defineNotOffered = (list: readonly NotOffered[]): readonly NotOffered[] => list;
