// npm run mock:server: the generated handlers, scenarios and store behind a plain HTTP server.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { bypass } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from './helpers/run-script';

let child: ChildProcess | undefined;

function start(args: string[]): Promise<{ url: string; out: string; code?: number }> {
  return new Promise((resolve) => {
    child = spawn(process.execPath, [path.join(root, 'scripts/mock-server.mjs'), '--port', '0', ...args], {
      cwd: root,
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /Mock backend on (http:\/\/[\d.:]+)\/api[\s\S]*reset changes/.exec(out);
      if (m) resolve({ url: m[1] as string, out });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('close', (code) => resolve({ url: '', out, code: code ?? -1 }));
  });
}

// The test process mocks fetch itself (MSW); bypass() sends these requests for real.
const call = (url: string, init?: RequestInit) => fetch(bypass(url, init));

afterEach(() => {
  child?.kill();
  child = undefined;
});

describe('npm run mock:server', () => {
  it('starts within seconds, prints its defaults and answers with seeded, stateful data', async () => {
    const started = Date.now();
    // admin: creating a poll needs polls.manage, which the player scenario lacks (403).
    const { url, out } = await start(['--seed', '7', '--scenario', 'admin']);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(out).toContain('seed 7');
    expect(out).toContain('scenario admin');
    const login = await call(`${url}/api/auth/loggedIn`);
    expect(await login.json()).toMatchObject({ loggedIn: true, user: 'Max_Mustermann' });

    const created = await call(`${url}/api/polls`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question: 'Soll es Pizza geben?', options: ['Ja', 'Nein'] }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const list = (await (await call(`${url}/api/polls`)).json()) as { items: Array<{ id: number }> };
    expect(list.items[0]?.id).toBe(id);

    await call(`${url}/__mock/reset`, { method: 'POST' });
    const after = (await (await call(`${url}/api/polls`)).json()) as { items: Array<{ id: number }> };
    expect(after.items.map((p) => p.id)).not.toContain(id);
    expect((await call(`${url}/api/nothing/here`)).status).toBe(404);
  });

  it('serves a scenario', async () => {
    const { url } = await start(['--scenario', 'signed-out']);
    expect(await (await call(`${url}/api/auth/loggedIn`)).json()).toEqual({ loggedIn: false });
  });

  it('refuses an unknown scenario with a clear message', async () => {
    const { code, out } = await start(['--scenario', 'nope']);
    expect(code).toBe(1);
    expect(out).toContain('Unbekanntes Mock-Szenario „nope“');
  });
});
