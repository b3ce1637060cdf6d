// Write a post. The draft lives in localStorage until the server accepted it; the new
// post shows at once (optimistic) and is taken back with a message when sending fails.
import { Alert, Box, Button, Heading, Input, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddDashboardPost } from '../../../api/generated/endpoints/dashboard/dashboard';
import type { DashboardPostCreate } from '../../../api/generated/model/dashboardPostCreate';
import {
  addDashboardPostBodyOneTextMax,
  AddDashboardPostBody,
} from '../../../api/generated/zod/dashboard/dashboard.zod';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { describeError } from '../../../lib/describe-error';
import { emptyPostDraft, postDraftKey, type PostDraft } from '../drafts';
import { COMPOSER_MIN_HEIGHT } from './composer-size';
import { changeFeeds, restoreFeeds, type Snapshot } from '../optimistic';
import { invalidateFeeds } from '../queries';
import { dashboardTexts as t } from '../texts';
import { FormStack } from '../../../components/ui/form-stack';

let tempId = 0;

/** The body a draft stands for: trimmed, an empty title left out. */
const toBody = (draft: PostDraft): DashboardPostCreate => {
  const title = draft.title.trim();
  return { kind: 'post', text: draft.text.trim(), ...(title ? { title } : {}) };
};

export function PostComposer() {
  const client = useQueryClient();
  const form = useContractForm({
    schema: AddDashboardPostBody,
    initial: emptyPostDraft,
    draft: postDraftKey,
    toBody,
    messages: { text: { required: t.validation.textRequired } },
  });
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
        form.applyServerErrors(error);
        setFailure(`${t.postFailed} ${describeError(error)}`);
      },
      onSuccess: () => form.reset(),
      onSettled: () => invalidateFeeds(client),
    },
  });

  const submit = form.handleSubmit((data) => {
    setFailure(null);
    add.mutate({ data });
  });

  const length = form.values.text.length;
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
      {/* No maxLength on the inputs: it would cut a pasted text silently; the message says what is too long. */}
      <FormStack gap="3" onSubmit={submit}>
        <FormField label={t.composer.titleLabel} message={form.message('title')}>
          <Input {...form.input('title')} />
        </FormField>
        <FormField
          label={t.composer.textLabel}
          message={form.message('text')}
          required
          helper={t.chars(length, addDashboardPostBodyOneTextMax)}
        >
          <Textarea {...form.input('text')} rows={3} placeholder={t.composer.textPlaceholder} />
        </FormField>
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
