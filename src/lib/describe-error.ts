// Turns any thrown value into one German sentence for the UI. A Problem body's
// title/detail from the server wins; otherwise a message per kind of failure.
import { isAxiosError } from 'axios';

const byStatus: Record<number, string> = {
  400: 'Die Anfrage war fehlerhaft.',
  401: 'Du bist nicht angemeldet.',
  403: 'Dafür fehlen dir die Rechte.',
  404: 'Das gibt es nicht (mehr).',
  409: 'Das wurde inzwischen geändert. Lade neu und versuche es noch einmal.',
  422: 'Einige Eingaben sind ungültig.',
  429: 'Zu viele Anfragen. Warte einen Moment und versuche es erneut.',
};

/** A send that failed while the browser is offline. */
export const OFFLINE =
  'Du bist offline. Deine Eingabe bleibt erhalten: sende sie erneut, sobald die Verbindung zurück ist.';

interface ProblemLike {
  title?: unknown;
  detail?: unknown;
}

export function describeError(error: unknown): string {
  if (isAxiosError(error)) {
    if (!error.response) {
      // Offline, a send is refused rather than queued (issue #30 point 5): the form keeps the input.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE;
      return error.code === 'ECONNABORTED'
        ? 'Der Server antwortet nicht. Versuche es gleich noch einmal.'
        : 'Keine Verbindung zum Server. Prüfe deine Internetverbindung.';
    }
    if (error.code === 'ERR_BAD_RESPONSE' && error.response.status < 300)
      return 'Die Antwort des Servers war unlesbar oder unvollständig. Versuche es gleich noch einmal.';
    const { status, data } = error.response;
    const problem = (typeof data === 'object' && data !== null ? data : {}) as ProblemLike;
    if (typeof problem.detail === 'string' && problem.detail) return problem.detail;
    if (typeof problem.title === 'string' && problem.title) return problem.title;
    return (
      byStatus[status] ??
      (status >= 500 ? 'Der Server hat gerade ein Problem. Versuche es gleich noch einmal.' : `Fehler ${status}.`)
    );
  }
  if (error instanceof SyntaxError) return 'Die Antwort des Servers war unlesbar.';
  return 'Ein unerwarteter Fehler ist aufgetreten.';
}
