// A screen's state in the URL (page, filters, tab, search text, selected item): read it
// from the route's validated search, change it by navigating. Reload, back button and a
// shared link show the same view, and the route's loader sees what the page will show.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { defined } from './search-values';

interface SetOptions {
  /** Replace the history entry (typing in a search) instead of adding one (a filter click). */
  replace?: boolean;
}

export function useSearchState<S extends object>() {
  const all: object = useSearch({ strict: false });
  const search = all as S;
  const navigate = useNavigate();
  const setSearch = useCallback(
    (patch: Partial<S>, { replace = false }: SetOptions = {}) =>
      void navigate({
        to: '.',
        search: (previous: object) => defined({ ...previous, ...patch }),
        replace,
        resetScroll: false,
      } as Parameters<typeof navigate>[0]),
    [navigate],
  );
  return [search, setSearch] as const;
}
