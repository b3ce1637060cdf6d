// More building writes at route level, each driven as a user would and checked against what the
// stateful mock keeps (a reload, i.e. a fresh render, shows the same): the advert line (saved,
// kept, a second change within 10 minutes refused with the text kept), quitting as an employee
// after a confirmation, declining a staff invitation, and the admin renaming a building (a taken
// name refused, the typed name kept). Operations: setBuildingAdLine, getBuildingAdLine,
// quitBuilding, declineBuildingInvitation, renameBuildingAdmin.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildingTexts as t } from '../../src/features/building/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const cards = () => screen.findAllByTestId('building-card');

describe('building area: more writes', () => {
  it('saves the advert line of my building; it is kept, and a second change within 10 minutes is refused', async () => {
    renderRoute('/building?building=1&tab=assets');
    expect(await screen.findByTestId('ad-line')).toHaveTextContent(/^„.+“/);
    const field = screen.getByRole('textbox', { name: t.adLine.text });
    await userEvent.type(field, 'Penthouse frei, Blick aufs Meer');
    await userEvent.click(screen.getByRole('button', { name: t.adLine.submit }));
    await waitFor(() => expect(screen.getByTestId('ad-line')).toHaveTextContent('„Penthouse frei, Blick aufs Meer“'));
    await waitFor(() => expect(field).toHaveValue(''));

    cleanup();
    renderRoute('/building?building=1&tab=assets');
    await waitFor(() => expect(screen.getByTestId('ad-line')).toHaveTextContent('„Penthouse frei, Blick aufs Meer“'));
    const again = screen.getByRole('textbox', { name: t.adLine.text });
    await userEvent.type(again, 'Noch eine Zeile');
    await userEvent.click(screen.getByRole('button', { name: t.adLine.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('10 Minuten');
    expect(again).toHaveValue('Noch eine Zeile');
    expect(screen.getByTestId('ad-line')).toHaveTextContent('„Penthouse frei, Blick aufs Meer“');
  });

  it('quits as an employee only after the confirmation; the building leaves my list', async () => {
    renderRoute('/building?building=3');
    const quit = await screen.findByRole('button', { name: t.mine.quit });
    await userEvent.click(quit);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.mine.quitTitle('Del Perro Heights'));
    expect(dialog).toHaveTextContent(t.mine.quitBody);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Abbrechen' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await cards()).toHaveLength(3);

    await userEvent.click(quit);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.mine.quit }));
    await waitFor(() => expect(screen.getAllByTestId('building-card')).toHaveLength(2));
    expect(screen.queryByText('Del Perro Heights', { selector: '[data-testid="building-card"] *' })).toBeNull();

    cleanup();
    renderRoute('/building');
    expect(await cards()).toHaveLength(2);
  });

  it('declines a received staff invitation; it stays gone and no building joins', async () => {
    renderRoute('/building');
    const received = await screen.findByRole('region', { name: t.invitations.receivedBuildings });
    expect(await cards()).toHaveLength(3);
    await userEvent.click(within(received).getByRole('button', { name: /^Einladung in .+ ablehnen$/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: t.invitations.receivedBuildings })).toBeNull());
    expect(screen.getAllByTestId('building-card')).toHaveLength(3);

    cleanup();
    renderRoute('/building');
    expect(await cards()).toHaveLength(3);
    expect(screen.queryByRole('region', { name: t.invitations.receivedBuildings })).toBeNull();
  });

  it('lets an admin rename a building; a taken name is refused and kept in the field', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, {
      roles: ['Administrator'],
      rights: ['building.admin', 'building.adminOwner', 'building.adminName', 'building.adminBlock'],
    });
    renderRoute('/building?view=admin&q=Eclipse&building=1');
    const form = await screen.findByRole('region', { name: t.admin.nameHeading });
    const name = within(form).getByRole('textbox', { name: t.admin.newName });
    await userEvent.type(name, 'Wohnpark Mirror Park');
    await userEvent.type(within(form).getByRole('textbox', { name: t.admin.reason }), 'Ticket 7');
    await userEvent.click(within(form).getByRole('button', { name: t.admin.nameSubmit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('gibt es schon');
    expect(name).toHaveValue('Wohnpark Mirror Park');

    await userEvent.clear(name);
    await userEvent.type(name, 'Eclipse Lofts');
    await userEvent.click(within(form).getByRole('button', { name: t.admin.nameSubmit }));
    const table = screen.getByRole('table', { name: t.admin.label });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Eclipse Lofts/ })).toBeInTheDocument());
    await waitFor(() => expect(name).toHaveValue(''));

    cleanup();
    renderRoute('/building?view=admin&q=Lofts');
    const again = await screen.findByRole('table', { name: t.admin.label });
    expect(await within(again).findByRole('row', { name: /Eclipse Lofts/ })).toBeInTheDocument();
  });
});
