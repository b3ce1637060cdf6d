// ?view=admin&tab=audit (viewAudit): every change in the organisation, newest first (who, when,
// what, the changed fields), paged by ?page; ?staff=<staffId> shows one member's changes. The
// entry list is shared with an account's own history.
import { Box, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomAuditEntry } from '../../../api/generated/model/vcomAuditEntry';
import type { VcomAuditPage } from '../../../api/generated/model/vcomAuditPage';
import { FormField } from '../../../components/form/form-field';
import { PagedList } from '../../../components/views/paged-list';
import { QueryState } from '../../../components/views/query-state';
import { formatDateTime } from '../../../lib/format';
import { Section } from '../components/section';
import { membersOptions, teamAuditOptions, userAuditOptions } from './queries';
import { adminTexts } from './texts';

const t = adminTexts.audit;

export function AuditEntry({ entry }: { entry: VcomAuditEntry }) {
  return (
    <Stack gap="0" borderBottomWidth="1px" pb="2">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{entry.summary}</Text>
        <Text fontSize="sm" color="fg.muted">
          {`${t.actions[entry.action]} · ${t.entities[entry.entityType]} ${entry.entityId}`}
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t.line(formatDateTime(entry.at), t.by(entry.actor))}
      </Text>
      {entry.changes?.length ? (
        <Box as="ul" fontSize="sm" ps="4">
          {entry.changes.map((c, i) => (
            <li key={`${c.field}-${i}`}>{t.change(c.field, c.from, c.to)}</li>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

/** A titled list of audit entries (an account's history). */
export function AuditList({
  id,
  title,
  query,
  empty,
}: {
  id: string;
  title: string;
  query: UseQueryResult<VcomAuditPage>;
  empty: string;
}) {
  return (
    <Section id={id} title={title}>
      <Box mt="2">
        <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={empty}>
          {(data) => (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={title}>
              {data.items.map((e) => (
                <li key={e.id}>
                  <AuditEntry entry={e} />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Box>
    </Section>
  );
}

export function AuditTab({
  team,
  staff,
  page,
  onChange,
}: {
  team: TeamKey;
  staff: number | undefined;
  page: number | undefined;
  onChange: (patch: { staff?: number; page?: number }) => void;
}) {
  const members = useQuery(membersOptions(team, false, undefined));
  const teamQuery = useQuery({ ...teamAuditOptions(team, page), enabled: !staff });
  const userQuery = useQuery({ ...userAuditOptions(staff ?? 0, page), enabled: !!staff });
  const query = staff ? userQuery : teamQuery;
  const name = members.data?.items.find((m) => m.staff.staffId === staff)?.staff.name.replace('_', ' ');
  const title = staff ? t.userList(name ?? String(staff)) : t.teamList;
  return (
    <Stack gap="3">
      <FormField label={t.member} maxW="24rem">
        <NativeSelect.Root>
          <NativeSelect.Field
            value={staff ? String(staff) : ''}
            onChange={(e) => onChange({ staff: e.target.value ? Number(e.target.value) : undefined, page: undefined })}
          >
            <option value="">{t.allMembers}</option>
            {staff && !name ? <option value={String(staff)}>{String(staff)}</option> : null}
            {(members.data?.items ?? []).map((m) => (
              <option key={m.staff.staffId} value={String(m.staff.staffId)}>
                {t.by(m.staff)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Section id="vcom-admin-audit" title={title} plain>
        <Box mt="2">
          <PagedList
            query={query}
            label={title}
            gap="2"
            page={page ?? 1}
            onPage={(next) => onChange({ page: next > 1 ? next : undefined })}
            empty={t.empty}
            getKey={(e) => e.id}
            renderItem={(e) => <AuditEntry entry={e} />}
          />
        </Box>
      </Section>
    </Stack>
  );
}
