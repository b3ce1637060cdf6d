// Plain helpers of mail, friends and calls: their part of the messenger's URL state and the
// mail address the page uses.
import { describe, expect, it } from 'vitest';
import { currentAddress } from '../../src/features/messenger/mail/queries';
import { validateMessengerSearch } from '../../src/features/messenger/search-params';

describe('mail URL state', () => {
  it('keeps address, folder and thread; drops bad values', () => {
    expect(validateMessengerSearch({ tab: 'mail', mail: '2', folder: 'archive', thread: 7 })).toMatchObject({
      tab: 'mail',
      mail: 2,
      folder: 'archive',
      thread: 7,
    });
    // inbox is the default and never in the URL
    expect(validateMessengerSearch({ tab: 'mail', mail: 'x', folder: 'inbox', thread: -3 })).toMatchObject({
      tab: 'mail',
      mail: undefined,
      folder: undefined,
      thread: undefined,
    });
  });

  it('keeps the opened friend and the calls tab', () => {
    expect(validateMessengerSearch({ tab: 'friends', friend: '2' })).toMatchObject({ tab: 'friends', friend: 2 });
    expect(validateMessengerSearch({ tab: 'calls', friend: 0 })).toMatchObject({ tab: 'calls', friend: undefined });
  });

  it('uses the address the URL names when it is an own one, else the primary one', () => {
    const a = (id: number, primary = false) => ({
      id,
      address: `a${id}@eyefind.ls`,
      primary,
      unreadCount: 0,
      createdAt: '',
    });
    const items = [a(1), a(2, true)];
    expect(currentAddress(items, 1)?.id).toBe(1);
    expect(currentAddress(items, 9)?.id).toBe(2);
    expect(currentAddress([], 1)).toBeUndefined();
  });
});
