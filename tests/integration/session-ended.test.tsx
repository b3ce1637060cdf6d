// A session that ends mid-task (issue #30, point 2), the app-wide part: a 401 to any request
// (mutation or query) signs the shell out at once (login polling starts, 15 s), one notice
// however many requests failed says the input is kept and links to signing in; once polling
// finds the person signed in again, the "signed in" notice replaces it, and the form, which held
// its input all along, sends exactly once. The form: sharing a bank account (shareBankAccount).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginStatus } from '../../src/api/generated/model/loginStatus';
import { getGetLoggedInQueryKey } from '../../src/api/generated/start/session';
import { bankTexts } from '../../src/features/bank/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { readStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { sessionTexts } from '../../src/shell/auth/texts';
import { shellTexts } from '../../src/shell/texts';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const t = bankTexts;
const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const unauthorized = () =>
  HttpResponse.json(
    { type: '/problems/401', title: 'Nicht angemeldet', status: 401, detail: 'Du bist nicht angemeldet.' },
    { status: 401 },
  );

/** The mock's session: while `gone`, loggedIn says false and every other request answers 401. */
function endableSession({ getsToo = false } = {}) {
  const state = { gone: false, shares: 0 };
  server.use(
    http.get('*/api/auth/loggedIn', () => (state.gone ? HttpResponse.json({ loggedIn: false }) : undefined)),
    http.all('*/api/*', ({ request }) => {
      if (request.method === 'GET' && !getsToo) return undefined;
      if (state.gone) return unauthorized();
      if (request.method === 'POST' && /\/api\/bank\/accounts\/1\/shares$/.test(request.url)) state.shares += 1;
      return undefined;
    }),
  );
  return state;
}

const loginOf = (client: { getQueryData: (key: readonly unknown[]) => unknown }) =>
  client.getQueryData(getGetLoggedInQueryKey()) as LoginStatus | undefined;

afterEach(() => {
  vi.useRealTimers();
});

describe('a session that ends mid-task (app-wide)', { timeout: 60_000 }, () => {
  it('a 401 on a send signs out at once, one notice for several 401s, polling signs in again, one send', async () => {
    const session = endableSession();
    const { queryClient } = renderRoute('/bank?account=1&tab=shares');
    const form = within((await screen.findByRole('heading', { name: t.shares.add })).closest('section') as HTMLElement);
    await waitFor(() => expect(loginOf(queryClient)?.loggedIn).toBe(true));
    await userEvent.type(form.getByRole('textbox', { name: named(t.shares.player) }), 'Paul_Becker');
    await userEvent.click(form.getByRole('checkbox', { name: t.shares.rights.transfer }));

    // The ACP rights polling stored for the signed-in person (an admin's open form needs them).
    await waitFor(() => expect(readStored(acpRightsKey)).not.toBeNull());
    const rights = readStored(acpRightsKey);
    // Only the poll's interval is faked: it starts when the login state turns to signed out.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    session.gone = true;
    await userEvent.click(form.getByRole('button', { name: t.shares.share }));
    expect(await screen.findByText(sessionTexts.sessionEndedTitle)).toBeInTheDocument();
    expect(loginOf(queryClient)?.loggedIn).toBe(false);
    // The top bar offers signing in instead of the greeting.
    expect(await screen.findByTestId('top-bar-sign-in')).toHaveAttribute('href', '/myProfile');
    expect(screen.queryByTestId('greeting')).toBeNull();
    expect(await form.findByText(/Du bist nicht angemeldet/)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: named(t.shares.player) })).toHaveValue('Paul_Becker');
    expect(form.getByRole('checkbox', { name: t.shares.rights.transfer })).toBeChecked();
    // The notice says the input is kept and leads to the sign-in.
    const notice = (await screen.findByText(sessionTexts.sessionEndedTitle)).closest(
      '[role="status"], [role="alert"], [data-part="root"]',
    ) as HTMLElement;
    expect(within(notice).getByText(/bleibt erhalten/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: sessionTexts.signIn })).toHaveAttribute('href', '/myProfile');
    // The ACP rights stay until the server itself says signed out (an admin's form stays open).
    expect(readStored(acpRightsKey)).toEqual(rights);

    // A second failed send (and a failed query) do not add a second notice.
    await userEvent.click(form.getByRole('button', { name: t.shares.share }));
    await waitFor(() => expect(session.shares).toBe(0));
    await queryClient
      .fetchQuery({
        queryKey: ['probe'],
        queryFn: () => Promise.reject(Object.assign(new Error('x'), { isAxiosError: true, response: { status: 401 } })),
        retry: false,
      })
      .catch(() => undefined);
    await waitFor(() => expect(screen.getAllByText(sessionTexts.sessionEndedTitle)).toHaveLength(1));

    // Signed in again elsewhere (in the game): the next poll, 15 s later, finds it.
    session.gone = false;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await screen.findByText(shellTexts.signedIn)).toBeInTheDocument();
    expect(loginOf(queryClient)?.loggedIn).toBe(true);
    expect(await screen.findByTestId('greeting')).toBeInTheDocument();
    expect(screen.queryByTestId('top-bar-sign-in')).toBeNull();
    // The "signed out" notice is closed (jsdom keeps it in the DOM, closed: no exit animation ends).
    await waitFor(() =>
      expect(document.getElementById('toast:session-ended')?.getAttribute('data-state') ?? 'closed').toBe('closed'),
    );
    expect(form.getByRole('textbox', { name: named(t.shares.player) })).toHaveValue('Paul_Becker');
    expect(form.getByRole('checkbox', { name: t.shares.rights.transfer })).toBeChecked();

    await userEvent.click(form.getByRole('button', { name: t.shares.share }));
    expect(await screen.findByRole('article', { name: 'Paul_Becker' })).toBeInTheDocument();
    expect(session.shares).toBe(1);
    await waitFor(() => expect(form.getByRole('textbox', { name: named(t.shares.player) })).toHaveValue(''));
  });

  it('a 401 to a query signs out as well; further 401s show no notice; the rights go once the server says so', async () => {
    const session = endableSession({ getsToo: true });
    const { queryClient } = renderRoute('/bank?account=1&tab=shares');
    await screen.findByRole('heading', { name: t.shares.add });
    await waitFor(() => expect(loginOf(queryClient)?.loggedIn).toBe(true));
    await waitFor(() => expect(readStored(acpRightsKey)).not.toBeNull());
    session.gone = true;
    // Every query but the login's asks again (the login's answer would sign out by itself).
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== getGetLoggedInQueryKey()[0] });
    expect(await screen.findByText(sessionTexts.sessionEndedTitle)).toBeInTheDocument();
    expect(loginOf(queryClient)?.loggedIn).toBe(false);
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length,
      ).toBeGreaterThan(1),
    );
    expect(screen.getAllByText(sessionTexts.sessionEndedTitle)).toHaveLength(1);
    // The ACP rights stay until the server's own answer says signed out, then they go.
    expect(readStored(acpRightsKey)).not.toBeNull();
    await queryClient.refetchQueries({ queryKey: getGetLoggedInQueryKey() });
    await waitFor(() => expect(readStored(acpRightsKey)).toBeNull());
    expect(loginOf(queryClient)?.loggedIn).toBe(false);
  });

  it("the mock's 401 scenario ends the session once: the next poll keeps it signed out (no signing in and out)", async () => {
    setScenario('error-401');
    const { queryClient } = renderRoute('/bank');
    // Whether the start's first 401 or the login's answer comes first, the end is signed out.
    await waitFor(() => expect(loginOf(queryClient)?.loggedIn).toBe(false));
    await queryClient.refetchQueries({ queryKey: getGetLoggedInQueryKey() });
    expect(loginOf(queryClient)?.loggedIn).toBe(false);
    expect(screen.queryByText(shellTexts.signedIn)).toBeNull();
  });

  it('signed out from the start, a 401 shows no "signed out" notice (the pages say so)', async () => {
    server.use(
      http.get('*/api/auth/loggedIn', () => HttpResponse.json({ loggedIn: false })),
      http.get('*/api/bank/*', () => unauthorized()),
    );
    const { queryClient } = renderRoute('/bank');
    await waitFor(() => expect(loginOf(queryClient)?.loggedIn).toBe(false));
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' }).length,
      ).toBeGreaterThan(0),
    );
    // Give the lazily loaded handler its turn before looking.
    await import('../../src/shell/auth/session-ended');
    expect(screen.queryByText(sessionTexts.sessionEndedTitle)).toBeNull();
  });
});
