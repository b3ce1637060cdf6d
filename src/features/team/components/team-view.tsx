// One organisation: name, leader and counts, leave (not the leader), and its parts as tabs in
// the URL (?tab=): members (default), departments, invitations, storage, duty, vehicles and
// accounts, price list and advert line. A tab needing a right the character lacks is not shown.
import { Badge, Box, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { getGetTeamQueryOptions, useQuitTeam } from '../../../api/generated/endpoints/team/team';
import type { Team } from '../../../api/generated/model/team';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { LeaveButton } from '../../../components/org/leave-button';
import { PageFrame } from '../../../components/views/page-frame';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatNumber } from '../../../lib/format';
import { mineChanged } from '../queries';
import type { TeamSearch, TeamTab } from '../search-params';
import { teamTexts as t } from '../texts';
import { Departments } from './departments';
import { Duty } from './duty';
import { Fleet } from './fleet';
import { Invitations } from './invitations';
import { Members } from './members';
import { PublicInfo } from './public-info';
import { Storage } from './storage';

export function TeamView({ teamId }: { teamId: number }) {
  const team = useQuery(getGetTeamQueryOptions(teamId));
  return (
    <PageFrame title={team.data?.name ?? t.title} description={undefined}>
      <Stack gap="5">
        <Link asChild alignSelf="start">
          <RouterLink to="/team">{t.back}</RouterLink>
        </Link>
        {team.isPending ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton h="12" />
            <Skeleton h="10" />
            <Skeleton h="64" />
          </Stack>
        ) : (
          <QueryState query={team}>{(data) => <TeamBody team={data} />}</QueryState>
        )}
      </Stack>
    </PageFrame>
  );
}

function TeamBody({ team }: { team: Team }) {
  const [search, setSearch] = useSearchState<TeamSearch>();
  const client = useQueryClient();
  const navigate = useNavigate();
  const org = { myRights: team.myRights, myRole: team.myRole };
  const canInvite = useCan('getTeamInvitations', { org });
  const member = team.myRole !== 'none';
  const tabs: TeamTab[] = member
    ? ['members', 'departments', ...(canInvite ? (['invitations'] as const) : []), 'storage', 'duty', 'fleet', 'public']
    : ['departments', 'public'];
  const tab: TeamTab = search.tab && tabs.includes(search.tab) ? search.tab : (tabs[0] ?? 'departments');
  const quit = useQuitTeam({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.detail.left(team.name), type: 'success' });
        void navigate({ to: '/team' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => mineChanged(client),
    },
  });

  return (
    <Stack gap="5">
      <Box>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="blue">{t.kinds[team.kind]}</Badge>
          <Badge colorPalette={team.myRole === 'leader' ? 'brand' : 'gray'}>
            {t.roles[team.myRole] ?? team.myRole}
          </Badge>
          {team.blocked ? <Badge colorPalette="red">{t.blocked}</Badge> : null}
        </HStack>
        <Text mt="2" color="fg.muted" data-testid="team-facts">
          {[
            team.leader ? t.detail.leader(team.leader.name) : null,
            t.detail.members(formatNumber(team.memberCount, 0), formatNumber(team.maxMembers, 0)),
            t.detail.departments(formatNumber(team.departmentCount, 0)),
            team.onDutyCount !== undefined ? t.detail.onDutyCount(formatNumber(team.onDutyCount, 0)) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {team.blocked ? (
          <Text mt="1" color="fg.error">
            {t.detail.blockedNote}
          </Text>
        ) : null}
        {member ? (
          <Box mt="3">
            {team.myRole === 'leader' ? (
              <Text fontSize="sm" color="fg.muted">
                {t.detail.leaderCannotLeave}
              </Text>
            ) : (
              <LeaveButton
                label={t.detail.leave}
                title={t.detail.leaveTitle(team.name)}
                body={t.detail.leaveBody}
                busy={quit.isPending}
                onConfirm={() => quit.mutate({ teamId: team.id })}
              />
            )}
          </Box>
        ) : null}
      </Box>
      <SegmentedFilter
        label={t.tabs.label}
        options={tabs}
        labels={t.tabs}
        value={tab}
        attached={false}
        onChange={(next) =>
          setSearch({
            tab: next === 'members' ? undefined : next,
            member: undefined,
            dept: undefined,
            q: undefined,
            page: undefined,
          })
        }
      />
      {tab === 'members' ? <Members team={team} /> : null}
      {tab === 'departments' ? <Departments team={team} /> : null}
      {tab === 'invitations' ? <Invitations team={team} /> : null}
      {tab === 'storage' ? <Storage team={team} /> : null}
      {tab === 'duty' ? <Duty team={team} /> : null}
      {tab === 'fleet' ? <Fleet team={team} /> : null}
      {tab === 'public' ? <PublicInfo team={team} /> : null}
    </Stack>
  );
}
