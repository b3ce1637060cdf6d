import { createFileRoute, redirect } from '@tanstack/react-router';

// Meine Wohnungen (area "buildingcell"): the flats live in the building area's page, so this
// address (Ctrl+K's "Meine Wohnungen", old links) leads there, to the flats view.
export const Route = createFileRoute('/_app/buildingcell')({
  beforeLoad: () => {
    throw redirect({ to: '/building', search: { view: 'flats' }, replace: true });
  },
});
