import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { pollsLoaderDeps, validatePollsSearch } from '../../features/polls/search-params';

// Polls [Umfragen]: ?state=, ?page=, ?poll= (see the feature's search-params.ts).
export const Route = createFileRoute('/_app/polls')({
  validateSearch: validatePollsSearch,
  loaderDeps: pollsLoaderDeps,
  loader: lazyLoader(() => import('../../features/polls/load'), 'loadPolls'),
  component: lazyPage(() => import('../../features/polls/polls-page'), 'PollsPage'),
});
