// /myProfile ("Mein Profil"): the player's own account. ?view= picks the view: the account
// with its characters and admin rights (overview), the characters with their overview, the
// active character and the visibility (characters), the links to other services (links).
import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { getGetLoggedInQueryOptions } from '../../../api/generated/start/session';
import { PageFrame } from '../../../components/views/page-frame';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import { CharactersView } from './characters-view';
import { LinksView } from './links-view';
import { OverviewView } from './overview-view';
import type { AccountSearch, AccountView } from './search-params';
import { accountTexts as t } from './texts';

const VIEWS = ['overview', 'characters', 'links'] as const satisfies readonly AccountView[];

export function loadAccount({ context }: { context: { queryClient: QueryClient } }) {
  return context.queryClient.ensureQueryData(getGetLoggedInQueryOptions());
}

export function AccountPage() {
  const [search, setSearch] = useSearchState<AccountSearch>();
  const view = search.view ?? 'overview';
  return (
    <PageFrame title={t.title} description={t.intro}>
      <HStack mb="6" gap="4" wrap="wrap" justify="space-between">
        <SegmentedFilter
          label={t.viewLabel}
          options={VIEWS}
          labels={t.views}
          value={view}
          onChange={(next) => setSearch({ view: next === 'overview' ? undefined : next, character: undefined })}
        />
        <HStack gap="4" wrap="wrap">
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to="/myCharacter">{t.citizenLink}</RouterLink>
          </Link>
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to="/idleMiner">{t.minerLink}</RouterLink>
          </Link>
        </HStack>
      </HStack>
      {view === 'overview' ? <OverviewView /> : null}
      {view === 'characters' ? (
        <CharactersView opened={search.character} onOpen={(character) => setSearch({ character })} />
      ) : null}
      {view === 'links' ? <LinksView /> : null}
    </PageFrame>
  );
}
