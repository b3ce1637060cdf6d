// The messenger's unread count in the menu (issue 20): a signed-in player sees the unread
// messages of the SIM cards that are not muted next to "Messenger", described for screen readers
// without changing the link's name; reading a chat lowers it; on the messenger page, signed
// out, or when the count cannot be loaded, the menu shows none and works as before.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listMessengerSims } from '../../src/api/generated/endpoints/messenger/messenger';
import { unreadOnUnmutedSims } from '../../src/features/messenger/menu-badge';
import { messengerTexts } from '../../src/features/messenger/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

// jsdom lays nothing out: the chat's virtualiser needs a height to render its messages.
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterEach(() => {
  if (original) Object.defineProperty(Element.prototype, 'clientHeight', original);
});

const menuLink = async () =>
  within(await screen.findByRole('navigation', { name: 'Hauptmenü' })).findByRole('link', { name: 'Messenger' });
const countOf = (link: HTMLElement) => {
  const id = link.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the messenger count in the menu', () => {
  it("shows the unread messages of the unmuted SIM cards as the link's description", async () => {
    const expected = unreadOnUnmutedSims(await listMessengerSims());
    expect(expected, 'the player scenario has unread messages').toBeGreaterThan(0);
    renderRoute('/settings');
    const link = await menuLink();
    await waitFor(() => expect(countOf(link)).toContain(messengerTexts.sims.unread(expected)));
    // The link keeps its name; the count is its description.
    expect(link).toHaveAccessibleName('Messenger');
    expect(link).toHaveAccessibleDescription(messengerTexts.sims.unread(expected));
  });

  it('asks nothing on the messenger page itself, and shows the lower count after a chat was read', async () => {
    const before = unreadOnUnmutedSims(await listMessengerSims());
    const chat = renderRoute('/messenger?chat=1');
    await screen.findByRole('log');
    const link = await menuLink();
    let after = before;
    await waitFor(async () => {
      after = unreadOnUnmutedSims(await listMessengerSims());
      expect(after).toBeLessThan(before);
    });
    expect(link).not.toHaveAttribute('aria-describedby');
    chat.unmount();
    renderRoute('/settings');
    const again = await menuLink();
    await waitFor(() => expect(again).toHaveAccessibleDescription(after > 0 ? messengerTexts.sims.unread(after) : ''));
  });

  it('shows no count signed out', async () => {
    setScenario('signed-out');
    renderRoute('/settings');
    const link = await menuLink();
    expect(link).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByTestId('menu-count')).toBeNull();
  });

  it('shows no count when the SIM cards cannot be loaded, and the menu works', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/messenger/sims', () => {
        asked++;
        return HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 });
      }),
    );
    renderRoute('/settings');
    const link = await menuLink();
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(link).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByTestId('menu-count')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('unreadOnUnmutedSims', () => {
  it('adds the unread messages of the SIM cards that are not muted', () => {
    const sim = { number: '5550001', label: 'Privat', provider: 'LS Mobile', active: true, createdAt: '' };
    expect(
      unreadOnUnmutedSims({
        items: [
          { ...sim, id: 1, muted: false, unreadCount: 3 },
          { ...sim, id: 2, muted: true, unreadCount: 5 },
          { ...sim, id: 3, muted: false, unreadCount: 2 },
        ],
      }),
    ).toBe(5);
  });
});
