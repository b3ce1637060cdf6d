// The local music library in localStorage: liked track ids and the user's playlists.
import { defineKey, is, type StoredKey } from '../../lib/storage';

export interface Playlist {
  id: string;
  name: string;
  trackIds: string[];
}

export const MAX_PLAYLISTS = 100;
export const MAX_PLAYLIST_NAME = 60;

const trackIds = is.stringArray(1000);

export function parsePlaylists(raw: unknown): Playlist[] | undefined {
  if (!Array.isArray(raw) || raw.length > MAX_PLAYLISTS) return undefined;
  const result: Playlist[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { id, name, trackIds: ids } = item as Record<string, unknown>;
    const list = trackIds(ids);
    if (
      typeof id !== 'string' ||
      typeof name !== 'string' ||
      !name.trim() ||
      name.length > MAX_PLAYLIST_NAME ||
      !list
    ) {
      return undefined;
    }
    result.push({ id, name, trackIds: list });
  }
  return result;
}

export const likedTracksKey = defineKey<string[]>('likedTracks', [], trackIds);
export const playlistsKey = defineKey<Playlist[]>('userPlaylists', [], parsePlaylists);

export const libraryKeys: readonly StoredKey<unknown>[] = [likedTracksKey, playlistsKey];
