// German texts of the messenger's call log (tab "Anrufe").
import type { ListMessengerCallsResult } from '../../../api/generated/model/listMessengerCallsResult';

export const callsTexts = {
  label: 'Anrufliste',
  results: {
    answered: 'Angenommen',
    missed: 'Verpasst',
    declined: 'Abgelehnt',
    busy: 'Besetzt',
  } satisfies Record<ListMessengerCallsResult, string>,
  incoming: 'Eingehend',
  outgoing: 'Ausgehend',
  unknown: 'Unbekannte Nummer',
  empty: 'Keine Anrufe.',
  duration: (text: string) => `Dauer ${text}`,
  clear: 'Anrufliste leeren',
  clearTitle: (sim: string) => `Anrufliste der SIM „${sim}“ leeren?`,
  clearBody: 'Alle Einträge dieser SIM-Karte werden gelöscht. Das lässt sich nicht rückgängig machen.',
  cleared: 'Anrufliste geleert.',
  cancel: 'Abbrechen',
  more: (shown: number, total: number) => `${shown} von ${total} Anrufen`,
  loadMore: 'Weitere laden',
};
