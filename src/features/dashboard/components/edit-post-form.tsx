// Edit an own post in place. Nothing typed is lost when saving fails.
import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useEditDashboardPost } from '../../../api/generated/endpoints/dashboard/dashboard';
import type { DashboardPost } from '../../../api/generated/model/dashboardPost';
import { notifier } from '../../../components/feedback/toaster';
import { describeError } from '../../../lib/describe-error';
import { fieldErrors } from '../../../lib/field-errors';
import { invalidateFeeds, invalidatePost } from '../queries';
import { dashboardTexts as t } from '../texts';
import { POST_MAX, validateText } from '../validate';
import { FormStack } from '../../../components/ui/form-stack';

export function EditPostForm({ post, onDone }: { post: DashboardPost; onDone: () => void }) {
  const client = useQueryClient();
  const [text, setText] = useState(post.text);
  const [error, setError] = useState<string | undefined>();
  const edit = useEditDashboardPost({
    mutation: {
      onSuccess: async () => {
        notifier.create({ title: t.actions.saved, type: 'success' });
        onDone();
        await Promise.all([invalidateFeeds(client), invalidatePost(client, post.id)]);
      },
      onError: (e) => setError(fieldErrors(e).text),
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateText(text, POST_MAX);
    setError(found);
    if (!found) edit.mutate({ id: post.id, data: { text: text.trim() } });
  };
  return (
    <FormStack gap="2" onSubmit={submit}>
      <Field.Root invalid={!!error} required>
        <Field.Label>{t.composer.textLabel}</Field.Label>
        <Textarea value={text} rows={4} onChange={(e) => setText(e.target.value)} autoFocus />
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      {edit.isError && !error ? (
        <Text role="alert" color="fg.error">
          {describeError(edit.error)}
        </Text>
      ) : null}
      <HStack>
        <Button type="submit" size="sm" colorPalette="brand" loading={edit.isPending}>
          {t.actions.save}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t.actions.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}
