// The player search by name (tag player) as the character picker takes it: every invite, grant
// and hand-over form picks a person with it. Typed structurally (components/org's PersonMatches),
// since the API layer does not import components.
import { useQuery } from '@tanstack/react-query';
import { getSearchPlayersByNameQueryOptions } from './generated/endpoints/player/player';

export function usePeopleSearch(text: string) {
  const query = useQuery({ ...getSearchPlayersByNameQueryOptions(text), enabled: text !== '' });
  return { data: query.data?.items, isFetching: query.isFetching, isError: query.isError };
}
