// German texts of the app frame (start-up, default pending/error/not-found states).
export const texts = {
  documentTitle: 'Your Taste. Your Music.',
  mockStartError: {
    title: 'Die Test-Umgebung konnte nicht starten',
    body: 'Der Mock-Server (Service Worker) ließ sich nicht registrieren. Lade die Seite neu oder öffne sie in einem Browser, der Service Worker erlaubt (nicht im privaten Modus).',
    reload: 'Neu laden',
  },
} as const;
