// The background story [Vorgeschichte]: its state (draft, under review, accepted, rejected
// with the team's note); saved as a draft or submitted for review, checked by the contract's
// validator; what was typed is a draft in the browser until it is saved, so a failed send or a
// reload loses nothing. Under review it cannot be changed.
import { Badge, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetPlayerStoryQueryKey,
  useEditPlayerStory,
  useGetPlayerStory,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerStory } from '../../../api/generated/model/playerStory';
import { EditPlayerStoryBody, editPlayerStoryBodyTextMax } from '../../../api/generated/zod/player/player.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { ownTexts } from './texts';

const t = ownTexts.story;
const palettes = { draft: 'gray', submitted: 'orange', accepted: 'green', rejected: 'red' } as const;
const storyDraft = defineDraft('player-own-story', { text: '', edited: false });

export function StoryView() {
  const story = useGetPlayerStory();
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t.intro}</Text>
      <QueryState query={story} pendingMinH="16rem">
        {(s) => <StoryForm story={s} />}
      </QueryState>
    </Stack>
  );
}

function StoryForm({ story }: { story: PlayerStory }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // Which button sent the form, for its pending state (Enter in the form saves a draft).
  const [submitting, setSubmitting] = useState(false);
  const send = (submit: boolean) =>
    form.handleSubmit((body) => {
      if (edit.isPending) return;
      setSubmitting(submit);
      edit.mutate({ data: { ...body, submit } });
    });
  const form = useContractForm({
    schema: EditPlayerStoryBody,
    // The stored text until the user types; then the draft of what was typed.
    initial: { text: story.text, edited: false },
    draft: storyDraft,
    toBody: (v) => ({ text: (v.edited ? v.text : story.text).trim() }),
  });
  const text = form.values.edited ? form.values.text : story.text;
  const edit = useEditPlayerStory({
    mutation: {
      onSuccess: (next) => {
        setFailure(null);
        client.setQueryData(getGetPlayerStoryQueryKey(), next);
        form.reset({ text: next.text, edited: false });
        notifier.create({ title: next.state === 'submitted' ? t.submitted : t.saved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const locked = story.state === 'submitted';
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Box data-testid="story-state">
          <StatusBadge value={story.state} labels={t.states} palettes={palettes} />
        </Box>
        {story.updatedAt ? (
          <Text color="fg.muted" fontSize="sm">
            {t.updated}: {formatDateTime(story.updatedAt)}
          </Text>
        ) : null}
      </HStack>
      {story.state === 'rejected' && story.reviewNote ? (
        <Text>
          <Badge colorPalette="red" mr="2">
            {t.reviewNote}
          </Badge>
          {story.reviewNote}
        </Text>
      ) : null}
      {locked ? (
        <>
          <Text color="fg.muted">{t.underReview}</Text>
          <Text whiteSpace="pre-wrap" data-testid="story-text">
            {story.text}
          </Text>
        </>
      ) : (
        <FormStack aria-label={t.heading} onSubmit={send(false)}>
          <FormField
            label={t.label}
            message={form.message('text')}
            helper={t.count(text.length, editPlayerStoryBodyTextMax)}
            required
          >
            <Textarea
              name="text"
              rows={10}
              value={text}
              onChange={(e) => form.update((v) => ({ ...v, text: e.target.value, edited: true }))}
              onBlur={() => form.touch('text')}
            />
          </FormField>
          {failure ? (
            <Text color="fg.error" role="alert">
              {failure}
            </Text>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Button type="submit" variant="outline" loading={edit.isPending && !submitting}>
              {t.saveDraft}
            </Button>
            <Button
              type="button"
              colorPalette="brand"
              loading={edit.isPending && submitting}
              onClick={() => send(true)()}
            >
              {t.submit}
            </Button>
          </HStack>
        </FormStack>
      )}
    </Stack>
  );
}
