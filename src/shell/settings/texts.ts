// German texts of the settings page.
import type { DrawerMode, IconAnimation, ThemeName } from './keys';

export const settingsTexts = {
  title: 'Einstellungen',
  intro: 'Diese Einstellungen gelten nur für diesen Browser.',
  theme: 'Farbschema',
  themes: {
    dark: 'Dunkel',
    midnight: 'Mitternacht (dunkel, blau)',
    light: 'Hell',
    system: 'Wie das Betriebssystem',
  } satisfies Record<ThemeName, string>,
  drawer: 'Menü auf großen Bildschirmen',
  drawerModes: {
    permanent: 'Dauerhaft (Seitenleiste)',
    temporary: 'Temporär (klappt über die Seite)',
  } satisfies Record<DrawerMode, string>,
  iconAnimation: 'Animation der Menü-Symbole',
  iconAnimations: {
    grow: 'Vergrößern',
    wiggle: 'Wackeln',
    none: 'Keine',
  } satisfies Record<IconAnimation, string>,
  resetTitle: 'Lokale Daten',
  resetBody:
    'Setzt Farbschema, Menü, Animation und Stummschaltung zurück und löscht deine Likes und Playlists in diesem Browser.',
  reset: 'Lokale Daten zurücksetzen',
  resetDone: 'Lokale Daten wurden zurückgesetzt.',
  account: {
    heading: 'Dein Konto',
    name: 'Kontoname',
    email: 'E-Mail',
    noEmail: 'keine hinterlegt',
    character: 'Aktiver Charakter',
    noCharacter: 'keiner gewählt',
    profile: 'Zu „Mein Profil“',
    signIn: 'Anmelden',
  },
} as const;
