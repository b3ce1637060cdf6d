// ?view=admin&tab=rights: the organisation's rights table as a matrix (a row per right, a column
// per rank). Those with manageRights tick and untick, see what is unsaved, save the whole table
// (setVcomTeamRights) or discard; leaving with unsaved changes asks first (like /acp's matrix).
// Unsaved ticks live in a draft (useServerDraft, per team and saved table): a reload keeps them;
// saving or discarding removes it.
import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { getGetVcomTeamRightsQueryKey, useSetVcomTeamRights } from '../../../api/generated/endpoints/vcom/vcom';
import { TeamRight } from '../../../api/generated/model/teamRight';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomTeamRights } from '../../../api/generated/model/vcomTeamRights';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { QueryState } from '../../../components/views/query-state';
import { TableScroll } from '../../../components/views/table-scroll';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { readStored, removeStored, subscribeStored, writeStored } from '../../../lib/storage';
import { Failure, Section } from '../components/section';
import { accountChanged, teamRightsOptions } from './queries';
import { adminTexts, teamRightLabels } from './texts';

const t = adminTexts.rights;
const ALL_RIGHTS = Object.values(TeamRight);
/** The draft's field of a rank: its rights as ticked. */
const field = (level: number) => `rank${level}`;

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
  const [failure, setFailure] = useState<string | null>(null);
  const initial = Object.fromEntries(table.ranks.map((r) => [field(r.level), [...r.rights] as string[]]));
  const draft = useServerDraft(`draft.vcom.admin.rights.${team}`, initial);
  const ticked = useSyncExternalStore(
    (listener) => subscribeStored(draft, listener),
    () => readStored(draft),
    () => draft.fallback,
  );
  const stored = (level: number) => new Set<string>(table.ranks.find((r) => r.level === level)?.rights ?? []);
  const has = (level: number, right: string) => (ticked[field(level)] ?? []).includes(right);
  const count = table.ranks.reduce(
    (n, r) => n + ALL_RIGHTS.filter((right) => stored(r.level).has(right) !== has(r.level, right)).length,
    0,
  );
  useLeaveGuard(count > 0);
  const save = useSetVcomTeamRights({
    mutation: {
      onSuccess: (saved) => {
        removeStored(draft);
        client.setQueryData(getGetVcomTeamRightsQueryKey(team), saved);
        notifier.create({ title: t.saved, type: 'success' });
        void accountChanged(client);
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  const toggle = (level: number, right: string) => {
    const now = ticked[field(level)] ?? [];
    const next = now.includes(right) ? now.filter((r) => r !== right) : [...now, right];
    writeStored(draft, { ...ticked, [field(level)]: next });
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
              removeStored(draft);
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
