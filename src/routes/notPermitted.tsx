import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../app/lazy-page';

export const Route = createFileRoute('/notPermitted')({
  component: lazyPage(() => import('../shell/pages/not-permitted-page'), 'NotPermittedPage'),
});
