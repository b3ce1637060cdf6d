// The call history of the messenger's SIM cards with state (issue 20). Rules it keeps:
// - calls belong to a SIM: only an own SIM's history is listed or cleared (403 otherwise);
// - the name of a call is the contact name of its number in that SIM's contacts (so renaming
//   a contact renames its calls), never stored with the call;
// - the SIM's missed-call count is counted from the history (clearing it clears the count).
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, MOCK_REFERENCE_DATE, type Entity } from '../../store';
import { done, notFound, on, problem } from '../kit';
import { contacts, sims } from './world';

export type Call = Entity & {
  id: number;
  simId: number;
  direction: 'incoming' | 'outgoing';
  result: 'answered' | 'missed' | 'declined' | 'busy';
  number: string;
  startedAt: string;
  durationSeconds: number;
};

const ref = MOCK_REFERENCE_DATE.getTime();
const minutesAgo = (m: number) => new Date(ref - m * 60_000).toISOString();

// [sim, direction, result, number, minutes ago, seconds]
const CALLS: Array<[number, Call['direction'], Call['result'], string, number, number]> = [
  [1, 'incoming', 'missed', '5550101', 15, 0],
  [1, 'outgoing', 'answered', '5550102', 90, 245],
  [1, 'incoming', 'answered', '5550105', 60 * 3, 62],
  [1, 'incoming', 'declined', '5550199', 60 * 5, 0],
  [1, 'outgoing', 'busy', '5550104', 60 * 26, 0],
  [1, 'incoming', 'missed', '5550103', 60 * 30, 0],
  [2, 'incoming', 'answered', '5550106', 60 * 4, 410],
  [2, 'outgoing', 'missed', '5550107', 60 * 50, 0],
];

export const calls = () =>
  collection<Call>('messenger.calls', () =>
    CALLS.map(([simId, direction, result, number, minutes, durationSeconds]) => ({
      simId,
      direction,
      result,
      number,
      startedAt: minutesAgo(minutes),
      durationSeconds,
    })),
  );

/** Missed incoming calls of a SIM (the SIM's counter). */
export const missedCalls = (simId: number) =>
  calls().where((c) => c.simId === simId && c.direction === 'incoming' && c.result === 'missed').length;

function ownSim(params: Record<string, unknown>) {
  const sim = sims().get(String(params.telnumberId));
  if (!sim) return notFound('Diese SIM-Karte');
  if (!sim.own) return problem(403, 'Keine Berechtigung', 'Diese SIM-Karte gehört nicht deinem Charakter.');
  return sim;
}

export const callsHandlers = (): RequestHandler[] => [
  ...on('listMessengerCalls', ({ params, request }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    const query = new URL(request.url).searchParams;
    const result = query.get('result');
    const names = contacts().where((c) => c.simId === sim.id);
    const list = calls()
      .where((c) => c.simId === sim.id && (!result || c.result === result))
      .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id - a.id)
      .map(({ simId: _sim, ...c }) => {
        const contact = names.find((n) => n.number === c.number);
        return { ...c, ...(contact ? { contactName: contact.name } : {}) };
      });
    const skip = Math.max(0, Number(query.get('skip') ?? 0) || 0);
    const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 20) || 20));
    return HttpResponse.json({ items: list.slice(skip, skip + limit), page: { skip, limit, total: list.length } });
  }),
  ...on('clearMessengerCalls', ({ params }) => {
    const sim = ownSim(params);
    if (sim instanceof Response) return sim;
    for (const c of calls().where((x) => x.simId === sim.id)) calls().remove(c.id);
    return done('Anrufliste geleert.', sim.id);
  }),
];
