// /bank in the URL (one route for the whole area, so it costs one route at start). The player's
// side: ?account=<id> opens an account (none: the overview), ?tab= picks its part
// (transactions by default, transfer, orders, shares, settings); the transactions' ?page=,
// ?dir=incoming|outgoing, ?type= (kind of booking), ?from=/?to= (YYYY-MM-DD), ?who= (counterpart), ?q= (purpose),
// ?tx=<id> (the opened booking), ?month=YYYY-MM (the statement); ?order=<id> the standing
// order being edited. The admin side: ?view=admin with ?section=accounts|sums|bookings,
// ?q=, ?kind=, ?sort=, ?page=, ?min= and ?account= / ?player= (opened account or person).
// The route keeps these as plain numbers and texts (route-search.ts, small for the start
// bundle); the page reads them through strictBankSearch, which drops a value that is none of
// the area's (a wrong tab, kind or date counts as absent). Never throws.
import type { BankAccountKind } from '../../api/generated/model/bankAccountKind';
import type { BankTransactionKind } from '../../api/generated/model/bankTransactionKind';
import type { Direction } from '../../api/generated/model/direction';
import type { ListBankAdminAccountsSort } from '../../api/generated/model/listBankAdminAccountsSort';
import { oneOf, positiveInt, searchText } from '../../components/views/search-values';

export type BankTab = 'transactions' | 'transfer' | 'orders' | 'shares' | 'settings';
export type AdminSection = 'accounts' | 'sums' | 'bookings';

export interface BankSearch {
  view?: 'admin';
  account?: number;
  tab?: BankTab;
  page?: number;
  dir?: Direction;
  type?: BankTransactionKind;
  from?: string;
  to?: string;
  who?: string;
  q?: string;
  tx?: number;
  month?: string;
  order?: number;
  section?: AdminSection;
  kind?: BankAccountKind;
  sort?: ListBankAdminAccountsSort;
  player?: number;
  min?: number;
}

const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export const strictBankSearch = (s: Record<string, unknown>): BankSearch => ({
  view: s.view === 'admin' ? 'admin' : undefined,
  account: positiveInt(s.account),
  tab: oneOf(s.tab, { transactions: 1, transfer: 1, orders: 1, shares: 1, settings: 1 } satisfies Record<BankTab, 1>),
  page: positiveInt(s.page),
  dir: oneOf(s.dir, { incoming: 1, outgoing: 1 } satisfies Record<Direction, 1>),
  type: oneOf(s.type, {
    transfer: 1,
    standingOrder: 1,
    payday: 1,
    deposit: 1,
    withdrawal: 1,
    purchase: 1,
    fee: 1,
    tax: 1,
    fine: 1,
    correction: 1,
    reversal: 1,
  } satisfies Record<BankTransactionKind, 1>),
  from: day(s.from),
  to: day(s.to),
  who: searchText(s.who, 80),
  q: searchText(s.q),
  tx: positiveInt(s.tx),
  month: typeof s.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(s.month) ? s.month : undefined,
  order: positiveInt(s.order),
  section: oneOf(s.section, { accounts: 1, sums: 1, bookings: 1 } satisfies Record<AdminSection, 1>),
  kind: oneOf(s.kind, {
    personal: 1,
    shared: 1,
    company: 1,
    organisation: 1,
    government: 1,
  } satisfies Record<BankAccountKind, 1>),
  sort: oneOf(s.sort, { balanceDesc: 1, balanceAsc: 1, newest: 1, lastActivity: 1 } satisfies Record<
    ListBankAdminAccountsSort,
    1
  >),
  player: positiveInt(s.player),
  min: positiveInt(s.min),
});
