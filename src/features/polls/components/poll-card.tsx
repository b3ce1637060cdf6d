// One poll in the list: question, state, author, votes; opens to the detail. Which poll
// is open is the page's (the URL's) business, so a link can point at an opened poll.
import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { PollSummary } from '../../../api/generated/model/pollSummary';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime } from '../../../lib/format';
import { pollsTexts as t } from '../texts';
import { PollDetailView } from './poll-detail';

const palettes = { open: 'green', closed: 'gray' } as const;

interface PollCardProps {
  poll: PollSummary;
  open: boolean;
  onToggle: (open: boolean) => void;
}

export function PollCard({ poll, open, onToggle }: PollCardProps) {
  const id = useId();
  return (
    <Card.Root as="article" size="sm" aria-labelledby={`${id}-q`} data-testid="poll">
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <StatusBadge value={poll.state} labels={t.state} palettes={palettes} />
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
            onClick={() => onToggle(!open)}
          >
            {open ? t.hide : t.show}
          </Button>
        </div>
        <div id={`${id}-d`}>{open ? <PollDetailView pollId={poll.id} onRemoved={() => onToggle(false)} /> : null}</div>
      </Card.Body>
    </Card.Root>
  );
}
