// The stateful layer: handlers that keep what the user changes in the in-memory store.
// Another area joins with one line here and a file like dashboard.ts.
import type { RequestHandler } from 'msw';
import { dashboardHandlers } from './dashboard';
import { pollHandlers } from './polls';
import { serverrulesHandlers } from './serverrules';

export const statefulHandlers = (): RequestHandler[] => [
  ...dashboardHandlers(),
  ...pollHandlers(),
  ...serverrulesHandlers(),
];
