// The bank's queries as option factories (route loader and screens share them, so the loader
// prefetches exactly what the screen shows), and what a change makes stale.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetBankAccountQueryOptions,
  getGetBankOverviewQueryKey,
  getListBankAccountsQueryOptions,
  getListBankAdminAccountsQueryOptions,
  getListBankTransactionsQueryOptions,
  getSearchBankAdminAccountsQueryOptions,
} from '../../api/generated/endpoints/bank/bank';
import type { ListBankTransactionsParams } from '../../api/generated/model/listBankTransactionsParams';
import { skipOf } from '../../components/views/search-values';
import type { BankSearch } from './search-params';

export const TX_PAGE = 25;
export const ADMIN_PAGE = 20;
const DAY = 86_400_000;

export const accountsOptions = () => getListBankAccountsQueryOptions();
export const accountOptions = (id: number) => getGetBankAccountQueryOptions(id);

/** The filters of the transaction list as the contract's query (page, direction, period, counterpart, purpose). */
export function transactionParams(s: BankSearch, limit = TX_PAGE): ListBankTransactionsParams {
  const skip = skipOf(s.page, limit);
  return {
    limit,
    ...(skip ? { skip } : {}),
    ...(s.dir ? { direction: s.dir } : {}),
    ...(s.type ? { kind: s.type } : {}),
    ...(s.from ? { from: s.from } : {}),
    ...(s.to ? { to: s.to } : {}),
    ...(s.who ? { counterpart: s.who } : {}),
    ...(s.q ? { q: s.q } : {}),
  };
}

export const transactionsOptions = (id: number, s: BankSearch) =>
  getListBankTransactionsQueryOptions(id, transactionParams(s));

/** The first day of the sparkline's window (30 days ago), as the contract's date. */
export const sparkSince = (now = Date.now()) => new Date(now - 30 * DAY).toISOString().slice(0, 10);

/** The bookings of the last 30 days (the sparkline); the contract's largest page. */
export const recentOptions = (id: number) =>
  getListBankTransactionsQueryOptions(id, { from: sparkSince(), limit: 100 });

/** The admin's account list: a search by text, else every account by kind and order. */
export function adminAccountsOptions(s: BankSearch) {
  const skip = skipOf(s.page, ADMIN_PAGE);
  const paging = { limit: ADMIN_PAGE, ...(skip ? { skip } : {}) };
  return s.q
    ? getSearchBankAdminAccountsQueryOptions(s.q, paging)
    : getListBankAdminAccountsQueryOptions({
        ...paging,
        ...(s.kind ? { kind: s.kind } : {}),
        sort: s.sort ?? 'newest',
      });
}

/** The path every bank query's key starts with ("/api/bank/"), taken from a generated key. */
const BANK_KEY = getGetBankOverviewQueryKey()[0].replace(/overview$/, '');

/** Money moved or an account changed: every bank query is stale (balances show in many). */
export const bankChanged = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(BANK_KEY),
  });
