// Changes to the local library: plain functions over the validated storage.
import { readStored, writeStored } from '../../lib/storage';
import { likedTracksKey, MAX_PLAYLIST_NAME, MAX_PLAYLISTS, playlistsKey, type Playlist } from './library-keys';

export function toggleLike(trackId: string): boolean {
  const liked = readStored(likedTracksKey);
  const now = !liked.includes(trackId);
  writeStored(likedTracksKey, now ? [...liked, trackId] : liked.filter((id) => id !== trackId));
  return now;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `pl-${Date.now()}`;
}

/** Returns the new playlist, or null when the name is empty or the limit is reached. */
export function createPlaylist(name: string): Playlist | null {
  const clean = name.trim().slice(0, MAX_PLAYLIST_NAME);
  const all = readStored(playlistsKey);
  if (!clean || all.length >= MAX_PLAYLISTS) return null;
  const playlist = { id: newId(), name: clean, trackIds: [] };
  writeStored(playlistsKey, [...all, playlist]);
  return playlist;
}

export function deletePlaylist(id: string): void {
  writeStored(
    playlistsKey,
    readStored(playlistsKey).filter((p) => p.id !== id),
  );
}

function updatePlaylist(id: string, change: (trackIds: string[]) => string[]): void {
  writeStored(
    playlistsKey,
    readStored(playlistsKey).map((p) => (p.id === id ? { ...p, trackIds: change(p.trackIds) } : p)),
  );
}

export function addToPlaylist(id: string, trackId: string): void {
  updatePlaylist(id, (ids) => (ids.includes(trackId) ? ids : [...ids, trackId]));
}

export function removeFromPlaylist(id: string, trackId: string): void {
  updatePlaylist(id, (ids) => ids.filter((t) => t !== trackId));
}
