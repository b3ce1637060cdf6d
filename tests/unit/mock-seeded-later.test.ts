// The mock world is seeded around a fixed reference date (20.11.2026), but its states are read
// against the real clock. What is seeded as still running (an active ban, an open invitation) must
// still run for a tester (or CI) who opens the mocks weeks later: found when the suite first ran on
// 1.12.2026 and the seeded ban had run out. A new seeded state that lasts gets its case here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function items(url: string): Promise<Json[]> {
  const res = await fetch(`http://localhost/api${url}`);
  return ((await res.json()) as Json).items as Json[];
}

const DAY = 86_400_000;

describe('mock world: seeded states hold on a later day', () => {
  afterEach(() => vi.useRealTimers());

  for (const later of ['2026-12-01T09:00:00Z', '2027-06-15T12:00:00Z']) {
    it(`on ${later.slice(0, 10)} the seeded active ban is still active, for a week from the start of the day before`, async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(later) });
      setScenario('admin', 42);
      const active = await items('/player/admin/bans?state=active&limit=100');
      expect(active.map((b) => b.player?.name ?? b.playerName)).toContain('Paul_Hoffmann');
      const ban = active.find((b) => (b.player?.name ?? b.playerName) === 'Paul_Hoffmann') as Json;
      // A week from the start of yesterday: between five and six days are left.
      const left = Date.parse(ban.expiresAt) - Date.now();
      expect(left).toBeGreaterThan(5 * DAY);
      expect(left).toBeLessThanOrEqual(6 * DAY);
    });
  }

  it.each(['factory', 'team'])('on 15.1.2027 the received %s invitations end after now', async (area) => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-15T12:00:00Z') });
    setScenario('player', 42);
    const offers = await items(`/${area}/invitations`);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(Date.parse(String(offer.expiresAt))).toBeGreaterThan(Date.now());
  });
});
