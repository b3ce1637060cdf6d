// The live board's merge: a delta answer replaces changed units and calls, adds new ones,
// drops units gone off duty and calls closed, and keeps every unchanged item as the same
// object (memoised rows then do not render again).
import { describe, expect, it } from 'vitest';
import type { VcadBoard } from '../../src/api/generated/model/vcadBoard';
import type { VcadCall } from '../../src/api/generated/model/vcadCall';
import type { VcadUnit } from '../../src/api/generated/model/vcadUnit';
import { mergeBoard, upsert } from '../../src/features/vcad/board/live-board';

const dept = { id: 1, shortName: 'LSPD', color: '#1d4ed8' };
const unit = (id: number, state: VcadUnit['state'] = 'available'): VcadUnit => ({
  id,
  callsign: `ADAM-${id}`,
  department: dept,
  unitTypeId: 1,
  unitTypeName: 'Streifenwagen',
  state,
  statusCode: '2',
  members: [{ id, name: `Person_${id}` }],
  stateSince: '2026-11-20T18:00:00Z',
  onDutySince: '2026-11-20T17:00:00Z',
});
const call = (id: number, state: VcadCall['state'] = 'pending'): VcadCall => ({
  id,
  number: `E-2026-0000${id}`,
  department: dept,
  type: 'fight',
  priority: 'normal',
  state,
  title: 'Schlägerei',
  location: { street: 'Grove Street 1', x: 1, y: 2 },
  createdBy: { id: 9, name: 'Emma_Lange' },
  createdByRole: 'system',
  createdAt: '2026-11-20T18:00:00Z',
  units: [],
});
const boardOf = (units: VcadUnit[], calls: VcadCall[], extra: Partial<VcadBoard> = {}): VcadBoard => ({
  department: dept,
  dispatchers: [],
  units,
  openCalls: calls,
  updatedAt: '2026-11-20T18:00:00.000Z',
  ...extra,
});

describe('vcad live board merge', () => {
  it('replaces changed items, adds new ones and keeps the unchanged ones as the same objects', () => {
    const before = boardOf([unit(1), unit(2), unit(3)], [call(1), call(2)]);
    const delta = boardOf([unit(2, 'busy'), unit(4)], [call(3)], {
      partial: true,
      updatedAt: '2026-11-20T18:00:03.000Z',
    });
    const after = mergeBoard(before, delta);
    expect(after.units.map((u) => [u.id, u.state])).toEqual([
      [1, 'available'],
      [2, 'busy'],
      [3, 'available'],
      [4, 'available'],
    ]);
    expect(after.units[0]).toBe(before.units[0]);
    expect(after.units[2]).toBe(before.units[2]);
    expect(after.openCalls.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(after.openCalls[0]).toBe(before.openCalls[0]);
    expect(after.updatedAt).toBe('2026-11-20T18:00:03.000Z');
    expect(after.partial).toBe(false);
  });

  it('drops units gone off duty and calls closed since the last answer', () => {
    const before = boardOf([unit(1), unit(2)], [call(1), call(2), call(3)]);
    const delta = boardOf([unit(2, 'offduty')], [call(3, 'closed')], { partial: true, closedCallIds: [1] });
    const after = mergeBoard(before, delta);
    expect(after.units.map((u) => u.id)).toEqual([1]);
    expect(after.openCalls.map((c) => c.id)).toEqual([2]);
  });

  it('takes a whole board as it is, and leaves a list without changes as the same array', () => {
    const before = boardOf([unit(1)], [call(1)]);
    const whole = boardOf([unit(5)], [call(7)], { partial: false });
    expect(mergeBoard(before, whole).units.map((u) => u.id)).toEqual([5]);
    const list = [unit(1)];
    expect(upsert(list, [], () => true)).toBe(list);
  });
});
