// Drawer of the vcom workspace (src/features/vcom): open (true) or folded. Defined in lib so the
// feature can read it; listed with the shell's keys so reset and validation cover it.
import { defineKey, is } from './storage';

export const vComDrawerStateKey = defineKey('vComDrawerState', true, is.boolean);
