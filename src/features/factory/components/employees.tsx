// Staff [Personal]: employees by rank with salary and duty, the opened one (?employee=) with
// rank and salary and the rights editor (the contract's six rights, grouped and explained),
// firing after a confirmation (never the owner), then the invite form and open invitations.
import { Box, Button, Input, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetFactoryEmployeesQueryOptions,
  useFireFactoryEmployee,
  useSetFactoryEmployeeRights,
  useUpdateFactoryEmployee,
} from '../../../api/generated/endpoints/factory/factory';
import type { Factory } from '../../../api/generated/model/factory';
import type { OrgEmployee } from '../../../api/generated/model/orgEmployee';
import type { OrgEmployeeRights } from '../../../api/generated/model/orgEmployeeRights';
import type { OrgRole } from '../../../api/generated/model/orgRole';
import { UpdateFactoryEmployeeBody } from '../../../api/generated/zod/factory/factory.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { MemberList, type OrgMember } from '../../../components/org/member-list';
import { RightsEditor } from '../../../components/org/rights-editor';
import { FormStack } from '../../../components/ui/form-stack';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { companyChanged, listParams } from '../queries';
import type { FactorySearch } from '../search-params';
import { factoryTexts } from '../texts';
import { InviteForm, OpenInvitations } from './invitations';

const t = factoryTexts.employees;
const r = factoryTexts.rights;

/** The rights in the order of their groups (staff, business, property), each with its group's hint. */
const GROUPED_LABELS = Object.fromEntries(
  r.groups.flatMap((g) => g.keys.map((key) => [key, `${g.label} · ${r.labels[key]}`])),
) as Record<keyof OrgEmployeeRights, string>;

type Row = OrgMember<OrgRole> & { employee: OrgEmployee };

function RankForm({ company, employee }: { company: Factory; employee: OrgEmployee }) {
  const client = useQueryClient();
  const empty = { rank: employee.rank, rankLevel: employee.rankLevel, salary: employee.salary ?? 0 };
  const draft = useMemo(
    () => defineDraft(`draft.factory.rank.${company.id}.${employee.id}`, empty),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one draft per employee
    [company.id, employee.id],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: UpdateFactoryEmployeeBody,
    initial: empty,
    draft,
    toBody: (v: typeof empty) => ({ rank: v.rank.trim(), rankLevel: Number(v.rankLevel), salary: Number(v.salary) }),
  });
  const save = useUpdateFactoryEmployee({
    mutation: {
      onSuccess: (e) => {
        form.reset();
        notifier.create({ title: t.savedRank(e.player.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => companyChanged(client, company.id),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (save.isPending) return;
    setFailure(null);
    save.mutate({ factoryId: company.id, employeeId: employee.id, data });
  });
  const num = (path: 'rankLevel' | 'salary') => ({
    name: path,
    type: 'number',
    inputMode: 'numeric' as const,
    value: String(form.values[path]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      form.set(path, e.target.value === '' ? 0 : Number(e.target.value)),
    onBlur: () => form.touch(path),
  });
  return (
    <FormStack onSubmit={submit}>
      <FormField label={t.rank} message={form.message('rank')}>
        <Input {...form.input('rank')} />
      </FormField>
      <FormField label={t.rankLevel} message={form.message('rankLevel')}>
        <Input {...num('rankLevel')} />
      </FormField>
      <FormField label={t.salary} message={form.message('salary')}>
        <Input {...num('salary')} />
      </FormField>
      {failure ? (
        <Box color="fg.error" role="alert">
          {failure}
        </Box>
      ) : null}
      <Box>
        <Button type="submit" size="xs" variant="outline" loading={save.isPending}>
          {t.saveRank}
        </Button>
      </Box>
    </FormStack>
  );
}

function EmployeePanel({ company, employee }: { company: Factory; employee: OrgEmployee }) {
  const client = useQueryClient();
  const org = { myRights: company.myRights, myRole: company.myRole };
  const canRights = useCan('setFactoryEmployeeRights', { org });
  const canRank = useCan('updateFactoryEmployee', { org });
  const isOwner = employee.player.id === company.owner.id;
  const save = useSetFactoryEmployeeRights({
    mutation: {
      onSuccess: (e) => notifier.create({ title: r.saved(e.player.name), type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => companyChanged(client, company.id),
    },
  });
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" mt="1">
      <RightsEditor<keyof OrgEmployeeRights>
        legend={r.legend(employee.player.name)}
        rights={employee.rights}
        labels={GROUPED_LABELS}
        hints={r.hints}
        saving={save.isPending}
        onSave={
          canRights && !isOwner
            ? (rights) => save.mutate({ factoryId: company.id, employeeId: employee.id, data: rights })
            : undefined
        }
      />
      {isOwner ? <Box fontSize="sm">{r.ownerNote}</Box> : null}
      {canRank && !isOwner ? <RankForm company={company} employee={employee} /> : null}
    </Stack>
  );
}

export function Employees({ company }: { company: Factory }) {
  const client = useQueryClient();
  const [search, setSearch] = useSearchState<FactorySearch>();
  const params = listParams(search.page, search.q);
  const list = useQuery(getGetFactoryEmployeesQueryOptions(company.id, params));
  const org = { myRights: company.myRights, myRole: company.myRole };
  const canFire = useCan('fireFactoryEmployee', { org });
  const canInvite = useCan('inviteFactoryEmployee', { org });
  const fire = useFireFactoryEmployee({
    mutation: {
      onSuccess: (_r, { employeeId }) => {
        const who = list.data?.items.find((e) => e.id === employeeId)?.player.name ?? '';
        notifier.create({ title: t.fired(who), type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => companyChanged(client, company.id),
    },
  });
  return (
    <Stack gap="5">
      <SearchBar
        label={t.search}
        placeholder={t.searchHint}
        value={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q.trim() ? q : undefined, page: undefined }, { replace: true })}
      />
      <QueryState query={list} pendingMinH="16rem">
        {(data) => (
          <Stack gap="3">
            <MemberList<OrgRole, Row>
              label={t.heading}
              members={data.items.map((e) => ({
                id: e.id,
                name: e.player.name,
                role: e.player.id === company.owner.id ? 'owner' : 'employee',
                detail: [t.line(e.rank, formatMoney(e.salary ?? 0)), e.onDuty ? t.onDuty : null]
                  .filter(Boolean)
                  .join(' · '),
                employee: e,
              }))}
              roleLabels={factoryTexts.roles}
              leadRoles={['owner']}
              empty={search.q ? t.none : undefined}
              removeLabel={t.fire}
              confirmTitle={t.confirmFire}
              confirmBody={t.confirmFireBody}
              canRemove={(m) => canFire && m.role !== 'owner'}
              onRemove={(m) => fire.mutate({ factoryId: company.id, employeeId: m.id })}
              removing={fire.isPending ? fire.variables?.employeeId : undefined}
              renderPanel={(m) => (
                <Box>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-expanded={search.employee === m.id}
                    aria-label={`${t.details}: ${m.name}`}
                    onClick={() =>
                      setSearch({ employee: search.employee === m.id ? undefined : m.id }, { replace: true })
                    }
                  >
                    {search.employee === m.id ? t.hideDetails : t.details}
                  </Button>
                  {search.employee === m.id ? <EmployeePanel company={company} employee={m.employee} /> : null}
                </Box>
              )}
            />
            <Pager
              page={search.page ?? 1}
              pageSize={data.page.limit}
              total={data.page.total}
              onPage={(page) => setSearch({ page })}
            />
          </Stack>
        )}
      </QueryState>
      {canInvite ? (
        <>
          <InviteForm company={company} />
          <OpenInvitations company={company} />
        </>
      ) : null}
    </Stack>
  );
}
