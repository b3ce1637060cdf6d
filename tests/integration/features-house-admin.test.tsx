// The house admin view at route level: guarded by house.admin (a player lands on
// /notPermitted), a search by name or owner, an opened house with a new owner (422 under the
// field), a block with its reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { houseTexts as t } from '../../src/features/house/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, {
    roles: ['Administrator'],
    rights: ['house.admin', 'house.adminOwner', 'house.adminName', 'house.adminBlock', 'house.adminMembers'],
  });
};

describe('house admin (/house?view=admin)', () => {
  it('sends a player to /notPermitted', async () => {
    const { router } = renderRoute('/house?view=admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
  });

  it('finds a house by its name and changes its owner', async () => {
    asAdmin();
    renderRoute('/house?view=admin&q=Villa');
    const table = await screen.findByRole('region', { name: t.admin.results });
    const link = within(table).getByRole('link', { name: 'Villa Vinewood' });
    await userEvent.click(link);
    const detail = await screen.findByTestId('house-admin-detail');
    const form = within(detail).getByRole('region', { name: t.admin.owner.heading });
    await userEvent.type(within(form).getByRole('searchbox', { name: t.admin.owner.person }), 'Elias');
    await userEvent.click(await within(form).findByRole('radio', { name: /Elias_Neumann/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: t.admin.owner.reason }), 'Verkauf laut Ticket.');
    await userEvent.click(within(form).getByRole('button', { name: t.admin.owner.submit }));
    await waitFor(() =>
      expect(within(detail).getByText(t.admin.col.owner).nextSibling).toHaveTextContent('Elias_Neumann'),
    );
  });

  it('puts a 422 under the new owner and keeps the reason', async () => {
    asAdmin();
    server.use(
      http.put('*/api/house/admin/houses/:houseId/owner', () =>
        HttpResponse.json(
          {
            type: '/problems/validation',
            title: 'Ungültig',
            status: 422,
            errors: [{ field: 'newOwnerName', message: 'Diese Person gibt es nicht.' }],
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    renderRoute('/house?view=admin&house=1');
    const detail = await screen.findByTestId('house-admin-detail');
    const form = within(detail).getByRole('region', { name: t.admin.owner.heading });
    await userEvent.type(within(form).getByRole('searchbox', { name: t.admin.owner.person }), 'Mia');
    await userEvent.click(await within(form).findByRole('radio', { name: /Mia_Wagner/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: t.admin.owner.reason }), 'Support-Fall 12');
    await userEvent.click(within(form).getByRole('button', { name: t.admin.owner.submit }));
    expect(await within(form).findByText('Diese Person gibt es nicht.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: t.admin.owner.reason })).toHaveValue('Support-Fall 12');
  });

  it('blocks a house with a reason and lifts the block again', async () => {
    asAdmin();
    renderRoute('/house?view=admin&house=2');
    const detail = await screen.findByTestId('house-admin-detail');
    const block = within(detail).getByRole('region', { name: t.admin.block.heading });
    await userEvent.click(within(block).getByRole('button', { name: t.admin.block.submit }));
    expect(await within(block).findAllByText(/./, { selector: '[data-field-message]' })).not.toHaveLength(0);
    await userEvent.type(within(block).getByRole('textbox', { name: t.admin.block.reason }), 'Geldwäsche-Verdacht');
    await userEvent.click(within(block).getByRole('button', { name: t.admin.block.submit }));
    await within(detail).findByText(t.admin.blockedForever);
    await userEvent.click(await within(block).findByRole('button', { name: t.admin.block.lift }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.admin.block.lift }),
    );
    await within(detail).findByText(t.admin.active);
  });
});
