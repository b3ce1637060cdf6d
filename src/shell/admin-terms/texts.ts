// German texts of the admin terms in front of the admin pages (issue 28, point 4).
export const adminTermsTexts = {
  title: 'Bedingungen für Teammitglieder',
  intro: 'Bevor du im Admin-Panel weiterarbeitest, lies bitte die aktuelle Fassung und akzeptiere sie.',
  failed: 'Die Bedingungen für Teammitglieder konnten nicht geladen werden',
  version: (v: number, date: string) => `Fassung ${v} vom ${date}`,
  mustAccept: 'Die Bedingungen haben sich geändert. Bitte lies sie und akzeptiere die neue Fassung.',
  accept: 'Akzeptieren',
  done: 'Bedingungen akzeptiert.',
} as const;
