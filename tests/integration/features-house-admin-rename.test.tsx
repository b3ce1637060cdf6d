// The house admin renames a house (renameHouseAdmin, Deliver 4 "change owner or name") at route
// level: the new name shows on the opened house and the search finds the house by it (what the
// mock keeps); a 422 lands under the name and a 500 keeps what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { houseTexts } from '../../src/features/house/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const t = houseTexts.admin;

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, {
    roles: ['Administrator'],
    rights: ['house.admin', 'house.adminOwner', 'house.adminName', 'house.adminBlock', 'house.adminMembers'],
  });
};

const problem = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

describe('house admin: rename (/house?view=admin&house=)', () => {
  it('renames a house; the opened house and the search show the new name', async () => {
    asAdmin();
    const { router } = renderRoute('/house?view=admin&house=1');
    const detail = await screen.findByTestId('house-admin-detail');
    const form = within(detail).getByRole('region', { name: t.rename.heading });
    await userEvent.type(within(form).getByRole('textbox', { name: t.rename.name }), 'Haus Abendrot');
    await userEvent.type(within(form).getByRole('textbox', { name: t.rename.reason }), 'Ticket 99');
    await userEvent.click(within(form).getByRole('button', { name: t.rename.submit }));
    await waitFor(() => expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('Haus Abendrot'));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: t.rename.name })).toHaveValue(''));

    await router.navigate({ to: '/house', search: { view: 'admin', q: 'Abendrot' } });
    const table = await screen.findByRole('region', { name: t.results });
    expect(await within(table).findByRole('link', { name: 'Haus Abendrot' })).toBeInTheDocument();
  });

  it('puts a 422 under the name, and a 500 keeps the name and the reason', async () => {
    asAdmin();
    server.use(
      http.put('*/api/house/admin/houses/:houseId/name', () =>
        problem(422, 'Eingabe ungültig', [{ field: 'name', message: 'Dieser Name ist vergeben.' }]),
      ),
    );
    renderRoute('/house?view=admin&house=1');
    const detail = await screen.findByTestId('house-admin-detail');
    const form = within(detail).getByRole('region', { name: t.rename.heading });
    const name = within(form).getByRole('textbox', { name: t.rename.name });
    await userEvent.type(name, 'Villa Doppelt');
    await userEvent.click(within(form).getByRole('button', { name: t.rename.submit }));
    expect(await within(form).findByText('Dieser Name ist vergeben.')).toBeInTheDocument();
    expect(name).toHaveValue('Villa Doppelt');

    server.use(http.put('*/api/house/admin/houses/:houseId/name', () => problem(500, 'Serverfehler.')));
    await userEvent.type(within(form).getByRole('textbox', { name: t.rename.reason }), 'Ticket 100');
    await userEvent.click(within(form).getByRole('button', { name: t.rename.submit }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(name).toHaveValue('Villa Doppelt');
    expect(within(form).getByRole('textbox', { name: t.rename.reason })).toHaveValue('Ticket 100');
  });
});
