import { createFileRoute } from '@tanstack/react-router';
import { getGetLoggedInQueryOptions } from '../api/generated/endpoints/auth/auth';
import { HomePage } from '../shell/home-page';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetLoggedInQueryOptions()),
  component: HomePage,
});
