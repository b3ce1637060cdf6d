// The bank's seed: the accounts of the mock world (Max's own, shared with him, other players',
// companies', the state's), their bookings from an opening balance, and standing orders, built
// in one pass by a seeded generator so every request order gives the same bank.
import type { Entity } from '../../store';
import { type Json } from '../kit';

export type Rights = { view: boolean; transfer: boolean; standingOrders: boolean; manage: boolean };
export type Ref = { id: number; name: string };
export type Share = { player: Ref; rights: Rights; sharedAt: string; sharedBy: Ref };
export type Account = Entity & {
  id: number;
  number: string;
  label: string;
  kind: string;
  bankId: number;
  balance: number;
  holderKind: string;
  holderId: number;
  holderName: string;
  main: boolean;
  locked: boolean;
  adminLocked: boolean;
  createdAt: string;
  lastActivityAt?: string;
  pin?: string;
  dailyTransferLimit: number;
  shares: Share[];
  purpose?: string;
  monthlyBudget?: number;
  managedByTeamId?: number;
};
export type Booking = Entity & {
  id: number;
  accountId: number;
  direction: 'incoming' | 'outgoing';
  kind: string;
  amount: number;
  balanceAfter: number;
  counterpartNumber?: string;
  counterpartName?: string;
  purpose: string;
  bookedAt: string;
  initiatedBy?: Ref;
  reversed: boolean;
  pairId?: number;
};
export type Order = Entity & { id: number; accountId: number } & Json;

export const DAY = 86_400_000;
export const ALL: Rights = { view: true, transfer: true, standingOrders: true, manage: true };
export const NONE: Rights = { view: false, transfer: false, standingOrders: false, manage: false };
export const BANKS = [
  { name: 'Fleeca Bank', shortName: 'FLEECA', transferFeePercent: 0.5, monthlyFee: 25, branchCount: 8, open: true },
  { name: 'Maze Bank', shortName: 'MAZE', transferFeePercent: 0.8, monthlyFee: 40, branchCount: 4, open: true },
  {
    name: 'Pacific Standard Bank',
    shortName: 'PSB',
    transferFeePercent: 0.3,
    monthlyFee: 60,
    branchCount: 3,
    open: true,
  },
  {
    name: 'Blaine County Savings',
    shortName: 'BCS',
    transferFeePercent: 1,
    monthlyFee: 10,
    branchCount: 2,
    open: false,
  },
];
export const BANK_PLAYERS: readonly Ref[] = [
  { id: 1, name: 'Max_Mustermann' },
  { id: 2, name: 'Lea_Schmidt' },
  { id: 3, name: 'Jonas_Weber' },
  { id: 4, name: 'Emma_Lange' },
  { id: 5, name: 'Paul_Becker' },
  { id: 6, name: 'Mia_Hoffmann' },
  { id: 7, name: 'Leon_Wagner' },
  { id: 8, name: 'Sophie_Koch' },
];
export const PURPOSES = [
  'Miete',
  'Einkauf Baumarkt',
  'Tankrechnung',
  'Reparatur Sultan RS',
  'Rückzahlung Darlehen',
  'Nebenkosten',
];

/** A small seeded generator (mulberry32): the bank does not depend on faker's call order. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  return { next, int, pick };
}

export type Seeded = { accounts: Account[]; bookings: Booking[]; orders: Order[] };

export function seedBank(seed: number): Seeded {
  const r = generator(seed);
  const at = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const numbers = new Set<string>();
  const numberOf = () => {
    const make = () => `LS${r.int(10, 99)} ${r.int(1000, 9999)} ${r.int(1000, 9999)}`;
    let n = make();
    while (numbers.has(n)) n = make();
    numbers.add(n);
    return n;
  };
  const accounts: Account[] = [];
  const add = (a: Partial<Account> & Pick<Account, 'label' | 'kind' | 'holderKind' | 'holderId' | 'holderName'>) => {
    const account: Account = {
      id: accounts.length + 1,
      number: numberOf(),
      bankId: r.int(1, 3),
      balance: 0,
      main: false,
      locked: false,
      adminLocked: false,
      createdAt: iso(at - r.int(90, 400) * DAY),
      dailyTransferLimit: a.holderKind === 'player' ? 50_000 : a.kind === 'government' ? 5_000_000 : 500_000,
      shares: [],
      ...a,
    };
    accounts.push(account);
    return account;
  };
  const [max, lea] = BANK_PLAYERS as [Ref, Ref];
  const share = (rights: Rights, player: Ref, by: Ref): Share => ({
    player,
    rights,
    sharedAt: iso(at - r.int(5, 60) * DAY),
    sharedBy: by,
  });
  add({
    label: 'Girokonto',
    kind: 'personal',
    holderKind: 'player',
    holderId: 1,
    holderName: max.name,
    main: true,
    bankId: 1,
    pin: '4711',
  });
  add({ label: 'Sparkonto', kind: 'personal', holderKind: 'player', holderId: 1, holderName: max.name, bankId: 2 });
  add({
    label: 'Haushaltskasse',
    kind: 'shared',
    holderKind: 'player',
    holderId: 1,
    holderName: max.name,
    bankId: 1,
    shares: [share({ view: true, transfer: true, standingOrders: false, manage: false }, lea, max)],
  });
  add({
    label: 'Gemeinschaftskonto',
    kind: 'shared',
    holderKind: 'player',
    holderId: 2,
    holderName: lea.name,
    bankId: 1,
    shares: [share({ view: true, transfer: true, standingOrders: true, manage: false }, max, lea)],
  });
  add({
    label: 'Firmenkonto',
    kind: 'company',
    holderKind: 'factory',
    holderId: 11,
    holderName: 'Los Santos Customs',
    bankId: 3,
    shares: [share({ view: true, transfer: false, standingOrders: false, manage: false }, max, lea)],
  });
  for (const player of BANK_PLAYERS.slice(1)) {
    // Lea's main account has the contract's example number, so a tester can send money to it.
    if (player.id === 2) numbers.add('LS12 3456 7890');
    add({
      ...(player.id === 2 ? { number: 'LS12 3456 7890', bankId: 1 } : {}),
      label: 'Girokonto',
      kind: 'personal',
      holderKind: 'player',
      holderId: player.id,
      holderName: player.name,
      main: true,
    });
    if (player.id % 3 === 0)
      add({ label: 'Sparkonto', kind: 'personal', holderKind: 'player', holderId: player.id, holderName: player.name });
  }
  add({
    label: 'Firmenkonto',
    kind: 'company',
    holderKind: 'factory',
    holderId: 12,
    holderName: 'Bean Machine Coffee',
  });
  add({ label: 'Dienstkasse', kind: 'organisation', holderKind: 'team', holderId: 21, holderName: 'LSPD Dienstkasse' });
  const purposes = ['treasury', 'taxes', 'police', 'medic', 'cityHall'];
  for (const [i, purpose] of purposes.entries()) {
    add({
      label: ['Staatskasse', 'Steuerkonto', 'Polizeihaushalt', 'Klinikhaushalt', 'Rathaushaushalt'][i] ?? 'Staatskonto',
      kind: 'government',
      holderKind: 'government',
      holderId: 900,
      holderName: 'Stadtverwaltung Los Santos',
      purpose,
      monthlyBudget: [0, 0, 250_000, 180_000, 120_000][i] ?? 0,
      ...(purpose === 'police' ? { managedByTeamId: 21 } : purpose === 'medic' ? { managedByTeamId: 22 } : {}),
    });
  }
  // Bookings, oldest first, from an opening balance: balanceAfter runs, the balance is the last one.
  const bookings: Booking[] = [];
  for (const account of accounts) {
    const big = account.holderKind !== 'player';
    let balance = r.int(2, 60) * (big ? 10_000 : 1_000);
    const count = r.int(24, 44);
    const start = at - 60 * DAY;
    const times = Array.from({ length: count }, () => start + Math.floor(r.next() * 60 * DAY)).sort((a, b) => a - b);
    for (const time of times) {
      const kind = r.pick([
        'transfer',
        'transfer',
        'purchase',
        'payday',
        'standingOrder',
        'fee',
        'deposit',
        'withdrawal',
        'tax',
      ]);
      let incoming = kind === 'payday' || kind === 'deposit' || (kind === 'transfer' && r.next() < 0.5);
      let amount =
        (kind === 'fee' ? r.int(1, 40) : kind === 'payday' ? r.int(15, 40) * 100 : r.int(2, 250) * 10) * (big ? 10 : 1);
      if (!incoming && amount > balance) incoming = true;
      balance += incoming ? amount : -amount;
      amount = incoming ? amount : -amount;
      const other = r.pick(accounts.filter((a) => a.id !== account.id));
      const counterpart = kind === 'transfer' || kind === 'standingOrder';
      bookings.push({
        id: bookings.length + 1,
        accountId: account.id,
        direction: incoming ? 'incoming' : 'outgoing',
        kind: counterpart ? kind : kind === 'transfer' ? 'deposit' : kind,
        amount,
        balanceAfter: balance,
        ...(counterpart ? { counterpartNumber: other.number, counterpartName: other.holderName } : {}),
        purpose:
          kind === 'payday'
            ? 'Gehalt (Payday)'
            : kind === 'fee'
              ? 'Kontoführungsgebühr'
              : kind === 'tax'
                ? 'Grundsteuer'
                : `${r.pick(PURPOSES)} ${new Date(time).toLocaleDateString('de-DE', { month: 'long' })}`,
        bookedAt: iso(time),
        ...(!incoming && account.holderKind === 'player'
          ? { initiatedBy: { id: account.holderId, name: account.holderName } }
          : {}),
        reversed: false,
      });
    }
    account.balance = balance;
    account.lastActivityAt = iso(times.at(-1) ?? at);
  }
  bookings.reverse(); // newest first, as the lists answer
  const orders: Order[] = [];
  const order = (accountId: number, to: Account, amount: number, purpose: string, interval: string, inDays: number) =>
    orders.push({
      id: orders.length + 1,
      accountId,
      toAccountNumber: to.number,
      recipientName: to.holderName,
      amount,
      purpose,
      interval,
      nextExecutionAt: iso(at + inDays * DAY),
      lastExecutionAt: iso(at + inDays * DAY - (interval === 'weekly' ? 7 : 30) * DAY),
      active: true,
      failedCount: 0,
      createdBy: { id: max.id, name: max.name },
    });
  const [giro, , , common] = accounts as [Account, Account, Account, Account];
  order(giro.id, common, 1200, 'Miete Wohnung Vinewood', 'monthly', 5);
  order(giro.id, accounts[accounts.length - 4] as Account, 85, 'Nebenkosten', 'weekly', 2);
  order(common.id, accounts[5] as Account, 300, 'Haushaltsgeld', 'monthly', 12);
  // An own account at 0 $ without bookings or orders: the one a holder may close (a backend
  // refuses closing a main account or one with money). Added last, so the ids, bookings and
  // orders above stay as they were; opened before all others and never used, so lists sorted by
  // newest or by last activity keep a used account first.
  const opened = iso(at - 420 * DAY);
  add({
    label: 'Reisekasse',
    kind: 'personal',
    holderKind: 'player',
    holderId: max.id,
    holderName: max.name,
    bankId: 1,
    createdAt: opened,
    lastActivityAt: opened,
  });
  return { accounts, bookings, orders };
}
