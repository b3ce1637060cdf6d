// My organisations (cards that open one) and the invitations I received (accept, decline
// after a confirmation). An admin finds the administration from here.
import { Badge, Box, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { getGetOwnTeamsQueryOptions } from '../../../api/generated/endpoints/team/team';
import { useCan } from '../../../api/permissions';
import { PageFrame } from '../../../components/views/page-frame';
import { QueryState } from '../../../components/views/query-state';
import { teamTexts as t } from '../texts';
import { DutyBoard } from './duty-board';
import { ReceivedInvitations } from './received-invitations';

export function Overview() {
  const own = useQuery(getGetOwnTeamsQueryOptions());
  const isAdmin = useCan('searchTeamsAdmin');
  return (
    <PageFrame
      title={t.title}
      description={t.intro}
      actions={
        isAdmin ? (
          <Link asChild>
            <RouterLink to="/team" search={{ view: 'admin' }}>
              {t.mine.adminLink}
            </RouterLink>
          </Link>
        ) : null
      }
    >
      <Stack gap="8">
        <ReceivedInvitations />
        <Box as="section" aria-labelledby="team-mine">
          <Heading as="h2" size="md" id="team-mine" mb="3">
            {t.mine.heading}
          </Heading>
          {own.isPending ? (
            <Stack gap="3" aria-busy="true">
              <Skeleton h="20" borderRadius="md" />
              <Skeleton h="20" borderRadius="md" />
            </Stack>
          ) : (
            <QueryState
              query={own}
              isEmpty={(list) => list.items.length === 0}
              empty={t.mine.empty}
              emptyTestId="team-empty"
            >
              {(list) => (
                <Stack as="ul" gap="3" listStyleType="none" aria-label={t.mine.heading}>
                  {list.items.map((team) => (
                    <Box as="li" key={team.id} borderWidth="1px" borderRadius="md" p="4" data-testid="team-card">
                      <HStack justify="space-between" wrap="wrap" gap="2">
                        <Link asChild fontWeight="semibold" fontSize="lg">
                          <RouterLink to="/team" search={{ team: team.id }} aria-label={t.mine.open(team.name)}>
                            {team.name}
                          </RouterLink>
                        </Link>
                        <HStack gap="2">
                          {team.onDuty ? <Badge colorPalette="green">{t.onDuty}</Badge> : null}
                          {team.blocked ? <Badge colorPalette="red">{t.blocked}</Badge> : null}
                        </HStack>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {t.mine.role(t.roles[team.role] ?? team.role)}
                        {team.owner ? ` · ${t.detail.leader(team.owner.name)}` : ''}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </QueryState>
          )}
        </Box>
        <DutyBoard />
      </Stack>
    </PageFrame>
  );
}
