// German texts of the gallery [Galerie].
import type { ReportOutcome } from '../../api/generated/model/reportOutcome';
import type { ReportReason } from '../../api/generated/model/reportReason';
import type { ReportState } from '../../api/generated/model/reportState';
import { formatNumber } from '../../lib/format';
import type { PicturesView } from './search-params';

export const picturesTexts = {
  title: 'Galerie',
  intro: 'Screenshots aus der Stadt, geteilt von Spielerinnen und Spielern.',
  views: { gallery: 'Galerie', mine: 'Meine Bilder', reports: 'Meldungen' } satisfies Record<PicturesView, string>,
  viewsLabel: 'Bereich der Galerie',
  empty: 'Hier gibt es noch keine Bilder.',
  emptyMine: 'Du hast noch keine Bilder hochgeladen.',
  search: 'Bilder durchsuchen',
  searchPlaceholder: 'Beschreibung, Ort oder Name',
  list: 'Bilder',
  random: {
    heading: 'Zufallsbild',
    next: 'Anderes Bild zeigen',
    empty: 'Die Galerie ist noch leer.',
  },
  picture: {
    open: (caption: string) => `Bild öffnen: ${caption}`,
    untitled: 'Bild ohne Beschreibung',
    by: (name: string, at: string) => `von ${name}, ${at}`,
    size: (w: number, h: number) => `${formatNumber(w)} × ${formatNumber(h)} Pixel`,
    close: 'Schließen',
    delete: 'Bild löschen',
    confirmDelete: 'Dieses Bild endgültig löschen?',
    deleted: 'Bild gelöscht.',
    report: 'Bild melden',
    cancel: 'Abbrechen',
  },
  report: {
    heading: 'Bild melden',
    reason: 'Grund',
    placeholder: 'Grund auswählen …',
    choose: 'Bitte wähle einen Grund.',
    text: 'Was sollen die Moderatoren wissen? (optional)',
    submit: 'Meldung senden',
    sent: 'Danke, die Moderatoren sehen sich das Bild an.',
  },
  reason: {
    spam: 'Spam oder Werbung',
    insult: 'Beleidigung',
    harassment: 'Belästigung',
    misinformation: 'Falschinformation',
    inappropriate: 'Unangemessener Inhalt',
    copyright: 'Urheberrecht',
    privacy: 'Privatsphäre',
    metagaming: 'Metagaming',
    rulebreak: 'Regelverstoß',
    other: 'Anderes',
  } satisfies Record<ReportReason, string>,
  upload: {
    heading: 'Bild hochladen',
    file: 'Bilddatei (PNG, JPEG oder WebP, höchstens 5 MB)',
    preview: 'Vorschau',
    caption: 'Beschreibung (optional)',
    location: 'Ort (optional)',
    submit: 'Hochladen',
    uploaded: 'Bild hochgeladen.',
    missing: 'Bitte ein Bild auswählen.',
    type: 'Nur PNG, JPEG oder WebP.',
    size: (mb: string) => `Die Datei ist ${mb} MB groß; erlaubt sind höchstens 5 MB.`,
    pixels: (w: number, h: number) =>
      `Das Bild ist ${formatNumber(w)} × ${formatNumber(h)} Pixel groß; erlaubt sind höchstens 4.096 × 4.096.`,
    chooseAgain: 'Nach einem Neuladen bitte die Datei erneut auswählen; Beschreibung und Ort bleiben erhalten.',
  },
  reports: {
    stateLabel: 'Status der Meldungen',
    state: { open: 'Offen', closed: 'Erledigt' } satisfies Record<ReportState, string>,
    empty: 'Keine Meldungen in diesem Status.',
    list: 'Meldungen',
    line: (reason: string, name: string, at: string) => `${reason} – gemeldet von ${name}, ${at}`,
    outcome: 'Entscheidung',
    outcomes: {
      dismissed: 'Zurückweisen (Bild bleibt)',
      contentRemoved: 'Bild entfernen',
      authorWarned: 'Bild entfernen und verwarnen',
    } satisfies Record<ReportOutcome, string>,
    note: 'Notiz (optional)',
    close: 'Meldung abschließen',
    closed: 'Meldung abgeschlossen.',
    thumb: (id: number) => `Gemeldetes Bild Nr. ${id}`,
  },
} as const;
