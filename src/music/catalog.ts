// The placeholder content of the music shell: one joke track and one artist.
// The spec says the artist page and the player run on fixed placeholder content;
// every asset is bundled by Vite (hashed file names), nothing comes from outside hosts.
// `?no-inline`: always a file, never a data: URL (the production CSP allows images from 'self' only).
import artistPicture from './assets/artist-picture.svg?no-inline';
import jokeTrackAudio from './assets/joke-track.mp3?no-inline';
import trackCover from './assets/track-cover.svg?no-inline';

export interface Track {
  readonly id: string;
  readonly title: string;
  /** URL of the audio file (the spec's field name). */
  readonly song: string;
  /** URL of the cover picture. */
  readonly picture: string;
  readonly artistName: string;
}

export interface Artist {
  readonly artistName: string;
  readonly picture: string;
}

export const placeholderArtist: Artist = {
  artistName: 'MC Kaffeesatz',
  picture: artistPicture,
};

export const placeholderTrack: Track = {
  id: 'kaffee-song',
  title: 'Der Kaffee-Song',
  song: jokeTrackAudio,
  picture: trackCover,
  artistName: placeholderArtist.artistName,
};

export const catalogTracks: readonly Track[] = [placeholderTrack];
