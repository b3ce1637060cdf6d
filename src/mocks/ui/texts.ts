// German texts of the mock scenario panel (mock builds only).
export const panelTexts = {
  region: 'Mock-Szenario',
  chip: 'Mock',
  chipLabel: (scenario: string) => `Mock-Szenario: ${scenario} – Panel öffnen (ziehen zum Verschieben)`,
  heading: 'Mock-Szenario',
  close: 'Panel schließen',
  active: (scenario: string) => `Aktiv: ${scenario}`,
  world: (seed: number) => `Daten: Seed ${seed}. Deine Änderungen bleiben beim Neuladen erhalten.`,
  resetData: 'Mock-Daten zurücksetzen',
  dataGroup: 'Daten und Antworten',
  errorPagesGroup: 'Fehlerseiten',
} as const;
