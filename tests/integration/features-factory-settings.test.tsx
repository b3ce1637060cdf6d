// A company's settings at route level: the owner renames it and hands it over (after the
// confirmation), an employee leaves one (after the confirmation); the list of my companies
// after a failed load, with "Erneut versuchen".
// Operations: renameFactory, overwriteFactory, quitFactory, getOwnFactories, getFactory.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { factoryTexts as t } from '../../src/features/factory/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const t2 = t.settings;

describe('company settings (/factory?factory=…&tab=settings)', () => {
  it('the owner renames the company; the new name is its heading', async () => {
    renderRoute('/factory?factory=1&tab=settings');
    const section = await screen.findByRole('region', { name: t2.rename });
    await userEvent.type(within(section).getByRole('textbox', { name: t2.name }), 'Müller Transporte GmbH');
    await userEvent.type(within(section).getByRole('textbox', { name: t2.reason }), 'Neuer Auftritt');
    await userEvent.click(within(section).getByRole('button', { name: t2.submitRename }));
    expect(await screen.findByText(t2.renamed('Müller Transporte GmbH'))).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Müller Transporte GmbH' })).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: t2.name })).toHaveValue('');
  });

  it('a name another company has is refused; what was typed stays', async () => {
    renderRoute('/factory?factory=1&tab=settings');
    const section = await screen.findByRole('region', { name: t2.rename });
    await userEvent.type(within(section).getByRole('textbox', { name: t2.name }), 'Los Santos Customs');
    await userEvent.click(within(section).getByRole('button', { name: t2.submitRename }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Los Santos Customs');
    expect(within(section).getByRole('textbox', { name: t2.name })).toHaveValue('Los Santos Customs');
  });

  it('the owner hands the company over after the confirmation and is an employee then', async () => {
    renderRoute('/factory?factory=1&tab=settings');
    const section = await screen.findByRole('region', { name: t2.handOver });
    await userEvent.type(within(section).getByRole('textbox', { name: t2.newOwner }), 'Anna_Schmidt');
    await userEvent.click(within(section).getByRole('button', { name: t2.submitHandOver }));
    const dialog = await screen.findByRole('alertdialog', { name: t2.confirmHandOver('Anna_Schmidt') });
    await userEvent.click(within(dialog).getByRole('button', { name: t2.handOver }));
    expect(await screen.findByText(t2.handedOver('Anna_Schmidt'))).toBeInTheDocument();
    expect(await screen.findByText(/^Inhaber: Anna_Schmidt ·/)).toBeInTheDocument();
    // No longer the owner: the hand-over is gone, leaving is offered.
    await waitFor(() => expect(screen.queryByRole('region', { name: t2.handOver })).toBeNull());
    expect(await screen.findByRole('button', { name: t2.leave })).toBeInTheDocument();
  });

  it('a hand-over to a name nobody has shows the message under the field', async () => {
    renderRoute('/factory?factory=1&tab=settings');
    const section = await screen.findByRole('region', { name: t2.handOver });
    await userEvent.type(within(section).getByRole('textbox', { name: t2.newOwner }), 'Niemand_Bekannt');
    await userEvent.click(within(section).getByRole('button', { name: t2.submitHandOver }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t2.handOver }));
    expect(await within(section).findByText('So heißt niemand auf dem Server.')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: t2.newOwner })).toHaveValue('Niemand_Bekannt');
  });

  it('the owner cannot leave; an employee leaves after the confirmation and the company is gone from the list', async () => {
    const { router } = renderRoute('/factory?factory=1&tab=settings');
    expect(await screen.findByText(t2.ownerCannotLeave)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t2.leave })).toBeNull();

    await router.navigate({ to: '/factory', search: { factory: 2, tab: 'settings' } });
    await userEvent.click(await screen.findByRole('button', { name: t2.leave }));
    const dialog = await screen.findByRole('alertdialog', { name: t2.confirmLeave('Los Santos Customs') });
    await userEvent.click(within(dialog).getByRole('button', { name: t2.leave }));
    expect(await screen.findByText(t2.left('Los Santos Customs'))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('factory'));
    await waitFor(() => expect(screen.getAllByTestId('factory-card')).toHaveLength(1));
    expect(screen.getByTestId('factory-card')).toHaveTextContent('Müller Logistik GmbH');
  });
});

describe('my companies after a failed load (/factory)', () => {
  it('says so with "Erneut versuchen", and loads the list on the retry', async () => {
    let failing = true;
    server.use(
      http.get('*/api/factory/own', () =>
        failing
          ? HttpResponse.json(
              { type: '/problems/500', title: 'Serverfehler', status: 500 },
              { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : undefined,
      ),
    );
    renderRoute('/factory');
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    expect(screen.queryAllByTestId('factory-card')).toHaveLength(0);
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findAllByTestId('factory-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });
});
