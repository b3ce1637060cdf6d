// The shell's localStorage keys (spec §3): names, defaults, and no crash on bad data.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../../src/lib/storage';
import { libraryKeys, likedTracksKey, playlistsKey } from '../../src/music/library/library-keys';
import {
  acpRightsKey,
  drawerStateKey,
  iconAnimationKey,
  selectedDrawerKey,
  selectedThemeKey,
  shellKeys,
  vComDrawerStateKey,
} from '../../src/shell/settings/keys';

afterEach(() => vi.restoreAllMocks());

describe('shell storage keys', () => {
  it('use the names of the specification', () => {
    expect(shellKeys.map((k) => k.name)).toEqual([
      'selectedTheme',
      'selectedDrawer',
      'drawerState',
      'vComDrawerState',
      'SelectedIconAnimation',
      // Not in the spec: the menu's folded area groups (issue 16).
      'navGroupsClosed',
      'acpRights',
      'MuteState',
    ]);
  });

  it('give the defaults when nothing is stored: drawer permanent and open', () => {
    expect(readStored(selectedDrawerKey)).toBe('permanent');
    expect(readStored(drawerStateKey)).toBe(true);
    expect(readStored(vComDrawerStateKey)).toBe(true);
    expect(readStored(selectedThemeKey)).toBe('dark');
    expect(readStored(iconAnimationKey)).toBe('grow');
    expect(readStored(acpRightsKey)).toBeNull();
  });

  it.each([
    ['selectedDrawer', '"floating"', () => readStored(selectedDrawerKey), 'permanent'],
    ['selectedDrawer', '{oops', () => readStored(selectedDrawerKey), 'permanent'],
    ['drawerState', '"yes"', () => readStored(drawerStateKey), true],
    ['selectedTheme', '"neon"', () => readStored(selectedThemeKey), 'dark'],
    ['SelectedIconAnimation', '7', () => readStored(iconAnimationKey), 'grow'],
    ['acpRights', '{"roles":"x","rights":[]}', () => readStored(acpRightsKey), null],
    ['acpRights', '[1,2]', () => readStored(acpRightsKey), null],
    ['likedTracks', '[1]', () => readStored(likedTracksKey), []],
    ['userPlaylists', '[{"id":"a","name":"","trackIds":[]}]', () => readStored(playlistsKey), []],
  ])('%s = %s gives the default', (name, raw, read, expected) => {
    localStorage.setItem(name, raw);
    expect(read()).toEqual(expected);
  });

  it('round-trips valid values', () => {
    writeStored(selectedDrawerKey, 'temporary');
    writeStored(drawerStateKey, false);
    writeStored(selectedThemeKey, 'midnight');
    writeStored(acpRightsKey, { roles: ['Admin'], rights: ['acp.players.read'] });
    writeStored(playlistsKey, [{ id: 'p1', name: 'Autofahrt', trackIds: ['t1'] }]);
    expect(readStored(selectedDrawerKey)).toBe('temporary');
    expect(readStored(drawerStateKey)).toBe(false);
    expect(readStored(selectedThemeKey)).toBe('midnight');
    expect(readStored(acpRightsKey)).toEqual({ roles: ['Admin'], rights: ['acp.players.read'] });
    expect(readStored(playlistsKey)).toEqual([{ id: 'p1', name: 'Autofahrt', trackIds: ['t1'] }]);
    expect(libraryKeys).toHaveLength(2);
  });

  it('a throwing storage gives every default', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    for (const key of [...shellKeys, ...libraryKeys]) expect(readStored(key)).toEqual(key.fallback);
  });
});
