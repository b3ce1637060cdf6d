// The members of one organisation: searched by name or rank (?q=), filtered by department
// (?dept=), paged (?page=), highest rank first. A member opens (?member=) to his rights,
// department and rank; "Entlassen" asks first. Who may change members follows myRights.
import { Button, Field, HStack, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetTeamDepartmentsQueryOptions, useFireTeamEmployee } from '../../../api/generated/endpoints/team/team';
import type { OrgEmployee } from '../../../api/generated/model/orgEmployee';
import type { Team } from '../../../api/generated/model/team';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { MemberList, type OrgMember } from '../../../components/org/member-list';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { employeesOptions, membersChanged } from '../queries';
import type { TeamSearch } from '../search-params';
import { teamTexts } from '../texts';
import { MemberPanel } from './member-panel';

const t = teamTexts.members;

type Row = OrgMember<'leader' | 'employee'> & { employee: OrgEmployee };

export function Members({ team }: { team: Team }) {
  const [search, setSearch] = useSearchState<TeamSearch>();
  const client = useQueryClient();
  const org = { myRights: team.myRights, myRole: team.myRole };
  const canFire = useCan('fireTeamEmployee', { org });
  const departments = useQuery(getGetTeamDepartmentsQueryOptions(team.id));
  const members = useQuery({ ...employeesOptions(team.id, search), placeholderData: keepPreviousData });
  const fire = useFireTeamEmployee({
    mutation: {
      onSuccess: (_r, { employeeId }) => {
        const name = members.data?.items.find((m) => m.id === employeeId)?.player.name ?? '';
        notifier.create({ title: t.fired(name), type: 'success' });
        if (search.member === employeeId) setSearch({ member: undefined }, { replace: true });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => membersChanged(client, team.id),
    },
  });
  const deptName = (id: number | undefined) =>
    departments.data?.items.find((d) => d.id === id)?.name ?? (id ? '' : t.none);
  const leaderId = team.leader?.id;

  return (
    <Stack gap="4">
      <SearchBar
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q.trim() ? q : undefined, page: undefined }, { replace: true })}
      >
        <Field.Root w={{ base: 'full', md: '16rem' }}>
          <Field.Label>{t.department}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={search.dept ?? ''}
              onChange={(e) => setSearch({ dept: Number(e.target.value) || undefined, page: undefined })}
            >
              <option value="">{t.allDepartments}</option>
              {(departments.data?.items ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SearchBar>
      {members.isPending ? (
        <Stack gap="2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h="10" borderRadius="md" />
          ))}
        </Stack>
      ) : (
        <QueryState
          query={members}
          isEmpty={(p) => p.items.length === 0}
          empty={t.empty}
          emptyTestId="team-members-empty"
        >
          {(p) => {
            const rows: Row[] = p.items.map((m) => ({
              id: m.id,
              name: m.player.name,
              role: m.player.id === leaderId ? 'leader' : 'employee',
              detail: [t.line(m.rank, deptName(m.departmentId)), m.onDuty ? teamTexts.onDuty : null]
                .filter(Boolean)
                .join(' · '),
              employee: m,
            }));
            return (
              <Stack gap="3">
                <MemberList<'leader' | 'employee', Row>
                  label={teamTexts.tabs.members}
                  members={rows}
                  roleLabels={{ leader: teamTexts.roles.leader ?? '', employee: teamTexts.roles.employee ?? '' }}
                  leadRoles={['leader']}
                  removeLabel={t.fire}
                  confirmTitle={t.fireTitle}
                  confirmBody={t.fireBody}
                  canRemove={(row) => canFire && row.role !== 'leader'}
                  onRemove={(row) => fire.mutate({ teamId: team.id, employeeId: row.id })}
                  removing={fire.isPending ? fire.variables?.employeeId : undefined}
                  renderPanel={(row) => (
                    <Stack gap="2">
                      <HStack gap="2" wrap="wrap">
                        <Button
                          size="xs"
                          variant="outline"
                          aria-expanded={search.member === row.id}
                          aria-label={t.details(row.name)}
                          onClick={() =>
                            setSearch({ member: search.member === row.id ? undefined : row.id }, { replace: true })
                          }
                        >
                          {search.member === row.id ? t.close : t.open}
                        </Button>
                        {row.employee.salary !== undefined ? (
                          <span style={{ fontSize: '0.85em' }}>{t.salaryLine(formatMoney(row.employee.salary))}</span>
                        ) : null}
                      </HStack>
                      {search.member === row.id ? (
                        <MemberPanel
                          team={team}
                          employee={row.employee}
                          departments={departments.data?.items ?? []}
                          isLeader={row.role === 'leader'}
                        />
                      ) : null}
                    </Stack>
                  )}
                />
                <Pager
                  page={search.page ?? 1}
                  pageSize={p.page.limit}
                  total={p.page.total}
                  onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
                />
              </Stack>
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}
