// The navigation menu's fixed part: the spec's two groups exactly as spec §2 (labels, paths,
// icons as lucide-react equivalents of the Material icons the spec names). The areas' groups
// (Community, Mein Leben, ...) follow below them, read from the areas' manifests after the
// first paint (area-source.ts, use-nav-groups.ts).
import { AudioLines, EighthNote, House, ListMusic, Settings, UserRound } from 'lucide-react';
import type { AreaDestination } from '../../api/area-manifest';

/** A menu or search destination; an entry with `requires` shows only when the stored ACP rights allow it. */
export type Destination = Pick<AreaDestination, 'to' | 'label' | 'icon' | 'requires' | 'badge'>;

export const navGroups: readonly (readonly Destination[])[] = [
  [
    { label: 'Startseite', to: '/', icon: House }, // house
    { label: 'Meine Playlists', to: '/playlists', icon: ListMusic }, // queue_music
    { label: 'Meine Musik', to: '/myMusic', icon: EighthNote }, // audiotrack
    { label: 'Artist Dashboard', to: '/artist', icon: AudioLines }, // spatial_audio
  ],
  [
    { label: 'Mein Profil', to: '/myProfile', icon: UserRound }, // person
    { label: 'Einstellungen', to: '/settings', icon: Settings }, // settings
  ],
];

/** The spec's destinations (everyone may open them). */
export const destinations: readonly Destination[] = navGroups.flat();

/**
 * The destination a path belongs to, among the spec's and `more` (the areas' once loaded):
 * `/` and `/dashboard` are the start page; `/artist/x` is not `/artist`.
 */
export function currentDestination(pathname: string, more: readonly Destination[] = []): Destination | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return destinations[0];
  return destinations.find((d) => d.to === path) ?? more.find((d) => d.to === path);
}
