// The rights matrix: rights (rows, grouped by category, searchable) × roles (columns). Native
// checkboxes (Tab and Space); changes collect as a draft with their count and are saved
// together, one rights call per changed role; leaving with unsaved changes asks first. Each
// right can show what it opens: the pages (the areas' menu destinations whose `requires` needs
// it, by their German names) and the actions the generated right → operation table (the one
// useCan follows) guards with it, in German and split into reading and changing ones.
import { Badge, Box, Button, Code, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { Fragment, useEffect, useMemo, useState } from 'react';
import {
  getGetAcpRoleQueryKey,
  getListAcpRolesQueryKey,
  useChangeAcpRoleRights,
} from '../../../api/generated/endpoints/auth/auth';
import type { AcpRight } from '../../../api/generated/model/acpRight';
import type { AcpRole } from '../../../api/generated/model/acpRole';
import type { AreaDestination } from '../../../api/area-manifest';
import type { OperationId } from '../../../api/generated/operation-ids';
import { requiredRights } from '../../../api/generated/required-rights';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { describeError } from '../../../lib/describe-error';
import { operationLabels } from '../operation-labels';
import { categoriesOptions, roleOptions, rolesOptions } from '../queries';
import { TableScroll } from '../../../components/views/table-scroll';
import { authTexts } from '../texts';

const t = authTexts.matrix;

/** right → the operations it unlocks, from the generated table. */
const opensByRight: Record<string, string[]> = {};
for (const [operation, right] of Object.entries(requiredRights as Record<string, string>))
  (opensByRight[right] ??= []).push(operation);

/** Operations that only read (the contract's naming): the rest change something. */
const READS = /^(list|get|search|find|count|check)[A-Z]/;

/** right → the German names of the pages it opens (destinations guarded by one of its operations). */
function useScreensByRight(): Record<string, string[]> | undefined {
  const [destinations, setDestinations] = useState<readonly AreaDestination[]>();
  useEffect(() => {
    let live = true;
    void import('../../../api/area-registry')
      .then((registry) => registry.destinations())
      .then((list) => live && setDestinations(list));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => {
    if (!destinations) return undefined;
    const byRight: Record<string, string[]> = {};
    for (const d of destinations) {
      const right = d.requires ? (requiredRights as Record<string, string>)[d.requires] : undefined;
      if (right) (byRight[right] ??= []).push(d.label);
    }
    return byRight;
  }, [destinations]);
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export function RightsMatrix({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const roles = useQuery(rolesOptions());
  return (
    <QueryState query={roles} isEmpty={(r) => r.items.length === 0} empty={authTexts.roles.empty}>
      {(r) => <Matrix roles={r.items} q={q} onSearch={onSearch} />}
    </QueryState>
  );
}

/** Asks before unsaved changes are lost: another page or tab; the matrix's own search keeps them. */
function useLeaveGuard(dirty: boolean) {
  useBlocker({
    shouldBlockFn: ({ current, next }) => {
      const staying =
        next.pathname === current.pathname && (next.search as { tab?: string } | undefined)?.tab === 'matrix';
      return dirty && !staying && !window.confirm(t.leaveConfirm);
    },
    enableBeforeUnload: () => dirty,
  });
}

function Matrix({ roles, q, onSearch }: { roles: AcpRole[]; q: string; onSearch: (q: string) => void }) {
  const client = useQueryClient();
  const categories = useQuery(categoriesOptions());
  const screens = useScreensByRight();
  const details = useQueries({ queries: roles.map((r) => roleOptions(r.id)) });
  const stored = useMemo(() => {
    const map = new Map<number, ReadonlySet<string>>();
    details.forEach((d, i) => d.data && map.set((roles[i] as AcpRole).id, new Set(d.data.rights)));
    return map;
  }, [details, roles]);
  // Only the roles the admin changed: role id → its new set of rights.
  const [draft, setDraft] = useState<Record<number, string[]>>({});
  const [saving, setSaving] = useState(false);
  const change = useChangeAcpRoleRights();
  const [failure, setFailure] = useState<string | null>(null);
  // Newly granted rights the contract marks dangerous: named in a confirmation before saving.
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const has = (roleId: number, right: string) =>
    draft[roleId] ? draft[roleId].includes(right) : (stored.get(roleId)?.has(right) ?? false);
  const changes = Object.entries(draft).reduce((sum, [id, rights]) => {
    const before = stored.get(Number(id)) ?? new Set<string>();
    return sum + rights.filter((r) => !before.has(r)).length + [...before].filter((r) => !rights.includes(r)).length;
  }, 0);
  useLeaveGuard(changes > 0);

  const toggle = (roleId: number, right: string) => {
    const current = draft[roleId] ?? [...(stored.get(roleId) ?? [])];
    const next = current.includes(right) ? current.filter((r) => r !== right) : [...current, right];
    setDraft((d) => ({ ...d, [roleId]: next }));
  };
  const dangerous = new Map<string, string>(
    (categories.data?.items ?? []).flatMap((c) =>
      c.rights.filter((r) => r.dangerous).map((r): [string, string] => [r.right, r.label]),
    ),
  );
  const askOrSave = () => {
    const granted = Object.entries(draft).flatMap(([id, rights]) =>
      rights.filter((r) => dangerous.has(r) && !stored.get(Number(id))?.has(r)),
    );
    const names = [...new Set(granted)].map((r) => dangerous.get(r) ?? r);
    if (names.length) setConfirming(names);
    else void save();
  };
  const save = async () => {
    setConfirming(null);
    if (saving) return;
    setSaving(true);
    setFailure(null);
    let left = { ...draft };
    try {
      for (const [id, rights] of Object.entries(draft)) {
        await change.mutateAsync({ roleId: Number(id), data: { rights: [...rights].sort() as AcpRight[] } });
        left = Object.fromEntries(Object.entries(left).filter(([key]) => key !== id));
        await client.invalidateQueries({ queryKey: getGetAcpRoleQueryKey(Number(id)) });
      }
      notifier.create({ title: t.saved, type: 'success' });
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      // What was saved leaves the draft; what failed stays for another try.
      setDraft(left);
      setSaving(false);
      void client.invalidateQueries({ queryKey: getListAcpRolesQueryKey() });
    }
  };

  // The matrix waits for the categories and every role's rights; a failure offers a retry.
  const stuck = details.find((d) => d.isPending || d.isError);
  const all = {
    data: stuck ? undefined : categories.data,
    error: stuck?.error ?? categories.error,
    isPending: (stuck?.isPending ?? false) || categories.isPending,
    isError: (stuck?.isError ?? false) || categories.isError,
    refetch: () => (stuck ? stuck.refetch() : categories.refetch()),
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SearchBar label={t.search} placeholder={t.placeholder} value={q} onSearch={onSearch} flex="1" minW="16rem" />
        <HStack gap="3">
          <Text data-testid="matrix-unsaved" aria-live="polite" color={changes ? 'fg' : 'fg.muted'}>
            {changes ? t.unsaved(changes) : t.none}
          </Text>
          <Button variant="outline" disabled={!changes || saving} onClick={() => setDraft({})}>
            {t.discard}
          </Button>
          <Button colorPalette="brand" disabled={!changes} loading={saving} onClick={askOrSave}>
            {t.save}
          </Button>
        </HStack>
      </HStack>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t.dangerTitle}
        body={t.dangerBody((confirming ?? []).join(', '))}
        confirmLabel={t.dangerConfirm}
        cancelLabel={authTexts.edit.cancel}
        busy={saving}
        onConfirm={() => void save()}
        onClose={() => setConfirming(null)}
      />
      <QueryState query={all}>
        {() => {
          const list = categories.data?.items ?? [];
          const words = fold(q.trim());
          const shown = list
            .map((c) => ({
              ...c,
              rights: c.rights.filter(
                (r) => !words || [r.label, r.right, c.label].some((text) => fold(text).includes(words)),
              ),
            }))
            .filter((c) => c.rights.length > 0);
          if (!shown.length) return <Text color="fg.muted">{t.noHit}</Text>;
          return (
            <TableScroll label={t.label}>
              <Table.Root size="sm" aria-label={t.label}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader scope="col">{t.right}</Table.ColumnHeader>
                    {roles.map((r) => (
                      <Table.ColumnHeader key={r.id} scope="col" textAlign="center">
                        <HStack justify="center" gap="1">
                          <Box aria-hidden w="3" h="3" borderRadius="full" style={{ background: r.color }} />
                          {r.name}
                        </HStack>
                      </Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {shown.map((c) => (
                    <Fragment key={c.key}>
                      <Table.Row bg="bg.muted">
                        <Table.Cell colSpan={roles.length + 1} fontWeight="semibold" asChild>
                          <th scope="colgroup">{c.label}</th>
                        </Table.Cell>
                      </Table.Row>
                      {c.rights.map((right) => (
                        <Table.Row key={right.right} data-testid="matrix-row">
                          <Table.Cell asChild>
                            <th scope="row" style={{ fontWeight: 'normal', textAlign: 'left' }}>
                              <HStack gap="2">
                                <Text>{right.label}</Text>
                                {right.dangerous ? (
                                  <Badge colorPalette="red" size="sm">
                                    {t.dangerous}
                                  </Badge>
                                ) : null}
                              </HStack>
                              <Opens
                                right={right.right}
                                label={right.label}
                                screens={screens && (screens[right.right] ?? [])}
                              />
                            </th>
                          </Table.Cell>
                          {roles.map((role) => {
                            const changed =
                              draft[role.id] !== undefined &&
                              has(role.id, right.right) !== (stored.get(role.id)?.has(right.right) ?? false);
                            return (
                              <Table.Cell key={role.id} textAlign="center" bg={changed ? 'yellow.subtle' : undefined}>
                                <input
                                  type="checkbox"
                                  aria-label={t.grant(right.label, role.name)}
                                  checked={has(role.id, right.right)}
                                  disabled={saving}
                                  onChange={() => toggle(role.id, right.right)}
                                  style={{ width: '1.1rem', height: '1.1rem', cursor: 'pointer' }}
                                />
                              </Table.Cell>
                            );
                          })}
                        </Table.Row>
                      ))}
                    </Fragment>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScroll>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/**
 * A disclosure under the right: the pages it opens and its actions in German, split into reading
 * and changing; the operationIds only in a nested disclosure (native details: keyboard and screen readers).
 */
function Opens({ right, label, screens }: { right: string; label: string; screens: string[] | undefined }) {
  const operations = [...(opensByRight[right] ?? [])].sort();
  const name = (op: string) => operationLabels[op as OperationId] ?? op;
  const groups = [
    { title: t.opensReads, ops: operations.filter((op) => READS.test(op)) },
    { title: t.opensWrites, ops: operations.filter((op) => !READS.test(op)) },
  ].filter((g) => g.ops.length > 0);
  return (
    <Box as="details" fontSize="sm" color="fg.muted" mt="1">
      <Box as="summary" cursor="pointer" aria-label={`${t.opens} ${label}`}>
        {t.opens}
      </Box>
      <Stack mt="1" gap="2" aria-label={t.opensTitle(label)} role="group">
        {operations.length === 0 ? (
          <Text>{t.opensNone}</Text>
        ) : (
          <>
            <Box>
              <Text fontWeight="semibold" color="fg">
                {t.opensScreens}
              </Text>
              {screens === undefined ? (
                <Text>{t.opensScreensLoading}</Text>
              ) : screens.length === 0 ? (
                <Text>{t.opensNoScreen}</Text>
              ) : (
                <Stack as="ul" gap="0.5" listStyleType="none" data-testid="right-opens-screens">
                  {screens.map((screen) => (
                    <li key={screen}>{screen}</li>
                  ))}
                </Stack>
              )}
            </Box>
            {groups.map((g) => (
              <Box key={g.title}>
                <Text fontWeight="semibold" color="fg">
                  {g.title}
                </Text>
                <Stack as="ul" gap="0.5" listStyleType="disc" ps="4" data-testid="right-opens-actions">
                  {g.ops.map((op) => (
                    <li key={op}>{name(op)}</li>
                  ))}
                </Stack>
              </Box>
            ))}
            <Box as="details">
              <Box as="summary" cursor="pointer">
                {t.opensTechnical(operations.length)}
              </Box>
              <Stack as="ul" mt="1" gap="0.5" listStyleType="none" data-testid="right-opens">
                {operations.map((op) => (
                  <li key={op}>
                    <Code size="sm">{op}</Code>
                  </li>
                ))}
              </Stack>
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
