// Applies the stored theme (selectedTheme) to <html>: the class `dark` or `light`
// drives Chakra's colour mode, data-theme picks a dark variant, color-scheme
// styles native controls. 'system' follows the operating system live.
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useStored } from '../../lib/use-stored';
import { selectedThemeKey, type ThemeName } from '../settings/keys';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeSystem(listener: () => void) {
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

export function applyTheme(theme: ThemeName, systemDark: boolean): void {
  const dark = theme === 'system' ? systemDark : theme !== 'light';
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.dataset.theme = theme === 'midnight' ? 'midnight' : dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function useThemeClass(): void {
  const [theme] = useStored(selectedThemeKey);
  const systemDark = useSyncExternalStore(
    subscribeSystem,
    () => window.matchMedia(darkQuery).matches,
    () => false,
  );
  useLayoutEffect(() => applyTheme(theme, systemDark), [theme, systemDark]);
}
