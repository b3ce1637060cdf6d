// /polls: open and closed polls, vote once, results; create and delete for users
// with the right (polls.manage).
import { Box, Group, Heading, Stack, Text } from '@chakra-ui/react';
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
  return (
    <Box p={{ base: '4', md: '8' }} maxW="48rem">
      <Heading as="h1" size="2xl" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t.intro}
      </Text>
      <Stack gap="5">
        {canCreate ? <CreatePollForm /> : null}
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
      </Stack>
    </Box>
  );
}
