// Each area's view lives in the URL: a reload (a new render of the same href) or a shared
// link shows the same view, and the loader has prefetched exactly what the page shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedQuery } from '../../src/features/dashboard/queries';
import { pollListOptions } from '../../src/features/polls/queries';
import { legalListOptions } from '../../src/features/serverrules/queries';
import { renderRoute } from '../utils/render';

// The pages load on demand; on a busy machine the first transform of a page takes seconds.
// Done once up front, it does not eat into the first test's waiting time.
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/polls/polls-page'),
    import('../../src/features/polls/load'),
    import('../../src/features/dashboard/dashboard-page'),
    import('../../src/features/dashboard/load'),
    import('../../src/features/serverrules/rules-page'),
    import('../../src/features/serverrules/legal-page'),
    import('../../src/features/serverrules/load'),
  ]);
}, 60_000);

/** Renders the href again in a fresh app, as a reload or a link opened elsewhere would. */
function reload(href: string, unmount: () => void) {
  unmount();
  return renderRoute(href);
}

describe('polls: filter and opened poll in the URL', () => {
  it('a link with ?state=closed shows the closed polls, prefetched by the loader', async () => {
    const { queryClient } = renderRoute('/polls?state=closed');
    expect(await screen.findByRole('button', { name: 'Beendet' })).toHaveAttribute('aria-pressed', 'true');
    const polls = await screen.findAllByTestId('poll');
    for (const poll of polls) expect(poll).toHaveTextContent('Beendet');
    expect(queryClient.getQueryData(pollListOptions({ state: 'closed' }).queryKey)).toBeDefined();
  });

  it('the filter and the opened poll survive a reload', async () => {
    const first = renderRoute('/polls');
    await userEvent.click(await screen.findByRole('button', { name: 'Offen' }));
    await waitFor(() => expect(first.router.state.location.search).toEqual({ state: 'open' }));
    const poll = (await screen.findAllByTestId('poll'))[0] as HTMLElement;
    const question = within(poll).getByRole('heading').textContent ?? '';
    await userEvent.click(within(poll).getByRole('button', { name: 'Anzeigen' }));
    await waitFor(() =>
      expect(first.router.state.location.search).toMatchObject({ state: 'open', poll: expect.any(Number) }),
    );

    reload(first.router.state.location.href, first.unmount);
    const close = await screen.findByRole('button', { name: 'Schließen' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(within(close.closest('[data-testid="poll"]') as HTMLElement).getByRole('heading')).toHaveTextContent(
      question,
    );
    expect(screen.getByRole('button', { name: 'Offen' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('dashboard: tab and opened thread in the URL', () => {
  it('a link with ?view=mine opens "Meine Beiträge", prefetched by the loader', async () => {
    const { queryClient } = renderRoute('/?view=mine');
    expect(await screen.findByRole('button', { name: 'Meine Beiträge' })).toHaveAttribute('aria-pressed', 'true');
    // The mock user has written nothing yet: the own feed's empty state, not the feed of all.
    expect(await screen.findByTestId(/^feed-(mine|empty)$/)).toBeInTheDocument();
    expect(screen.queryByTestId('feed-all')).toBeNull();
    expect(queryClient.getQueryData(feedQuery('mine').queryKey)).toBeDefined();
  });

  it('a link with ?kind=advert shows the adverts only, through the kind filter of the operation', async () => {
    const { queryClient } = renderRoute('/?kind=advert');
    expect(await screen.findByRole('button', { name: 'Anzeigen' })).toHaveAttribute('aria-pressed', 'true');
    const feed = await screen.findByTestId('feed-all');
    for (const post of within(feed).getAllByTestId('post')) expect(post).toHaveTextContent('Anzeige');
    expect(queryClient.getQueryData(feedQuery('all', 'advert').queryKey)).toBeDefined();
  });

  it('the opened replies survive a reload', async () => {
    const first = renderRoute('/dashboard');
    const feed = await screen.findByTestId('feed-all');
    const toggle = within(feed).getAllByRole('button', { name: /Antworten anzeigen|^Antworten$/ })[0] as HTMLElement;
    const post = toggle.closest('[data-testid="post"]') as HTMLElement;
    const text = post.querySelector('p')?.textContent ?? '';
    await userEvent.click(toggle);
    await waitFor(() => expect(first.router.state.location.search).toMatchObject({ post: expect.any(Number) }));

    reload(first.router.state.location.href, first.unmount);
    const again = await screen.findByTestId('feed-all');
    await waitFor(() =>
      expect(within(again).getByRole('button', { name: 'Antworten ausblenden' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    expect(
      within(again).getByRole('button', { name: 'Antworten ausblenden' }).closest('[data-testid="post"]'),
    ).toHaveTextContent(text);
  });
});

describe('rules: ruleset and search text in the URL', () => {
  it('the chosen ruleset and the search survive a reload', async () => {
    const first = renderRoute('/rules');
    const nav = await screen.findByRole('navigation', { name: 'Regelwerke' });
    const links = within(nav).getAllByRole('link');
    expect(links.length).toBeGreaterThan(1);
    const second = links[1] as HTMLElement;
    await userEvent.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'page'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'In den Regeln suchen' }), 'xyzzy');
    await waitFor(() =>
      expect(first.router.state.location.search).toMatchObject({ q: 'xyzzy', set: expect.any(Number) }),
    );
    expect(await screen.findByText('Keine Regel passt zu deiner Suche.')).toBeInTheDocument();

    reload(first.router.state.location.href, first.unmount);
    expect(await screen.findByRole('searchbox', { name: 'In den Regeln suchen' })).toHaveValue('xyzzy');
    expect(await screen.findByText('Keine Regel passt zu deiner Suche.')).toBeInTheDocument();
    const again = within(screen.getByRole('navigation', { name: 'Regelwerke' })).getAllByRole('link')[1];
    expect(again).toHaveAttribute('aria-current', 'page');
  });

  it('the legal code opens with search text, law and the opened section from a link', async () => {
    const first = renderRoute('/rules/legal?law=StGB');
    const section = (await screen.findAllByTestId('legal-section'))[0] as HTMLElement;
    expect(screen.getByRole('combobox', { name: 'Gesetz' })).toHaveValue('StGB');
    await userEvent.click(section.querySelector('summary') as HTMLElement);
    await waitFor(() =>
      expect(first.router.state.location.search).toMatchObject({ law: 'StGB', section: expect.any(Number) }),
    );
    expect(await within(section).findByRole('columnheader', { name: 'Geldstrafe' })).toBeInTheDocument();

    const { queryClient } = reload(first.router.state.location.href, first.unmount);
    expect(await screen.findByRole('columnheader', { name: 'Geldstrafe' })).toBeInTheDocument();
    expect(queryClient.getQueryData(legalListOptions({ law: 'StGB' }).queryKey)).toBeDefined();
  });
});
