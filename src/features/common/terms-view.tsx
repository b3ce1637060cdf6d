// The admin terms (issue 28, point 4) with the accept button while the current version is not
// accepted: the "Bedingungen" tab of /acp/logs and the gate in front of every admin page
// (admin-terms-gate.tsx) show the same view.
import { Badge, Box, Button, Heading, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetAdminTermsQueryKey, useAcceptAdminTerms } from '../../api/generated/endpoints/common/common';
import type { CommonAdminTerms } from '../../api/generated/model/commonAdminTerms';
import { notifier } from '../../components/feedback/toaster';
import { describeError } from '../../lib/describe-error';
import { formatDate } from '../../lib/format';
import { commonTexts as t } from './texts';

export function TermsView({ terms }: { terms: CommonAdminTerms }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useAcceptAdminTerms({
    mutation: {
      onSuccess: () => notifier.create({ title: t.terms.done, type: 'success' }),
      onError: (error) => setFailure(describeError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: getGetAdminTermsQueryKey() }),
    },
  });
  return (
    <Box as="section" aria-labelledby="admin-terms" borderWidth="1px" borderRadius="lg" p="4" maxW="50rem">
      <Heading as="h2" size="md" id="admin-terms">
        {terms.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t.terms.version(terms.version, formatDate(terms.publishedAt))}
      </Text>
      {terms.mustAccept ? (
        <Badge colorPalette="orange" mb="3" whiteSpace="normal" data-testid="terms-must-accept">
          {t.terms.mustAccept}
        </Badge>
      ) : null}
      <Text whiteSpace="pre-wrap" mb="4">
        {terms.text}
      </Text>
      {failure ? (
        <Text color="fg.error" role="alert" mb="2">
          {failure}
        </Text>
      ) : null}
      {terms.mustAccept ? (
        <Button
          colorPalette="brand"
          loading={accept.isPending}
          onClick={() => {
            if (accept.isPending) return;
            setFailure(null);
            accept.mutate({ data: { version: terms.version } });
          }}
        >
          {t.terms.accept}
        </Button>
      ) : (
        <Text data-testid="terms-accepted">
          {terms.acceptedVersion && terms.acceptedAt
            ? t.terms.accepted(terms.acceptedVersion, formatDate(terms.acceptedAt))
            : t.terms.never}
        </Text>
      )}
    </Box>
  );
}
