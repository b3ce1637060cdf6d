// A company invitation as one flow: the owner Max_Mustermann invites Anna_Schmidt, then the
// scenario "invited" plays her and she accepts THAT invitation in her own view (or declines an
// offer after the confirmation). A file of its own, as the scenario's mark lingers a moment
// (src/mocks/scenarios/acting.ts).
// Operations: inviteFactoryEmployee, getFactoryInvitations, listMyFactoryInvitations,
// acceptFactoryInvitation, declineFactoryInvitation, getOwnFactories, getFactory.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { factoryTexts as t } from '../../src/features/factory/texts';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const COMPANY = 'Müller Logistik GmbH';

describe('company invitation across characters (/factory)', () => {
  it('the owner invites Anna_Schmidt, who accepts that offer as herself and is an employee then', async () => {
    renderRoute('/factory?factory=1');
    const form = await screen.findByRole('region', { name: t.invite.heading });
    await userEvent.type(within(form).getByRole('searchbox', { name: t.invite.person }), 'Anna');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Anna_Schmidt' }));
    await userEvent.type(within(form).getByRole('textbox', { name: t.invite.rank }), 'Fahrerin');
    await userEvent.click(within(form).getByRole('button', { name: t.invite.submit }));
    expect(await screen.findByText(t.invite.sent('Anna_Schmidt'))).toBeInTheDocument();
    cleanup();

    setScenario('invited');
    renderRoute('/factory?view=invitations');
    const offer = (await screen.findAllByTestId('factory-offer')).find((el) => el.textContent?.includes(COMPANY));
    expect(offer).toBeDefined();
    expect(offer).toHaveTextContent(t.received.from(COMPANY, 'Max_Mustermann'));
    expect(offer).toHaveTextContent(t.received.rank('Fahrerin'));
    await userEvent.click(
      within(offer as HTMLElement).getByRole('button', { name: `${t.received.accept}: ${COMPANY}` }),
    );
    expect(await screen.findByText(t.received.accepted(COMPANY))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryAllByTestId('factory-offer').some((el) => el.textContent?.includes(COMPANY))).toBe(false),
    );

    // Her companies hold it, with her role (not the owner's), and she is on its staff.
    await userEvent.click(screen.getByRole('button', { name: t.views.mine }));
    const card = (await screen.findAllByTestId('factory-card')).find((el) => el.textContent?.includes(COMPANY));
    expect(card).toHaveTextContent(t.roles.employee);
    await userEvent.click(within(card as HTMLElement).getByRole('button', { name: `${t.open}: ${COMPANY}` }));
    const staff = await screen.findAllByTestId('org-member');
    const anna = staff.find((el) => el.textContent?.includes('Anna_Schmidt'));
    expect(anna).toHaveTextContent('Fahrerin');
    // As an employee without rights she may not invite.
    expect(screen.queryByRole('region', { name: t.invite.heading })).toBeNull();
  });

  it('Anna_Schmidt declines an offer after the confirmation; it is gone and she did not join', async () => {
    setScenario('invited');
    renderRoute('/factory?view=invitations');
    const offer = (await screen.findAllByTestId('factory-offer'))[0] as HTMLElement;
    const company = 'Grapeseed Farmen';
    expect(offer).toHaveTextContent(company);
    await userEvent.click(within(offer).getByRole('button', { name: `${t.received.decline}: ${company}` }));
    const dialog = await screen.findByRole('alertdialog', { name: t.received.confirmDecline(company) });
    // Cancelling keeps the offer.
    // (the close cross is named so too)
    await userEvent.click(within(dialog).getAllByRole('button', { name: t.cancel })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByTestId('factory-offer')).toHaveLength(1);
    await userEvent.click(within(offer).getByRole('button', { name: `${t.received.decline}: ${company}` }));
    const again = await screen.findByRole('alertdialog', { name: t.received.confirmDecline(company) });
    await userEvent.click(within(again).getByRole('button', { name: t.received.decline }));
    expect(await screen.findByText(t.received.declined)).toBeInTheDocument();
    expect(await screen.findByTestId('factory-offers-empty')).toHaveTextContent(t.received.empty);
    await userEvent.click(screen.getByRole('button', { name: t.views.mine }));
    expect(await screen.findByTestId('factory-empty')).toHaveTextContent(t.empty);
  });
});
