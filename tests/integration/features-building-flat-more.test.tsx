// More writes on my flat at route level (/building?view=flats&flat=), each driven as a user would
// and checked against what the stateful mock keeps (a fresh render reads it again): a room mate's
// rights, kicking a room mate and moving out and handing the contract over (each only after its
// confirmation), revoking a room mate invitation after its confirmation, and accepting a received
// flat invitation. Operations: setBuildingcellRoomMateRights, kickBuildingcellRoomMate,
// quitBuildingcell, overwriteBuildingcell, revokeBuildingcellInvitation, acceptBuildingcellInvitation.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildingTexts as t } from '../../src/features/building/texts';
import { renderRoute } from '../utils/render';

/** The flat the signed-in character rents in the mock world (with one room mate). */
const MY_FLAT = 14;
const FLAT_URL = `/building?view=flats&flat=${MY_FLAT}`;

const mateList = () => screen.findByRole('list', { name: t.flats.mates });
const nameOf = (member: HTMLElement) => member.textContent?.match(/^[A-Z][a-z]+_[A-Z][a-z]+/)?.[0] ?? '';
/** The cards of my flats list. */
const flatCards = () => screen.findAllByTestId('flat-card');
const cancel = async (dialog: HTMLElement) => {
  await userEvent.click(within(dialog).getAllByRole('button', { name: t.cancel })[0] as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

describe('building area: more flat writes', () => {
  it("changes a room mate's rights; they are kept", async () => {
    renderRoute(FLAT_URL);
    const mate = within(await mateList()).getAllByTestId('org-member')[0] as HTMLElement;
    const name = nameOf(mate);
    const rights = within(mate).getByRole('group', { name: t.flats.mateRights(name) });
    const garage = within(rights).getByRole('checkbox', { name: t.flats.tenantRights.useGarage });
    const was = (garage as HTMLInputElement).checked;
    await userEvent.click(garage);
    await userEvent.click(within(rights).getByRole('button', { name: 'Rechte speichern' }));
    expect(await screen.findByText(t.flats.mateRightsSaved(name))).toBeInTheDocument();

    cleanup();
    renderRoute(FLAT_URL);
    const again = within(await mateList()).getAllByTestId('org-member')[0] as HTMLElement;
    const box = within(again).getByRole('checkbox', { name: t.flats.tenantRights.useGarage });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(!was));
  });

  it('kicks a room mate only after the confirmation; the flat then has none', async () => {
    renderRoute(FLAT_URL);
    const mate = within(await mateList()).getAllByTestId('org-member')[0] as HTMLElement;
    const name = nameOf(mate);
    const kick = within(mate).getByRole('button', { name: `${t.flats.kickMate}: ${name}` });
    await userEvent.click(kick);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.flats.kickMateTitle(name));
    expect(dialog).toHaveTextContent(t.flats.kickMateBody);
    await cancel(dialog);
    expect(within(await mateList()).getAllByTestId('org-member')).toHaveLength(1);

    await userEvent.click(kick);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.flats.kickMate }),
    );
    expect(await screen.findByText(t.flats.matesEmpty)).toBeInTheDocument();

    cleanup();
    renderRoute(FLAT_URL);
    expect(await screen.findByText(t.flats.matesEmpty)).toBeInTheDocument();
  });

  it('revokes a room mate invitation only after the confirmation', async () => {
    renderRoute(FLAT_URL);
    const invite = await screen.findByRole('region', { name: t.invitations.mateHeading });
    await userEvent.type(within(invite).getByRole('searchbox'), 'Elias');
    await userEvent.click(await within(invite).findByRole('radio', { name: 'Elias_Neumann' }));
    await userEvent.click(within(invite).getByRole('button', { name: t.invitations.send }));
    const open = await screen.findByRole('list', { name: t.invitations.open });
    await waitFor(() => expect(within(open).getByText('Elias_Neumann')).toBeInTheDocument());

    const revoke = within(open).getByRole('button', { name: t.invitations.revokeFor('Elias_Neumann') });
    await userEvent.click(revoke);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.invitations.revokeTitle('Elias_Neumann'));
    await cancel(dialog);
    expect(within(open).getByText('Elias_Neumann')).toBeInTheDocument();

    await userEvent.click(revoke);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.invitations.revoke }),
    );
    const gone = () => screen.queryByRole('button', { name: t.invitations.revokeFor('Elias_Neumann') });
    await waitFor(() => expect(gone()).toBeNull());

    cleanup();
    renderRoute(FLAT_URL);
    await screen.findByRole('region', { name: t.invitations.mateHeading });
    expect(screen.queryByText('Elias_Neumann')).toBeNull();
    expect(gone()).toBeNull();
  });

  it('accepts a received flat invitation: the flat joins my flats', async () => {
    renderRoute('/building?view=flats');
    const received = await screen.findByRole('region', { name: t.invitations.receivedFlats });
    const before = (await flatCards()).length;
    const button = within(received).getByRole('button', { name: /^Einladung in .+ annehmen$/ });
    const flat = button.getAttribute('aria-label')?.match(/^Einladung in (.+) annehmen$/)?.[1] ?? '';
    await userEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId('flat-card')).toHaveLength(before + 1));
    expect(screen.queryByRole('region', { name: t.invitations.receivedFlats })).toBeNull();
    const joined = screen.getAllByTestId('flat-card').find((c) => c.textContent?.includes(flat));
    expect(joined).toHaveTextContent(t.roles.roommate);

    cleanup();
    renderRoute('/building?view=flats');
    await waitFor(async () => expect(await flatCards()).toHaveLength(before + 1));
  });

  it('moves out only after the confirmation that says the contract ends; the flat leaves my flats', async () => {
    renderRoute(FLAT_URL);
    const before = (await flatCards()).length;
    const quit = await screen.findByRole('button', { name: t.flats.quit });
    await userEvent.click(quit);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/^Aus .+ ausziehen\?/);
    expect(dialog).toHaveTextContent(t.flats.quitBodyTenant);
    await cancel(dialog);
    expect(screen.getAllByTestId('flat-card')).toHaveLength(before);

    await userEvent.click(quit);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.flats.quit }));
    await waitFor(() => expect(screen.queryAllByTestId('flat-card')).toHaveLength(before - 1));

    cleanup();
    renderRoute('/building?view=flats');
    if (before === 1) expect(await screen.findByTestId('flats-empty')).toBeInTheDocument();
    else expect(await flatCards()).toHaveLength(before - 1);
  });

  it('hands the rent contract over only after the confirmation with the price; the flat leaves my flats', async () => {
    renderRoute(FLAT_URL);
    const before = (await flatCards()).length;
    const form = await screen.findByRole('region', { name: t.handOver.flatHeading });
    await userEvent.type(within(form).getByRole('searchbox'), 'Mia');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Mia_Wagner' }));
    await userEvent.type(within(form).getByRole('textbox', { name: t.handOver.price }), '2500');
    await userEvent.click(within(form).getByRole('button', { name: t.handOver.submit }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/übergeben\?/);
    expect(dialog).toHaveTextContent('Mia_Wagner');
    expect(dialog).toHaveTextContent('2.500 $');
    await cancel(dialog);
    expect(screen.getAllByTestId('flat-card')).toHaveLength(before);

    await userEvent.click(within(form).getByRole('button', { name: t.handOver.submit }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.handOver.submit }),
    );
    await waitFor(() => expect(screen.queryAllByTestId('flat-card')).toHaveLength(before - 1));

    cleanup();
    renderRoute('/building?view=flats');
    if (before === 1) expect(await screen.findByTestId('flats-empty')).toBeInTheDocument();
    else expect(await flatCards()).toHaveLength(before - 1);
  });
});
