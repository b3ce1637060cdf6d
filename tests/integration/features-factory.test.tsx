// The companies area at route level (real route tree, MSW with the stateful factory world):
// my companies, an opened company with staff and rights, invite, fire, price list and advert
// line, job offers, the admin's owner change, and the failure paths (422 under the field, 403
// hidden action and guarded route, 500 keeping the input).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { factoryTexts as t } from '../../src/features/factory/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';
import { orgTexts } from '../../src/components/org/texts';

const problem = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

const T = {};

describe('factory area (/factory)', () => {
  it('lists my companies with my role, and the menu has the area', async () => {
    renderRoute('/factory');
    expect(await screen.findByRole('heading', { level: 1, name: t.title }, T)).toBeInTheDocument();
    const cards = await screen.findAllByTestId('factory-card', {}, T);
    expect(cards.length).toBe(2);
    expect(cards[0]).toHaveTextContent('Müller Logistik GmbH');
    expect(cards[0]).toHaveTextContent(t.roles.owner);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: t.title })).toHaveAttribute('href', '/factory');
  });

  it('says so when I am in no company', async () => {
    server.use(http.get('*/api/factory/own', () => HttpResponse.json({ items: [] })));
    renderRoute('/factory');
    expect(await screen.findByTestId('factory-empty', {}, T)).toHaveTextContent(t.empty);
  });

  it('opens a company from the URL with its staff, changes an employee’s rights and fires one after a confirmation', async () => {
    renderRoute('/factory?factory=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Müller Logistik GmbH' }, T)).toBeInTheDocument();
    const staff = await screen.findAllByTestId('org-member', {}, T);
    expect(staff[0]).toHaveTextContent(t.roles.owner);
    const second = staff[1] as HTMLElement;
    const name = within(second).getAllByText(/_/)[0]?.textContent ?? '';
    await userEvent.click(within(second).getByRole('button', { name: `${t.employees.details}: ${name}` }));
    const editor = await screen.findByRole('group', { name: t.rights.legend(name) }, T);
    await userEvent.click(within(editor).getByText(/Konten nutzen/));
    await userEvent.click(within(editor).getByRole('button', { name: 'Rechte speichern' }));
    expect(await screen.findByText(t.rights.saved(name), {}, T)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${t.employees.fire}: ${name}` }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.employees.fire }));
    expect(await screen.findByText(t.employees.fired(name), {}, T)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: `${t.employees.fire}: ${name}` })).toBeNull());
  });

  it('invites a character found by name; the invitation shows as open', async () => {
    renderRoute('/factory?factory=1');
    const form = await screen.findByRole('region', { name: t.invite.heading }, T);
    await userEvent.type(within(form).getByRole('searchbox', { name: t.invite.person }), 'Anna');
    await userEvent.click(await within(form).findByRole('radio', { name: 'Anna_Schmidt' }, T));
    await userEvent.click(within(form).getByRole('button', { name: t.invite.submit }));
    expect(await screen.findByText(t.invite.sent('Anna_Schmidt'), {}, T)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getAllByTestId('factory-open-invitation').some((e) => /Anna_Schmidt/.test(e.textContent ?? '')),
      ).toBe(true),
    );
  });

  it('edits the price list (a new line is stored) and shows a 422 under the field', async () => {
    renderRoute('/factory?factory=1&tab=prices');
    const rows = await screen.findAllByTestId('price-row', {}, T);
    await userEvent.click(screen.getByRole('button', { name: orgTexts.prices.add }));
    const fields = screen.getAllByRole('textbox', { name: orgTexts.prices.item });
    await userEvent.type(fields[rows.length] as HTMLElement, 'Motorwäsche');
    await userEvent.click(screen.getByRole('button', { name: orgTexts.prices.save }));
    // The stored list comes back with an id for the new line: the updated line shows.
    expect(await screen.findByText(/^Zuletzt geändert am .+ von Max_Mustermann$/, {}, T)).toBeInTheDocument();
    expect(screen.getAllByTestId('price-row')).toHaveLength(rows.length + 1);

    server.use(
      http.put('*/api/factory/1/pricelist', () =>
        problem(422, 'Ungültig', [{ field: 'entries.0.itemName', message: 'Diesen Namen gibt es schon.' }]),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: orgTexts.prices.save }));
    expect(await screen.findByText('Diesen Namen gibt es schon.', {}, T)).toBeInTheDocument();
  });

  it('keeps the advert line text when saving fails with a 500', async () => {
    renderRoute('/factory?factory=1&tab=advert');
    const text = await screen.findByRole('textbox', { name: t.advert.text }, T);
    server.use(http.put('*/api/factory/1/adline', () => problem(500, 'Serverfehler beim Speichern.')));
    await userEvent.clear(text);
    await userEvent.type(text, 'Neue Werbung für alle');
    await userEvent.click(screen.getByRole('button', { name: t.advert.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Serverfehler/);
    expect(screen.getByRole('textbox', { name: t.advert.text })).toHaveValue('Neue Werbung für alle');
  });

  it('saves the owner’s profile in the settings tab', async () => {
    renderRoute('/factory?factory=1&tab=settings');
    const text = await screen.findByRole('textbox', { name: t.settings.description }, T);
    await userEvent.clear(text);
    await userEvent.type(text, 'Jetzt auch nachts geöffnet.');
    await userEvent.click(screen.getByRole('button', { name: t.settings.saveProfile }));
    expect(await screen.findByText('Jetzt auch nachts geöffnet.', { selector: 'p' }, T)).toBeInTheDocument();
  });

  it('hides staff actions where I lack the right (employee in company 2) and the mock answers 403 all the same', async () => {
    renderRoute('/factory?factory=2');
    await screen.findAllByTestId('org-member', {}, T);
    expect(screen.queryByRole('region', { name: t.invite.heading })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(`^${t.employees.fire}:`) })).toBeNull();
    const res = await fetch('http://localhost/api/factory/2/invitations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ playerName: 'Anna_Schmidt' }),
    });
    expect(res.status).toBe(403);
  });

  it('accepts a job offer in my own view; the company joins my list', async () => {
    renderRoute('/factory?view=invitations');
    const offers = await screen.findAllByTestId('factory-offer', {}, T);
    expect(offers.length).toBe(2);
    await userEvent.click(within(offers[0] as HTMLElement).getByRole('button', { name: /^Annehmen:/ }));
    await waitFor(() => expect(screen.getAllByTestId('factory-offer')).toHaveLength(1), T);
  });

  it('guards the admin view: a player goes to /notPermitted', async () => {
    const { router } = renderRoute('/factory?view=admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'), T);
  });

  it('lets an admin find a company and hand it to a new owner', async () => {
    setScenario('admin');
    renderRoute('/factory?view=admin&q=Customs');
    const result = await screen.findByTestId('factory-admin-result', {}, T);
    await userEvent.click(within(result).getByRole('button', { name: /^Verwalten:/ }));
    const owner = await screen.findByRole('region', { name: t.admin.owner }, T);
    await userEvent.type(within(owner).getByRole('textbox', { name: t.admin.newOwner }), 'Anna_Schmidt');
    await userEvent.type(within(owner).getByRole('textbox', { name: t.admin.reason }), 'Verkauf laut Ticket.');
    await userEvent.click(within(owner).getByRole('button', { name: t.admin.submitOwner }));
    await waitFor(
      () => expect(screen.getByTestId('factory-admin-owner')).toHaveTextContent('Inhaber: Anna_Schmidt'),
      T,
    );
  });
});
