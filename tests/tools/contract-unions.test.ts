// oneOf + discriminator in the contract become usable TypeScript unions (narrowed by `kind`)
// that a screen can switch on.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { GameserverBanRequest } from '../../src/api/generated/model/gameserverBanRequest';
import type { MessengerMessageInput } from '../../src/api/generated/model/messengerMessageInput';

/** What a screen does with a union: switch on kind, and TypeScript knows the fields. */
function banLabel(ban: GameserverBanRequest): string {
  return ban.kind === 'temporary' ? `${ban.durationHours} h` : 'dauerhaft';
}

describe('discriminated unions from the contract', () => {
  it('narrow by kind', () => {
    expect(banLabel({ kind: 'temporary', reason: 'Cheating', durationHours: 24 })).toBe('24 h');
    expect(banLabel({ kind: 'permanent', reason: 'Cheating' })).toBe('dauerhaft');
    const text: MessengerMessageInput = { kind: 'text', text: 'Hallo' };
    if (text.kind === 'text') expectTypeOf(text.text).toBeString();
    // @ts-expect-error a temporary ban needs its duration
    const broken: GameserverBanRequest = { kind: 'temporary', reason: 'Cheating' };
    expect(broken.kind).toBe('temporary');
  });
});
