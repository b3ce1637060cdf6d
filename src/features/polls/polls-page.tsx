// /polls: open and closed polls, vote once, results; create and delete for users
// with the right (polls.manage). The form to create one comes with the rights, after the
// list: from xl on it sits in a side column, before that below the list, so it never
// pushes the polls a person is reading.
import { Box, Grid, Group, Heading, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { useListPolls } from '../../api/generated/endpoints/polls/polls';
import { useCan } from '../../api/permissions';
import { LoadingLine, QueryError } from '../../components/feedback/query-error';
import { ChoiceButton } from '../../components/ui/choice-button';
import { usePageTitle } from '../../lib/use-page-title';
import { CreatePollForm } from './components/create-poll-form';
import { PollCard } from './components/poll-card';
import { listParams, type PollFilter } from './queries';
import { pollsTexts as t } from './texts';

const filters: PollFilter[] = ['open', 'closed', 'all'];

export function PollsPage() {
  usePageTitle(t.title);
  const [filter, setFilter] = useState<PollFilter>('all');
  const polls = useListPolls(listParams(filter), { query: { placeholderData: (prev) => prev } });
  const canCreate = useCan('createPoll');
  const wide = useBreakpointValue({ base: false, xl: true }, { ssr: false }) ?? false;
  const form = canCreate ? <CreatePollForm /> : null;
  return (
    <Box p={{ base: '4', md: '8' }} maxW={{ base: '48rem', xl: '80rem' }}>
      <Heading as="h1" size="2xl" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t.intro}
      </Text>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 24rem' }} gap="8" alignItems="start">
        <Stack gap="5" minW="0">
          <Group attached role="group" aria-label={t.filter.label}>
            {filters.map((f) => (
              <ChoiceButton key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
                {t.filter[f]}
              </ChoiceButton>
            ))}
          </Group>
          {polls.isPending ? <LoadingLine /> : null}
          {polls.isError ? <QueryError error={polls.error} onRetry={() => void polls.refetch()} /> : null}
          {polls.data && polls.data.items.length === 0 ? <Text color="fg.muted">{t.empty}</Text> : null}
          <Stack as="ul" gap="4" listStyleType="none" aria-busy={polls.isFetching}>
            {polls.data?.items.map((poll) => (
              <li key={poll.id}>
                <PollCard poll={poll} />
              </li>
            ))}
          </Stack>
          {wide ? null : form}
        </Stack>
        {wide && form ? (
          <Box as="aside" aria-label={t.aside} position="sticky" top="4">
            {form}
          </Box>
        ) : null}
      </Grid>
    </Box>
  );
}
