// Vote once: one option (radio) or up to maxChoices (checkboxes).
import { Button, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getGetPollResultsQueryKey, useVotePoll } from '../../../api/generated/endpoints/polls/polls';
import type { PollDetail } from '../../../api/generated/model/pollDetail';
import { notifier } from '../../../components/feedback/toaster';
import { describeError } from '../../../lib/describe-error';
import { pollChanged } from '../queries';
import { pollsTexts as t } from '../texts';

export function VoteForm({ poll }: { poll: PollDetail }) {
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const multiple = poll.multipleChoice && poll.maxChoices > 1;
  const vote = useVotePoll({
    mutation: {
      onSuccess: (results) => {
        client.setQueryData(getGetPollResultsQueryKey(poll.id), results);
        notifier.create({ title: t.thanks, type: 'success' });
      },
      onError: (error) => setProblem(describeError(error)),
      onSettled: () => pollChanged(client, poll.id),
    },
  });
  const toggle = (id: number, on: boolean) =>
    setChosen((c) => (multiple ? (on ? [...c, id] : c.filter((x) => x !== id)) : [id]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(t.chooseFirst);
    if (chosen.length > poll.maxChoices) return setProblem(t.tooMany(poll.maxChoices));
    setProblem(null);
    vote.mutate({ id: poll.id, data: { optionIds: chosen } });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset.Root invalid={!!problem}>
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
        {problem ? <Fieldset.ErrorText role="alert">{problem}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
      <Button type="submit" mt="3" colorPalette="brand" loading={vote.isPending}>
        {t.vote}
      </Button>
    </form>
  );
}
