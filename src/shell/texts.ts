// German texts of the shell (top bar, navigation, pages of the shell, errors).
// Texts the specification fixes are marked "spec".
export const shellTexts = {
  tagline: 'Your Taste. Your Music.', // spec
  searchPlaceholder: 'Was möchtest du hören?', // spec
  artistChip: 'Jetzt Artist werden!', // spec
  greeting: (name: string) => `Hallo, ${name}!`, // spec
  logoLabel: 'Zur Startseite',
  skipLink: 'Zum Inhalt springen',
  mainNav: 'Hauptmenü',
  /** The menu's area groups (src/api/area-manifest.ts AREA_GROUPS), below the spec's two groups. */
  navGroups: {
    community: 'Community',
    myLife: 'Mein Leben',
    work: 'Arbeit',
    authorities: 'Behörden',
    admin: 'Verwaltung',
  },
  openMenu: 'Menü öffnen',
  toggleDrawer: 'Seitenleiste ein- oder ausblenden',
  closeDrawer: 'Menü schließen',
  topBar: 'Kopfzeile',
  playerSlot: 'Player',
  signedOutBadge: 'Nicht angemeldet',
  /** The top bar's link to the sign-in forms while signed out. */
  signIn: 'Anmelden',
  search: {
    label: 'Suche',
    shortcut: 'Strg+K',
    empty: 'Nichts gefunden.',
    groupPages: 'Seiten',
    groupTracks: 'Titel',
    groupPlaylists: 'Playlists',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Diese Adresse gibt es im Portal nicht. Vielleicht hat sich ein Tippfehler eingeschlichen.',
    home: 'Zur Startseite',
  },
  notPermitted: {
    title: 'Keine Berechtigung',
    body: 'Für diese Seite fehlen dir die Rechte. Wenn du glaubst, dass das ein Fehler ist, wende dich an die Server-Administration.',
    home: 'Zur Startseite',
  },
  signedIn: 'Du bist jetzt angemeldet.',
} as const;

/** Page names for the document title (lib/use-page-title adds the tagline). */
export const pageTitles = {
  dashboard: 'Startseite',
  playlists: 'Meine Playlists',
  myMusic: 'Meine Musik',
  artistDashboard: 'Artist Dashboard',
  artist: 'Artist',
  myProfile: 'Mein Profil',
  settings: 'Einstellungen',
  notPermitted: 'Keine Berechtigung',
  notFound: 'Seite nicht gefunden',
  vcom: 'vCom',
} as const;
