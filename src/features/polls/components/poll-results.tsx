// The result as a bar chart. Each bar's numbers are text too (option, votes,
// percent); the bar itself is decoration for the eye.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { PollResults as Results } from '../../../api/generated/model/pollResults';
import { pollsTexts as t } from '../texts';

export function PollResults({ results, votedOptionIds }: { results: Results; votedOptionIds: number[] }) {
  return (
    <Box as="figure" data-testid="poll-results">
      <Text as="figcaption" fontWeight="semibold" mb="2">
        {t.results} · {t.total(results.totalVotes, results.totalVoters)}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {results.options.map((o) => {
          const mine = votedOptionIds.includes(o.optionId);
          return (
            <li key={o.optionId}>
              <Text fontSize="sm" fontWeight={mine ? 'semibold' : 'normal'}>
                {t.resultLine(o.text, o.votes, o.percent)}
                {mine ? ` – ${t.yourChoice}` : null}
              </Text>
              <Box h="2.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
                <Box h="full" width={`${o.percent}%`} bg={mine ? 'brand.solid' : 'fg.muted'} borderRadius="full" />
              </Box>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
