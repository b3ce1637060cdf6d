// Every localStorage key of the shell (spec §3), defined once with its default
// and validator. MuteState belongs to the player (src/player) and is defined in lib; it is
// listed here only so that "reset local data" removes it too.
import { acpRightsKey } from '../../lib/acp-rights';
import { muteStateKey } from '../../lib/mute-state-key';
import { vComDrawerStateKey } from '../../lib/vcom-drawer-key';
import { defineKey, is, type StoredKey } from '../../lib/storage';

export { acpRightsKey, parseAcpRights, type StoredAcpRights } from '../../lib/acp-rights';
export { vComDrawerStateKey } from '../../lib/vcom-drawer-key';

export const THEMES = ['dark', 'midnight', 'light', 'system'] as const;
export type ThemeName = (typeof THEMES)[number];

export const DRAWER_MODES = ['permanent', 'temporary'] as const;
export type DrawerMode = (typeof DRAWER_MODES)[number];

export const ICON_ANIMATIONS = ['grow', 'wiggle', 'none'] as const;
export type IconAnimation = (typeof ICON_ANIMATIONS)[number];

export const selectedThemeKey = defineKey<ThemeName>('selectedTheme', 'dark', is.oneOf(THEMES));
export const selectedDrawerKey = defineKey<DrawerMode>('selectedDrawer', 'permanent', is.oneOf(DRAWER_MODES));
/** Main drawer open (true) or closed. */
export const drawerStateKey = defineKey('drawerState', true, is.boolean);
export const iconAnimationKey = defineKey<IconAnimation>('SelectedIconAnimation', 'grow', is.oneOf(ICON_ANIMATIONS));
/** The menu's area groups the user has folded (ids of AREA_GROUPS); all open by default. */
export const navGroupsClosedKey = defineKey<string[]>('navGroupsClosed', [], is.stringArray(20));

export const shellKeys: readonly StoredKey<unknown>[] = [
  selectedThemeKey,
  selectedDrawerKey,
  drawerStateKey,
  vComDrawerStateKey,
  iconAnimationKey,
  navGroupsClosedKey,
  acpRightsKey,
  muteStateKey,
];
