// contract:check against a local server with a deliberately broken response: the mismatch
// is reported with its JSON path, an undeclared status too, and nothing state-changing is sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureContract, runScript } from './helpers/run-script';

const CHECK = 'scripts/contract/check.mjs';
const poll = {
  id: 7,
  question: 'Soll das Stadtfest am Samstag stattfinden?',
  status: 'open',
  votes: 3,
  options: [{ id: 1, label: 'Ja' }],
};

let server: Server | undefined;
const seen: string[] = [];

async function backend(broken: boolean): Promise<string> {
  seen.length = 0;
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/polls') {
      const item = broken ? { ...poll, votes: 'viele' } : poll;
      return json(200, { items: [item], page: { skip: 0, limit: 20, total: 1 } });
    }
    if (url.pathname === '/api/polls/7') return json(200, poll);
    if (url.pathname === '/api/dashboard/posts') {
      return broken ? json(500, { error: 'boom' }) : json(200, { items: [], page: { skip: 0, limit: 20, total: 0 } });
    }
    return json(404, { type: '/problems/404', title: 'Nicht gefunden', status: 404 }, 'application/problem+json');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

async function stop() {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
}

afterEach(stop);

describe('npm run contract:check', () => {
  it('reports ok for answers that match the contract and follows ids from list answers', async () => {
    const url = await backend(false);
    const { code, stdout } = await runScript(CHECK, ['--base-url', url, '--contract', fixtureContract]);
    expect(stdout).toMatch(/OK +getPoll +200 \/api\/polls\/7/);
    expect(stdout).toContain('summary: 3 ok, 0 mismatch, 0 undeclared status, 0 unreachable');
    expect(code).toBe(0);
  });

  it('reports a schema mismatch with its JSON path and an undeclared status, and exits 1', async () => {
    const url = await backend(true);
    const { code, stdout } = await runScript(CHECK, ['--base-url', url, '--contract', fixtureContract]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/MISMATCH +listPolls +200/);
    expect(stdout).toContain('$.items[0].votes: expected type integer, got "viele"');
    expect(stdout).toMatch(/UNDECLARED +listDashboardPosts +500 status 500 is not declared/);
    expect(seen.every((line) => line.startsWith('GET '))).toBe(true);
  });

  it('gives machines JSON and sends writes only with --include-writes', async () => {
    const url = await backend(true);
    const { stdout } = await runScript(CHECK, [
      '--base-url',
      url,
      '--contract',
      fixtureContract,
      '--json',
      '--include-writes',
    ]);
    const report = JSON.parse(stdout) as {
      results: Array<{ operationId: string; result: string; errors?: Array<{ path: string }> }>;
    };
    expect(report.results.find((r) => r.operationId === 'listPolls')?.errors?.[0]?.path).toBe('$.items[0].votes');
    expect(seen).toContain('POST /api/polls');
    expect(seen).toContain('DELETE /api/polls/7');
  });

  it('reports an unreachable backend', async () => {
    const url = await backend(false);
    await stop();
    const { code, stdout } = await runScript(CHECK, [
      '--base-url',
      url,
      '--contract',
      fixtureContract,
      '--timeout',
      '2000',
    ]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/UNREACHABLE/);
  });
});
