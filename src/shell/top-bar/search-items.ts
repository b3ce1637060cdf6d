// What the top bar search finds: the menu's destinations, the tracks the client
// knows and the user's playlists. Case and accents do not matter.
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
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('de');

export function buildSearchItems(
  destinations: readonly Destination[],
  tracks: readonly Track[],
  playlists: readonly Playlist[],
): SearchItem[] {
  const g = shellTexts.search;
  return [
    ...destinations.map((d) => ({ value: `page:${d.to}`, label: d.label, group: g.groupPages, to: d.to })),
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
  return items.filter((item) => fold(`${item.label} ${item.detail ?? ''}`).includes(q)).slice(0, limit);
}
