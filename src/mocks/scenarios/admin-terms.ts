// The admin terms changed since the admin accepted them (issue 28, point 4): a scenario's handler
// marks each request, and the common area's mock (stateful/common.ts) publishes a new version
// of the terms on the first marked request (once per store: accepting it then holds, as after a
// real change). A mark per request as in acting.ts.
import { http, type RequestHandler } from 'msw';

const marked = new WeakSet<Request>();

/** Marks every API request: the terms have a version the admin has not accepted. */
export function newAdminTerms(): RequestHandler {
  return http.all('*/api/*', ({ request }) => {
    marked.add(request);
  });
}

/** Whether a scenario published new admin terms for `request`. */
export const hasNewAdminTerms = (request: Request): boolean => marked.has(request);
