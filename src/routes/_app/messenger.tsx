import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { messengerLoaderDeps, validateMessengerSearch } from '../../features/messenger/search-params';

// Messenger: SIM cards, chats, contacts and blocked numbers on one route, the view in the
// search (?sim=, ?tab=, ?chat=, ?info=, ?q=, ?social=, ...; see the feature's search-params.ts).
// The social network's reports (?tab=social&social=reports) need the ACP right messenger.moderate.
const page = () => import('../../features/messenger/messenger-page');
const moderate = guard('listMessengerSocialReports');

export const Route = createFileRoute('/_app/messenger')({
  validateSearch: validateMessengerSearch,
  beforeLoad: (args) => (args.search.social === 'reports' ? moderate(args) : undefined),
  loaderDeps: messengerLoaderDeps,
  loader: lazyLoader(page, 'loadMessenger'),
  component: lazyPage(page, 'MessengerPage'),
});
