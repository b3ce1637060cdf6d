// The staff of an opened building: each person with rank and salary, and their rights as
// checkboxes; who may manage employees saves new rights or dismisses someone (after a
// confirmation); the owner's rights are all and stay so.
import { Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetBuildingEmployeesQueryKey,
  useFireBuildingEmployee,
  useSetBuildingEmployeeRights,
} from '../../../api/generated/endpoints/building/building';
import type { Building } from '../../../api/generated/model/building';
import type { OrgEmployee } from '../../../api/generated/model/orgEmployee';
import type { OrgEmployeeRights } from '../../../api/generated/model/orgEmployeeRights';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { MemberList, type OrgMember } from '../../../components/org/member-list';
import { RightsEditor } from '../../../components/org/rights-editor';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { buildingChanged, staffQuery } from '../queries';
import { buildingTexts } from '../texts';
import { StaffInvitations } from './building-invitations';
import { EmployeeForm } from './employee-form';

const t = buildingTexts.staff;
type Role = 'owner' | 'employee';
type StaffMember = OrgMember<Role> & { employee: OrgEmployee };
const ROLE_LABELS = { owner: buildingTexts.roles.owner, employee: buildingTexts.roles.employee } as const;

export function StaffPanel({ building }: { building: Building }) {
  const client = useQueryClient();
  const staff = useQuery(staffQuery(building.id));
  const canManage = useCan('setBuildingEmployeeRights', { org: building });
  const canFire = useCan('fireBuildingEmployee', { org: building });
  const canInvite = useCan('inviteBuildingEmployee', { org: building });
  const canUpdate = useCan('updateBuildingEmployee', { org: building });
  const nameOf = (employeeId: number) => staff.data?.items.find((e) => e.id === employeeId)?.player.name ?? '';
  const save = useSetBuildingEmployeeRights({
    mutation: {
      onSuccess: (employee) => {
        client.setQueryData(staffQuery(building.id).queryKey, (page) =>
          page ? { ...page, items: page.items.map((e) => (e.id === employee.id ? employee : e)) } : page,
        );
        notifier.create({ title: t.saved(employee.player.name), type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => client.invalidateQueries({ queryKey: getGetBuildingEmployeesQueryKey(building.id) }),
    },
  });
  const fire = useFireBuildingEmployee({
    mutation: {
      onSuccess: (_r, { employeeId }) => notifier.create({ title: t.fired(nameOf(employeeId)), type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => buildingChanged(client, building.id),
    },
  });
  const ownerId = building.owner?.id;
  return (
    <QueryState query={staff} isEmpty={(page) => page.items.length === 0} empty={t.empty} pendingMinH="16rem">
      {(page) => (
        <Stack gap="4">
          <MemberList<Role, StaffMember>
            label={t.label}
            members={page.items.map((e) => ({
              id: e.id,
              name: e.player.name,
              role: e.player.id === ownerId ? 'owner' : 'employee',
              detail: t.detail(e.rank, formatMoney(e.salary ?? 0)),
              employee: e,
            }))}
            roleLabels={ROLE_LABELS}
            leadRoles={['owner']}
            renderPanel={(m) =>
              m.role === 'owner' ? (
                <Text fontSize="sm" color="fg.muted">
                  {t.owner}
                </Text>
              ) : (
                <Stack gap="1">
                  {canUpdate ? <EmployeeForm buildingId={building.id} employee={m.employee} /> : null}
                  <RightsEditor<keyof OrgEmployeeRights>
                    legend={t.rightsOf(m.name)}
                    rights={m.employee.rights}
                    labels={t.rights}
                    saving={save.isPending && save.variables?.employeeId === m.id}
                    onSave={
                      canManage
                        ? (rights) => {
                            if (!save.isPending)
                              save.mutate({ buildingId: building.id, employeeId: m.id, data: rights });
                          }
                        : undefined
                    }
                  />
                </Stack>
              )
            }
            canRemove={(m) => canFire && m.role !== 'owner'}
            onRemove={(m) => {
              if (!fire.isPending) fire.mutate({ buildingId: building.id, employeeId: m.id });
            }}
            removing={fire.isPending ? fire.variables?.employeeId : undefined}
            removeLabel={t.fire}
            confirmTitle={t.fireTitle}
            confirmBody={t.fireBody}
            empty={t.empty}
          />
          {canInvite ? (
            <StaffInvitations buildingId={building.id} members={page.items.map((e) => e.player.id)} />
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
