// The server rules' domain rules (issue #30 point 4: "every document with a version shows a 409/412
// as a conflict"): a ruleset and a paragraph are versioned documents; an edit naming a stale
// version (If-Match) answers 412 and changes nothing, one naming the current version is kept and
// counts the version up. A sub-paragraph names its version in the body: a stale one answers 409.
import { list, read, type Ask, type Rule } from './kit';

/** One document's check: `url` answers GET with `{ version, title }` and takes PATCH `{ title }`. */
async function staleRefused(ask: Ask, url: string): Promise<string[]> {
  const out: string[] = [];
  const before = await read(ask, url);
  const version = Number(before.version);
  if (!Number.isInteger(version)) return [`${url}: no version (${JSON.stringify(before.version)})`];
  const current = await ask('PATCH', url, { body: { title: 'Neuer Titel' }, headers: { 'If-Match': `"${version}"` } });
  if (current.status !== 200) out.push(`PATCH ${url} with the current version answered ${current.status}`);
  else if (Number(current.body?.version) !== version + 1)
    out.push(`PATCH ${url}: version ${current.body?.version} after ${version}, expected ${version + 1}`);
  const stale = await ask('PATCH', url, {
    body: { title: 'Veralteter Titel' },
    headers: { 'If-Match': `"${version}"` },
  });
  if (stale.status !== 412)
    out.push(`PATCH ${url} with the stale version ${version} answered ${stale.status}, expected 412`);
  const after = await read(ask, url);
  if (after.title !== 'Neuer Titel')
    out.push(`${url}: the stale edit changed the title to ${JSON.stringify(after.title)}`);
  return out;
}

/**
 * A sub-paragraph's version, sent in the body (editRuleSubParagraph, and per item in the batch
 * save): the current one is kept and counts up, a stale one answers 409 and changes nothing.
 */
async function staleSubRefused(ask: Ask, rulesetId: unknown, sub: { id: unknown; order: unknown }): Promise<string[]> {
  const out: string[] = [];
  const url = `/api/serverrules/subParagraphs/${String(sub.id)}`;
  const version = Number((await read(ask, url)).version);
  if (!Number.isInteger(version)) return [`${url}: no version`];
  const kept = await ask('PATCH', url, { body: { text: 'Neuer Absatztext.', version } });
  if (kept.status !== 200 || Number(kept.body?.version) !== version + 1)
    out.push(`PATCH ${url} with the current version answered ${kept.status}, version ${kept.body?.version}`);
  const stale = await ask('PATCH', url, { body: { text: 'Veralteter Absatztext.', version } });
  if (stale.status !== 409)
    out.push(`PATCH ${url} with the stale version ${version} answered ${stale.status}, expected 409`);
  const batchUrl = `/api/serverrules/rulesets/${String(rulesetId)}/subParagraphs`;
  const item = (text: string, v: number) => ({ items: [{ id: sub.id, text, order: sub.order, version: v }] });
  const batchStale = await ask('PUT', batchUrl, { body: item('Veralteter Stapeltext.', version) });
  if (batchStale.status !== 409)
    out.push(`PUT ${batchUrl} with the stale version ${version} answered ${batchStale.status}, expected 409`);
  const batchKept = await ask('PUT', batchUrl, { body: item('Neuer Stapeltext.', version + 1) });
  if (batchKept.status !== 200) out.push(`PUT ${batchUrl} with the current version answered ${batchKept.status}`);
  const after = await read(ask, url);
  if (after.text !== 'Neuer Stapeltext.' || Number(after.version) !== version + 2)
    out.push(`${url}: ${JSON.stringify(after.text)} at version ${after.version} after the stale saves`);
  return out;
}

export const rules: Rule[] = [
  {
    name: 'a ruleset or paragraph edit with a stale If-Match answers 412 and changes nothing',
    covers: ['editRuleset', 'editRuleParagraph'],
    async check(ask) {
      const [ruleset] = await list(ask, '/api/serverrules/rulesets');
      if (!ruleset) return ['no ruleset to edit'];
      const [paragraph] = await list(ask, `/api/serverrules/rulesets/${ruleset.id}/paragraphs`);
      if (!paragraph) return [`ruleset ${ruleset.id} has no paragraph`];
      return [
        ...(await staleRefused(ask, `/api/serverrules/rulesets/${ruleset.id}`)),
        ...(await staleRefused(ask, `/api/serverrules/paragraphs/${paragraph.id}`)),
      ];
    },
  },
  {
    name: 'a sub-paragraph save with a stale version (alone or in the batch) answers 409 and changes nothing',
    covers: ['editRuleSubParagraph', 'saveChangedSubParagraphs'],
    async check(ask) {
      const [ruleset] = await list(ask, '/api/serverrules/rulesets');
      if (!ruleset) return ['no ruleset to edit'];
      const [paragraph] = await list(ask, `/api/serverrules/rulesets/${ruleset.id}/paragraphs`);
      if (!paragraph) return [`ruleset ${ruleset.id} has no paragraph`];
      const [sub] = await list(ask, `/api/serverrules/paragraphs/${paragraph.id}/subParagraphs`);
      if (!sub) return [`paragraph ${paragraph.id} has no sub-paragraph`];
      return staleSubRefused(ask, ruleset.id, sub);
    },
  },
];
