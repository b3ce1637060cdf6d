import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader, lazyPage } from '../../app/lazy-page';
import { marketLoaderDeps, validateMarketSearch } from '../../features/market/route-search';

// Markt: every view on one route, ?view= and the rest in the search (the feature's route-search.ts
// and search-params.ts).
const page = () => import('../../features/market/market-page');

export const Route = createFileRoute('/_app/market')({
  validateSearch: validateMarketSearch,
  loaderDeps: marketLoaderDeps,
  loader: lazyLoader(page, 'loadMarket'),
  component: lazyPage(page, 'MarketPage'),
});
