// Issue #30, point 5 ("offline during a send"): a send while the browser is offline is refused
// at once with a German message and the input kept (not queued: a transfer or a bid going off
// minutes later, unseen, against a changed world is worse than sending again); once back, the
// same input goes out once. The messenger and the dispatch board say that they are offline and
// catch up when back (their queries are asked again at once).
// Offline here is what a browser shows: navigator.onLine false with the `offline` event (TanStack
// pauses the queries), and every request that still goes out fails as a network error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBankAccount, listBankTransactions } from '../../src/api/generated/endpoints/bank/bank';
import { listDashboardPosts } from '../../src/api/generated/endpoints/dashboard/dashboard';
import {
  getMessengerMailConversation,
  listMessengerMessages,
  sendMessengerMessage,
} from '../../src/api/generated/endpoints/messenger/messenger';
import { listVcadCallLog } from '../../src/api/generated/endpoints/vcad/vcad';
import { bankTexts } from '../../src/features/bank/texts';
import { mailTexts } from '../../src/features/messenger/mail/texts';
import { messengerTexts } from '../../src/features/messenger/texts';
import { vcadTexts } from '../../src/features/vcad/texts';
import { OFFLINE } from '../../src/lib/describe-error';
import { server } from '../../src/mocks/node';
import { hardeningCheck } from '../utils/hardening';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const named = (label: string) => new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Whether the network is down: every API request fails as a network error meanwhile. */
let down = false;
/** The requests that went out while down (the app's sends; queries stay paused). */
let refused: string[] = [];

function setOnline(online: boolean) {
  down = !online;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Changes the world as another device would while this browser is offline. */
async function meanwhile<T>(change: () => Promise<T>): Promise<T> {
  down = false;
  try {
    return await change();
  } finally {
    down = true;
  }
}

beforeEach(() => {
  down = false;
  refused = [];
  server.use(
    http.all('*/api/*', ({ request }) => {
      if (!down) return undefined;
      refused.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.error();
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
  down = false;
});

// jsdom lays nothing out: give every element a height, so the chat's virtualiser has a window to fill.
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterEach(() => {
  if (original) Object.defineProperty(Element.prototype, 'clientHeight', original);
});

describe('offline: messenger', () => {
  const t = messengerTexts;
  const composer = () => within(screen.getByTestId('chat-composer')).getByRole('textbox', { name: t.chat.composer });
  const texts = async (id: number) => (await listMessengerMessages(id, { limit: 100 })).items.map((m) => m.text);

  it('a chat message sent offline is refused and kept; back online it goes out once', async () => {
    await hardeningCheck('offline', 'messenger', 'sendMessengerMessage: chat', async () => {
      renderRoute('/messenger?chat=1');
      const log = await screen.findByRole('log');
      await within(log).findByText('Bin da! Wo steckst du?');
      setOnline(false);
      await userEvent.type(composer(), 'Funkloch hier{Enter}');
      const kept = await within(log).findByTestId('chat-outbox');
      await waitFor(() => expect(kept).toHaveAttribute('data-state', 'failed'));
      expect(kept).toHaveTextContent('Funkloch hier');
      expect(kept).toHaveTextContent(OFFLINE);
      expect(refused).toContain('POST /api/messenger/conversations/1/messages');
      expect(await meanwhile(() => texts(1))).not.toContain('Funkloch hier');
      setOnline(true);
      await userEvent.click(within(kept).getByRole('button', { name: t.chat.retry }));
      await waitFor(() => expect(within(log).queryByTestId('chat-outbox')).toBeNull());
      expect((await texts(1)).filter((m) => m === 'Funkloch hier')).toHaveLength(1);
    });
  });

  it('says it is offline, and shows what came meanwhile once back', async () => {
    await hardeningCheck('offline', 'messenger', 'chat: offline notice and catch-up', async () => {
      renderRoute('/messenger?chat=3');
      const log = await screen.findByRole('log');
      await within(log).findByText('Danke, steht im Kalender.');
      expect(screen.getByTestId('area-offline')).toBeEmptyDOMElement();
      setOnline(false);
      expect(await within(screen.getByTestId('area-offline')).findByText(t.offline)).toBeInTheDocument();
      // The other SIM (another phone) writes into the chat while this one is offline.
      await meanwhile(() => sendMessengerMessage(3, { kind: 'text', text: 'Vom Zweithandy', telnumberId: 2 }));
      expect(within(log).queryByText('Vom Zweithandy')).toBeNull();
      setOnline(true);
      await waitFor(() => expect(screen.getByTestId('area-offline')).toBeEmptyDOMElement());
      expect(await within(log).findByText('Vom Zweithandy')).toBeInTheDocument();
    });
  });

  it('a mail reply sent offline is refused and kept; back online it lands once', async () => {
    await hardeningCheck('offline', 'messenger', 'replyMessengerMail: mail', async () => {
      const m = mailTexts;
      renderRoute('/messenger?tab=mail');
      const rows = await screen.findAllByTestId('mail-thread', {}, { timeout: 20_000 });
      await userEvent.click(rows.find((r) => /Wartungsarbeiten/.test(r.textContent ?? '')) as HTMLElement);
      const reply = await screen.findByTestId('mail-reply');
      const box = within(reply).getByRole('textbox', { name: m.reply.label });
      await userEvent.type(box, 'Bin gerade ohne Netz.');
      setOnline(false);
      await userEvent.click(within(reply).getByRole('button', { name: m.reply.send }));
      expect(await within(reply).findByRole('alert')).toHaveTextContent(OFFLINE);
      expect(box).toHaveValue('Bin gerade ohne Netz.');
      expect(refused.some((r) => r.startsWith('POST /api/messenger/mail/conversations/'))).toBe(true);
      setOnline(true);
      await userEvent.click(within(reply).getByRole('button', { name: m.reply.send }));
      await waitFor(() => expect(box).toHaveValue(''));
      const id = Number(/conversations\/(\d+)/.exec(refused.find((r) => r.includes('/reply')) ?? '')?.[1]);
      const thread = await getMessengerMailConversation(id);
      expect(thread.messages.filter((mail) => JSON.stringify(mail).includes('Bin gerade ohne Netz.'))).toHaveLength(1);
    });
  });
});

describe('offline: dispatch board', () => {
  const t = vcadTexts;
  const account = {
    id: 7,
    staffId: 7,
    name: 'Max_Mustermann',
    team: 'police',
    rankLevel: 3,
    rank: 'Kommissar',
    locked: false,
    rights: [],
    createdAt: '2026-01-01T18:00:00Z',
  };
  const asUnit = () => {
    setScenario('admin');
    server.use(http.get('*/api/vcom/me', () => HttpResponse.json({ accounts: [account], rights: [], onDuty: true })));
  };
  const createCall = async (title: string) => {
    const created = await fetch('http://localhost/api/vcad/calls', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        departmentId: 1,
        type: 'trafficStop',
        priority: 'normal',
        title,
        location: { street: 'Route 68', x: 1, y: 2 },
        selfAssign: true,
      }),
    });
    return ((await created.json()) as { call: { id: number } }).call.id;
  };

  it('a call note sent offline is refused and kept; back online it lands once', async () => {
    await hardeningCheck('offline', 'vcad', 'addVcadCallNote: call note', async () => {
      asUnit();
      const id = await createCall('Kontrolle Route 68');
      renderRoute(`/vcad?call=${id}`);
      const panel = await screen.findByTestId('vcad-call');
      const note = within(panel).getByRole('textbox', { name: t.call.note });
      await userEvent.type(note, 'Fahrer kooperativ');
      setOnline(false);
      await userEvent.click(within(panel).getByRole('button', { name: t.call.noteSubmit }));
      expect(await within(panel).findByText(named(OFFLINE))).toBeInTheDocument();
      expect(note).toHaveValue('Fahrer kooperativ');
      expect(refused).toContain(`POST /api/vcad/calls/${id}/notes`);
      setOnline(true);
      await userEvent.click(within(panel).getByRole('button', { name: t.call.noteSubmit }));
      await waitFor(() => expect(within(panel).getByTestId('vcad-call-log')).toHaveTextContent('Fahrer kooperativ'));
      expect(note).toHaveValue('');
      const log = await listVcadCallLog(id, { limit: 100 });
      expect(JSON.stringify(log).split('Fahrer kooperativ')).toHaveLength(2);
    });
  });

  it('says it is offline at once, and shows a call opened meanwhile once back', async () => {
    await hardeningCheck('offline', 'vcad', 'board: offline notice and catch-up', async () => {
      asUnit();
      renderRoute('/vcad');
      const calls = await screen.findByTestId('vcad-calls');
      expect(screen.getByTestId('vcad-updated')).toBeInTheDocument();
      setOnline(false);
      expect(await screen.findByText(t.live.paused)).toBeInTheDocument();
      await meanwhile(() => createCall('Unfall Vinewood Blvd'));
      expect(within(calls).queryByText(/Unfall Vinewood Blvd/)).toBeNull();
      setOnline(true);
      expect(await within(calls).findByText(/Unfall Vinewood Blvd/)).toBeInTheDocument();
      expect(screen.queryByText(t.live.paused)).toBeNull();
    });
  });
});

describe('offline: bank transfer and dashboard post', () => {
  it('a transfer sent offline is refused, books nothing and keeps the summary; back online it books once', async () => {
    await hardeningCheck('offline', 'bank', 'transferBankMoney: transfer', async () => {
      const tt = bankTexts.transfer;
      const before = (await getBankAccount(1)).account.balance;
      renderRoute('/bank?account=1&tab=transfer');
      await screen.findByRole('heading', { name: tt.heading });
      await userEvent.type(screen.getByRole('textbox', { name: named(tt.to) }), 'LS12 3456 7890');
      expect(await screen.findByText(/Empfänger: Lea_Schmidt/)).toBeInTheDocument();
      await userEvent.type(screen.getByRole('textbox', { name: named(tt.amount) }), '75');
      await userEvent.type(screen.getByRole('textbox', { name: named(tt.purpose) }), 'Ohne Netz');
      await userEvent.click(screen.getByRole('button', { name: tt.review }));
      setOnline(false);
      await userEvent.click(await screen.findByRole('button', { name: tt.send }));
      expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
      expect(screen.getByTestId('bank-transfer-summary')).toHaveTextContent('Ohne Netz');
      expect(refused).toContain('POST /api/bank/accounts/1/transfers');
      const booked = async () =>
        (await listBankTransactions(1, { limit: 100 })).items.filter((b) => b.purpose === 'Ohne Netz').length;
      expect(await meanwhile(booked)).toBe(0);
      setOnline(true);
      await userEvent.click(screen.getByRole('button', { name: tt.retry }));
      await waitFor(() => expect(screen.queryByTestId('bank-transfer-summary')).toBeNull());
      expect(await booked()).toBe(1);
      expect((await getBankAccount(1)).account.balance).toBe(before - 75);
    });
  });

  it('a dashboard post published offline is refused and kept; back online it is posted once', async () => {
    await hardeningCheck('offline', 'dashboard', 'addDashboardPost: post', async () => {
      renderRoute('/');
      const composer = await screen.findByRole('textbox', { name: /Dein Beitrag/ });
      await userEvent.type(composer, 'Gleich wieder da');
      setOnline(false);
      await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
      expect(composer).toHaveValue('Gleich wieder da');
      expect(refused).toContain('POST /api/dashboard/posts');
      const posted = async () =>
        (await listDashboardPosts({ limit: 100 })).items.filter((p) => p.text === 'Gleich wieder da').length;
      expect(await meanwhile(posted)).toBe(0);
      setOnline(true);
      await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
      await waitFor(() => expect(composer).toHaveValue(''));
      expect(await posted()).toBe(1);
    });
  });
});
