// The admin terms in front of every admin page (issue 28, point 4): while the signed-in admin has
// not accepted the current version, the page is not shown, only the terms with "Akzeptieren";
// once accepted (the answer's mustAccept turns false) the page appears. A new version brings them
// back. Loaded lazily by the layout route (src/routes/-admin-terms.tsx) only for a user with ACP
// rights on an admin page, so nobody else loads this code. The server decides what an admin may
// do; a terms answer that fails does not lock the panel (its error shows above the page), and a
// 403 (no ACP role) leaves the decision to the page's own guard.
import { Box, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { ReactNode } from 'react';
import { LoadingLine, QueryError } from '../../components/feedback/query-error';
import { PageFrame } from '../../components/views/page-frame';
import { termsOptions } from './queries';
import { TermsView } from './terms-view';
import { commonTexts as t } from './texts';

export function AdminTermsGate({ children }: { children: ReactNode }) {
  const terms = useQuery(termsOptions());
  if (terms.isPending) {
    return (
      <Box p={{ base: '4', md: '8' }} aria-busy="true">
        <LoadingLine />
      </Box>
    );
  }
  if (terms.data?.mustAccept) {
    return (
      <PageFrame title={t.gate.title} description={t.gate.intro}>
        <Stack gap="4" mt="2" data-testid="admin-terms-gate">
          <TermsView terms={terms.data} />
        </Stack>
      </PageFrame>
    );
  }
  const failed = terms.isError && !(isAxiosError(terms.error) && terms.error.response?.status === 403);
  return (
    <>
      {failed ? (
        <Box px={{ base: '4', md: '8' }} pt="4">
          <QueryError error={terms.error} title={t.gate.failed} onRetry={() => void terms.refetch()} />
        </Box>
      ) : null}
      {children}
    </>
  );
}
