// The admin panel's weapon registry and game server page at route level (issue 27): search by
// keyword and by serial, a weapon's owner and history, a state change with its note and the
// confirmation before "destroyed"; the server state and a message to everyone, and the 503
// that says the server is offline. Operations: searchWeaponAdmin, findWeaponAdminBySerial,
// getWeaponAdminDetails, listWeaponAdminByPlayer, editWeaponAdminState, getGameserverStatus,
// sendGameserverBroadcast.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameserverTexts } from '../../src/features/gameserver/texts';
import { weaponTexts as t } from '../../src/features/weapon/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { adminLog } from '../../src/mocks/stateful/common/log';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, {
    roles: ['Administrator'],
    rights: ['weapon.search', 'weapon.edit', 'gameserver.view', 'gameserver.message'],
  });
};

describe(
  'admin panel: weapons (/acp/weapons) and server (/acp/server)',
  // Long flows of typing and round trips: on the shared, busy test machine they outlast the
  // default 20 s; they still wait for states, never for fixed times.
  { timeout: 60_000 },
  () => {
    it('sends a player without ACP rights away from both', async () => {
      const { router } = renderRoute('/acp/weapons');
      await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
    });

    it('finds a weapon by keyword, then by serial, and opens it with its history', async () => {
      asAdmin();
      const first = renderRoute('/acp/weapons?q=Pistole');
      const rows = await screen.findAllByTestId('weapon-row');
      const serial = rows[0]?.getAttribute('aria-label') ?? '';
      expect(serial).toMatch(/^[A-Z]{2}-\d{6}$/);
      first.unmount();
      const { router } = renderRoute(`/acp/weapons?by=serial&q=${serial}`);
      const row = (await screen.findAllByTestId('weapon-row')).find((r) => r.getAttribute('aria-label') === serial);
      await userEvent.click(within(row as HTMLElement).getByRole('button', { name: /öffnen/i }));
      await waitFor(() => expect(router.state.location.search).toHaveProperty('weapon'));
      expect(await screen.findAllByRole('heading', { level: 1, name: serial })).not.toHaveLength(0);
      expect(screen.getAllByTestId('weapon-history')[0]).toHaveTextContent(t.history.created);
    });

    it('changes the state with a note, and asks before setting it destroyed', async () => {
      asAdmin();
      const { router } = renderRoute('/acp/weapons?q=Pistole');
      const row = (await screen.findAllByTestId('weapon-row'))[0] as HTMLElement;
      const serial = row.getAttribute('aria-label') ?? '';
      await userEvent.click(within(row).getByRole('button', { name: /öffnen/i }));
      await waitFor(() => expect(router.state.location.search).toHaveProperty('weapon'));
      expect(await screen.findAllByRole('heading', { level: 1, name: serial })).not.toHaveLength(0);
      const form = (await screen.findByRole('heading', { name: t.change.heading })).closest('section') as HTMLElement;
      const state = within(form).getByRole('combobox');
      // Any state other than the current one is a change.
      const next = (state as HTMLSelectElement).value === 'stolen' ? 'confiscated' : 'stolen';
      await userEvent.selectOptions(state, within(form).getByRole('option', { name: t.states[next] }));
      await userEvent.type(within(form).getByRole('textbox', { name: /Begründung/ }), 'Meldung vom LSPD geprüft.');
      await userEvent.click(within(form).getByRole('button', { name: t.change.submit }));
      await waitFor(() =>
        expect(screen.getAllByTestId('weapon-history')[0]).toHaveTextContent('Meldung vom LSPD geprüft.'),
      );
      // Every state change is in the admin log (/acp/logs), with its note.
      expect(adminLog().all()[0]).toMatchObject({
        area: 'weapon',
        action: `Waffe ${serial}: Zustand „${t.states[next]}“`,
        details: 'Meldung vom LSPD geprüft.',
      });

      await userEvent.selectOptions(state, within(form).getByRole('option', { name: t.states.destroyed }));
      await userEvent.type(within(form).getByRole('textbox', { name: /Begründung/ }), 'Eingeschmolzen.');
      await userEvent.click(within(form).getByRole('button', { name: t.change.submit }));
      const confirm = await screen.findByRole('alertdialog');
      expect(confirm).toHaveTextContent(t.change.confirmBody);
      // Cancelling sends nothing: the weapon keeps its state and the form stays.
      await userEvent.click(within(confirm).getAllByRole('button', { name: t.change.cancel })[0] as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.getByRole('heading', { name: t.change.heading })).toBeInTheDocument();
      await userEvent.click(within(form).getByRole('button', { name: t.change.submit }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.change.confirm }),
      );
      expect(await screen.findByText(t.change.destroyed)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: t.change.heading })).toBeNull();
      expect(screen.getAllByTestId('weapon-history')[0]).toHaveTextContent(t.history.destroyed);
      expect(adminLog().all()[0]).toMatchObject({
        area: 'weapon',
        action: `Waffe ${serial}: Zustand „${t.states.destroyed}“`,
        details: 'Eingeschmolzen.',
      });
    });

    it('shows the server state and sends a message to everyone; a 503 says the server is offline', async () => {
      asAdmin();
      renderRoute('/acp/server');
      expect(await screen.findByTestId('server-status')).toHaveTextContent(gameserverTexts.status.online);
      const text = screen.getByRole('textbox', { name: /Nachricht/ });
      await userEvent.type(text, 'Serverneustart in 10 Minuten.');
      await userEvent.click(screen.getByRole('button', { name: gameserverTexts.broadcast.send }));
      await waitFor(() => expect(text).toHaveValue(''));
      server.use(
        http.post('*/api/gameserver/message', () =>
          HttpResponse.json(
            { type: '/problems/gameserver/offline', title: 'Server offline', status: 503 },
            { status: 503, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        ),
      );
      await userEvent.type(text, 'Noch einmal.');
      await userEvent.click(screen.getByRole('button', { name: gameserverTexts.broadcast.send }));
      expect(await screen.findByRole('alert')).toHaveTextContent(gameserverTexts.offline);
      expect(text).toHaveValue('Noch einmal.');
    });
  },
);
