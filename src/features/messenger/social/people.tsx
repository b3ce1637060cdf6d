// Profiles: the search (?q=, by name or @handle) and the lists of followers and following,
// each row opening the profile.
import { HStack, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getSearchMessengerSocialUsersQueryOptions } from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSocialAuthor } from '../../../api/generated/model/messengerSocialAuthor';
import { PagedList, type PageOf } from '../../../components/views/paged-list';
import type { QueryLike } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { AuthorLine, useSocialSearch } from './common';
import { pageParams } from './queries';
import { socialTexts } from './texts';

const t = socialTexts.people;

interface PeopleListProps {
  query: QueryLike<PageOf<MessengerSocialAuthor>>;
  label: string;
  empty: string;
  page: number;
  onPage: (page: number) => void;
}

export function PeopleList({ query, label, empty, page, onPage }: PeopleListProps) {
  return (
    <PagedList
      query={query}
      getKey={(p) => p.id}
      renderItem={(p) => (
        <HStack borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="social-person">
          <AuthorLine author={p} />
        </HStack>
      )}
      label={label}
      page={page}
      onPage={onPage}
      empty={empty}
      gap="2"
    />
  );
}

export function PeopleSearch() {
  const [search, setSearch] = useSocialSearch();
  const q = search.q ?? '';
  const found = useQuery({
    ...getSearchMessengerSocialUsersQueryOptions({ ...pageParams(search.page), ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="3">
      <SearchBar
        label={t.search}
        placeholder={t.placeholder}
        value={q}
        onSearch={(text) => setSearch({ q: text || undefined, page: undefined }, { replace: true })}
      />
      <PeopleList
        query={found}
        label={t.label}
        empty={t.empty}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
      />
    </Stack>
  );
}
