// The page's view of /bank's search: the route's plain values checked against the area's
// values (strictBankSearch), and the setter that writes them back to the URL.
import { useMemo } from 'react';
import { useSearchState } from '../../components/views/use-search-state';
import { strictBankSearch, type BankSearch } from './search-params';

export function useBankSearch() {
  const [raw, setSearch] = useSearchState<BankSearch>();
  const search = useMemo(() => strictBankSearch(raw as Record<string, unknown>), [raw]);
  return [search, setSearch] as const;
}
