import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { UnexpectedError } from '../components/feedback/unexpected-error';
import { AppRoot } from '../shell/app-root';
import { NotFoundPage } from '../shell/pages/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppRoot,
  // A failure no route handles itself: the generic page (spec §2, §8).
  errorComponent: UnexpectedError,
  notFoundComponent: NotFoundPage,
});
