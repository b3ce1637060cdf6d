// The house area at route level (real route tree, MSW with the stateful house world): own and
// rented houses, a house opened from the URL, room mates with rights, invite and kick, rent
// paid in advance, received invitations, and the failure paths (422 under the field, 403
// hidden action and guarded route, 500 keeping the input, empty and failed lists).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { houseTexts as t } from '../../src/features/house/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const problem = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

describe('house area (/house)', () => {
  it('lists my own and rented houses, and the menu has the area', async () => {
    renderRoute('/house');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('house');
    // 1–2 own houses and the one the character rents a room in.
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.length).toBeLessThanOrEqual(3);
    expect(cards.some((c) => c.textContent?.includes(t.roles.owner))).toBe(true);
    expect(cards.some((c) => c.textContent?.includes(t.roles.roommate))).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: t.title })).toHaveAttribute('href', '/house');
  });

  it('says so when there is no house, and offers a retry when the list fails', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/house/own', () => (++calls === 1 ? problem(500, 'Kaputt.') : HttpResponse.json({ items: [] }))),
    );
    renderRoute('/house');
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('house-empty')).toHaveTextContent(t.empty);
  });

  it('opens a house from the URL with its facts', async () => {
    renderRoute('/house?house=1');
    const detail = await screen.findByTestId('house-detail');
    expect(within(detail).getByText(t.facts.rooms)).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: t.tabs.mates })).toBeInTheDocument();
  });
});

/** Opens the first own house on its room mates tab. */
async function openMates() {
  renderRoute('/house?house=1&tab=mates');
  const detail = await screen.findByTestId('house-detail');
  await within(detail).findAllByTestId('org-member');
  return detail;
}

describe('house room mates and rent', () => {
  it('invites a room mate: asks for a person first, then lists the open invitation', async () => {
    const detail = await openMates();
    const invite = within(detail).getByRole('region', { name: t.invite.heading });
    await userEvent.click(within(invite).getByRole('button', { name: t.invite.submit }));
    expect(await within(invite).findByText(t.invite.pickFirst)).toBeInTheDocument();
    await userEvent.type(within(invite).getByRole('searchbox', { name: t.invite.person }), 'Sophie');
    await userEvent.click(await within(invite).findByRole('radio', { name: /Sophie_Wolf/ }));
    await userEvent.click(within(invite).getByRole('button', { name: t.invite.submit }));
    const open = within(detail).getByRole('region', { name: t.invite.open });
    await waitFor(() =>
      expect(
        within(open)
          .getAllByTestId('house-open-invitation')
          .some((r) => r.textContent?.includes('Sophie_Wolf')),
      ).toBe(true),
    );
  });

  it('puts a 422 under the person field and keeps the pick; a 500 says why and keeps it too', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/house/:houseId/invitations', () =>
        ++calls === 1
          ? problem(422, 'Ungültig.', [{ field: 'playerName', message: 'Diese Person gibt es nicht.' }])
          : problem(500, 'Der Server hat gerade ein Problem.'),
      ),
    );
    const detail = await openMates();
    const invite = within(detail).getByRole('region', { name: t.invite.heading });
    await userEvent.type(within(invite).getByRole('searchbox', { name: t.invite.person }), 'Hannah');
    await userEvent.click(await within(invite).findByRole('radio', { name: /Hannah_Richter/ }));
    const send = within(invite).getByRole('button', { name: t.invite.submit });
    await userEvent.click(send);
    expect(await within(invite).findByText('Diese Person gibt es nicht.')).toBeInTheDocument();
    expect(within(invite).getByRole('radio', { name: /Hannah_Richter/ })).toBeChecked();
    await userEvent.click(send);
    expect(await within(invite).findByRole('alert')).toHaveTextContent('Der Server hat gerade ein Problem.');
    expect(within(invite).getByRole('radio', { name: /Hannah_Richter/ })).toBeChecked();
    expect(calls).toBe(2);
  });

  it('kicks a room mate after a confirmation', async () => {
    const detail = await openMates();
    const before = within(detail).getAllByTestId('org-member');
    const kick = within(before[0] as HTMLElement).getByRole('button', { name: new RegExp(`^${t.mates.kick}: `) });
    await userEvent.click(kick);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.mates.kick }));
    await waitFor(() => expect(within(detail).getAllByTestId('org-member')).toHaveLength(before.length - 1));
  });

  it('shows a room mate’s rights and saves a change', async () => {
    const detail = await openMates();
    const first = within(detail).getAllByTestId('org-member')[0] as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: new RegExp(`^${t.mates.rights}: `) }));
    const rights = await within(first).findByTestId('mate-rights');
    const garage = await within(rights).findByRole('checkbox', { name: t.mates.rightLabels.inviteGuests });
    await userEvent.click(garage);
    await userEvent.click(within(rights).getByRole('button', { name: 'Rechte speichern' }));
    await waitFor(() =>
      expect(within(rights).getByRole('checkbox', { name: t.mates.rightLabels.inviteGuests })).toBeChecked(),
    );
  });

  it('a room mate pays rent in advance: the due date moves, with an Idempotency-Key', async () => {
    let key: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/rentpayment')) key = request.headers.get('Idempotency-Key');
    });
    renderRoute('/house');
    const cards = await screen.findAllByTestId('house');
    const rented = cards.find((c) => c.textContent?.includes(t.roles.roommate)) as HTMLElement;
    await userEvent.click(within(rented).getByRole('button', { name: new RegExp(`^${t.open}: `) }));
    await userEvent.click(await screen.findByRole('button', { name: t.tabs.rent }));
    const contract = await screen.findByTestId('house-contract');
    const dueBefore = within(contract).getByText(t.rent.paidUntil).nextSibling?.textContent;
    const periods = within(contract).getByRole('textbox', { name: t.rent.periods });
    await userEvent.clear(periods);
    await userEvent.type(periods, '2');
    await userEvent.click(within(contract).getByRole('button', { name: t.rent.pay }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('house-contract')).getByText(t.rent.paidUntil).nextSibling?.textContent,
      ).not.toBe(dueBefore),
    );
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    server.events.removeAllListeners();
  });

  it('a room mate sees no owner actions (invite, kick, rename) and cannot open the admin view', async () => {
    renderRoute('/house');
    const cards = await screen.findAllByTestId('house');
    const rented = cards.find((c) => c.textContent?.includes(t.roles.roommate)) as HTMLElement;
    await userEvent.click(within(rented).getByRole('button', { name: new RegExp(`^${t.open}: `) }));
    const detail = await screen.findByTestId('house-detail');
    expect(within(detail).queryByRole('region', { name: t.rename.heading })).toBeNull();
    expect(within(detail).getByRole('button', { name: t.quit.label })).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: t.tabs.mates }));
    await within(detail).findAllByTestId('org-member');
    expect(within(detail).queryByRole('button', { name: new RegExp(`^${t.mates.kick}: `) })).toBeNull();
    expect(within(detail).queryByRole('region', { name: t.invite.heading })).toBeNull();
    expect(screen.queryByRole('button', { name: t.views.admin })).toBeNull();
  });

  it('accepts a received invitation and then lives in that house', async () => {
    renderRoute('/house?view=invitations');
    const invitations = await screen.findAllByTestId('house-invitation');
    const first = invitations[0] as HTMLElement;
    const name = first.textContent?.split(' – ')[0] ?? '';
    await userEvent.click(within(first).getByRole('button', { name: new RegExp(`^${t.received.accept}: `) }));
    const detail = await screen.findByTestId('house-detail');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent(name);
    expect(within(detail).getAllByText(t.roles.roommate).length).toBeGreaterThan(0);
  });
});
