// The admin's organisations (?view=admin, ACP right team.admin, guarded by the route): search
// by name, leader or number (?q=, ?page=); an opened one (?team=) shows leader, name, block
// and members. Each write needs its own ACP right (useCan), and the mock refuses without it.
import { Badge, Box, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { PageFrame } from '../../../components/views/page-frame';
import { Pager } from '../../../components/views/pager';
import { EmptyState, QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { useSearchState } from '../../../components/views/use-search-state';
import { formatNumber } from '../../../lib/format';
import { adminSearchOptions } from '../queries';
import type { TeamSearch } from '../search-params';
import { teamTexts } from '../texts';
import { AdminTeam } from './admin-team';

const t = teamTexts.admin;

export function AdminView() {
  const [search, setSearch] = useSearchState<TeamSearch>();
  return (
    <PageFrame title={t.title} description={t.intro}>
      <Stack gap="5">
        <Link asChild alignSelf="start">
          {search.team ? (
            <RouterLink to="/team" search={{ view: 'admin', q: search.q }}>
              {t.back}
            </RouterLink>
          ) : (
            <RouterLink to="/team">{t.backToMine}</RouterLink>
          )}
        </Link>
        {search.team ? (
          <AdminTeam teamId={search.team} />
        ) : (
          <>
            <SearchBar
              label={t.search}
              placeholder={t.searchPlaceholder}
              value={search.q ?? ''}
              onSearch={(q) => setSearch({ q: q.trim() ? q : undefined, page: undefined }, { replace: true })}
            />
            {search.q?.trim() ? <Results q={search.q.trim()} page={search.page} /> : <EmptyState>{t.hint}</EmptyState>}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}

function Results({ q, page }: { q: string; page: number | undefined }) {
  const [, setSearch] = useSearchState<TeamSearch>();
  const found = useQuery({ ...adminSearchOptions(q, page), placeholderData: keepPreviousData });
  if (found.isPending) {
    return (
      <Stack gap="2" aria-busy="true">
        <Skeleton h="14" />
        <Skeleton h="14" />
        <Skeleton h="14" />
      </Stack>
    );
  }
  return (
    <QueryState query={found} isEmpty={(p) => p.items.length === 0} empty={t.empty} emptyTestId="team-admin-empty">
      {(p) => (
        <Stack gap="3">
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t.search}>
            {p.items.map((org) => (
              <Box as="li" key={org.id} borderWidth="1px" borderRadius="md" p="3" data-testid="team-admin-result">
                <HStack justify="space-between" wrap="wrap">
                  <Link asChild fontWeight="semibold">
                    <RouterLink to="/team" search={{ view: 'admin', q, team: org.id }} aria-label={t.open(org.name)}>
                      {org.name}
                    </RouterLink>
                  </Link>
                  {org.blocked ? <Badge colorPalette="red">{teamTexts.blocked}</Badge> : null}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  #{org.id} · {t.line(org.owner?.name ?? t.noLeader, formatNumber(org.memberCount, 0))}
                </Text>
              </Box>
            ))}
          </Stack>
          <Pager
            page={page ?? 1}
            pageSize={p.page.limit}
            total={p.page.total}
            onPage={(next) => setSearch({ page: next > 1 ? next : undefined })}
          />
        </Stack>
      )}
    </QueryState>
  );
}
