// Reply to a post. The draft stays in localStorage until the server accepted it.
import { Alert, Box, Button, Field, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAddDashboardReply } from '../../../api/generated/endpoints/dashboard/dashboard';
import { notifier } from '../../../components/feedback/toaster';
import { describeError } from '../../../lib/describe-error';
import { fieldErrors } from '../../../lib/field-errors';
import { removeStored } from '../../../lib/storage';
import { useStored } from '../../../lib/use-stored';
import { replyDraftKey } from '../drafts';
import { invalidateFeeds, invalidatePost } from '../queries';
import { dashboardTexts as t } from '../texts';
import { REPLY_MAX, validateText } from '../validate';
import { FormStack } from '../../../components/ui/form-stack';

export function ReplyForm({ postId }: { postId: number }) {
  const client = useQueryClient();
  const key = replyDraftKey(postId);
  const [text, setText] = useStored(key);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddDashboardReply({
    mutation: {
      onSuccess: async () => {
        removeStored(key);
        notifier.create({ title: t.replyForm.sent, type: 'success' });
        // The thread and the feeds' reply counts changed.
        await Promise.all([invalidatePost(client, postId), invalidateFeeds(client)]);
      },
      onError: (e) => {
        setError(fieldErrors(e).text);
        setFailure(describeError(e));
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateText(text, REPLY_MAX);
    setError(found);
    setFailure(null);
    if (!found) add.mutate({ id: postId, data: { text: text.trim() } });
  };

  return (
    <FormStack gap="2" onSubmit={submit}>
      <Field.Root invalid={!!error} required>
        <Field.Label>{t.replyForm.label}</Field.Label>
        <Textarea value={text} rows={2} onChange={(e) => setText(e.target.value)} />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      {failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{`${failure} ${t.composer.draftKept}`}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Box>
        <Button type="submit" size="sm" colorPalette="brand" loading={add.isPending}>
          {t.replyForm.submit}
        </Button>
      </Box>
    </FormStack>
  );
}
