// German texts of the session that ended mid-task (loaded with session-ended.tsx on the first 401).
export const sessionTexts = {
  sessionEndedTitle: 'Du wurdest abgemeldet',
  sessionEndedBody:
    'Deine Sitzung ist beendet. Was du eingegeben hast, bleibt erhalten. Melde dich im Spiel oder über den Login der Community wieder an – das Portal merkt es innerhalb von 15 Sekunden, dann kannst du es erneut senden.',
  signIn: 'Zur Anmeldung',
} as const;
