import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { pollsLoaderDeps, validatePollsSearch } from '../../features/polls/search-params';

// Polls [Umfragen]: ?state=, ?page=, ?poll= (see the feature's search-params.ts).
// One import for the page and its loader (the page module re-exports it): one chunk
// reference in the start bundle per route, not two.
const page = () => import('../../features/polls/polls-page');

export const Route = createFileRoute('/_app/polls')({
  validateSearch: validatePollsSearch,
  loaderDeps: pollsLoaderDeps,
  loader: lazyLoader(page, 'loadPolls'),
  component: lazyPage(page, 'PollsPage'),
});
