// Vote once: one option (radio) or up to maxChoices (checkboxes). The vote body is checked by
// the contract's validator; how many this poll allows is the poll's own rule.
import { Button, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetPollResultsQueryKey, useVotePoll } from '../../../api/generated/endpoints/polls/polls';
import type { PollDetail } from '../../../api/generated/model/pollDetail';
import { VotePollBody } from '../../../api/generated/zod/polls/polls.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useContractForm } from '../../../components/form/use-contract-form';
import { describeError } from '../../../lib/describe-error';
import { pollChanged } from '../queries';
import { pollsTexts as t } from '../texts';

export function VoteForm({ poll }: { poll: PollDetail }) {
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const multiple = poll.multipleChoice && poll.maxChoices > 1;
  const form = useContractForm({
    schema: VotePollBody,
    initial: { optionIds: [] as number[] },
    toBody: (v) => v,
    rules: (v) => ({ optionIds: v.optionIds.length > poll.maxChoices ? t.tooMany(poll.maxChoices) : undefined }),
    messages: { optionIds: { tooFew: t.chooseFirst, tooMany: t.tooMany(poll.maxChoices) } },
  });
  const chosen = form.values.optionIds;
  const vote = useVotePoll({
    mutation: {
      onSuccess: (results) => {
        client.setQueryData(getGetPollResultsQueryKey(poll.id), results);
        notifier.create({ title: t.thanks, type: 'success' });
      },
      onError: (error) => setProblem(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => pollChanged(client, poll.id),
    },
  });
  const toggle = (id: number, on: boolean) =>
    form.set('optionIds', multiple ? (on ? [...chosen, id] : chosen.filter((x) => x !== id)) : [id]);
  const submit = form.handleSubmit((data) => {
    setProblem(null);
    vote.mutate({ id: poll.id, data });
  });
  const message = form.message('optionIds') ?? problem;
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset.Root invalid={!!message}>
        <Fieldset.Legend>{t.choose(multiple ? poll.maxChoices : 1)}</Fieldset.Legend>
        <Stack gap="1" mt="2">
          {poll.options.map((o) => (
            <Text as="label" key={o.id} display="flex" alignItems="center" gap="2" cursor="pointer">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`poll-${poll.id}`}
                value={o.id}
                checked={chosen.includes(o.id)}
                onChange={(e) => toggle(o.id, e.target.checked)}
                style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-brand-solid)' }}
              />
              {o.text}
            </Text>
          ))}
        </Stack>
        {message ? <Fieldset.ErrorText role="alert">{message}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
      <Button type="submit" mt="3" colorPalette="brand" loading={vote.isPending}>
        {t.vote}
      </Button>
    </form>
  );
}
