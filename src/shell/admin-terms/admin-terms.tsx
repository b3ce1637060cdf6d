// The admin terms' hook in the layout (issue 28, point 4): on an admin page (a route that
// `requires` a right, or a view `?view=admin`) of a user with ACP rights, the page shows through
// the terms gate, which loads on demand (admin-terms-gate.tsx). Everyone else
// gets the page as it is and never loads the gate.
import { useMatches } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { acpRightsKey } from '../../lib/acp-rights';
import { importWithRetry } from '../../lib/import-with-retry';
import { useStored } from '../../lib/use-stored';

const Gate = lazy(() =>
  importWithRetry(() => import('./admin-terms-gate')).then((m) => ({ default: m.AdminTermsGate })),
);

export function AdminTerms({ children }: { children: ReactNode }) {
  const [acp] = useStored(acpRightsKey);
  const adminPage = useMatches({
    select: (matches) =>
      matches.some((m) => m.staticData.requires || (m.search as { view?: unknown }).view === 'admin'),
  });
  if (!adminPage || !acp?.rights.length) return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
