// Reads a Chromium performance trace (browser.startTracing/stopTracing) of one page load:
// requests, paints, LCP, long tasks of the page's main thread, and where their CPU time went,
// by source file (through the build's source maps) rather than by minified function name.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
];

const LONG_TASK_MS = 50;

/**
 * @param {{ traceEvents?: any[] } | any[]} trace parsed trace JSON
 * @param {string} pageUrl the URL that was opened (finds the page's renderer and time origin)
 */
export function analyseTrace(trace, pageUrl) {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const origin = new URL(pageUrl).origin;
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
  );
  if (!nav) throw new Error(`No navigationStart for ${pageUrl} in the trace`);
  const { pid, tid } = nav;
  const t0 = nav.ts;
  const ms = (ts) => (ts - t0) / 1000;

  // Requests (from the browser process too): start, end, URL.
  const requests = new Map();
  for (const e of events) {
    const data = e.args?.data;
    if (e.name === 'ResourceSendRequest' && data?.url?.startsWith(origin)) {
      requests.set(data.requestId, { url: new URL(data.url).pathname, start: ms(e.ts), end: NaN });
    } else if (e.name === 'ResourceFinish' && requests.has(data?.requestId)) {
      requests.get(data.requestId).end = ms(e.ts);
    }
  }
  const renderer = events.filter((e) => e.pid === pid && e.ts >= t0);
  const mark = (name) => {
    const e = renderer.find((x) => x.name === name);
    return e ? ms(e.ts) : NaN;
  };
  const lcpCandidates = renderer.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const lcpEvent = lcpCandidates.at(-1);

  const tasks = renderer
    .filter((e) => e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.dur / 1000 > LONG_TASK_MS)
    .map((e) => ({ start: ms(e.ts), duration: e.dur / 1000, ts: e.ts, end: e.ts + e.dur }));
  const fcp = mark('firstContentfulPaint');
  // From the first byte until quiet, as `npm run bench` counts it (Lighthouse starts at FCP).
  const tbt = tasks.reduce((sum, t) => sum + (t.duration - LONG_TASK_MS), 0);

  return {
    requests: [...requests.values()].sort((a, b) => a.start - b.start),
    firstPaint: mark('firstPaint'),
    fcp,
    lcp: lcpEvent ? ms(lcpEvent.ts) : NaN,
    lcpType: lcpEvent?.args?.data?.type ?? '',
    longTasks: tasks,
    tbt,
    samples: cpuSamples(renderer, tid),
    work: timelineWork(renderer, tid),
    t0,
  };
}

/**
 * Sampled frames of the main thread: [{ ts, frame: { url, lineNumber, columnNumber, functionName } }].
 * The profile is announced on the main thread ("Profile"); its chunks come from the sampler's
 * own thread and are matched by the profile's id.
 */
function cpuSamples(renderer, tid) {
  const profiles = new Map(
    renderer.filter((e) => e.name === 'Profile' && e.tid === tid).map((e) => [e.id, e.args?.data?.startTime ?? 0]),
  );
  const nodes = new Map();
  const samples = [];
  const clock = new Map(profiles);
  for (const e of renderer) {
    if (e.name !== 'ProfileChunk' || !profiles.has(e.id)) continue;
    const profile = e.args?.data?.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
    const deltas = e.args?.data?.timeDeltas ?? [];
    let ts = clock.get(e.id);
    (profile.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const frame = nodes.get(`${e.id}:${id}`)?.callFrame;
      if (frame) samples.push({ ts, frame });
    });
    clock.set(e.id, ts);
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** Non-script main-thread work of note, as [{ ts, dur, kind }] (µs). */
function timelineWork(renderer, tid) {
  const KINDS = {
    ParseHTML: 'HTML parsing',
    UpdateLayoutTree: 'style recalculation',
    Layout: 'layout',
    Paint: 'paint',
    'v8.compile': 'script compile',
    'v8.compileModule': 'script compile',
    MajorGC: 'garbage collection',
    MinorGC: 'garbage collection',
  };
  return renderer
    .filter((e) => e.tid === tid && e.ph === 'X' && KINDS[e.name])
    .map((e) => ({ ts: e.ts, dur: e.dur ?? 0, kind: KINDS[e.name] }));
}

/**
 * Maps a sampled frame to where its code came from: an npm package (`@chakra-ui/react`,
 * `react-dom`), a folder of src/ (`src/theme`), or the V8 pseudo-frames.
 */
export function sourceResolver(distDir, baseUrl) {
  const maps = new Map();
  const mapFor = (file) => {
    if (!maps.has(file)) {
      const mapFile = path.join(distDir, `${file}.map`);
      maps.set(file, existsSync(mapFile) ? new TraceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  return (frame) => {
    if (!frame.url)
      return frame.functionName?.startsWith('(') ? frame.functionName : `(${frame.functionName || 'program'})`;
    if (!frame.url.startsWith(baseUrl)) return 'other';
    const file = new URL(frame.url).pathname;
    const map = mapFor(file);
    if (!map) return file;
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return bucketOf(pos.source ?? file);
  };
}

export function bucketOf(source) {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules) return modules[1];
  const src = /(?:^|\/)src\/([^/]+)/.exec(source);
  if (src) return `src/${src[1].replace(/\.[tj]sx?$/, '')}`;
  if (/vite|preload-helper|rolldown/.test(source)) return '(bundler runtime)';
  return source.replace(/^(\.\.\/)+/, '');
}

/** CPU time (ms) per source bucket within [from, to] (µs), largest first, plus non-script work. */
export function attribute(analysis, resolve, from, to) {
  const bySource = new Map();
  const samples = analysis.samples.filter((s) => s.ts >= from && s.ts < to);
  for (let i = 0; i < samples.length; i++) {
    const next = samples[i + 1]?.ts ?? Math.min(to, samples[i].ts + 1000);
    const bucket = resolve(samples[i].frame);
    bySource.set(bucket, (bySource.get(bucket) ?? 0) + (next - samples[i].ts) / 1000);
  }
  const work = new Map();
  for (const w of analysis.work) {
    if (w.ts >= from && w.ts < to) work.set(w.kind, (work.get(w.kind) ?? 0) + w.dur / 1000);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { sources: sorted(bySource), work: sorted(work) };
}
