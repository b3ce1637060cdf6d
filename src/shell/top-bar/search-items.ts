// What the top bar search finds: every page the user may open (the spec's destinations and
// the areas' pages, by label or keyword), the tracks the client knows and the user's
// playlists. Case and accents do not matter.
import { fold } from '../../lib/text-search';
import type { Track } from '../../music/catalog';
import type { Playlist } from '../../music/library/library-keys';
import type { Destination } from '../navigation/destinations';
import { shellTexts } from '../texts';

export interface SearchItem {
  value: string;
  label: string;
  detail?: string;
  group: string;
  to: Destination['to'];
  /** Further words it is found by, not shown. */
  keywords?: string;
}

/** A page for the search: a menu destination, perhaps with keywords (area manifests). */
export type SearchDestination = Destination & { readonly keywords?: readonly string[] };

export function buildSearchItems(
  destinations: readonly SearchDestination[],
  tracks: readonly Track[],
  playlists: readonly Playlist[],
): SearchItem[] {
  const g = shellTexts.search;
  return [
    // One entry per page: an area may also declare a page the spec's menu lists ('/').
    ...destinations
      .filter((d, i) => destinations.findIndex((e) => e.to === d.to) === i)
      .map((d) => ({
        value: `page:${d.to}`,
        label: d.label,
        group: g.groupPages,
        to: d.to,
        keywords: d.keywords?.join(' '),
      })),
    ...tracks.map((t) => ({
      value: `track:${t.id}`,
      label: t.title,
      detail: t.artistName,
      group: g.groupTracks,
      to: '/myMusic' as const,
    })),
    ...playlists.map((p) => ({
      value: `playlist:${p.id}`,
      label: p.name,
      group: g.groupPlaylists,
      to: '/playlists' as const,
    })),
  ];
}

export function filterSearchItems(items: readonly SearchItem[], query: string, limit = 12): SearchItem[] {
  const q = fold(query.trim());
  if (!q) return items.slice(0, limit);
  return items
    .filter((item) => fold(`${item.label} ${item.detail ?? ''} ${item.keywords ?? ''}`).includes(q))
    .slice(0, limit);
}
