// /vcad, the dispatch board [Leitstelle]: the live board of a department, the call history and
// the radio codes, on one route with the view, department, opened call and filters in the URL
// (search-params.ts), so a reload or a shared link shows the same screen.
import { HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/views/page-frame';
import { EmptyState, QueryState } from '../../components/views/query-state';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { useCan } from '../../api/permissions';
import { AdminView } from './admin/admin-view';
import { BoardView } from './board/board-view';
import { CodesView } from './codes/codes-view';
import { HistoryView } from './history/history-view';
import { departmentOf, departmentsOptions, sessionOptions } from './queries';
import { useTeamScope } from './rights';
import type { VcadSearch, VcadView } from './search-params';
import { vcadTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadVcad } from './load';

const views: readonly VcadView[] = ['board', 'history', 'codes'];
const withAdmin: readonly VcadView[] = [...views, 'admin'];

export function VcadPage() {
  const [search, setSearch] = useSearchState<VcadSearch>();
  const session = useQuery(sessionOptions());
  const departments = useQuery(departmentsOptions());
  const view = search.view ?? 'board';
  const departmentId = departmentOf(search, session.data);
  // Administration only with the team right manageDispatch (every management operation needs it).
  const mayManage = useCan('editVcadDepartmentSettings', useTeamScope());
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="4">
        <HStack gap="4" wrap="wrap" justify="space-between">
          <SegmentedFilter
            label={t.view.label}
            options={mayManage ? withAdmin : views}
            labels={t.view}
            value={view}
            onChange={(v) =>
              setSearch({ view: v === 'board' ? undefined : v, page: undefined, call: undefined, new: undefined })
            }
          />
          {departments.data?.items.length ? (
            <NativeSelect.Root size="sm" maxW="20rem">
              <NativeSelect.Field
                aria-label={t.department}
                value={departmentId ?? ''}
                onChange={(e) =>
                  setSearch({
                    dept: Number(e.target.value) || undefined,
                    call: undefined,
                    unit: undefined,
                    page: undefined,
                  })
                }
              >
                {departments.data.items.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.shortName} – {d.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
        </HStack>
        {view === 'admin' && mayManage && departmentId ? (
          <AdminView key={departmentId} departmentId={departmentId} />
        ) : view === 'codes' ? (
          <CodesView />
        ) : view === 'history' ? (
          <HistoryView departmentId={departmentId} />
        ) : (
          <QueryState query={session}>
            {(s) =>
              departmentId ? (
                <BoardView key={departmentId} departmentId={departmentId} session={s} />
              ) : (
                <EmptyState testId="vcad-no-department">{t.noDepartment}</EmptyState>
              )
            }
          </QueryState>
        )}
      </Stack>
    </PageFrame>
  );
}
