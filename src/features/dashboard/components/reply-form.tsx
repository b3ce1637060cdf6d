// Reply to a post. The draft stays in localStorage until the server accepted it.
import { Alert, Box, Button, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddDashboardReply } from '../../../api/generated/endpoints/dashboard/dashboard';
import { AddDashboardReplyBody } from '../../../api/generated/zod/dashboard/dashboard.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { replyDraftKey } from '../drafts';
import { invalidateFeeds, invalidatePost } from '../queries';
import { dashboardTexts as t } from '../texts';

export function ReplyForm({ postId }: { postId: number }) {
  const client = useQueryClient();
  const draft = replyDraftKey(postId);
  const form = useContractForm({
    schema: AddDashboardReplyBody,
    initial: draft.fallback,
    draft,
    toBody: ({ text }) => ({ text: text.trim() }),
    messages: { text: { required: t.validation.textRequired } },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddDashboardReply({
    mutation: {
      onSuccess: async () => {
        form.reset();
        notifier.create({ title: t.replyForm.sent, type: 'success' });
        // The thread and the feeds' reply counts changed.
        await Promise.all([invalidatePost(client, postId), invalidateFeeds(client)]);
      },
      onError: (e) => {
        form.applyServerErrors(e);
        setFailure(describeError(e));
      },
    },
  });

  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ id: postId, data });
  });

  return (
    <FormStack gap="2" onSubmit={submit}>
      <FormField label={t.replyForm.label} message={form.message('text')} required>
        <Textarea {...form.input('text')} rows={2} />
      </FormField>
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
