// The departments of an organisation [Abteilungen]: name, short name, head, members and who
// is on duty; "Mitglieder zeigen" opens the members filtered by it. With the right to manage
// members: add, edit (?dept= opens the form) and delete (empty departments only, after asking).
import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetTeamDepartmentQueryOptions,
  getGetTeamDepartmentsQueryOptions,
  useDeleteTeamDepartment,
} from '../../../api/generated/endpoints/team/team';
import type { Team } from '../../../api/generated/model/team';
import type { TeamDepartment } from '../../../api/generated/model/teamDepartment';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { membersChanged } from '../queries';
import type { TeamSearch } from '../search-params';
import { teamTexts } from '../texts';
import { DepartmentForm } from './department-form';

const t = teamTexts.departments;

export function Departments({ team }: { team: Team }) {
  const [search, setSearch] = useSearchState<TeamSearch>();
  const client = useQueryClient();
  const org = { myRights: team.myRights, myRole: team.myRole };
  const canAdd = useCan('addTeamDepartment', { org });
  const canEdit = useCan('editTeamDepartment', { org });
  const canDelete = useCan('deleteTeamDepartment', { org });
  const isMember = team.myRole !== 'none';
  const departments = useQuery(getGetTeamDepartmentsQueryOptions(team.id));
  const [deleting, setDeleting] = useState<TeamDepartment | null>(null);
  const remove = useDeleteTeamDepartment({
    mutation: {
      onSuccess: (_r, { departmentId }) => {
        const name = departments.data?.items.find((d) => d.id === departmentId)?.name ?? '';
        notifier.create({ title: t.deleted(name), type: 'success' });
        if (search.dept === departmentId) setSearch({ dept: undefined }, { replace: true });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => membersChanged(client, team.id),
    },
  });

  return (
    <Stack gap="5">
      {departments.isPending ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton h="16" borderRadius="md" />
          <Skeleton h="16" borderRadius="md" />
        </Stack>
      ) : (
        <QueryState
          query={departments}
          isEmpty={(list) => list.items.length === 0}
          empty={t.empty}
          emptyTestId="team-departments-empty"
        >
          {(list) => (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={teamTexts.tabs.departments}>
              {list.items.map((dept) => (
                <Box
                  as="li"
                  key={dept.id}
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  borderLeftWidth="4px"
                  borderLeftColor={dept.color ?? 'border'}
                  data-testid="team-department"
                >
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <HStack gap="2">
                      <Text fontWeight="semibold">{dept.name}</Text>
                      <Badge>{dept.shortName}</Badge>
                    </HStack>
                    <HStack gap="2" wrap="wrap">
                      {isMember ? (
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={t.showMembers(dept.name)}
                          onClick={() => setSearch({ tab: undefined, dept: dept.id, page: undefined, q: undefined })}
                        >
                          {teamTexts.tabs.members}
                        </Button>
                      ) : null}
                      {canEdit ? (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t.editFor(dept.name)}
                          aria-expanded={search.dept === dept.id}
                          onClick={() =>
                            setSearch({ dept: search.dept === dept.id ? undefined : dept.id }, { replace: true })
                          }
                        >
                          {t.edit}
                        </Button>
                      ) : null}
                      {canDelete ? (
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t.deleteFor(dept.name)}
                          loading={remove.isPending && remove.variables?.departmentId === dept.id}
                          onClick={() => setDeleting(dept)}
                        >
                          {t.delete}
                        </Button>
                      ) : null}
                    </HStack>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {[t.line(dept.memberCount, dept.onDutyCount ?? 0), dept.head ? t.head(dept.head.name) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {canEdit && search.dept === dept.id ? <EditDepartment team={team} departmentId={dept.id} /> : null}
                </Box>
              ))}
            </Stack>
          )}
        </QueryState>
      )}
      {canAdd ? (
        <Box as="section" aria-labelledby="team-dept-add" borderWidth="1px" borderRadius="md" p="3">
          <Heading as="h3" size="sm" id="team-dept-add" mb="2">
            {t.add}
          </Heading>
          <DepartmentForm team={team} />
        </Box>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t.deleteTitle(deleting.name) : ''}
        body={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={teamTexts.cancel}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate({ teamId: team.id, departmentId: deleting.id });
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

/** The opened department, read fresh, in its edit form. */
function EditDepartment({ team, departmentId }: { team: Team; departmentId: number }) {
  const dept = useQuery(getGetTeamDepartmentQueryOptions(team.id, departmentId));
  return (
    <Box mt="3">
      <QueryState query={dept} pendingMinH="14rem">
        {(data) => <DepartmentForm team={team} department={data} />}
      </QueryState>
    </Box>
  );
}
