import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { teamLoaderDeps, validateTeamSearch } from '../../features/team/search-params';

// Fraktionen (area "team"): my organisations, an opened one with its tabs and (?view=admin,
// ACP right team.admin) the admin view, all on one route (see the feature's search-params.ts).
const page = () => import('../../features/team/team-page');
const admin = guard('searchTeamsAdmin');

export const Route = createFileRoute('/_app/team')({
  validateSearch: validateTeamSearch,
  beforeLoad: (args) => (args.search.view === 'admin' ? admin(args) : undefined),
  loaderDeps: teamLoaderDeps,
  loader: lazyLoader(page, 'loadTeams'),
  component: lazyPage(page, 'TeamPage'),
});
