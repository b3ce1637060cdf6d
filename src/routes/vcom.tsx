import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../app/lazy-page';

// Target of the error redirect inside the vcom workspace (spec §2).
export const Route = createFileRoute('/vcom')({
  component: lazyPage(() => import('../shell/pages/vcom-page'), 'VcomPage'),
});
