// Duty [Dienst]: my state here (check in, check out; today's and this week's minutes) and who
// is on duty now, paged.
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetTeamCheckInQueryKey,
  getGetTeamCheckInQueryOptions,
  getGetTeamOnDutyQueryOptions,
  useCheckInTeam,
} from '../../../api/generated/endpoints/team/team';
import type { Team } from '../../../api/generated/model/team';
import { notifier } from '../../../components/feedback/toaster';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { skipOf } from '../../../components/views/search-values';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { membersChanged, mineChanged, PAGE_SIZE } from '../queries';
import type { TeamSearch } from '../search-params';
import { teamTexts } from '../texts';

const t = teamTexts.duty;

export function Duty({ team }: { team: Team }) {
  const [search, setSearch] = useSearchState<TeamSearch>();
  const client = useQueryClient();
  const state = useQuery(getGetTeamCheckInQueryOptions(team.id));
  const onDuty = useQuery({
    ...getGetTeamOnDutyQueryOptions(team.id, { skip: skipOf(search.page, PAGE_SIZE), limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const check = useCheckInTeam({
    mutation: {
      onSuccess: (next) => {
        client.setQueryData(getGetTeamCheckInQueryKey(team.id), next);
        notifier.create({ title: next.onDuty ? t.checkedIn : t.checkedOut, type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => Promise.all([membersChanged(client, team.id), mineChanged(client)]),
    },
  });

  return (
    <Stack gap="5">
      <Box as="section" aria-labelledby="team-duty" borderWidth="1px" borderRadius="md" p="3">
        <Heading as="h3" size="sm" id="team-duty" mb="2">
          {t.heading}
        </Heading>
        <QueryState query={state} pendingMinH="5rem">
          {(duty) => (
            <Stack gap="2">
              <HStack gap="2">
                <Badge colorPalette={duty.onDuty ? 'green' : 'gray'}>
                  {duty.onDuty ? teamTexts.onDuty : teamTexts.offDuty}
                </Badge>
                <Text data-testid="team-duty-state">{duty.onDuty ? t.on : t.off}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {[
                  duty.onDuty && duty.since ? t.since(formatDateTime(duty.since)) : null,
                  t.minutes(formatNumber(duty.dutyMinutesToday, 0), formatNumber(duty.dutyMinutesWeek, 0)),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Box>
                <Button
                  size="sm"
                  colorPalette={duty.onDuty ? undefined : 'brand'}
                  variant={duty.onDuty ? 'outline' : 'solid'}
                  loading={check.isPending}
                  onClick={() => {
                    if (!check.isPending) check.mutate({ teamId: team.id, data: { onDuty: !duty.onDuty } });
                  }}
                >
                  {duty.onDuty ? t.checkOut : t.checkIn}
                </Button>
              </Box>
            </Stack>
          )}
        </QueryState>
      </Box>
      <Box as="section" aria-labelledby="team-on-duty">
        <Heading as="h3" size="sm" id="team-on-duty" mb="2">
          {t.onDutyHeading}
        </Heading>
        <QueryState query={onDuty} isEmpty={(p) => p.items.length === 0} empty={t.nobody} pendingMinH="6rem">
          {(p) => (
            <Stack gap="2">
              <Stack as="ul" gap="1" listStyleType="none" aria-label={t.onDutyHeading}>
                {p.items.map((m) => (
                  <Text as="li" key={m.id}>
                    {m.player.name} · {m.rank}
                  </Text>
                ))}
              </Stack>
              <Pager
                page={search.page ?? 1}
                pageSize={p.page.limit}
                total={p.page.total}
                onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
              />
            </Stack>
          )}
        </QueryState>
      </Box>
    </Stack>
  );
}
