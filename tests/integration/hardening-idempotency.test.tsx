// Issue #30, point 3 ("never twice"): every payment with an Idempotency-Key books once in the
// stateful mock world when the user double-clicks, when the first send times out after the
// world booked it and the user retries, and when the connection drops after the booking and the
// user sends again once back online. "Once" is read from the world (balance and bookings, bids,
// the lot, the rent contract), not from request counts; every send of one attempt carries the
// same key. The world books the lost sends itself (getResponse on the other handlers), so the
// retry meets a real first booking.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse, RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBankAccount, listBankTransactions } from '../../src/api/generated/endpoints/bank/bank';
import { getBuildingcellRent, getOwnBuildingcells } from '../../src/api/generated/endpoints/buildingcell/buildingcell';
import { getOwnHouses, listHousesWithFreeRooms } from '../../src/api/generated/endpoints/house/house';
import { getMarketAuction, listMarketAuctionBids } from '../../src/api/generated/endpoints/market/market';
import { axiosInstance } from '../../src/api/http-client';
import { bankTexts } from '../../src/features/bank/texts';
import { buildingTexts } from '../../src/features/building/texts';
import { houseTexts } from '../../src/features/house/texts';
import { paidUntilAfter } from '../../src/features/building/rent';
import { OFFLINE } from '../../src/lib/describe-error';
import { server } from '../../src/mocks/node';
import { hardeningCheck } from '../utils/hardening';
import { renderRoute } from '../utils/render';

const TIMED_OUT = 'Der Server antwortet nicht. Versuche es gleich noch einmal.';
/** The axios timeout while a test waits for one (the app's is 15 s). */
const SHORT_TIMEOUT = 1500;
const named = (label: string) => new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The Idempotency-Keys of the sends to `path` (a RegExp on method and URL). */
function keysOf(pattern: RegExp): string[] {
  const keys: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (pattern.test(`${request.method} ${request.url}`)) keys.push(request.headers.get('Idempotency-Key') ?? '');
  });
  return keys;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

type Loss = 'timeout' | 'offline';

/**
 * The first POST to `path` reaches the world, which books it; its answer is lost: it comes after
 * the (shortened) axios timeout, or the connection drops and the browser goes offline. Later
 * sends reach the world as usual. `release()` lets the late answer go (after the test saw the timeout).
 */
function loseFirstAnswer(path: string, loss: Loss) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler: RequestHandler = http.post(
    path,
    async ({ request }) => {
      const others = server
        .listHandlers()
        .filter((h): h is RequestHandler => h instanceof RequestHandler && h !== handler);
      const booked = await getResponse(others, request);
      if (loss === 'offline') {
        setOnline(false);
        return HttpResponse.error();
      }
      await released;
      return booked;
    },
    { once: true },
  );
  server.use(handler);
  if (loss === 'timeout') axiosInstance.defaults.timeout = SHORT_TIMEOUT;
  return {
    /** After the lost answer was shown: normal timeout, the late answer goes, the network is back. */
    back() {
      axiosInstance.defaults.timeout = 15_000;
      release();
      if (loss === 'offline') setOnline(true);
    },
    message: loss === 'timeout' ? TIMED_OUT : OFFLINE,
  };
}

afterEach(() => {
  axiosInstance.defaults.timeout = 15_000;
  vi.restoreAllMocks();
  server.events.removeAllListeners();
  sessionStorage.clear();
});

const expectOneKey = (keys: string[], sends: number) => {
  expect(keys.length).toBeGreaterThanOrEqual(sends);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size, `one key for all sends: ${keys.join(', ')}`).toBe(1);
};

// ---------------------------------------------------------------- bank: transfer

const TRANSFER = '*/api/bank/accounts/:id/transfers';
const tt = bankTexts.transfer;

async function bankState(purpose: string) {
  const account = await getBankAccount(1);
  const page = await listBankTransactions(1, { limit: 100 });
  return { balance: account.account.balance, booked: page.items.filter((b) => b.purpose === purpose).length };
}

async function fillTransfer(purpose: string) {
  renderRoute('/bank?account=1&tab=transfer');
  await screen.findByRole('heading', { name: tt.heading });
  await userEvent.type(screen.getByRole('textbox', { name: named(tt.to) }), 'LS12 3456 7890');
  expect(await screen.findByText(/Empfänger: Lea_Schmidt/)).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: named(tt.amount) }), '120');
  await userEvent.type(screen.getByRole('textbox', { name: named(tt.purpose) }), purpose);
  await userEvent.click(screen.getByRole('button', { name: tt.review }));
  await screen.findByTestId('bank-transfer-summary');
}

async function transferLost(loss: Loss, purpose: string) {
  const before = await bankState(purpose);
  const keys = keysOf(/^POST .*\/transfers$/);
  await fillTransfer(purpose);
  const lost = loseFirstAnswer(TRANSFER, loss);
  await userEvent.click(screen.getByRole('button', { name: tt.send }));
  expect(await screen.findByText(named(lost.message))).toBeInTheDocument();
  // The world booked it already; the summary with the input is still there.
  expect((await bankState(purpose)).booked).toBe(1);
  expect(screen.getByTestId('bank-transfer-summary')).toHaveTextContent(purpose);
  lost.back();
  await userEvent.click(screen.getByRole('button', { name: tt.retry }));
  await waitFor(() => expect(screen.queryByTestId('bank-transfer-summary')).toBeNull());
  expect(await bankState(purpose)).toEqual({ balance: before.balance - 120, booked: 1 });
  expectOneKey(keys, 2);
}

describe('never twice: bank transfer', () => {
  it('a resend after a reload (the answer lost) books once: the unanswered key outlives the page', async () => {
    await hardeningCheck('idempotency', 'bank', 'transferBankMoney: resend after a reload', async () => {
      const before = await bankState('Neu geladen');
      const keys = keysOf(/^POST .*\/transfers$/);
      await fillTransfer('Neu geladen');
      const lost = loseFirstAnswer(TRANSFER, 'timeout');
      await userEvent.click(screen.getByRole('button', { name: tt.send }));
      expect(await screen.findByText(named(lost.message))).toBeInTheDocument();
      lost.back();
      // Reload: the draft brings the input back, the same intent finds its unanswered key.
      cleanup();
      renderRoute('/bank?account=1&tab=transfer');
      expect(await screen.findByRole('textbox', { name: named(tt.purpose) })).toHaveValue('Neu geladen');
      await userEvent.click(screen.getByRole('button', { name: tt.review }));
      await userEvent.click(await screen.findByRole('button', { name: tt.send }));
      await waitFor(() => expect(screen.queryByTestId('bank-transfer-summary')).toBeNull());
      expect(await bankState('Neu geladen')).toEqual({ balance: before.balance - 120, booked: 1 });
      expectOneKey(keys, 2);
      expect(sessionStorage.length).toBe(0);
    });
  });

  it('a double click books once', async () => {
    await hardeningCheck('idempotency', 'bank', 'transferBankMoney: double click', async () => {
      const before = await bankState('Doppelklick');
      const keys = keysOf(/^POST .*\/transfers$/);
      await fillTransfer('Doppelklick');
      await userEvent.dblClick(screen.getByRole('button', { name: tt.send }));
      await waitFor(() => expect(screen.queryByTestId('bank-transfer-summary')).toBeNull());
      expect(await bankState('Doppelklick')).toEqual({ balance: before.balance - 120, booked: 1 });
      expectOneKey(keys, 1);
    });
  });

  it('a retry after a timeout books once, with the same key', async () => {
    await hardeningCheck('idempotency', 'bank', 'transferBankMoney: retry after timeout', () =>
      transferLost('timeout', 'Zeitüberschreitung'),
    );
  });

  it('a resend after reconnecting books once, with the same key', async () => {
    await hardeningCheck('idempotency', 'bank', 'transferBankMoney: resend after reconnecting', () =>
      transferLost('offline', 'Wieder online'),
    );
  });
});

// ---------------------------------------------------------------- market: bid and buyout

const panel = () =>
  http.get('*/api/player/controlPanel', () =>
    HttpResponse.json({
      character: { id: 1, name: 'Max_Mustermann' },
      level: 14,
      job: 'Mechaniker',
      cash: 1000,
      bankBalance: 300_000,
      playTimeHours: 10,
      admin: false,
      casino: { blocked: false },
      prison: { inPrison: false },
      chatLinkState: 'linked',
    }),
  );

async function openLot(title: RegExp) {
  server.use(panel());
  const view = renderRoute('/market?view=auctions');
  const heading = await screen.findByRole('heading', { name: title });
  const card = heading.closest('[data-testid="lot"]') as HTMLElement;
  await userEvent.click(within(card).getByRole('button', { name: 'Ansehen' }));
  await within(card).findByTestId('lot-detail');
  const hash = String((view.router.state.location.search as { lot?: string }).lot);
  return { card, hash };
}

async function typeMinimumBid(card: HTMLElement) {
  const min = Number(
    /Mindestens ([\d.]+)/.exec(within(card).getByText(/^Mindestens/).textContent ?? '')?.[1]?.replace(/\./g, ''),
  );
  expect(min).toBeGreaterThan(0);
  await userEvent.type(within(card).getByRole('textbox', { name: /Dein Gebot/ }), String(min));
  return min;
}

const bidsOf = async (hash: string, amount: number) =>
  (await listMarketAuctionBids(hash, { limit: 100 })).items.filter((b) => b.amount === amount).length;

async function bidLost(loss: Loss) {
  const keys = keysOf(/^POST .*\/bids$/);
  const { card, hash } = await openLot(/Diamantring/);
  const amount = await typeMinimumBid(card);
  const lost = loseFirstAnswer('*/api/market/auctions/:hash/bids', loss);
  await userEvent.click(within(card).getByRole('button', { name: 'Gebot abgeben' }));
  expect(await within(card).findByText(named(lost.message))).toBeInTheDocument();
  expect(within(card).getByRole('textbox', { name: /Dein Gebot/ })).toHaveValue(String(amount));
  lost.back();
  // Once the lot is read again (at once after a timeout, on reconnecting after offline), it
  // shows the bid that the lost answer placed; sending the kept amount again places nothing.
  expect(await within(card).findByText('Du bist Höchstbietender.')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Gebot abgeben' }));
  expect(await within(card).findByText(/Das Gebot muss mindestens/)).toBeInTheDocument();
  expect(await bidsOf(hash, amount)).toBe(1);
  expectOneKey(keys, 1);
}

async function buyout(card: HTMLElement, click: 'click' | 'dblClick' = 'click') {
  await userEvent.click(within(card).getByRole('button', { name: /Sofort kaufen für/ }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent[click](within(dialog).getByRole('button', { name: /Sofort kaufen für/ }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** The lot is sold to me, once: a send with a fresh key finds it sold (409), no second purchase. */
async function soldOnce(hash: string) {
  const lot = await getMarketAuction(hash);
  expect(lot.state).not.toBe('open');
  const again = await fetch(`http://localhost/api/market/auctions/${hash}/buyout`, {
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(again.status).toBe(409);
}

async function buyoutLost(loss: Loss) {
  const keys = keysOf(/^POST .*\/buyout$/);
  const { card, hash } = await openLot(/Vintage-Gitarre/);
  const lost = loseFirstAnswer('*/api/market/auctions/:hash/buyout', loss);
  await buyout(card);
  expect(await screen.findByText(named(lost.message))).toBeInTheDocument();
  lost.back();
  // The lot, read again, is sold: it leaves the running list, nothing offers a second purchase.
  await waitFor(() => expect(screen.queryByRole('heading', { name: /Vintage-Gitarre/ })).toBeNull());
  expectOneKey(keys, 1);
  await soldOnce(hash);
}

describe('never twice: market bid and buyout', () => {
  it('a double click on a bid places one bid', async () => {
    await hardeningCheck('idempotency', 'market', 'bidMarketAuction: double click', async () => {
      const keys = keysOf(/^POST .*\/bids$/);
      const { card, hash } = await openLot(/Diamantring/);
      const amount = await typeMinimumBid(card);
      await userEvent.dblClick(within(card).getByRole('button', { name: 'Gebot abgeben' }));
      expect(await within(card).findByText('Du bist Höchstbietender.')).toBeInTheDocument();
      expect(await bidsOf(hash, amount)).toBe(1);
      expectOneKey(keys, 1);
    });
  });

  it('a bid retried after a timeout is placed once', async () => {
    await hardeningCheck('idempotency', 'market', 'bidMarketAuction: retry after timeout', () => bidLost('timeout'));
  });

  it('a bid sent again after reconnecting is placed once', async () => {
    await hardeningCheck('idempotency', 'market', 'bidMarketAuction: resend after reconnecting', () =>
      bidLost('offline'),
    );
  });

  it('a double click on the buyout buys once', async () => {
    await hardeningCheck('idempotency', 'market', 'buyMarketAuction: double click', async () => {
      const keys = keysOf(/^POST .*\/buyout$/);
      const { card, hash } = await openLot(/Vintage-Gitarre/);
      await buyout(card, 'dblClick');
      await waitFor(() => expect(screen.queryByRole('heading', { name: /Vintage-Gitarre/ })).toBeNull());
      expectOneKey(keys, 1);
      await soldOnce(hash);
    });
  });

  it('a buyout retried after a timeout buys once', async () => {
    await hardeningCheck('idempotency', 'market', 'buyMarketAuction: retry after timeout', () => buyoutLost('timeout'));
  });

  it('a buyout sent again after reconnecting buys once', async () => {
    await hardeningCheck('idempotency', 'market', 'buyMarketAuction: resend after reconnecting', () =>
      buyoutLost('offline'),
    );
  });
});

// ---------------------------------------------------------------- building: rent a flat, pay rent

/** The flat the signed-in character rents in the mock world (third building, second flat). */
const MY_FLAT = 14;
const bt = buildingTexts;

const ownFlats = async () => (await getOwnBuildingcells()).items.map((f) => f.id);

async function openFreeFlat() {
  const view = renderRoute('/building?view=market');
  const flats = await screen.findAllByTestId('free-flat');
  const first = flats[0] as HTMLElement;
  await userEvent.click(within(first).getByRole('button', { name: /mieten$/ }));
  const submit = await within(first).findByRole('button', { name: bt.rent.submit });
  const flatId = Number(/rent-(\d+)/.exec(first.querySelector('[id^="rent-"]')?.id ?? '')?.[1]);
  expect(flatId).toBeGreaterThan(0);
  return { ...view, first, submit, flatId };
}

/** Rented once: the flat is mine once, its contract paid for the one period sent. */
async function rentedOnce(flatId: number, sentAt: number) {
  const flats = await ownFlats();
  expect(flats.filter((id) => id === flatId)).toHaveLength(1);
  const contract = await getBuildingcellRent(flatId);
  const once = Date.parse(
    paidUntilAfter({ paidUntil: new Date(sentAt).toISOString(), interval: contract.interval }, 1),
  );
  // Paid one period ahead (a second booking would have said "already rented" or paid two).
  expect(Math.abs(Date.parse(contract.paidUntil) - once)).toBeLessThan(3_600_000);
}

async function rentLost(loss: Loss) {
  const keys = keysOf(/^POST .*\/buildingcell\/\d+\/rent$/);
  const { first, submit, flatId } = await openFreeFlat();
  const sentAt = Date.now();
  const lost = loseFirstAnswer('*/api/buildingcell/:id/rent', loss);
  await userEvent.click(submit);
  if (loss === 'offline') expect(await within(first).findByText(named(lost.message))).toBeInTheDocument();
  lost.back();
  // The free flats, read again, no longer offer it: nothing can rent it a second time.
  await waitFor(() => expect(first).not.toBeInTheDocument());
  expectOneKey(keys, 1);
  await rentedOnce(flatId, sentAt);
}

async function payState() {
  return getBuildingcellRent(MY_FLAT);
}

/** Paid two periods once: the due date moved by two periods (a second payment would make it four). */
async function paidOnce(before: Awaited<ReturnType<typeof payState>>) {
  const after = Date.parse((await payState()).paidUntil);
  expect(Math.abs(after - Date.parse(paidUntilAfter(before, 2)))).toBeLessThan(3_600_000);
}

async function openPay() {
  renderRoute(`/building?view=flats&flat=${MY_FLAT}`);
  const field = await screen.findByRole('spinbutton', { name: bt.pay.periods });
  await userEvent.clear(field);
  await userEvent.type(field, '2');
  return field;
}

async function payLost(loss: Loss) {
  const before = await payState();
  const keys = keysOf(/^POST .*\/rentpayment$/);
  const field = await openPay();
  const lost = loseFirstAnswer('*/api/buildingcell/:id/rentpayment', loss);
  await userEvent.click(screen.getByRole('button', { name: bt.pay.submit }));
  expect(await screen.findByText(named(lost.message))).toBeInTheDocument();
  expect(field).toHaveValue(2);
  lost.back();
  await userEvent.click(screen.getByRole('button', { name: bt.pay.submit }));
  await waitFor(() => expect(screen.getByRole('spinbutton', { name: bt.pay.periods })).toHaveValue(1));
  expectOneKey(keys, 2);
  await paidOnce(before);
}

describe('never twice: building rent and rent payment', () => {
  it('a double click rents the flat once', async () => {
    await hardeningCheck('idempotency', 'building', 'rentBuildingcell: double click', async () => {
      const keys = keysOf(/^POST .*\/buildingcell\/\d+\/rent$/);
      const { submit, flatId, router } = await openFreeFlat();
      const sentAt = Date.now();
      await userEvent.dblClick(submit);
      await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'flats' }));
      expectOneKey(keys, 1);
      await rentedOnce(flatId, sentAt);
    });
  });

  it('a rent retried after a timeout rents once', async () => {
    await hardeningCheck('idempotency', 'building', 'rentBuildingcell: retry after timeout', () => rentLost('timeout'));
  });

  it('a rent sent again after reconnecting rents once', async () => {
    await hardeningCheck('idempotency', 'building', 'rentBuildingcell: resend after reconnecting', () =>
      rentLost('offline'),
    );
  });

  it('a double click pays the rent once', async () => {
    await hardeningCheck('idempotency', 'building', 'payBuildingcellRent: double click', async () => {
      const before = await payState();
      const keys = keysOf(/^POST .*\/rentpayment$/);
      await openPay();
      await userEvent.dblClick(screen.getByRole('button', { name: bt.pay.submit }));
      await waitFor(() => expect(screen.getByRole('spinbutton', { name: bt.pay.periods })).toHaveValue(1));
      expectOneKey(keys, 1);
      await paidOnce(before);
    });
  });

  it('a payment retried after a timeout pays once', async () => {
    await hardeningCheck('idempotency', 'building', 'payBuildingcellRent: retry after timeout', () =>
      payLost('timeout'),
    );
  });

  it('a payment sent again after reconnecting pays once', async () => {
    await hardeningCheck('idempotency', 'building', 'payBuildingcellRent: resend after reconnecting', () =>
      payLost('offline'),
    );
  });
});

// ---------------------------------------------------------------- house: rent a room

const ht = houseTexts;

async function openRoomForm() {
  renderRoute('/house?view=rent');
  const card = (await screen.findAllByTestId('house-room-offer'))[0] as HTMLElement;
  const name = within(card).getByRole('heading').textContent ?? '';
  await userEvent.click(within(card).getByRole('button', { name: `${ht.rooms.rent}: ${name}` }));
  const form = await within(card).findByRole('form', { name: ht.rooms.formLabel(name) });
  const id = (await listHousesWithFreeRooms({ limit: 100 })).items.find((h) => h.name === name)?.id;
  expect(id).toBeGreaterThan(0);
  return { card, form, name, id: Number(id) };
}

/** The house is mine (as room mate) once; a second rent would have been refused as "already a tenant". */
async function roomRentedOnce(id: number) {
  const own = (await getOwnHouses()).items.filter((h) => h.id === id);
  expect(own).toHaveLength(1);
  const again = await fetch(`http://localhost/api/house/${id}/rent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ acceptedRent: 1, periods: 1 }),
  });
  expect(again.status).toBe(409);
}

async function roomLost(loss: Loss) {
  const keys = keysOf(/^POST .*\/house\/\d+\/rent$/);
  const { card, form, id } = await openRoomForm();
  const lost = loseFirstAnswer('*/api/house/:id/rent', loss);
  await userEvent.click(within(form).getByRole('button', { name: ht.rooms.submit }));
  if (loss === 'offline') expect(await screen.findByText(named(lost.message))).toBeInTheDocument();
  lost.back();
  // The free rooms, read again, no longer offer the house: nothing can rent it a second time.
  await waitFor(() => expect(card).not.toBeInTheDocument());
  expectOneKey(keys, 1);
  await roomRentedOnce(id);
}

describe('never twice: house room rent', () => {
  it('a double click rents the room once', async () => {
    await hardeningCheck('idempotency', 'house', 'rentHouseRoom: double click', async () => {
      const keys = keysOf(/^POST .*\/house\/\d+\/rent$/);
      const { form, id } = await openRoomForm();
      await userEvent.dblClick(within(form).getByRole('button', { name: ht.rooms.submit }));
      await waitFor(() => expect(form).not.toBeInTheDocument());
      expectOneKey(keys, 1);
      await roomRentedOnce(id);
    });
  });

  it('a room rent retried after a timeout rents once', async () => {
    await hardeningCheck('idempotency', 'house', 'rentHouseRoom: retry after timeout', () => roomLost('timeout'));
  });

  it('a room rent sent again after reconnecting rents once', async () => {
    await hardeningCheck('idempotency', 'house', 'rentHouseRoom: resend after reconnecting', () => roomLost('offline'));
  });
});
