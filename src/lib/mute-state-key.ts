// MuteState (spec §3) has one definition: the player reads and writes it, the shell's
// "Lokale Daten zurücksetzen" removes it. Two definitions with different defaults made
// the one key read differently depending on who asked first.
import { defineKey, is } from './storage';

/** Fallback undefined: a missing or invalid value means "use the bar's prop". */
export const muteStateKey = defineKey<boolean | undefined>('MuteState', undefined, is.boolean);
