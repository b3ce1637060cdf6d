// The flats of a building in the admin view at route level (ACP rights buildingcell.*): an
// opened building lists its flats; an opened flat (?flat=) shows its tenant and room mates; the
// admin sets a new main tenant (422 under the person when nobody has the name, the reason kept),
// ends a tenancy after a confirmation with a reason, blocks the flat and lifts the block.
// Operations these flows call: searchBuildingsAdmin,
// searchBuildingcellsAdmin, getBuildingcellAdmin, getBuildingcellRoomMatesAdmin,
// changeBuildingcellTenantAdmin, kickBuildingcellTenantAdmin, blockBuildingcellAdmin,
// unblockBuildingcellAdmin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildingTexts as t } from '../../src/features/building/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const BUILDING = 'Eclipse Towers';
const BUILDING_RIGHTS = ['building.admin', 'building.adminOwner', 'building.adminName', 'building.adminBlock'];
const FLAT_RIGHTS = ['buildingcell.admin', 'buildingcell.adminTenant', 'buildingcell.adminBlock'];

function asAdmin(rights: string[]) {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Administrator'], rights });
}

/** Opens the admin view on Eclipse Towers and returns its flats section. */
async function openFlats() {
  const view = renderRoute(`/building?view=admin&q=${encodeURIComponent('Eclipse')}`);
  const table = await screen.findByRole('table', { name: t.admin.label });
  await userEvent.click(await within(table).findByRole('button', { name: t.admin.openFor(BUILDING) }));
  const section = await screen.findByRole('region', { name: t.adminFlats.heading });
  const flats = await within(section).findAllByTestId('admin-flat');
  return { ...view, section, flats };
}

/** Opens the first rented flat: its row and panel. */
async function openRented(flats: HTMLElement[]) {
  const row = flats.find((f) => !f.textContent?.includes('(frei)')) as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: /^Wohnung .* bearbeiten$/ }));
  const panel = await within(row).findByTestId('admin-flat-panel');
  await within(panel).findByText(/^Hauptmieter: /);
  return { row, panel };
}

describe('flat admin in the building admin view (/building?view=admin)', () => {
  it('lists the flats of an opened building and opens one with its tenant and room mates (?flat=)', async () => {
    asAdmin([...BUILDING_RIGHTS, ...FLAT_RIGHTS]);
    const { flats, router } = await openFlats();
    expect(flats.length).toBeGreaterThan(1);
    const { panel } = await openRented(flats);
    expect(router.state.location.search).toMatchObject({ flat: expect.any(Number) });
    expect(await within(panel).findByText(/^(Mitbewohner: |Keine Mitbewohner\.)/)).toBeInTheDocument();
  });

  it('sets a new main tenant; a 422 shows under the person and keeps the reason', async () => {
    asAdmin([...BUILDING_RIGHTS, ...FLAT_RIGHTS]);
    let refuse = true;
    server.use(
      http.put('*/api/buildingcell/admin/cells/:id/tenant', () =>
        refuse
          ? HttpResponse.json(
              {
                type: '/problems/422',
                title: 'Fehler',
                status: 422,
                errors: [{ field: 'tenantName', message: 'Diese Person gibt es nicht.' }],
              },
              { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : undefined,
      ),
    );
    const { flats } = await openFlats();
    const { panel } = await openRented(flats);
    const form = within(panel).getByRole('region', { name: t.adminFlats.tenantHeading });
    await userEvent.type(within(form).getByRole('searchbox'), 'Lea');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Lea_Fischer' }));
    await userEvent.type(within(form).getByRole('textbox', { name: t.admin.reason }), 'Ticket 42');
    await userEvent.click(within(form).getByRole('button', { name: t.adminFlats.tenantSubmit }));
    expect(await within(form).findByText('Diese Person gibt es nicht.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: t.admin.reason })).toHaveValue('Ticket 42');
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: t.adminFlats.tenantSubmit }));
    expect(await screen.findByText(t.adminFlats.tenantChanged('Lea_Fischer'))).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText(/^Hauptmieter: Lea_Fischer,/)).toBeInTheDocument());
  });

  it('ends a tenancy after a confirmation with a reason, then blocks the flat and lifts the block', async () => {
    asAdmin([...BUILDING_RIGHTS, ...FLAT_RIGHTS]);
    const { flats } = await openFlats();
    const { row, panel } = await openRented(flats);
    await userEvent.click(within(panel).getByRole('button', { name: t.adminFlats.kick }));
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Mietnomaden');
    await userEvent.click(within(dialog).getByRole('button', { name: t.adminFlats.kick }));
    await waitFor(() => expect(within(panel).getByText(t.adminFlats.noTenant)).toBeInTheDocument());
    await userEvent.click(within(panel).getByRole('button', { name: t.admin.block }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Wasserschaden');
    await userEvent.click(within(dialog).getByRole('button', { name: t.admin.block }));
    await waitFor(() => expect(row).toHaveTextContent(t.blocked));
    await userEvent.click(await within(panel).findByRole('button', { name: t.admin.unblock }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.admin.unblock }));
    await waitFor(() => expect(within(row).queryByText(t.blocked)).toBeNull());
  });
});
