// One poll in the list: question, state, author, votes; opens to the detail.
import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { PollSummary } from '../../../api/generated/model/pollSummary';
import { formatDateTime } from '../../../lib/relative-time';
import { pollsTexts as t } from '../texts';
import { PollDetailView } from './poll-detail';

export function PollCard({ poll }: { poll: PollSummary }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`${id}-q`} data-testid="poll">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={poll.state === 'open' ? 'green' : 'gray'}>{t.state[poll.state]}</Badge>
          {poll.hasVoted ? <Badge colorPalette="brand">{t.voted}</Badge> : null}
        </HStack>
        <Heading as="h2" size="md" id={`${id}-q`}>
          {poll.question}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t.by(poll.author.name)} · {t.votes(poll.totalVotes)}
          {poll.state === 'open' && poll.endsAt ? ` · ${t.endsAt(formatDateTime(poll.endsAt))}` : null}
        </Text>
        <div>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open}
            aria-controls={`${id}-d`}
            onClick={() => setOpen(!open)}
          >
            {open ? t.hide : t.show}
          </Button>
        </div>
        <div id={`${id}-d`}>{open ? <PollDetailView pollId={poll.id} /> : null}</div>
      </Card.Body>
    </Card.Root>
  );
}
