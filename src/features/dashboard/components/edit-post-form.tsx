// Edit an own post in place. Nothing typed is lost when saving fails: the text lives in a draft
// per post (over a reload too) until it is saved or the edit cancelled.
import { Button, HStack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEditDashboardPost } from '../../../api/generated/endpoints/dashboard/dashboard';
import type { DashboardPost } from '../../../api/generated/model/dashboardPost';
import { EditDashboardPostBody } from '../../../api/generated/zod/dashboard/dashboard.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { invalidateFeeds, invalidatePost } from '../queries';
import { dashboardTexts as t } from '../texts';

export function EditPostForm({ post, onDone }: { post: DashboardPost; onDone: () => void }) {
  const client = useQueryClient();
  const initial = { text: post.text };
  const form = useContractForm({
    schema: EditDashboardPostBody,
    initial,
    draft: useServerDraft(`draft.dashboard.edit.${post.id}`, initial),
    toBody: ({ text }) => ({ text: text.trim() }),
    messages: { text: { required: t.validation.textRequired } },
  });
  const edit = useEditDashboardPost({
    mutation: {
      onSuccess: async () => {
        form.reset();
        notifier.create({ title: t.actions.saved, type: 'success' });
        onDone();
        await Promise.all([invalidateFeeds(client), invalidatePost(client, post.id)]);
      },
      onError: (e) => form.applyServerErrors(e),
    },
  });
  const submit = form.handleSubmit((data) => edit.mutate({ id: post.id, data }));
  const message = form.message('text');
  return (
    <FormStack gap="2" onSubmit={submit}>
      <FormField label={t.composer.textLabel} message={message} required>
        <Textarea {...form.input('text')} rows={4} autoFocus />
      </FormField>
      {edit.isError && !message ? (
        <Text role="alert" color="fg.error">
          {describeError(edit.error)}
        </Text>
      ) : null}
      <HStack>
        <Button type="submit" size="sm" colorPalette="brand" loading={edit.isPending}>
          {t.actions.save}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            form.reset();
            onDone();
          }}
        >
          {t.actions.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}
