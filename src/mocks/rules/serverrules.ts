// The server rules' domain rules (issue #30 point 4: "every document with a version shows a 409/412
// as a conflict"): a ruleset and a paragraph are versioned documents; an edit naming a stale
// version (If-Match) answers 412 and changes nothing, one naming the current version is kept and
// counts the version up.
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
];
