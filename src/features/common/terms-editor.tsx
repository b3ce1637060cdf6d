// Publishing a new version of the admin terms (issue 28, point 4), under the terms in the tab
// "Bedingungen" of /acp/logs, only with common.adminTerms. The form starts from the current
// version and keeps what was typed in a draft (kept across versions). A published version is current at
// once: every admin, the publisher too, must accept it before acting (the gate returns), and
// the admin log gets a line. The text is plain text: shown as typed, never read as HTML.
import { Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getGetAdminTermsQueryKey,
  getListAdminLogsQueryKey,
  usePublishAdminTerms,
} from '../../api/generated/endpoints/common/common';
import type { CommonAdminTerms } from '../../api/generated/model/commonAdminTerms';
import type { CommonAdminTermsPublish } from '../../api/generated/model/commonAdminTermsPublish';
import { PublishAdminTermsBody } from '../../api/generated/zod/common/common.zod';
import { notifier } from '../../components/feedback/toaster';
import { defineDraft } from '../../components/form/draft';
import { FormField } from '../../components/form/form-field';
import { useContractForm } from '../../components/form/use-contract-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormStack } from '../../components/ui/form-stack';
import { describeError } from '../../lib/describe-error';
import { commonTexts } from './texts';

const t = commonTexts.publish;

/** `base`: the version the draft was written from (the body's baseVersion; 0 while empty). */
type Values = { base: number; title: string; text: string };

const toBody = (v: Values): CommonAdminTermsPublish => ({
  baseVersion: v.base,
  title: v.title.trim(),
  text: v.text.trim(),
});

// One draft whatever the version: a version published meanwhile (the 403 that brings the gate
// back) must not drop what was typed; the draft remembers which version it was written from.
const EMPTY: Values = { base: 0, title: '', text: '' };
const draft = defineDraft('draft.common.adminTerms', EMPTY);

export function TermsEditor({ terms }: { terms: CommonAdminTerms }) {
  const client = useQueryClient();
  const form = useContractForm({ schema: PublishAdminTermsBody, initial: EMPTY, draft, toBody });
  const { update } = form;
  const blank = form.values.base === 0;
  const current = { base: terms.version, title: terms.title, text: terms.text };
  // An empty draft starts from the current version (again after a publish, which clears it).
  useEffect(() => {
    if (blank) update(() => ({ base: terms.version, title: terms.title, text: terms.text }));
  }, [blank, update, terms.version, terms.title, terms.text]);
  // Another version came out after the draft was begun: the server would answer 409.
  const outdated = !blank && form.values.base !== terms.version;
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<CommonAdminTermsPublish | null>(null);
  const publish = usePublishAdminTerms({
    mutation: {
      onSuccess: (published) => {
        form.reset();
        // The new version stands in front of the admin pages at once (mustAccept).
        client.setQueryData(getGetAdminTermsQueryKey(), published);
        notifier.create({ title: t.done(published.version), type: 'success' });
      },
      // A refusal keeps the draft; a 403 for unaccepted terms brings the gate back (admin-terms-gate.tsx).
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => {
        void client.invalidateQueries({ queryKey: getGetAdminTermsQueryKey() });
        void client.invalidateQueries({ queryKey: getListAdminLogsQueryKey() });
      },
    },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    setPending(body);
  });
  return (
    <Box
      as="section"
      aria-labelledby="admin-terms-publish"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      maxW="50rem"
      data-testid="terms-editor"
    >
      <Heading as="h2" size="md" id="admin-terms-publish">
        {t.heading}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t.intro(terms.version + 1)}
      </Text>
      {outdated ? (
        <Stack gap="2" mb="3" p="3" borderRadius="md" bg="bg.warning" data-testid="terms-draft-outdated">
          <Text>{t.outdated(form.values.base, terms.version)}</Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => update((v) => ({ ...v, base: terms.version }))}>
              {t.keepDraft(terms.version)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => update(() => current)}>
              {t.discardDraft(terms.version)}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      <FormStack onSubmit={submit}>
        <FormField label={t.title} message={form.message('title')}>
          <Input {...form.input('title')} />
        </FormField>
        <FormField label={t.text} message={form.message('text')} helper={t.textHelp}>
          <Textarea {...form.input('text')} rows={12} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={publish.isPending}>
            {t.submit}
          </Button>
        </Box>
      </FormStack>
      <ConfirmDialog
        open={pending !== null}
        title={t.confirmTitle(terms.version + 1)}
        body={t.confirmBody}
        confirmLabel={t.submit}
        cancelLabel={t.cancel}
        busy={publish.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const body = pending;
          setPending(null);
          if (body && !publish.isPending) publish.mutate({ data: body });
        }}
      />
    </Box>
  );
}
