// Server rules with state: rulesets, their paragraphs and sub-paragraphs (add, edit,
// delete on each level, sub-paragraph versions with 409 on a stale version) and the batch save.
// Rulesets and paragraphs are versioned documents: an edit names the version it read
// (If-Match "<version>"), a stale one answers 412 and changes nothing, a change counts it up.
import { HttpResponse, type RequestHandler } from 'msw';
import { collection, type Entity } from '../store';
import type { HttpResponseResolver } from 'msw';
import { body, done, idParam, itemsOf, me, notFound, now, on as onOperation, problem } from './kit';

const byOrder = (a: Entity, b: Entity) => Number(a.order ?? 0) - Number(b.order ?? 0) || Number(a.id) - Number(b.id);
const same = (a: unknown, b: unknown) => String(a) === String(b);

const rulesets = () => collection<Entity>('serverrules.rulesets', () => itemsOf('getRulesets').slice(0, 4));
const paragraphs = () =>
  collection<Entity>('serverrules.paragraphs', () =>
    rulesets()
      .all()
      .flatMap((r) =>
        itemsOf('getRulesetParagraphs')
          .slice(0, 4)
          .map((p, i) => ({ ...p, rulesetId: r.id, number: `§ ${i + 1}`, order: i })),
      ),
  );
const subParagraphs = () =>
  collection<Entity>('serverrules.subParagraphs', () =>
    paragraphs()
      .all()
      .flatMap((p) =>
        itemsOf('getRuleSubParagraphs')
          .slice(0, 3)
          .map((s, i) => ({ ...s, paragraphId: p.id, number: `(${i + 1})`, order: i, version: 1 })),
      ),
  );

const paragraphsOf = (rulesetId: unknown) =>
  paragraphs()
    .where((p) => same(p.rulesetId, rulesetId))
    .sort(byOrder);
const subsOf = (paragraphId: unknown) =>
  subParagraphs()
    .where((s) => same(s.paragraphId, paragraphId))
    .sort(byOrder);

/** Seeds all three levels before the first change, so a new ruleset never gets seeded paragraphs. */
const on = (operationId: string, resolver: HttpResponseResolver) =>
  onOperation(operationId, (info) => {
    subParagraphs().all();
    return resolver(info);
  });

/** The version an If-Match header names: `"3"`, `3`, `"v3"`, `W/"3"`; undefined when absent. */
function versionOf(header: string | null): number | undefined {
  if (!header) return undefined;
  const match = /(\d+)/.exec(header);
  return match ? Number(match[1]) : Number.NaN;
}

/** The 412 of a stale If-Match, or undefined when the edit may go on (no header, or the current version). */
function stale(request: Request, doc: Entity, what: string) {
  const expected = versionOf(request.headers.get('If-Match'));
  if (expected === undefined || expected === Number(doc.version ?? 1)) return undefined;
  return HttpResponse.json(
    {
      type: '/problems/concurrency/version-mismatch',
      title: 'Das Dokument wurde inzwischen geändert',
      status: 412,
      detail: `${what} ist inzwischen bei Version ${String(doc.version ?? 1)}.`,
    },
    { status: 412, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

function counted(ruleset: Entity) {
  return { ...ruleset, paragraphCount: paragraphsOf(ruleset.id).length };
}
function countedParagraph(p: Entity) {
  return { ...p, subParagraphCount: subsOf(p.id).length };
}

function removeParagraph(id: unknown) {
  for (const s of subsOf(id)) subParagraphs().remove(s.id);
  return paragraphs().remove(String(id));
}

export const serverrulesHandlers = (): RequestHandler[] => [
  ...on('getRulesets', () => HttpResponse.json({ items: rulesets().all().sort(byOrder).map(counted) })),
  ...on('getListedRulesets', () =>
    HttpResponse.json({
      items: rulesets()
        .where((r) => r.listed === true)
        .sort(byOrder)
        .map(counted),
    }),
  ),
  ...on('addRuleset', async ({ request }) => {
    const input = await body(request);
    const ruleset = rulesets().insert(
      { order: rulesets().all().length, ...input, version: 1, updatedAt: now(), updatedBy: me(), paragraphCount: 0 },
      { first: false },
    );
    return HttpResponse.json(ruleset, { status: 201 });
  }),
  ...on('getRuleset', ({ params }) => {
    const r = rulesets().get(idParam(params));
    return r ? HttpResponse.json(counted(r)) : notFound('Dieses Regelwerk');
  }),
  ...on('editRuleset', async ({ request, params }) => {
    const current = rulesets().get(idParam(params));
    if (!current) return notFound('Dieses Regelwerk');
    const refused = stale(request, current, 'Das Regelwerk');
    if (refused) return refused;
    const r = rulesets().update(current.id, {
      ...(await body(request)),
      version: Number(current.version ?? 1) + 1,
      updatedAt: now(),
      updatedBy: me(),
    });
    return r ? HttpResponse.json(counted(r)) : notFound('Dieses Regelwerk');
  }),
  ...on('deleteRuleset', ({ params }) => {
    const id = idParam(params);
    if (!rulesets().remove(id)) return notFound('Dieses Regelwerk');
    for (const p of paragraphsOf(id)) removeParagraph(p.id);
    return done('Regelwerk gelöscht.', Number(id));
  }),
  ...on('getRulesetTree', ({ params }) => {
    const r = rulesets().get(idParam(params));
    if (!r) return notFound('Dieses Regelwerk');
    const tree = paragraphsOf(r.id).map(({ id, number, title, order }) => ({
      id,
      number,
      title,
      order,
      subParagraphs: subsOf(id),
    }));
    const { id, title, listed, updatedAt, description } = r;
    return HttpResponse.json({
      id,
      title,
      listed,
      updatedAt,
      ...(description ? { description } : {}),
      paragraphs: tree,
    });
  }),
  ...on('getRulesetParagraphs', ({ params }) => {
    const id = idParam(params);
    if (!rulesets().get(id)) return notFound('Dieses Regelwerk');
    return HttpResponse.json({ items: paragraphsOf(id).map(countedParagraph) });
  }),
  ...on('addRuleParagraph', async ({ request, params }) => {
    const id = idParam(params);
    if (!rulesets().get(id)) return notFound('Dieses Regelwerk');
    const p = paragraphs().insert(
      {
        order: paragraphsOf(id).length,
        ...(await body(request)),
        rulesetId: Number(id),
        version: 1,
        subParagraphCount: 0,
        updatedAt: now(),
      },
      { first: false },
    );
    return HttpResponse.json(p, { status: 201 });
  }),
  ...on('getRuleParagraph', ({ params }) => {
    const p = paragraphs().get(idParam(params));
    return p ? HttpResponse.json(countedParagraph(p)) : notFound('Dieser Paragraf');
  }),
  ...on('editRuleParagraph', async ({ request, params }) => {
    const current = paragraphs().get(idParam(params));
    if (!current) return notFound('Dieser Paragraf');
    const refused = stale(request, current, 'Der Paragraf');
    if (refused) return refused;
    const p = paragraphs().update(current.id, {
      ...(await body(request)),
      version: Number(current.version ?? 1) + 1,
      updatedAt: now(),
    });
    return p ? HttpResponse.json(countedParagraph(p)) : notFound('Dieser Paragraf');
  }),
  ...on('deleteRuleParagraph', ({ params }) =>
    removeParagraph(idParam(params))
      ? done('Paragraf gelöscht.', Number(idParam(params)))
      : notFound('Dieser Paragraf'),
  ),
  ...on('getRuleSubParagraphs', ({ params }) => {
    const id = idParam(params);
    if (!paragraphs().get(id)) return notFound('Dieser Paragraf');
    return HttpResponse.json({ items: subsOf(id) });
  }),
  ...on('addRuleSubParagraph', async ({ request, params }) => {
    const id = idParam(params);
    if (!paragraphs().get(id)) return notFound('Dieser Paragraf');
    const count = subsOf(id).length;
    const s = subParagraphs().insert(
      {
        number: `(${count + 1})`,
        order: count,
        ...(await body(request)),
        paragraphId: Number(id),
        version: 1,
        updatedAt: now(),
        updatedBy: me(),
      },
      { first: false },
    );
    return HttpResponse.json(s, { status: 201 });
  }),
  ...on('getRuleSubParagraph', ({ params }) => {
    const s = subParagraphs().get(idParam(params));
    return s ? HttpResponse.json(s) : notFound('Dieser Unterparagraf');
  }),
  ...on('editRuleSubParagraph', async ({ request, params }) => {
    const s = subParagraphs().get(idParam(params));
    if (!s) return notFound('Dieser Unterparagraf');
    const input = await body(request);
    if (input.version !== undefined && Number(input.version) !== Number(s.version)) {
      return problem(
        409,
        'Zwischenzeitlich geändert',
        'Jemand hat diesen Unterparagrafen inzwischen geändert. Bitte neu laden.',
      );
    }
    subParagraphs().update(s.id, { ...input, version: Number(s.version) + 1, updatedAt: now(), updatedBy: me() });
    return HttpResponse.json(s);
  }),
  ...on('deleteRuleSubParagraph', ({ params }) =>
    subParagraphs().remove(idParam(params))
      ? done('Unterparagraf gelöscht.', Number(idParam(params)))
      : notFound('Dieser Unterparagraf'),
  ),
  ...on('saveChangedSubParagraphs', async ({ request, params }) => {
    const rulesetId = idParam(params);
    if (!rulesets().get(rulesetId)) return notFound('Dieses Regelwerk');
    const changes = ((await body(request)).items as Entity[] | undefined) ?? [];
    const inRuleset = new Set(paragraphsOf(rulesetId).map((p) => String(p.id)));
    for (const c of changes) {
      const s = subParagraphs().get(c.id);
      if (!s || !inRuleset.has(String(s.paragraphId))) return notFound(`Unterparagraf ${String(c.id)}`);
      if (Number(c.version) !== Number(s.version)) {
        return problem(
          409,
          'Zwischenzeitlich geändert',
          `Unterparagraf ${String(c.id)} wurde inzwischen geändert. Bitte neu laden.`,
        );
      }
    }
    const saved = changes.map((c) =>
      subParagraphs().update(c.id, {
        text: c.text,
        order: c.order,
        version: Number(c.version) + 1,
        updatedAt: now(),
        updatedBy: me(),
      }),
    );
    return HttpResponse.json({ items: saved });
  }),
];
