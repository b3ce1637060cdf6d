// A house invitation declined by the invited character herself (scenario "invited", Anna_Schmidt),
// after a confirmation; accepting: features-house-invited.test.tsx. A file of its own: the
// scenario's mark lingers a moment (src/mocks/scenarios/acting.ts) and would make the next
// test's Max_Mustermann act as Anna.
// Operations: inviteHouseRoomMate, listMyHouseInvitations, declineHouseInvitation, getOwnHouses.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { houseTexts as t } from '../../src/features/house/texts';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

/** As Max: invites Anna_Schmidt into his first house; returns the house's name. */
async function maxInvitesAnna(): Promise<string> {
  renderRoute('/house?house=1&tab=mates');
  const detail = await screen.findByTestId('house-detail');
  const name = within(detail).getByRole('heading', { level: 2 }).textContent ?? '';
  const invite = await within(detail).findByRole('region', { name: t.invite.heading });
  await userEvent.type(within(invite).getByRole('searchbox', { name: t.invite.person }), 'Anna');
  await userEvent.click(await within(invite).findByRole('radio', { name: /Anna_Schmidt/ }));
  await userEvent.click(within(invite).getByRole('button', { name: t.invite.submit }));
  const open = within(detail).getByRole('region', { name: t.invite.open });
  await waitFor(() =>
    expect(
      within(open)
        .getAllByTestId('house-open-invitation')
        .some((r) => r.textContent?.includes('Anna_Schmidt')),
    ).toBe(true),
  );
  cleanup();
  return name;
}

/** As Anna: her invitations; only the one from Max's house. */
async function annasInvitation(house: string): Promise<HTMLElement> {
  setScenario('invited');
  renderRoute('/house?view=invitations');
  const cards = await screen.findAllByTestId('house-invitation');
  expect(cards).toHaveLength(1);
  const card = cards[0] as HTMLElement;
  expect(card).toHaveTextContent(t.received.from(house, 'Max_Mustermann'));
  return card;
}

describe('a house invitation declined as the invited character (/house?view=invitations)', () => {
  it('Anna_Schmidt declines after confirming: the invitation shows as declined', async () => {
    const house = await maxInvitesAnna();
    const card = await annasInvitation(house);
    await userEvent.click(within(card).getByRole('button', { name: `${t.received.decline}: ${house}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.received.declineTitle(house));
    await userEvent.click(within(dialog).getByRole('button', { name: t.received.decline }));
    expect(await screen.findByText(t.received.declined)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('house-invitation')).toHaveTextContent(t.received.state.declined));
    // She does not live there.
    await userEvent.click(screen.getByRole('button', { name: t.views.mine }));
    await waitFor(() => expect(screen.queryByText(house)).toBeNull());
  });
});
