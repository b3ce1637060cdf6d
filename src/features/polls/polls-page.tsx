// /polls: open and closed polls, vote once, results; create and delete for users
// with the right (polls.manage). Filter, page and the opened poll live in the URL
// (search-params.ts), so a reload or a shared link shows the same view. The form to
// create one comes with the rights, after the list: from xl on it sits in a side column,
// before that below the list, so it never pushes the polls a person is reading.
import { Box, Grid, Stack, useBreakpointValue } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCan } from '../../api/permissions';
import { PageFrame } from '../../components/views/page-frame';
import { PagedList } from '../../components/views/paged-list';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { CreatePollForm } from './components/create-poll-form';
import { PollCard } from './components/poll-card';
import { pollListOptions } from './queries';
import type { PollsSearch } from './search-params';
import { pollsTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadPolls } from './load';

type PollFilter = NonNullable<PollsSearch['state']> | 'all';
const filters: readonly PollFilter[] = ['open', 'closed', 'all'];

export function PollsPage() {
  const [search, setSearch] = useSearchState<PollsSearch>();
  const polls = useQuery({ ...pollListOptions(search), placeholderData: keepPreviousData });
  const canCreate = useCan('createPoll');
  const wide = useBreakpointValue({ base: false, xl: true }, { ssr: false }) ?? false;
  const form = canCreate ? <CreatePollForm /> : null;
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 24rem' }} gap="8" alignItems="start" mt="2">
        <Stack gap="5" minW="0">
          <SegmentedFilter
            label={t.filter.label}
            options={filters}
            labels={t.filter}
            value={search.state ?? 'all'}
            onChange={(f) => setSearch({ state: f === 'all' ? undefined : f, page: undefined, poll: undefined })}
          />
          <PagedList
            query={polls}
            label={t.title}
            getKey={(poll) => poll.id}
            renderItem={(poll) => (
              <PollCard
                poll={poll}
                open={search.poll === poll.id}
                onToggle={(open) => setSearch({ poll: open ? poll.id : undefined }, { replace: true })}
              />
            )}
            page={search.page ?? 1}
            onPage={(page) => setSearch({ page: page > 1 ? page : undefined, poll: undefined })}
            empty={t.empty}
          />
          {wide ? null : form}
        </Stack>
        {wide && form ? (
          <Box as="aside" aria-label={t.aside} position="sticky" top="4">
            {form}
          </Box>
        ) : null}
      </Grid>
    </PageFrame>
  );
}
