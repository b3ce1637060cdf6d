// Job offers as the invited character (scenario "invited", which plays Anna_Schmidt): a file of
// its own, as the scenario's mark lingers a moment (src/mocks/scenarios/acting.ts). She sees the
// offer made to her, not the signed-in Max_Mustermann's, and after accepting works there.
// Operations: listMyFactoryInvitations, acceptFactoryInvitation, getOwnFactories, getFactory.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { factoryTexts as t } from '../../src/features/factory/texts';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const SHOP = 'Grapeseed Farmen';

describe('job offers as the invited character (/factory?view=invitations)', () => {
  it("shows Anna_Schmidt her own offer, not Max_Mustermann's, and she works there after accepting", async () => {
    setScenario('invited');
    renderRoute('/factory?view=invitations');
    const offers = await screen.findAllByTestId('factory-offer');
    expect(offers).toHaveLength(1);
    const offer = offers[0] as HTMLElement;
    expect(offer).toHaveTextContent(SHOP);
    await userEvent.click(within(offer).getByRole('button', { name: `${t.received.accept}: ${SHOP}` }));
    expect(await screen.findByText(t.received.accepted(SHOP))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('factory-offer')).toHaveLength(0));
    // Her companies now hold the farm (and none of Max_Mustermann's).
    await userEvent.click(screen.getByRole('button', { name: t.views.mine }));
    expect(await screen.findByText(SHOP)).toBeInTheDocument();
    expect(screen.queryByText('Müller Logistik GmbH')).toBeNull();
  });
});
