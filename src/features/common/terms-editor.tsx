// Publishing a new version of the admin terms (issue 28, point 4), under the terms in the tab
// "Bedingungen" of /acp/logs, only with common.adminTerms. The form starts from the current
// version and keeps what was typed in a draft (kept across versions). A published version is current at
// once: every admin, the publisher too, must accept it before acting (the gate returns), and
// the admin log gets a line. The text is plain text: shown as typed, never read as HTML.
// A draft begun from an older version meets the shared conflict dialog (issue #30, point 4):
// before sending when the page already knows the newer version, on a 409 when it did not.
import { Box, Button, Heading, Input, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import {
  getGetAdminTermsQueryKey,
  getGetAdminTermsQueryOptions,
  getListAdminLogsQueryKey,
  usePublishAdminTerms,
} from '../../api/generated/endpoints/common/common';
import type { CommonAdminTerms } from '../../api/generated/model/commonAdminTerms';
import type { CommonAdminTermsPublish } from '../../api/generated/model/commonAdminTermsPublish';
import { PublishAdminTermsBody } from '../../api/generated/zod/common/common.zod';
import { notifier } from '../../components/feedback/toaster';
import { ConflictDialog } from '../../components/form/conflict-dialog';
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
  // An empty draft starts from the current version (again after a publish, which clears it).
  useEffect(() => {
    if (blank) update(() => ({ base: terms.version, title: terms.title, text: terms.text }));
  }, [blank, update, terms.version, terms.title, terms.text]);
  // Another version came out after the draft was begun: the server would answer 409.
  const outdated = !blank && form.values.base !== terms.version;
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<CommonAdminTermsPublish | null>(null);
  /** The version published since the draft was begun, compared in the conflict dialog. */
  const [theirs, setTheirs] = useState<CommonAdminTerms | null>(null);
  const publish = usePublishAdminTerms({
    mutation: {
      onSuccess: (published) => {
        setTheirs(null);
        form.reset();
        // The new version stands in front of the admin pages at once (mustAccept).
        client.setQueryData(getGetAdminTermsQueryKey(), published);
        notifier.create({ title: t.done(published.version), type: 'success' });
      },
      // A refusal keeps the draft; a 403 for unaccepted terms brings the gate back (admin-terms-gate.tsx).
      onError: async (error) => {
        let failed: unknown = error;
        if (isAxiosError(error) && error.response?.status === 409) {
          try {
            return setTheirs(await client.fetchQuery({ ...getGetAdminTermsQueryOptions(), staleTime: 0 }));
          } catch (again) {
            failed = again;
          }
        }
        setTheirs(null);
        setFailure(form.applyServerErrors(failed) ? null : describeError(failed));
      },
      onSettled: () => {
        void client.invalidateQueries({ queryKey: getGetAdminTermsQueryKey() });
        void client.invalidateQueries({ queryKey: getListAdminLogsQueryKey() });
      },
    },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    // Known to be outdated: compare first, nothing is sent.
    if (outdated) setTheirs(terms);
    else setPending(body);
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
      {theirs ? (
        <ConflictDialog
          open
          title={t.conflictTitle(theirs.version)}
          body={t.conflictBody(form.values.base, theirs.version)}
          version={theirs.version}
          rows={[
            { field: t.title, theirs: theirs.title, yours: form.values.title.trim() },
            { field: t.text, theirs: theirs.text, yours: form.values.text.trim() },
          ]}
          busy={publish.isPending}
          onKeepMine={() => {
            // Sent once, as the successor of the version published meanwhile.
            if (publish.isPending) return;
            update((v) => ({ ...v, base: theirs.version }));
            publish.mutate({ data: toBody({ ...form.values, base: theirs.version }) });
          }}
          onTakeTheirs={() => {
            // What was typed is given up for the published version, which the form now shows.
            update(() => ({ base: theirs.version, title: theirs.title, text: theirs.text }));
            setTheirs(null);
          }}
          onBack={() => {
            // Merged by hand: the next publish goes on from the version published meanwhile.
            update((v) => ({ ...v, base: theirs.version }));
            setTheirs(null);
          }}
        />
      ) : null}
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
