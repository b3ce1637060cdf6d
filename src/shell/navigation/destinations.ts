// The navigation menu: the spec's two groups exactly as spec §2 (labels, paths,
// icons as lucide-react equivalents of the Material icons the spec names), and
// below them a third group "Community" with the community areas (community.ts).
// An entry with `requires` shows only when the stored ACP rights allow that operation.
import { AudioLines, EighthNote, House, ListMusic, Settings, UserRound, type LucideIcon } from 'lucide-react';
import type { OperationId } from '../../api/permissions';
import { communityDestinations } from './community';

export type DestinationPath =
  | '/'
  | '/playlists'
  | '/myMusic'
  | '/artist'
  | '/myProfile'
  | '/settings'
  | '/rules'
  | '/rules/legal'
  | '/rules/edit'
  | '/polls';

export interface Destination {
  readonly label: string;
  readonly to: DestinationPath;
  readonly icon: LucideIcon;
  /** Shown only to users whose ACP rights allow this operation (src/api/permissions.ts). */
  readonly requires?: OperationId;
}

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
  communityDestinations,
];

export const destinations: readonly Destination[] = navGroups.flat();

/** Destinations everyone may open (the top bar search lists only these). */
export const publicDestinations: readonly Destination[] = destinations.filter((d) => !d.requires);

/** The destination a path belongs to: `/` and `/dashboard` are the start page; `/artist/x` is not `/artist`. */
export function currentDestination(pathname: string): Destination | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return destinations[0];
  return destinations.find((d) => d.to === path);
}
