// Write a post. The draft lives in localStorage until the server accepted it; the new
// post shows at once (optimistic) and is taken back with a message when sending fails.
import { Alert, Box, Button, Field, Heading, Input, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAddDashboardPost } from '../../../api/generated/endpoints/dashboard/dashboard';
import { describeError } from '../../../lib/describe-error';
import { fieldErrors } from '../../../lib/field-errors';
import { readStored, removeStored } from '../../../lib/storage';
import { useStored } from '../../../lib/use-stored';
import { postDraftKey } from '../drafts';
import { COMPOSER_MIN_HEIGHT } from './composer-size';
import { changeFeeds, restoreFeeds, type Snapshot } from '../optimistic';
import { invalidateFeeds } from '../queries';
import { dashboardTexts as t } from '../texts';
import { POST_MAX, validatePost, type Errors } from '../validate';
import { FormStack } from '../../../components/ui/form-stack';

let tempId = 0;

export function PostComposer() {
  const client = useQueryClient();
  const [draft, setDraft] = useStored(postDraftKey);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddDashboardPost<unknown, Snapshot>({
    mutation: {
      onMutate: async ({ data }) =>
        changeFeeds(client, (items, page) =>
          page === 0
            ? [
                {
                  id: --tempId,
                  kind: data.kind,
                  title: data.title,
                  text: data.text,
                  author: { id: 0, name: '…' },
                  createdAt: new Date().toISOString(),
                  replyCount: 0,
                  repliesAllowed: true,
                  mine: true,
                },
                ...items,
              ]
            : items,
        ),
      onError: (error, _vars, snapshot) => {
        restoreFeeds(client, snapshot);
        setErrors(fieldErrors(error));
        setFailure(`${t.postFailed} ${describeError(error)}`);
      },
      onSuccess: () => removeStored(postDraftKey),
      onSettled: () => invalidateFeeds(client),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = readStored(postDraftKey);
    const found = validatePost(current);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const title = current.title.trim();
    add.mutate({ data: { kind: 'post', text: current.text.trim(), ...(title ? { title } : {}) } });
  };

  const tooLong = draft.text.length > POST_MAX;
  return (
    <Box
      as="section"
      aria-labelledby="composer-heading"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      minH={COMPOSER_MIN_HEIGHT}
    >
      <Heading as="h2" size="lg" id="composer-heading" mb="3">
        {t.composer.heading}
      </Heading>
      <FormStack gap="3" onSubmit={submit}>
        <Field.Root invalid={!!errors.title}>
          <Field.Label>{t.composer.titleLabel}</Field.Label>
          <Input value={draft.title} maxLength={200} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.text} required>
          <Field.Label>{t.composer.textLabel}</Field.Label>
          <Textarea
            value={draft.text}
            rows={3}
            placeholder={t.composer.textPlaceholder}
            onChange={(e) => setDraft({ ...draft, text: e.target.value })}
          />
          {errors.text ? (
            <Field.ErrorText>{errors.text}</Field.ErrorText>
          ) : (
            <Field.HelperText color={tooLong ? 'fg.error' : undefined}>
              {t.chars(draft.text.length, POST_MAX)}
            </Field.HelperText>
          )}
        </Field.Root>
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{failure}</Alert.Title>
              <Alert.Description>{t.composer.draftKept}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={add.isPending} loadingText={t.composer.sending}>
            {t.composer.submit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
