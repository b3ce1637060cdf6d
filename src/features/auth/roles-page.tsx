// /acp/roles: the team's ACP roles. Tab "Rollen": the list (highest priority first), a new
// role, and the opened role (?role=) with its form, delete and members. Tab "Rechtematrix":
// every right × every role, saved together. Everything the view shows lives in the URL.
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageFrame } from '../../components/views/page-frame';
import { QueryState } from '../../components/views/query-state';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { RightsMatrix } from './components/rights-matrix';
import { RoleDetail } from './components/role-detail';
import { RoleForm } from './components/role-form';
import { rolesOptions } from './queries';
import type { RolesSearch } from './search-params';
import { authTexts as t } from './texts';
export { loadRoles } from './load';

const TABS = ['roles', 'matrix'] as const;
// On demand: the admin log's endpoints stay out of the page's preload list in every start.
const RecentAdminLog = lazy(() => import('./components/recent-admin-log').then((m) => ({ default: m.RecentAdminLog })));

export function RolesPage() {
  const [search, setSearch] = useSearchState<RolesSearch>();
  const tab = search.tab ?? 'roles';
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5" mt="2">
        <SegmentedFilter
          label={t.tabLabel}
          options={TABS}
          labels={t.tabs}
          value={tab}
          onChange={(next) => setSearch({ tab: next === 'roles' ? undefined : next, page: undefined })}
        />
        {tab === 'matrix' ? (
          <RightsMatrix
            q={search.q ?? ''}
            onSearch={(q) => setSearch({ q: q.trim() || undefined }, { replace: true })}
          />
        ) : (
          <RolesTab search={search} />
        )}
      </Stack>
    </PageFrame>
  );
}

function RolesTab({ search }: { search: RolesSearch }) {
  const [, setSearch] = useSearchState<RolesSearch>();
  const roles = useQuery(rolesOptions());
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(16rem, 1fr) 2fr' }} gap="5" alignItems="start">
      <Stack gap="4">
        <QueryState query={roles} isEmpty={(r) => r.items.length === 0} empty={t.roles.empty}>
          {(r) => (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t.roles.list}>
              {r.items.map((role) => (
                <li key={role.id}>
                  <Button
                    variant={search.role === role.id ? 'subtle' : 'outline'}
                    w="full"
                    h="auto"
                    py="2"
                    // A role's name comes from the server and may be long: it wraps, the page does not scroll sideways.
                    whiteSpace="normal"
                    justifyContent="start"
                    aria-current={search.role === role.id ? 'true' : undefined}
                    aria-label={t.roles.open(role.name)}
                    data-testid="role-row"
                    onClick={() => setSearch({ role: role.id, page: undefined })}
                  >
                    <HStack gap="3" w="full" align="start">
                      <Box
                        aria-hidden
                        w="3"
                        h="3"
                        mt="1.5"
                        borderRadius="full"
                        flexShrink={0}
                        style={{ background: role.color }}
                      />
                      <Box textAlign="left" minW="0">
                        <Text fontWeight="semibold">{role.name}</Text>
                        <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                          {[
                            t.roles.priority(role.priority),
                            t.roles.members(role.memberCount),
                            t.roles.rights(role.rightCount),
                          ].join(' · ')}
                        </Text>
                      </Box>
                    </HStack>
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
        <RoleForm onCreated={(id) => setSearch({ role: id, page: undefined })} />
      </Stack>
      <Box>
        {search.role ? (
          <RoleDetail
            key={search.role}
            roleId={search.role}
            page={search.page ?? 1}
            onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
            onDeleted={() => setSearch({ role: undefined, page: undefined })}
          />
        ) : (
          // The ACP's landing page: with no role open, the latest admin actions fill the space.
          <Stack gap="4">
            <Text color="fg.muted">{t.roles.pick}</Text>
            <Suspense fallback={null}>
              <RecentAdminLog />
            </Suspense>
          </Stack>
        )}
      </Box>
    </Grid>
  );
}
