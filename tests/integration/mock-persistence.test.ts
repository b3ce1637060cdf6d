// The mock world kept across a reload (src/mocks/persistence.ts, store.ts): a write's changes are
// saved to localStorage and read back instead of seeding; "Mock-Daten zurücksetzen", ?seed= and
// resetMockStore() drop them. A reload is what it is for the store: memory gone, snapshot read.
import { fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resetMockWorld } from '../../src/mocks/browser';
import { DEFAULT_SEED } from '../../src/mocks/handlers';
import {
  forgetSavedWorld,
  localPersistence,
  MOCK_WORLD_KEY,
  parseSnapshot,
  savedWorld,
  startSeed,
} from '../../src/mocks/persistence';
import { persistMockStore, resetMockStore } from '../../src/mocks/store';
import { ScenarioPanel } from '../../src/mocks/ui/scenario-panel';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, url: string, body?: unknown): Promise<{ status: number; data: Json }> {
  const res = await fetch(`http://localhost${url}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : {}) as Json };
}
const ids = async (url: string) => ((await api('GET', url)).data.items as Json[]).map((item) => item.id);

/** What a page reload does to the store: memory gone, the saved snapshot read on the next start. */
const reload = () => persistMockStore(localPersistence, savedWorld());

const POST = 'Grillabend am Pier, alle sind eingeladen!';

describe('the kept mock world', () => {
  it('keeps a created post and a deleted world entity across a reload', async () => {
    setScenario('admin');
    persistMockStore(localPersistence, null);
    const created = await api('POST', '/api/dashboard/posts', { kind: 'post', text: POST });
    expect(created.status).toBe(201);
    const vacancies = await ids('/api/vcom/hr/vacancies?limit=100');
    const gone = vacancies[0];
    expect((await api('DELETE', `/api/vcom/hr/vacancies/${gone}`)).status).toBe(200);
    expect(Object.keys(savedWorld()?.collections ?? {})).toEqual(
      expect.arrayContaining(['dashboard.posts', 'vcom.vacancies']),
    );

    reload();
    expect((await api('GET', '/api/dashboard/posts')).data.items[0]).toMatchObject({ id: created.data.id, text: POST });
    expect(await ids('/api/vcom/hr/vacancies?limit=100')).toEqual(vacancies.slice(1));
    // The next id goes on after the kept ones.
    const next = await api('POST', '/api/dashboard/posts', { kind: 'post', text: 'Noch einer' });
    expect(next.data.id).toBeGreaterThan(created.data.id as number);
  });

  it('keeps a change made in place (a vote) and the poll option ids unique after it', async () => {
    setScenario('admin');
    persistMockStore(localPersistence, null);
    const open = ((await api('GET', '/api/polls?state=open')).data.items as Json[])[0] as Json;
    const poll = (await api('GET', `/api/polls/${open.id}`)).data;
    const vote = await api('POST', `/api/polls/${open.id}/votes`, { optionIds: [poll.options[0].id] });
    expect(vote.status).toBe(200);
    reload();
    expect((await api('GET', `/api/polls/${open.id}`)).data.hasVoted).toBe(true);
    const created = await api('POST', '/api/polls', { question: 'Neues Stadtfest?', options: ['Ja', 'Nein'] });
    expect(created.status).toBe(201);
    const all = await Promise.all(
      ((await api('GET', '/api/polls?limit=100')).data.items as Json[]).map(
        async (p) => (await api('GET', `/api/polls/${p.id}`)).data.options as Json[],
      ),
    );
    const optionIds = all.flat().map((o) => o.id);
    expect(new Set(optionIds).size).toBe(optionIds.length);
  });

  it('drops the changes on "Mock-Daten zurücksetzen", keeping the seed', async () => {
    persistMockStore(localPersistence, null);
    const before = await ids('/api/dashboard/posts');
    await api('POST', '/api/dashboard/posts', { kind: 'post', text: POST });
    const reloadPage = vi.fn();
    resetMockWorld(reloadPage);
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(savedWorld()).toEqual({ seed: DEFAULT_SEED, collections: {} });
    reload();
    expect(await ids('/api/dashboard/posts')).toEqual(before);
  });

  it('drops the changes on resetMockStore()', async () => {
    persistMockStore(localPersistence, null);
    const before = await ids('/api/dashboard/posts');
    await api('POST', '/api/dashboard/posts', { kind: 'post', text: POST });
    resetMockStore();
    expect(savedWorld()).toBeNull();
    expect(await ids('/api/dashboard/posts')).toEqual(before);
  });

  it('drops a snapshot of another seed, and a malformed one', async () => {
    persistMockStore(localPersistence, null);
    await api('POST', '/api/dashboard/posts', { kind: 'post', text: POST });
    const saved = savedWorld();
    expect(saved?.seed).toBe(DEFAULT_SEED);
    persistMockStore(localPersistence, { collections: saved?.collections ?? {}, seed: DEFAULT_SEED + 1 });
    expect((await api('GET', '/api/dashboard/posts')).data.items[0].text).not.toBe(POST);
    localStorage.setItem(MOCK_WORLD_KEY.name, JSON.stringify({ seed: 1, collections: { x: { items: [{}] } } }));
    expect(savedWorld()).toBeNull();
    expect(parseSnapshot({ seed: 3, collections: { x: { items: [{ id: 1 }], nextId: 2 } } })).toBeTruthy();
  });

  it('?seed= opened starts that seed afresh, reloaded keeps its changes; without it the kept seed goes on', () => {
    const fallback = DEFAULT_SEED;
    expect(startSeed({ urlSeed: 7, reload: false, savedSeed: 7, fallback })).toEqual({ seed: 7, keep: false });
    expect(startSeed({ urlSeed: 7, reload: true, savedSeed: 7, fallback })).toEqual({ seed: 7, keep: true });
    expect(startSeed({ urlSeed: 7, reload: true, savedSeed: 42, fallback })).toEqual({ seed: 7, keep: false });
    expect(startSeed({ urlSeed: undefined, reload: false, savedSeed: 7, fallback })).toEqual({ seed: 7, keep: true });
    expect(startSeed({ urlSeed: undefined, reload: true, savedSeed: undefined, fallback })).toEqual({
      seed: fallback,
      keep: false,
    });
  });

  it('the scenario panel shows the seed and resets the data with its button', () => {
    forgetSavedWorld(5);
    localStorage.setItem(
      MOCK_WORLD_KEY.name,
      JSON.stringify({ seed: DEFAULT_SEED, collections: { 'dashboard.posts': { items: [{ id: 1 }], nextId: 2 } } }),
    );
    render(createElement(ScenarioPanel, { active: ['player'], onResetData: () => resetMockWorld(() => undefined) }));
    fireEvent.click(screen.getByRole('button', { name: /Mock-Szenario/ }));
    expect(screen.getByText(new RegExp(`Seed ${DEFAULT_SEED}\\.`))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mock-Daten zurücksetzen' }));
    expect(savedWorld()).toEqual({ seed: DEFAULT_SEED, collections: {} });
  });
});
