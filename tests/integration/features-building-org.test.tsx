// The building area's organisation parts at route level: the rent contracts of a building,
// renaming it (a taken name is refused), staff invitations (invite, revoke) and the ones I
// received (accept: the building joins my list), room mate invitations, the flat's door, and
// the admin's member list (remove after confirming). Operations these flows call:
// getBuildingRentContracts, renameBuilding, getBuildingInvitations, inviteBuildingEmployee,
// revokeBuildingInvitation, listMyBuildingInvitations, acceptBuildingInvitation,
// listMyBuildingcellInvitations, declineBuildingcellInvitation, getBuildingcellInvitations,
// inviteBuildingcellRoomMate, updateBuildingcellSettings, getBuildingMembersAdmin,
// removeBuildingMemberAdmin, updateBuildingCellOffer, getBuildingAdLine, getBuildingVehicles,
// getBuildingBankAccounts, getBuildingcellRenovationOptions, renovateBuildingcell,
// overwriteBuilding, updateBuildingEmployee, blockBuildingAdmin, unblockBuildingAdmin, updateBuilding.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildingTexts as t } from '../../src/features/building/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const MY_FLAT = 14;

describe('building area: organisation parts', () => {
  it('lists the rent contracts of a building, overdue first', async () => {
    renderRoute('/building?building=1&tab=contracts');
    const table = await screen.findByRole('table', { name: t.contracts.label('Eclipse Towers') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(t.contractState.overdue);
    expect(rows[1]).toHaveTextContent(t.contractState.active);
  });

  it('renames my building, and a taken name is refused', async () => {
    renderRoute('/building?building=2');
    const form = await screen.findByRole('region', { name: t.rename.heading });
    const field = within(form).getByRole('textbox', { name: t.rename.name });
    await userEvent.type(field, 'Eclipse Towers');
    await userEvent.click(within(form).getByRole('button', { name: t.rename.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('gibt es schon');
    await userEvent.clear(field);
    await userEvent.type(field, 'Mirror Park Lofts');
    await userEvent.click(within(form).getByRole('button', { name: t.rename.submit }));
    expect(await screen.findByText(t.rename.done('Mirror Park Lofts'))).toBeInTheDocument();
    expect(await screen.findByText('Mirror Park Lofts')).toBeInTheDocument();
  });

  it('invites a character as staff, lists the invitation and revokes it after confirming', async () => {
    renderRoute('/building?building=1&tab=staff');
    const form = await screen.findByRole('region', { name: t.invitations.staffHeading });
    await userEvent.click(within(form).getByRole('button', { name: t.invitations.send }));
    expect(await within(form).findByText(t.invitations.pickFirst)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('searchbox'), 'Sophie');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Sophie_Wolf' }));
    await userEvent.type(within(form).getByRole('textbox', { name: t.invitations.rank }), 'Concierge');
    await userEvent.click(within(form).getByRole('button', { name: t.invitations.send }));
    const open = await screen.findByRole('list', { name: t.invitations.open });
    await waitFor(() => expect(within(open).getByText('Sophie_Wolf')).toBeInTheDocument());
    await userEvent.click(within(open).getByRole('button', { name: t.invitations.revokeFor('Sophie_Wolf') }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.invitations.revoke }));
    await waitFor(() => expect(within(open).queryByText('Sophie_Wolf')).toBeNull());
  });

  it('accepts a received staff invitation: the building joins my list', async () => {
    renderRoute('/building');
    const received = await screen.findByRole('region', { name: t.invitations.receivedBuildings });
    expect(screen.getAllByTestId('building-card')).toHaveLength(3);
    await userEvent.click(within(received).getByRole('button', { name: /^Einladung in .+ annehmen$/ }));
    await waitFor(() => expect(screen.getAllByTestId('building-card')).toHaveLength(4));
    expect(screen.queryByRole('region', { name: t.invitations.receivedBuildings })).toBeNull();
  });

  it('declines a received flat invitation; locks and unlocks my door', async () => {
    renderRoute(`/building?view=flats&flat=${MY_FLAT}`);
    const received = await screen.findByRole('region', { name: t.invitations.receivedFlats });
    await userEvent.click(within(received).getByRole('button', { name: /^Einladung in .+ ablehnen$/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: t.invitations.receivedFlats })).toBeNull());
    const door = screen.getByRole('region', { name: t.door.heading });
    expect(within(door).getByText(t.door.state.locked)).toBeInTheDocument();
    await userEvent.click(within(door).getByRole('button', { name: t.door.unlock }));
    expect(await within(door).findByText(t.door.state.open)).toBeInTheDocument();
    // A room mate invitation from my flat.
    const invite = screen.getByRole('region', { name: t.invitations.mateHeading });
    await userEvent.type(within(invite).getByRole('searchbox'), 'Elias');
    await userEvent.click(await within(invite).findByRole('radio', { name: 'Elias_Neumann' }));
    await userEvent.click(within(invite).getByRole('button', { name: t.invitations.send }));
    const open = await screen.findByRole('list', { name: t.invitations.open });
    expect(within(open).getByText('Elias_Neumann')).toBeInTheDocument();
  });

  it("lets an admin remove a building's member after confirming, never the owner", async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['building.admin', 'building.adminMembers'] });
    renderRoute('/building?view=admin&q=Eclipse&building=1');
    const members = await screen.findByRole('list', { name: t.admin.membersHeading });
    const people = within(members).getAllByTestId('org-member');
    expect(within(people[0] as HTMLElement).queryByRole('button')).toBeNull();
    const name = people[1]?.textContent?.match(/^[A-Z][a-z]+_[A-Z][a-z]+/)?.[0] ?? '';
    await userEvent.click(
      within(people[1] as HTMLElement).getByRole('button', { name: `${t.admin.removeMember}: ${name}` }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.admin.removeMember }));
    await waitFor(() => expect(within(members).queryByText(name)).toBeNull());
  });

  it("changes a free flat's offer: the new rent shows in the list", async () => {
    renderRoute('/building?building=1');
    const table = await screen.findByRole('table', { name: t.cells.label('Eclipse Towers') });
    const free = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(t.cells.offered)) as HTMLElement;
    const label = free.textContent?.match(/^Wohnung \d+[A-F]/)?.[0] ?? '';
    await userEvent.click(within(free).getByRole('button', { name: t.offer.editFor(label) }));
    const form = await screen.findByRole('region', { name: t.offer.heading(label) });
    const rent = within(form).getByRole('textbox', { name: t.offer.rent });
    await userEvent.clear(rent);
    await userEvent.type(rent, 'viel');
    await userEvent.click(within(form).getByRole('button', { name: t.offer.submit }));
    await waitFor(() => expect(rent).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(rent);
    await userEvent.type(rent, '4321');
    await userEvent.click(within(form).getByRole('button', { name: t.offer.submit }));
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: new RegExp(label) })).toHaveTextContent('4.321 $'),
    );
  });

  it('shows the advert line, the vehicles and the accounts of my building', async () => {
    renderRoute('/building?building=1&tab=assets');
    expect(await screen.findByTestId('ad-line')).toHaveTextContent(/^„.+“/);
    expect(await screen.findByRole('heading', { name: t.assets.vehicles })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: t.assets.accounts })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.adLine.text })).toBeInTheDocument();
  });

  it('renovates my flat after confirming the price; then the renovation runs', async () => {
    renderRoute(`/building?view=flats&flat=${MY_FLAT}`);
    const section = await screen.findByRole('region', { name: t.renovation.heading });
    const select = await within(section).findByRole('combobox', { name: t.renovation.interior });
    await userEvent.click(within(section).getByRole('button', { name: t.renovation.submit }));
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    const option = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.selectOptions(select, option);
    await userEvent.click(within(section).getByRole('button', { name: t.renovation.submit }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.renovation.submit }));
    expect(await within(section).findByRole('status')).toHaveTextContent(/läuft bis/);
  });

  it('hands a building over after confirming: it leaves my list', async () => {
    renderRoute('/building?building=2');
    const form = await screen.findByRole('region', { name: t.handOver.buildingHeading });
    await userEvent.type(within(form).getByRole('searchbox'), 'Mia');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Mia_Wagner' }));
    await userEvent.type(within(form).getByRole('textbox', { name: t.handOver.price }), '150000');
    await userEvent.click(within(form).getByRole('button', { name: t.handOver.submit }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('150.000 $');
    await userEvent.click(within(dialog).getByRole('button', { name: t.handOver.submit }));
    await waitFor(() => expect(screen.getAllByTestId('building-card')).toHaveLength(2));
  });

  it("changes an employee's rank and salary", async () => {
    renderRoute('/building?building=1&tab=staff');
    const staff = await screen.findByRole('list', { name: t.staff.label });
    const employee = within(staff).getAllByTestId('org-member')[1] as HTMLElement;
    const name = employee.textContent?.match(/^[A-Z][a-z]+_[A-Z][a-z]+/)?.[0] ?? '';
    const form = await within(employee).findByRole('form', { name: t.employee.formFor(name) });
    const salary = within(form).getByRole('textbox', { name: t.employee.salary });
    await userEvent.clear(salary);
    await userEvent.type(salary, '2750');
    await userEvent.click(within(form).getByRole('button', { name: t.employee.submit }));
    await waitFor(() => expect(within(staff).getAllByTestId('org-member')[1]).toHaveTextContent('2.750 $'));
  });

  it('lets an admin block a building with a reason and lift the block', async () => {
    setScenario('admin');
    renderRoute('/building?view=admin&q=Alta&building=4');
    const block = await screen.findByRole('region', { name: t.admin.blockHeading });
    await userEvent.click(within(block).getByRole('button', { name: t.admin.block }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.admin.block }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.admin.blockReason }), 'Prüfung läuft.');
    await userEvent.click(within(dialog).getByRole('button', { name: t.admin.block }));
    const table = screen.getByRole('table', { name: t.admin.label });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Alta Street/ })).toHaveTextContent(t.blocked));
    await userEvent.click(await within(block).findByRole('button', { name: t.admin.unblock }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.admin.unblock }),
    );
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Alta Street/ })).not.toHaveTextContent(t.blocked),
    );
  });

  it("changes my building's description", async () => {
    renderRoute('/building?building=1');
    const form = await screen.findByRole('region', { name: t.profile.heading });
    await userEvent.type(within(form).getByRole('textbox', { name: t.profile.description }), 'Neu renoviert.');
    await userEvent.click(within(form).getByRole('button', { name: t.profile.submit }));
    await waitFor(() => expect(screen.getByTestId('building-description')).toHaveTextContent('Neu renoviert.'));
  });
});
