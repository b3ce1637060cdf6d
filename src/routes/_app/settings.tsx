import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '../../app/lazy-page';

export const Route = createFileRoute('/_app/settings')({
  component: lazyPage(() => import('../../shell/settings/settings-page'), 'SettingsPage'),
});
