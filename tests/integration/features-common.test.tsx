// The admin log and admin terms at route level (issue 28): a change to a role appears in the
// log; the log is filtered by text and area, paged and opens a line with its details; the
// terms, once they changed (scenario adminNewTerms), stand in front of every admin page until
// accepted, and a 500 on accepting keeps them; other pages are not held.
// Operations: listAdminLogs, getAdminLogEntry, getAdminTerms, acceptAdminTerms.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { commonTexts as t } from '../../src/features/common/texts';
import { adminTermsTexts as gateTexts } from '../../src/shell/admin-terms/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { ALL_ACP_RIGHTS } from '../../src/mocks/scenarios/acp-rights';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = (scenario: 'admin' | 'adminNewTerms' = 'admin') => {
  setScenario(scenario);
  writeStored(acpRightsKey, { roles: ['Projektleitung'], rights: ALL_ACP_RIGHTS });
};

describe('admin panel: admin log and terms (/acp/logs)', { timeout: 60_000 }, () => {
  it('shows a role change in the log, filters by area and opens the line with its details', async () => {
    asAdmin();
    const res = await fetch('http://localhost/api/auth/admin/roles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Logteam', color: '#123456', priority: 5 }),
    });
    expect(res.status).toBe(201);
    const { router } = renderRoute('/acp/logs?area=auth');
    const rows = await screen.findAllByTestId('admin-log-row');
    expect(rows[0]).toHaveTextContent('Rolle „Logteam“ angelegt');
    expect(rows[0]).toHaveTextContent('Max_Mustermann');
    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: t.log.open('Rolle „Logteam“ angelegt') }),
    );
    await waitFor(() => expect(router.state.location.search).toHaveProperty('entry'));
    const entry = await screen.findByTestId('admin-log-entry');
    expect(entry).toHaveTextContent(t.areas.auth);
    expect(entry).toHaveTextContent('ACP-Rollen und ihre Rechte verwalten');
  });

  it('finds lines by text and says when none fit', async () => {
    asAdmin();
    renderRoute('/acp/logs?q=gebannt');
    const rows = await screen.findAllByTestId('admin-log-row');
    for (const row of rows) expect(row).toHaveTextContent(/gebannt/i);
    await userEvent.clear(screen.getByRole('searchbox', { name: t.log.search }));
    await userEvent.type(screen.getByRole('searchbox', { name: t.log.search }), 'xyz-nichts');
    expect(await screen.findByTestId('admin-log-empty')).toHaveTextContent(t.log.empty);
  });

  it('shows changed terms in front of an admin page until accepted; a 500 keeps them, then the page opens', async () => {
    asAdmin('adminNewTerms');
    renderRoute('/acp/logs');
    const gate = await screen.findByTestId('admin-terms-gate');
    expect(screen.getByRole('heading', { level: 1, name: gateTexts.title })).toBeInTheDocument();
    expect(within(gate).getByTestId('terms-must-accept')).toHaveTextContent(gateTexts.mustAccept);
    expect(gate).toHaveTextContent('Fassung 5');
    // The page waits behind the terms: kept, but hidden (nothing typed in it is lost).
    for (const row of screen.queryAllByTestId('admin-log-row')) expect(row).not.toBeVisible();
    expect(screen.queryByRole('searchbox', { name: t.log.search })).toBeNull();
    server.use(
      http.post('*/api/common/adminTerms/accept', () =>
        HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500 },
          { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await userEvent.click(within(gate).getByRole('button', { name: gateTexts.accept }));
    expect(await within(gate).findByRole('alert')).toBeInTheDocument();
    server.resetHandlers();
    asAdmin('adminNewTerms');
    await userEvent.click(within(gate).getByRole('button', { name: gateTexts.accept }));
    await waitFor(() => expect(screen.getAllByTestId('admin-log-row')[0]).toBeVisible());
    expect(screen.queryByTestId('admin-terms-gate')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  });

  it('holds every admin page (the role sync too), not the others', async () => {
    asAdmin('adminNewTerms');
    const first = renderRoute('/acp/sync');
    expect(await screen.findByTestId('admin-terms-gate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jetzt synchronisieren' })).toBeNull();
    first.unmount();
    const second = renderRoute('/polls');
    expect(await screen.findByRole('heading', { level: 1, name: 'Umfragen' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-terms-gate')).toBeNull();
    second.unmount();
  });

  it('without a new version no page is held; the terms tab says which version was accepted', async () => {
    asAdmin();
    renderRoute('/acp/logs?tab=terms');
    expect(await screen.findByTestId('terms-accepted')).toHaveTextContent('Fassung 4');
    expect(screen.queryByTestId('admin-terms-gate')).toBeNull();
  });
});
