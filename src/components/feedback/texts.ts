// German texts of the shared feedback states.
export const feedbackTexts = {
  loading: 'Wird geladen …',
  errorTitle: 'Das hat nicht geklappt',
  retry: 'Erneut versuchen',
  toasts: 'Hinweise',
  notifications: 'Benachrichtigungen',
  closeToast: 'Schließen',
  renderError:
    'Da ist etwas schiefgelaufen! Versuche es erneut. Wir leiten dich gleich weiter dann gehts normal weiter!', // spec
  redirectIn: (seconds: number) => `Weiterleitung in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} …`,
  redirectStopped: 'Weiterleitung angehalten.',
  goNow: 'Jetzt weiter',
  stay: 'Hier bleiben',
  errorImageAlt: 'Eine umgekippte Schallplatte',
  chunkTitle: 'Die Seite konnte nicht geladen werden',
  chunkBody:
    'Wir haben es mehrmals versucht, aber ein Teil der Anwendung ließ sich nicht laden. Prüfe deine Internetverbindung und lade die Seite neu.',
  reload: 'Seite neu laden',
  unexpectedTitle: 'Unexpected Application Error!', // spec
  signedOutTitle: 'Du bist nicht angemeldet',
  signInLink: 'Zur Anmeldung',
  signedOutBody:
    'Melde dich im Spiel oder über den Login der Community an. Das Portal prüft alle 15 Sekunden, ob du angemeldet bist, und lädt deine Daten dann von selbst – du musst die Seite nicht neu laden.',
} as const;
