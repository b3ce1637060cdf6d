// German texts of the organisation family's shared parts (vehicle keys, room mates, tenants,
// employees, members; storages).
export const orgTexts = {
  search: 'Name suchen',
  searchHint: 'Mindestens zwei Buchstaben des Charakternamens, z. B. „Anna“.',
  searching: 'Suche läuft …',
  results: 'Gefundene Personen',
  none: (text: string) => `Niemand heißt wie „${text}“.`,
  failed: 'Die Suche hat nicht geklappt. Tipp weiter oder versuch es gleich noch einmal.',
  chosen: (name: string) => `Gewählt: ${name}`,
  remove: 'Entfernen',
  confirmRemove: (name: string) => `${name} entfernen?`,
  cancel: 'Abbrechen',
  noMembers: 'Hier ist noch niemand.',
  saveRights: 'Rechte speichern',
  noItems: 'Hier liegt nichts.',
  load: (total: string, max: string) => `${total} von ${max} kg belegt`,
  itemLine: (name: string, amount: string, weight: string) => `${amount}× ${name} (${weight} kg)`,
} as const;
