// German texts of the offline banner.
export const offlineTexts = {
  offline: 'Du bist offline. Wir laden neu, sobald die Verbindung zurück ist.',
} as const;
