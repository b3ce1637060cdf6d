// A new post: the text under the contract's limit (generated validator), a 422 under the
// field, the text kept when sending fails, one send at a time.
import { Box, Button, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAddMessengerSocialPost } from '../../../api/generated/endpoints/messenger/messenger';
import { AddMessengerSocialPostBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { defineDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { socialChanged } from './queries';
import { socialTexts } from './texts';

const t = socialTexts.composer;
const draft = defineDraft('draft.messenger.social.post', { text: '' });

export function PostComposer() {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: AddMessengerSocialPostBody,
    initial: { text: '' },
    draft,
    toBody: (v) => ({ text: v.text.trim() }),
  });
  const add = useAddMessengerSocialPost({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.posted, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => socialChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (add.isPending) return;
    setFailure(null);
    add.mutate({ data });
  });
  return (
    <FormStack onSubmit={submit} aria-label={t.label} borderWidth="1px" borderRadius="md" p="3">
      <FormField label={t.text} message={form.message('text')}>
        <Textarea {...form.input('text')} rows={3} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Box>
        <Button type="submit" size="sm" colorPalette="brand" loading={add.isPending}>
          {t.submit}
        </Button>
      </Box>
    </FormStack>
  );
}
