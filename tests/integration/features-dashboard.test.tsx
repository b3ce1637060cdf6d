// Dashboard feed at route level, on the stateful mock backend (MSW).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

// Pages, loaders and parts load on demand; the first import in a run can take a while.

const composer = () => screen.findByRole('textbox', { name: /Dein Beitrag/ });

describe('dashboard feed (/ and /dashboard)', () => {
  it('lists posts with author and relative time, and pages with "Mehr laden"', async () => {
    renderRoute('/dashboard');
    const feed = await screen.findByTestId('feed-all');
    const first = within(feed).getAllByTestId('post');
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]?.querySelector('time')?.textContent).toMatch(/^(vor|gerade|gestern|in )/);
    const more = screen.queryByRole('button', { name: 'Mehr laden' });
    if (more) {
      await userEvent.click(more);
      await waitFor(() => expect(within(feed).getAllByTestId('post').length).toBeGreaterThan(first.length));
    }
  });

  it('publishes a post: it shows in the feed and in "Meine Beiträge", the draft is gone', async () => {
    renderRoute('/');
    await userEvent.type(await composer(), 'Treffen heute Abend am Pier!');
    expect(JSON.parse(localStorage.getItem('draft.dashboard.post') ?? '{}').text).toBe('Treffen heute Abend am Pier!');
    await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    const feed = await screen.findByTestId('feed-all');
    expect(await within(feed).findByText('Treffen heute Abend am Pier!')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('draft.dashboard.post')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Meine Beiträge' }));
    expect(
      await within(await screen.findByTestId('feed-mine')).findByText('Treffen heute Abend am Pier!'),
    ).toBeVisible();
  });

  it('an empty post gets a German message under the field and sends nothing', async () => {
    let sent = false;
    server.use(http.post('*/api/dashboard/posts', () => void (sent = true)));
    renderRoute('/');
    await composer();
    await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('Bitte schreib etwas.')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('typing past the limits keeps every character, also after a reload, and says what is too long', async () => {
    let sent = false;
    server.use(http.post('*/api/dashboard/posts', () => void (sent = true)));
    const first = renderRoute('/');
    const title = await screen.findByRole('textbox', { name: 'Titel (optional)' });
    const long = `${'Sehr langer Titel '.repeat(7)}Ende`; // 130 characters, the contract allows 120
    // paste: one change event with the whole text, as when a user pastes
    await userEvent.click(title);
    await userEvent.paste(long);
    await userEvent.type(await composer(), 'Der Text bleibt.');
    expect(title).toHaveValue(long);
    // Past the contract's limit the message shows at once, while typing.
    expect(screen.getByText('Höchstens 120 Zeichen (jetzt 130).')).toBeInTheDocument();
    first.unmount();
    renderRoute('/');
    expect(await screen.findByRole('textbox', { name: 'Titel (optional)' })).toHaveValue(long);
    expect(await composer()).toHaveValue('Der Text bleibt.');
    await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('Höchstens 120 Zeichen (jetzt 130).')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('a server error rolls back, says so and keeps the draft (also after a reload)', async () => {
    server.use(
      http.post('*/api/dashboard/posts', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    const first = renderRoute('/');
    await userEvent.type(await composer(), 'Bitte nicht verlieren');
    await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Entwurf bleibt erhalten');
    expect(within(screen.getByTestId('feed-all')).queryByText('Bitte nicht verlieren')).toBeNull();
    expect(await composer()).toHaveValue('Bitte nicht verlieren');
    first.unmount();
    renderRoute('/');
    expect(await composer()).toHaveValue('Bitte nicht verlieren');
  });

  it('shows the 422 field message of the server under the field', async () => {
    server.use(
      http.post('*/api/dashboard/posts', () =>
        HttpResponse.json(
          {
            type: '/problems/422',
            title: 'Eingabe ungültig',
            status: 422,
            errors: [{ field: 'text', message: 'Bitte keine Links.' }],
          },
          { status: 422 },
        ),
      ),
    );
    renderRoute('/');
    await userEvent.type(await composer(), 'www.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    expect(await screen.findByText('Bitte keine Links.')).toBeInTheDocument();
  });

  it('replies to a post; the draft of the reply is removed once sent', async () => {
    renderRoute('/');
    const post = (await screen.findAllByTestId('post'))[0] as HTMLElement;
    await userEvent.click(within(post).getByRole('button', { name: /Antwort/ }));
    const field = await within(post).findByRole('textbox', { name: /Deine Antwort/ });
    await userEvent.type(field, 'Bin dabei!');
    await userEvent.click(within(post).getByRole('button', { name: 'Antwort senden' }));
    expect(await within(post).findByText('Bin dabei!')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('hides the admin statistics from players and shows them with the right', async () => {
    const player = renderRoute('/');
    await screen.findByTestId('feed-all');
    expect(screen.queryByTestId('stats')).toBeNull();
    player.unmount();
    setScenario('admin');
    renderRoute('/');
    await waitFor(() => expect(localStorage.getItem('acpRights')).toContain('dashboard.statistics'));
    expect(await screen.findByRole('heading', { name: 'Statistik (Admin)' })).toBeInTheDocument();
  });

  it('signed out: the sign-in notice, no feed request and no error box', async () => {
    let feedAsked = false;
    setScenario('signed-out');
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/dashboard/posts') feedAsked = true;
    });
    renderRoute('/');
    expect(await screen.findByTestId('signed-out')).toHaveTextContent('Du bist nicht angemeldet');
    expect(screen.queryByRole('heading', { name: 'Beiträge' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(feedAsked).toBe(false);
    server.events.removeAllListeners();
  });

  it('a failing login check does not hold the feed back while it retries', async () => {
    let loginCalls = 0;
    server.use(
      http.get('*/api/auth/loggedIn', () => {
        loginCalls += 1;
        return HttpResponse.json({ title: 'Serverfehler', status: 500 }, { status: 500 });
      }),
    );
    const { queryClient } = renderRoute('/', { appRetries: true });
    expect(await screen.findByTestId('feed-all')).toBeInTheDocument();
    queryClient.clear(); // stop the login retries outliving the test
    // The login query retries up to 3 times (1 s, 2 s, 4 s); the feed came before that ended.
    expect(loginCalls).toBeLessThan(4);
  });
});
