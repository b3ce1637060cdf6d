// The admin terms in front of every admin page (issue 28, point 4): while the signed-in admin has
// not accepted the current version, the page is not shown, only the terms with "Akzeptieren";
// once accepted (the answer's mustAccept turns false) the page appears. A new version brings them
// back. Loaded on demand by the layout's hook (admin-terms.tsx) only for a user with ACP rights on
// an admin page, so nobody else loads this code. The server decides what an admin may do: a terms
// answer that fails does not lock the panel (its error shows above the page), and a 403 (no ACP
// role) leaves the decision to the page's own guard. The same terms, with the version accepted
// last, are the tab "Bedingungen" of /acp/logs. A write the server refuses because the terms
// changed while the page was open (403 /problems/acp/terms-not-accepted) asks for the terms
// again, so the gate returns in front of the page, which keeps what was typed.
import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import {
  getGetAdminTermsQueryKey,
  getGetAdminTermsQueryOptions,
  useAcceptAdminTerms,
} from '../../api/generated/endpoints/common/common';
import type { CommonAdminTerms } from '../../api/generated/model/commonAdminTerms';
import { QueryError } from '../../components/feedback/query-error';
import { notifier } from '../../components/feedback/toaster';
import { PageFrame } from '../../components/views/page-frame';
import { describeError } from '../../lib/describe-error';
import { formatDate } from '../../lib/format';
import { adminTermsTexts as t } from './texts';

/** The contract's problem type of an ACP write before the current terms are accepted. */
const TERMS_NOT_ACCEPTED = '/problems/acp/terms-not-accepted';

const refusedForTerms = (error: unknown) =>
  isAxiosError(error) &&
  error.response?.status === 403 &&
  (error.response.data as { type?: unknown } | undefined)?.type === TERMS_NOT_ACCEPTED;

export function AdminTermsGate({ onHeld }: { onHeld: (held: boolean) => void }) {
  const client = useQueryClient();
  const terms = useQuery(getGetAdminTermsQueryOptions());
  const held = terms.data?.mustAccept === true;
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && refusedForTerms(event.action.error))
          void client.invalidateQueries({ queryKey: getGetAdminTermsQueryKey() });
      }),
    [client],
  );
  // The layout hides the page (kept mounted: nothing typed is lost) while the terms stand in front.
  useEffect(() => {
    onHeld(held);
    return () => onHeld(false);
  }, [held, onHeld]);
  if (terms.data?.mustAccept) return <Gate terms={terms.data} />;
  const failed = terms.isError && !(isAxiosError(terms.error) && terms.error.response?.status === 403);
  return failed ? (
    <Box px={{ base: '4', md: '8' }} pt="4">
      <QueryError error={terms.error} title={t.failed} onRetry={() => void terms.refetch()} />
    </Box>
  ) : null;
}

function Gate({ terms }: { terms: CommonAdminTerms }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useAcceptAdminTerms({
    mutation: {
      onSuccess: () => notifier.create({ title: t.done, type: 'success' }),
      onError: (error) => setFailure(describeError(error)),
      // A newer version (409) or the accepted one: the answer decides whether the gate stays.
      onSettled: () => client.invalidateQueries({ queryKey: getGetAdminTermsQueryKey() }),
    },
  });
  return (
    <PageFrame title={t.title} description={t.intro}>
      <Stack
        as="section"
        aria-labelledby="admin-terms-gate"
        gap="3"
        mt="2"
        borderWidth="1px"
        borderRadius="lg"
        p="4"
        data-testid="admin-terms-gate"
      >
        <Heading as="h2" size="md" id="admin-terms-gate">
          {terms.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t.version(terms.version, formatDate(terms.publishedAt))}
        </Text>
        <Badge colorPalette="orange" whiteSpace="normal" alignSelf="start" data-testid="terms-must-accept">
          {t.mustAccept}
        </Badge>
        <Text whiteSpace="pre-wrap">{terms.text}</Text>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button
            colorPalette="brand"
            loading={accept.isPending}
            onClick={() => {
              if (accept.isPending) return;
              setFailure(null);
              accept.mutate({ data: { version: terms.version } });
            }}
          >
            {t.accept}
          </Button>
        </Box>
      </Stack>
    </PageFrame>
  );
}
