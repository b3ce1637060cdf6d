// An opened poll: description, the vote form (open and not voted yet), the result
// (after voting, when closed, or when shown early), and the managers' actions.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useClosePoll,
  useDeletePoll,
  useGetPoll,
  useGetPollResults,
} from '../../../api/generated/endpoints/polls/polls';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { pollChanged, pollRemoved } from '../queries';
import { pollsTexts as t } from '../texts';
import { PollResults } from './poll-results';
import { VoteForm } from './vote-form';

/** `onRemoved`: the poll is deleted (the page closes it, so the URL names no gone poll). */
export function PollDetailView({ pollId, onRemoved }: { pollId: number; onRemoved?: () => void }) {
  const client = useQueryClient();
  const poll = useGetPoll(pollId);
  const canDelete = useCan('deletePoll');
  const canClose = useCan('closePoll');
  const [confirm, setConfirm] = useState(false);
  const data = poll.data;
  const showResults = !!data && (data.hasVoted || data.state === 'closed' || data.resultsBeforeClose);
  const results = useGetPollResults(pollId, { query: { enabled: showResults } });
  const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const remove = useDeletePoll({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.deleted });
        onRemoved?.();
      },
      onError: fail,
      onSettled: () => pollRemoved(client, pollId),
    },
  });
  const close = useClosePoll({
    mutation: {
      onSuccess: () => notifier.create({ title: t.closed }),
      onError: fail,
      onSettled: () => pollChanged(client, pollId),
    },
  });

  return (
    <QueryState query={poll}>
      {(p) => (
        <Stack gap="4" mt="3">
          {p.description ? <Text whiteSpace="pre-wrap">{p.description}</Text> : null}
          {p.state === 'open' && !p.hasVoted ? <VoteForm poll={p} /> : null}
          {showResults ? (
            <QueryState query={results}>
              {(r) => <PollResults results={r} votedOptionIds={p.votedOptionIds} />}
            </QueryState>
          ) : null}
          {!showResults && p.hasVoted === false && p.state === 'open' ? (
            <Text color="fg.muted" fontSize="sm">
              {t.resultsHidden}
            </Text>
          ) : null}
          {canDelete || (canClose && p.state === 'open') ? (
            <HStack gap="2">
              {canClose && p.state === 'open' ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={close.isPending}
                  onClick={() => close.mutate({ id: pollId })}
                >
                  {t.close}
                </Button>
              ) : null}
              {canDelete ? (
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirm(true)}>
                  {t.delete}
                </Button>
              ) : null}
            </HStack>
          ) : null}
          <ConfirmDialog
            open={confirm}
            title={t.confirmDelete(p.question)}
            confirmLabel={t.delete}
            cancelLabel={t.cancel}
            onClose={() => setConfirm(false)}
            onConfirm={() => {
              setConfirm(false);
              remove.mutate({ id: pollId });
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
}
