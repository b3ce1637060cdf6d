// The admin terms' hook in the layout (issue 28, point 4): on an admin page (a route that
// `requires` a right, or a view `?view=admin`) of a user with ACP rights, the page shows through
// the terms gate, which loads on demand (admin-terms-gate.tsx). Everyone else
// gets the page as it is and never loads the gate. The page shows while the terms are asked for;
// the server decides what an admin may do.
import { useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
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
  const [held, setHeld] = useState(false);
  const active = adminPage && Boolean(acp?.rights.length);
  // One shape whatever the state: the page keeps its place in the tree, so it is never mounted
  // anew when the rights or the terms arrive after it (that lost focus and what was typed). While
  // the terms must be accepted it is hidden, not removed.
  return (
    <>
      {active ? (
        <Suspense fallback={null}>
          <Gate onHeld={setHeld} />
        </Suspense>
      ) : null}
      <div hidden={active && held} style={{ display: active && held ? 'none' : 'contents' }}>
        {children}
      </div>
    </>
  );
}
