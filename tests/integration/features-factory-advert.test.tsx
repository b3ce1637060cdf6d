// The advert line [Werbezeile] reaches the home page's adverts: what the owner saves shows in
// the dashboard's feed as an advert of the company, a removed line is gone from it; an
// organisation's (team) line the same way.
// Operations: setFactoryAdLine, deleteFactoryAdLine, setTeamAdLine, listDashboardPosts.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { factoryTexts as t } from '../../src/features/factory/texts';
import { renderRoute } from '../utils/render';

const COMPANY = 'Müller Logistik GmbH';
const advertBy = (name: string) => `Anzeige von ${name}`;

type Post = { kind: string; text: string; advertiser?: string };
async function adverts(): Promise<Post[]> {
  const res = await fetch('http://localhost/api/dashboard/posts?kind=advert&limit=100');
  return ((await res.json()) as { items: Post[] }).items;
}

describe('advert lines on the home page (/ and /factory?tab=advert)', () => {
  it('the owner saves an advert line, then the dashboard’s adverts show it as the company’s', async () => {
    renderRoute('/factory?factory=1&tab=advert');
    const text = await screen.findByRole('textbox', { name: t.advert.text });
    await userEvent.clear(text);
    await userEvent.type(text, 'Jetzt neu: Motorwäsche für 150 $!');
    await userEvent.click(screen.getByRole('button', { name: t.advert.save }));
    expect(await screen.findByText(t.advert.saved)).toBeInTheDocument();
    cleanup();

    renderRoute('/?kind=advert');
    const feed = await screen.findByTestId('feed-all');
    const line = await within(feed).findByText('Jetzt neu: Motorwäsche für 150 $!');
    const post = line.closest('[data-testid="post"]') as HTMLElement;
    expect(post).toHaveTextContent(advertBy(COMPANY));
    expect(post).toHaveTextContent('Anzeige');
    // An advert line takes no replies.
    expect(within(post).queryByRole('button', { name: /Antwort/ })).toBeNull();
  });

  it('removing the advert line (after the confirmation) takes it off the adverts', async () => {
    expect((await adverts()).some((p) => p.advertiser === COMPANY)).toBe(true);
    renderRoute('/factory?factory=1&tab=advert');
    await screen.findByTestId('factory-adline');
    await userEvent.click(screen.getByRole('button', { name: t.advert.remove }));
    const dialog = await screen.findByRole('alertdialog', { name: t.advert.confirmRemove });
    await userEvent.click(within(dialog).getByRole('button', { name: t.advert.remove }));
    expect(await screen.findByText(t.advert.removed)).toBeInTheDocument();
    await waitFor(async () => expect((await adverts()).some((p) => p.advertiser === COMPANY)).toBe(false));
  });

  it('an organisation’s advert line shows there too', async () => {
    const res = await fetch('http://localhost/api/team/1/adline', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Die Polizei sucht Verstärkung!', active: true }),
    });
    expect(res.status).toBe(200);
    renderRoute('/?kind=advert');
    const line = await within(await screen.findByTestId('feed-all')).findByText('Die Polizei sucht Verstärkung!');
    expect(line.closest('[data-testid="post"]')).toHaveTextContent(advertBy('Los Santos Police Department'));
  });
});
