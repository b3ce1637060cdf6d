// The route guard (src/app/require-right.ts) asks for the ACP rights at most once: a rights
// call that just failed counts as "no rights" and is not asked again (chaos sweep, 429).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { acpRightsQueryOptions } from '../../src/api/acp-rights-query';
import { createQueryClient } from '../../src/app/query-client';
import { requireRight } from '../../src/app/require-right';
import { server } from '../../src/mocks/node';

describe('route guard', () => {
  it('does not ask again for rights whose last call failed, and leads to /notPermitted', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/auth/acpRights', () => {
        calls += 1;
        return HttpResponse.json({ title: 'Zu viele Anfragen', status: 429 }, { status: 429 });
      }),
    );
    const queryClient = createQueryClient();
    // The login polling asked first, and the call failed.
    await expect(queryClient.fetchQuery(acpRightsQueryOptions())).rejects.toThrow();
    expect(calls).toBe(1);

    await expect(requireRight(queryClient, 'saveChangedSubParagraphs')).rejects.toMatchObject({
      options: { to: '/notPermitted' },
    });
    expect(calls).toBe(1);
  });

  it('asks for the rights when nothing is known yet, and lets an admin through', async () => {
    server.use(
      http.get('*/api/auth/acpRights', () =>
        HttpResponse.json({ roles: ['Administrator'], rights: ['serverrules.edit'] }),
      ),
    );
    await expect(requireRight(createQueryClient(), 'saveChangedSubParagraphs')).resolves.toBeUndefined();
  });
});
