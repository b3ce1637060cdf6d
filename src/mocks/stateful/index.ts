// The stateful layer: handlers that keep what the user changes in the in-memory store, by
// area (the contract tag, which is the first path segment after /api). Another area joins
// with one line here and a file like dashboard.ts; its handlers are built once the area's
// generated mocks have loaded, so they may use only operations of their own area.
import type { RequestHandler } from 'msw';
import { dashboardHandlers } from './dashboard';
import { pollHandlers } from './polls';
import { serverrulesHandlers } from './serverrules';

export const statefulHandlersByArea: Readonly<Record<string, () => RequestHandler[]>> = {
  dashboard: dashboardHandlers,
  polls: pollHandlers,
  serverrules: serverrulesHandlers,
};
