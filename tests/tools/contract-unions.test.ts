// oneOf + discriminator in the contract become usable TypeScript unions (narrowed by `kind`)
// and mocks that pick one variant with the fields that variant needs.
import { faker } from '@faker-js/faker/locale/de';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { getListMessengerSocialNotificationsResponseMock } from '../../src/api/generated/endpoints/messenger/messenger.msw';
import { getListBankTransactionsResponseMock } from '../../src/api/generated/endpoints/bank/bank.msw';
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

  it('mocks pick one variant with the fields of its kind', () => {
    faker.seed(7);
    for (let i = 0; i < 5; i++) {
      for (const n of getListMessengerSocialNotificationsResponseMock().items) {
        if (n.kind === 'follow') expect(n).not.toHaveProperty('postId');
        else expect(n.postId).toBeGreaterThan(0);
      }
      for (const t of getListBankTransactionsResponseMock().items) {
        if (t.kind === 'transfer' || t.kind === 'standingOrder') expect(t.counterpartNumber).toMatch(/^LS\d{2} /);
        else expect(t).not.toHaveProperty('counterpartNumber');
      }
    }
  });
});
