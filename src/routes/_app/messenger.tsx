import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { messengerLoaderDeps, validateMessengerSearch } from '../../features/messenger/search-params';

// Messenger: SIM cards, chats, contacts and blocked numbers on one route, the view in the
// search (?sim=, ?tab=, ?chat=, ?info=, ?q=; see the feature's search-params.ts).
const page = () => import('../../features/messenger/messenger-page');

export const Route = createFileRoute('/_app/messenger')({
  validateSearch: validateMessengerSearch,
  loaderDeps: messengerLoaderDeps,
  loader: lazyLoader(page, 'loadMessenger'),
  component: lazyPage(page, 'MessengerPage'),
});
