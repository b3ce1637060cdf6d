import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';

// The legal code [Gesetzbuch].
export const Route = createFileRoute('/_app/rules/legal')({
  loader: lazyLoader(() => import('../../features/serverrules/load'), 'loadLegal'),
  component: lazyPage(() => import('../../features/serverrules/legal-page'), 'LegalPage'),
});
