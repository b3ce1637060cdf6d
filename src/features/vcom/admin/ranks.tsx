// ?view=admin&tab=ranks: the organisations with their head counts, the organisation's ranks
// (lowest first, with how many hold each) and its members (all or on duty, paged by ?page).
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import { PagedList } from '../../../components/views/paged-list';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime } from '../../../lib/format';
import { Section } from '../components/section';
import { membersOptions, ranksOptions, teamsOptions } from './queries';
import { adminTexts } from './texts';

const t = adminTexts.ranks;
type DutyFilter = 'all' | 'onDuty';

export function RanksTab({
  team,
  page,
  onPage,
}: {
  team: TeamKey;
  page: number | undefined;
  onPage: (page: number | undefined) => void;
}) {
  const teams = useQuery(teamsOptions());
  const ranks = useQuery(ranksOptions(team));
  const [duty, setDuty] = useState<DutyFilter>('all');
  const members = useQuery(membersOptions(team, duty === 'onDuty', page));
  return (
    <Stack gap="4">
      <Section id="vcom-admin-teams" title={t.teams}>
        <Box mt="2">
          <QueryState query={teams} isEmpty={(d) => d.items.length === 0}>
            {(data) => (
              <Stack as="ul" gap="1" listStyleType="none" aria-label={t.teams}>
                {data.items.map((o) => (
                  <li key={o.key}>{t.teamRow(o.name, o.shortName, o.memberCount, o.onDutyCount)}</li>
                ))}
              </Stack>
            )}
          </QueryState>
        </Box>
      </Section>
      <Section id="vcom-admin-ranks" title={t.heading}>
        <Box mt="2">
          <QueryState query={ranks} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
            {(data) => (
              <Stack as="ol" gap="1" listStyleType="none" aria-label={t.heading}>
                {data.items.map((r) => (
                  <li key={r.level}>{t.row(r.level, r.name, r.memberCount ?? 0)}</li>
                ))}
              </Stack>
            )}
          </QueryState>
        </Box>
      </Section>
      <Section id="vcom-admin-members" title={t.members}>
        <Stack gap="2" mt="2">
          <SegmentedFilter
            label={t.onDutyFilter}
            options={['all', 'onDuty'] as const}
            labels={t.filters}
            value={duty}
            onChange={(next) => {
              setDuty(next);
              onPage(undefined);
            }}
          />
          <PagedList
            query={members}
            label={t.members}
            gap="1"
            page={page ?? 1}
            onPage={(next) => onPage(next > 1 ? next : undefined)}
            empty={t.membersEmpty}
            getKey={(m) => m.staff.staffId}
            renderItem={(m) => (
              <HStack gap="2" wrap="wrap">
                <Text>{adminTexts.audit.by(m.staff)}</Text>
                {m.callsign ? <Text color="fg.muted">{m.callsign}</Text> : null}
                <StatusBadge
                  value={m.onDuty ? 'on' : 'off'}
                  labels={{ on: t.onDuty, off: t.offDuty }}
                  palettes={{ on: 'green', off: 'gray' }}
                />
                {m.onDuty && m.onDutySince ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t.since(formatDateTime(m.onDutySince))}
                  </Text>
                ) : null}
              </HStack>
            )}
          />
        </Stack>
      </Section>
    </Stack>
  );
}
