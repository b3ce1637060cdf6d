// House invitations answered by the invited character herself (scenario "invited", which plays
// Anna_Schmidt): Max_Mustermann invites her as room mate on his house's mates tab; then, as
// Anna, she sees that invitation (not Max's own) under /house?view=invitations and accepts it
// (she lives there then, as room mate) (declining: features-house-invited-decline.test.tsx). A file of its own:
// the scenario's mark lingers a moment (src/mocks/scenarios/acting.ts).
// Operations: inviteHouseRoomMate, listMyHouseInvitations, acceptHouseInvitation, getOwnHouses, getHouse.
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

describe('house invitations as the invited character (/house?view=invitations)', () => {
  it('Anna_Schmidt accepts the invitation Max_Mustermann sent her and lives there as room mate', async () => {
    const house = await maxInvitesAnna();
    const card = await annasInvitation(house);
    await userEvent.click(within(card).getByRole('button', { name: `${t.received.accept}: ${house}` }));
    expect(await screen.findByText(t.received.accepted(house))).toBeInTheDocument();
    const detail = await screen.findByTestId('house-detail');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent(house);
    expect(within(detail).getAllByText(t.roles.roommate).length).toBeGreaterThan(0);
    // As room mate she has no owner actions.
    expect(within(detail).queryByRole('button', { name: t.tabs.mates })).not.toBeNull();
    expect(within(detail).queryByRole('region', { name: t.rename.heading })).toBeNull();
  });
});
