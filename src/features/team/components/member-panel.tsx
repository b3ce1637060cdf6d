// One opened member: his rights (the contract's six flags, each explained), the department he
// works in (move him), and rank and salary. Each part is offered only with the right to
// change it (useCan with the organisation's myRights); the leader's rights are fixed.
import { Box, Button, Field, Heading, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetTeamEmployeeQueryOptions,
  useAssignTeamEmployeeDepartment,
  useSetTeamEmployeeRights,
  useUpdateTeamEmployee,
} from '../../../api/generated/endpoints/team/team';
import type { OrgEmployee } from '../../../api/generated/model/orgEmployee';
import type { OrgEmployeeUpdateRequest } from '../../../api/generated/model/orgEmployeeUpdateRequest';
import type { Team } from '../../../api/generated/model/team';
import type { TeamDepartment } from '../../../api/generated/model/teamDepartment';
import { UpdateTeamEmployeeBody } from '../../../api/generated/zod/team/team.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { RightsEditor } from '../../../components/org/rights-editor';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { membersChanged } from '../queries';
import { teamTexts } from '../texts';

const t = teamTexts.members;

interface Props {
  team: Team;
  employee: OrgEmployee;
  departments: readonly TeamDepartment[];
  isLeader: boolean;
}

export function MemberPanel({ team, employee: listed, departments, isLeader }: Props) {
  const client = useQueryClient();
  const detail = useQuery(getGetTeamEmployeeQueryOptions(team.id, listed.id));
  const employee = detail.data ?? listed;
  const org = { myRights: team.myRights, myRole: team.myRole };
  const canRights = useCan('setTeamEmployeeRights', { org }) && !isLeader;
  const canMove = useCan('assignTeamEmployeeDepartment', { org });
  const canRank = useCan('updateTeamEmployee', { org }) && !isLeader;
  const name = employee.player.name;
  const rights = useSetTeamEmployeeRights({
    mutation: {
      onSuccess: () => notifier.create({ title: t.rightsSaved(name), type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => membersChanged(client, team.id),
    },
  });

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="team-member-panel">
      {detail.isPending ? <Skeleton h="2" mb="2" /> : null}
      <Stack gap="4">
        <Box>
          <RightsEditor
            legend={t.rightsLegend(name)}
            rights={employee.rights}
            labels={teamTexts.rights}
            hints={teamTexts.rightHints}
            onSave={
              canRights ? (next) => rights.mutate({ teamId: team.id, employeeId: employee.id, data: next }) : undefined
            }
            saving={rights.isPending}
          />
          {isLeader ? (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {t.leaderRights}
            </Text>
          ) : null}
        </Box>
        {canMove ? <MoveForm team={team} employee={employee} departments={departments} /> : null}
        {canRank ? <RankForm team={team} employee={employee} /> : null}
      </Stack>
    </Box>
  );
}

function MoveForm({
  team,
  employee,
  departments,
}: {
  team: Team;
  employee: OrgEmployee;
  departments: readonly TeamDepartment[];
}) {
  const client = useQueryClient();
  const [target, setTarget] = useState<number | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useAssignTeamEmployeeDepartment({
    mutation: {
      onSuccess: (moved) => {
        setTarget(undefined);
        const dept = departments.find((d) => d.id === moved.departmentId)?.name ?? '';
        notifier.create({ title: t.moved(moved.player.name, dept), type: 'success' });
      },
      onError: (error) => setProblem(describeError(error)),
      onSettled: () => membersChanged(client, team.id),
    },
  });
  const send = () => {
    if (move.isPending) return;
    if (!target || target === employee.departmentId) return setProblem(t.pickDepartment);
    setProblem(null);
    move.mutate({ teamId: team.id, departmentId: target, employeeId: employee.id });
  };
  return (
    <Box as="section" aria-label={t.move}>
      <Heading as="h4" size="xs" mb="2">
        {t.move}
      </Heading>
      <HStack gap="2" align="end" wrap="wrap">
        <Field.Root w={{ base: 'full', sm: '16rem' }} invalid={!!problem}>
          <Field.Label>{t.moveTo}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={target ?? employee.departmentId ?? ''}
              onChange={(e) => {
                setTarget(Number(e.target.value) || undefined);
                setProblem(null);
              }}
            >
              {employee.departmentId ? null : <option value="">{t.none}</option>}
              {departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {problem ? (
            <Field.HelperText color="fg.error" aria-live="polite">
              {problem}
            </Field.HelperText>
          ) : null}
        </Field.Root>
        <Button size="sm" variant="outline" loading={move.isPending} onClick={send}>
          {t.moveButton}
        </Button>
      </HStack>
    </Box>
  );
}

type RankValues = { rank: string; rankLevel: string; salary: string };

const num = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
const toBody = (v: RankValues): OrgEmployeeUpdateRequest => {
  const body: OrgEmployeeUpdateRequest = {};
  if (v.rank.trim()) body.rank = v.rank.trim();
  const level = num(v.rankLevel);
  if (level !== undefined) body.rankLevel = level;
  const salary = num(v.salary);
  if (salary !== undefined) body.salary = salary;
  return body;
};

function RankForm({ team, employee }: { team: Team; employee: OrgEmployee }) {
  const client = useQueryClient();
  const initial: RankValues = {
    rank: employee.rank,
    rankLevel: String(employee.rankLevel),
    salary: employee.salary !== undefined ? String(employee.salary) : '',
  };
  const draft = useMemo(
    () => defineDraft(`draft.team.rank.${team.id}.${employee.id}`, initial),
    // The draft's key is the member; his current values are only its empty form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [team.id, employee.id],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: UpdateTeamEmployeeBody, initial, draft, toBody });
  const save = useUpdateTeamEmployee({
    mutation: {
      onSuccess: (changed) => {
        form.reset({
          rank: changed.rank,
          rankLevel: String(changed.rankLevel),
          salary: changed.salary !== undefined ? String(changed.salary) : '',
        });
        notifier.create({ title: t.rankSaved(changed.player.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => membersChanged(client, team.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ teamId: team.id, employeeId: employee.id, data });
  });
  return (
    <Box as="section" aria-label={t.rankHeading}>
      <Heading as="h4" size="xs" mb="2">
        {t.rankHeading}
      </Heading>
      <FormStack onSubmit={submit}>
        <HStack gap="3" align="start" wrap="wrap">
          <FormField label={t.rank} message={form.message('rank')} w={{ base: 'full', sm: '14rem' }}>
            <Input size="sm" {...form.input('rank')} />
          </FormField>
          <FormField label={t.rankLevel} message={form.message('rankLevel')} w={{ base: 'full', sm: '12rem' }}>
            <Input size="sm" inputMode="numeric" {...form.input('rankLevel')} />
          </FormField>
          <FormField label={t.salary} message={form.message('salary')} w={{ base: 'full', sm: '12rem' }}>
            <Input size="sm" inputMode="decimal" {...form.input('salary')} />
          </FormField>
        </HStack>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" size="sm" variant="outline" loading={save.isPending}>
            {t.saveRank}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
