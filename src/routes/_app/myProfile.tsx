import { createFileRoute } from '@tanstack/react-router';
import { getGetLoggedInQueryOptions } from '../../api/generated/endpoints/auth/auth';
import { lazyPage } from '../../app/lazy-page';

export const Route = createFileRoute('/_app/myProfile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetLoggedInQueryOptions()),
  component: lazyPage(() => import('../../shell/profile/profile-page'), 'ProfilePage'),
});
