// Polls with state: create, vote once (a second vote answers 409), results, close, delete.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../store';
import { body, done, idParam, itemsOf, me, mockOf, notFound, now, on, page, problem } from './kit';

type Option = { id: number; text: string; order: number; votes: number };

let optionIds = 1000;
const makeOptions = (texts: string[]): Option[] =>
  texts.map((text, order) => ({ id: ++optionIds, text, order, votes: 0 }));

const polls = () =>
  collection<Entity>('polls', () => {
    optionIds = 1000;
    return itemsOf('listPolls').map((summary) => {
      const detail = mockOf('getPoll');
      const options = makeOptions(
        ['Ja', 'Nein', 'Enthaltung', 'Später entscheiden'].slice(0, Math.max(2, Number(summary.optionCount ?? 2) % 5)),
      );
      options.forEach((o, i) => (o.votes = (Number(summary.totalVotes ?? 0) >> i) % 50));
      return {
        ...detail,
        ...summary,
        hasVoted: false,
        votedOptionIds: [],
        options,
        multipleChoice: false,
        maxChoices: 1,
      };
    });
  });

const totalVotes = (poll: Entity) => (poll.options as Option[]).reduce((n, o) => n + o.votes, 0);

// The seed copies the generated summary into the poll: its optionCount is not the detail's (the options are).
const detailOf = ({ optionCount: _count, ...poll }: Entity) => ({
  ...poll,
  options: (poll.options as Option[]).map(({ id, text, order }) => ({ id, text, order })),
  totalVotes: totalVotes(poll),
});

const summaryOf = (poll: Entity) => {
  const { id, question, state, author, createdAt, endsAt, hasVoted } = poll;
  return {
    id,
    question,
    state,
    author,
    createdAt,
    endsAt,
    hasVoted,
    optionCount: (poll.options as Option[]).length,
    totalVotes: totalVotes(poll),
  };
};

function resultsOf(poll: Entity) {
  const total = totalVotes(poll);
  return {
    pollId: poll.id,
    state: poll.state,
    totalVotes: total,
    totalVoters: total,
    ...(poll.closedAt ? { closedAt: poll.closedAt } : {}),
    options: (poll.options as Option[]).map((o) => ({
      optionId: o.id,
      text: o.text,
      votes: o.votes,
      percent: total ? Math.round((1000 * o.votes) / total) / 10 : 0,
    })),
  };
}

export const pollHandlers = (): RequestHandler[] => [
  ...on('listPolls', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    return HttpResponse.json(
      page(
        request,
        polls()
          .where((p) => !state || p.state === state)
          .map(summaryOf),
      ),
    );
  }),
  ...on('createPoll', async ({ request }) => {
    const input = await body(request);
    // Option ids stay unique when the polls were restored from a kept world (no seeding ran).
    optionIds = Math.max(
      optionIds,
      ...polls()
        .all()
        .flatMap((p) => (p.options as Option[]).map((o) => o.id)),
    );
    const texts = Array.isArray(input.options) ? input.options.map(String) : [];
    if (texts.length < 2) {
      return problem(422, 'Eingabe ungültig', undefined, [
        { field: 'options', message: 'Mindestens zwei Antworten angeben.' },
      ]);
    }
    const poll = polls().insert({
      ...mockOf('getPoll'),
      closedAt: undefined,
      description: undefined,
      endsAt: undefined,
      multipleChoice: false,
      maxChoices: 1,
      resultsBeforeClose: false,
      ...input,
      options: makeOptions(texts),
      state: 'open',
      author: me(),
      createdAt: now(),
      hasVoted: false,
      votedOptionIds: [],
    });
    return HttpResponse.json(detailOf(poll), { status: 201 });
  }),
  ...on('getPoll', ({ params }) => {
    const poll = polls().get(idParam(params));
    return poll ? HttpResponse.json(detailOf(poll)) : notFound('Diese Umfrage');
  }),
  ...on('editPoll', async ({ request, params }) => {
    const poll = polls().update(idParam(params), await body(request));
    return poll ? HttpResponse.json(detailOf(poll)) : notFound('Diese Umfrage');
  }),
  ...on('deletePoll', ({ params }) =>
    polls().remove(idParam(params)) ? done('Umfrage gelöscht.', Number(idParam(params))) : notFound('Diese Umfrage'),
  ),
  ...on('votePoll', async ({ request, params }) => {
    const poll = polls().get(idParam(params));
    if (!poll) return notFound('Diese Umfrage');
    if (poll.state !== 'open') return problem(409, 'Umfrage geschlossen', 'Diese Umfrage nimmt keine Stimmen mehr an.');
    if (poll.hasVoted) return problem(409, 'Bereits abgestimmt', 'Du hast bei dieser Umfrage schon abgestimmt.');
    const chosen = ((await body(request)).optionIds as unknown[] | undefined)?.map(Number) ?? [];
    const options = poll.options as Option[];
    if (chosen.length === 0 || chosen.some((id) => !options.some((o) => o.id === id))) {
      return problem(422, 'Eingabe ungültig', undefined, [
        { field: 'optionIds', message: 'Bitte eine gültige Antwort wählen.' },
      ]);
    }
    for (const o of options) if (chosen.includes(o.id)) o.votes++;
    polls().update(poll.id, { hasVoted: true, votedOptionIds: chosen });
    return HttpResponse.json(resultsOf(poll));
  }),
  ...on('getPollResults', ({ params }) => {
    const poll = polls().get(idParam(params));
    return poll ? HttpResponse.json(resultsOf(poll)) : notFound('Diese Umfrage');
  }),
  ...on('closePoll', ({ params }) => {
    const poll = polls().get(idParam(params));
    if (!poll) return notFound('Diese Umfrage');
    if (poll.state === 'closed') return problem(409, 'Bereits geschlossen', 'Diese Umfrage ist schon geschlossen.');
    polls().update(poll.id, { state: 'closed', closedAt: now() });
    return HttpResponse.json(detailOf(poll));
  }),
];
