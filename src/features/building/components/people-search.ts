// The player search (tag player) as the character picker's hook: from two characters on.
import { useQuery } from '@tanstack/react-query';
import { getSearchPlayersByNameQueryOptions } from '../../../api/generated/endpoints/player/player';
import type { PersonMatches } from '../../../components/org/character-picker';

export function usePeopleSearch(text: string): PersonMatches {
  const query = useQuery({ ...getSearchPlayersByNameQueryOptions(text), enabled: text !== '' });
  return { data: query.data?.items, isFetching: query.isFetching, isError: query.isError };
}
