import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';

// Polls [Umfragen].
export const Route = createFileRoute('/_app/polls')({
  loader: lazyLoader(() => import('../../features/polls/load'), 'loadPolls'),
  component: lazyPage(() => import('../../features/polls/polls-page'), 'PollsPage'),
});
