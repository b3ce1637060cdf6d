// ?view=admin&tab=rights: the organisation's rights table as a matrix (a row per right, a column
// per rank). Those with manageRights tick and untick, see what is unsaved, save the whole table
// (setVcomTeamRights) or discard; leaving with unsaved changes asks first (like /acp's matrix).
import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { getGetVcomTeamRightsQueryKey, useSetVcomTeamRights } from '../../../api/generated/endpoints/vcom/vcom';
import { TeamRight } from '../../../api/generated/model/teamRight';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomTeamRights } from '../../../api/generated/model/vcomTeamRights';
import { notifier } from '../../../components/feedback/toaster';
import { QueryState } from '../../../components/views/query-state';
import { TableScroll } from '../../../components/views/table-scroll';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { accountChanged, teamRightsOptions } from './queries';
import { adminTexts, teamRightLabels } from './texts';

const t = adminTexts.rights;
const ALL_RIGHTS = Object.values(TeamRight);
type Changed = Record<number, ReadonlySet<string>>;

/** Asks before unsaved changes are lost: another view, tab or page; the matrix's own URL keeps them. */
function useLeaveGuard(dirty: boolean) {
  useBlocker({
    shouldBlockFn: ({ current, next }) => {
      const search = next.search as { view?: string; tab?: string } | undefined;
      const staying = next.pathname === current.pathname && search?.view === 'admin' && search.tab === 'rights';
      return dirty && !staying && !window.confirm(t.leaveConfirm);
    },
    enableBeforeUnload: () => dirty,
  });
}

function Matrix({ team, table, canEdit }: { team: TeamKey; table: VcomTeamRights; canEdit: boolean }) {
  const client = useQueryClient();
  const [changed, setChanged] = useState<Changed>({});
  const [failure, setFailure] = useState<string | null>(null);
  const stored = (level: number) => new Set<string>(table.ranks.find((r) => r.level === level)?.rights ?? []);
  const has = (level: number, right: string) => (changed[level] ?? stored(level)).has(right);
  const count = Object.entries(changed).reduce((n, [level, set]) => {
    const before = stored(Number(level));
    return n + ALL_RIGHTS.filter((r) => before.has(r) !== set.has(r)).length;
  }, 0);
  useLeaveGuard(count > 0);
  const save = useSetVcomTeamRights({
    mutation: {
      onSuccess: (saved) => {
        client.setQueryData(getGetVcomTeamRightsQueryKey(team), saved);
        setChanged({});
        notifier.create({ title: t.saved, type: 'success' });
        void accountChanged(client);
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  const toggle = (level: number, right: string) => {
    const next = new Set(changed[level] ?? stored(level));
    if (next.has(right)) next.delete(right);
    else next.add(right);
    setChanged({ ...changed, [level]: next });
  };
  const submit = () => {
    setFailure(null);
    save.mutate({
      team,
      data: {
        ranks: table.ranks.map((r) => ({
          level: r.level,
          ...(r.name ? { name: r.name } : {}),
          rights: ALL_RIGHTS.filter((right) => has(r.level, right)),
        })),
      },
    });
  };
  return (
    <Stack gap="3">
      {table.updatedAt ? <Text color="fg.muted">{t.updatedAt(formatDateTime(table.updatedAt))}</Text> : null}
      {canEdit ? null : <Text>{t.readOnly}</Text>}
      <TableScroll label={t.heading}>
        <Table.Root size="sm" aria-label={t.heading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t.right}</Table.ColumnHeader>
              {table.ranks.map((r) => (
                <Table.ColumnHeader key={r.level} scope="col" textAlign="center">
                  {r.name ?? String(r.level)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ALL_RIGHTS.map((right) => (
              <Table.Row key={right}>
                <Table.Cell asChild>
                  <th scope="row" style={{ fontWeight: 'normal', textAlign: 'left' }}>
                    {teamRightLabels[right]}
                  </th>
                </Table.Cell>
                {table.ranks.map((r) => {
                  const differs = has(r.level, right) !== stored(r.level).has(right);
                  return (
                    <Table.Cell key={r.level} textAlign="center" bg={differs ? 'yellow.subtle' : undefined}>
                      <input
                        type="checkbox"
                        aria-label={t.cell(teamRightLabels[right], r.name ?? String(r.level))}
                        checked={has(r.level, right)}
                        disabled={!canEdit || save.isPending}
                        onChange={() => toggle(r.level, right)}
                        style={{ width: '1.1rem', height: '1.1rem', cursor: canEdit ? 'pointer' : undefined }}
                      />
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
      <Failure text={failure} />
      {canEdit ? (
        <HStack gap="2" wrap="wrap">
          <Button onClick={submit} disabled={count === 0} loading={save.isPending}>
            {t.save}
          </Button>
          <Button
            variant="ghost"
            disabled={count === 0 || save.isPending}
            onClick={() => {
              setChanged({});
              setFailure(null);
            }}
          >
            {t.discard}
          </Button>
          {count > 0 ? (
            <Text role="status" color="fg.warning">
              {t.unsaved(count)}
            </Text>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}

export function RightsTab({ team, canEdit }: { team: TeamKey; canEdit: boolean }) {
  const query = useQuery(teamRightsOptions(team));
  return (
    <Section id="vcom-admin-rights" title={t.heading} plain>
      <Text color="fg.muted" mt="1">
        {t.intro}
      </Text>
      <Box mt="3">
        <QueryState query={query}>{(table) => <Matrix team={team} table={table} canEdit={canEdit} />}</QueryState>
      </Box>
    </Section>
  );
}
