// The butler's domain rules (issue: "sync runs have a start, an end after it and a result").
import { list, read, type Json, type Rule } from './kit';

const RESULTS = ['ok', 'failed', 'partial'];
const at = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : NaN);

export const rules: Rule[] = [
  {
    name: 'a sync run has a start, an end after it and a result',
    async check(ask) {
      const out: string[] = [];
      const runs = new Map<unknown, Json[]>();
      for (const e of await list(ask, '/api/butlerv/syncLog')) runs.set(e.runId, [...(runs.get(e.runId) ?? []), e]);
      for (const [run, entries] of runs) {
        // The run's closing entry per service (the full sync) carries its result; it ends the run.
        // Its start is its first line; the issue asks for an end after it, so an equal time fails.
        const start = Math.min(...entries.map((e) => at(e.createdAt)));
        for (const end of entries.filter((e) => e.action === 'fullsync')) {
          if (!RESULTS.includes(end.outcome)) out.push(`run ${run} (${end.service}): result ${end.outcome}`);
          if (!(at(end.createdAt) > start))
            out.push(`run ${run} (${end.service}): ends ${end.createdAt}, not after its start`);
        }
        if (!entries.some((e) => e.action === 'fullsync')) out.push(`run ${run} has no closing entry with a result`);
      }
      const state = await read(ask, '/api/butlerv/sync');
      for (const s of [state.chat, state.voice] as Json[])
        if (s && s.lastSyncAt && s.nextSyncAt && !(at(s.lastSyncAt) < at(s.nextSyncAt)))
          out.push(`${s.service}: next sync ${s.nextSyncAt} not after the last ${s.lastSyncAt}`);
      return out.slice(0, 5);
    },
  },
];
