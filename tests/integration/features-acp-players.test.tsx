// The admin panel's players at route level (issue 27): guarded by the ACP right, search by a
// vehicle's plate, the detail's tabs, adding an item, ban and unban with reasons (the log and
// the ban list follow), kick; a 422 under its field, a 500 that keeps the typed note, and the
// moderator scenario that sees only its part. Operations: listPlayerAdminPlayers,
// getPlayerAdminDetails, getPlayerAdminAccount, listPlayerAdminCharacters, listPlayerAdminItems,
// listPlayerAdminItemDefinitions, addPlayerAdminItem, editPlayerAdminItem, removePlayerAdminItem,
// listPlayerAdminNotes, addPlayerAdminNote, listPlayerAdminLog, listPlayerAdminPlayerBans,
// banGameserverPlayer, unbanGameserverPlayer, kickGameserverPlayer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { playerAdminTexts as t } from '../../src/features/player/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { loadMockArea } from '../../src/mocks/generated';
import { server } from '../../src/mocks/node';
import { players } from '../../src/mocks/stateful/player/world';
import { vehicles } from '../../src/mocks/stateful/vehicle/world';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, {
    roles: ['Administrator'],
    rights: [
      'player.view',
      'player.viewAccount',
      'player.viewItems',
      'player.editItems',
      'player.notes',
      'player.log',
      'player.bans',
      'gameserver.ban',
      'gameserver.kick',
    ],
  });
};
const asModerator = () => {
  setScenario('moderator');
  writeStored(acpRightsKey, {
    roles: ['Moderator'],
    rights: [
      'player.view',
      'player.viewAccount',
      'player.viewItems',
      'player.notes',
      'player.log',
      'player.bans',
      'gameserver.view',
      'gameserver.kick',
      'gameserver.message',
    ],
  });
};
const tab = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe(
  'admin panel: players (/acp/players)',
  // Long flows of typing and round trips: on the shared, busy test machine they outlast the
  // default 20 s; they still wait for states, never for fixed times.
  { timeout: 60_000 },
  () => {
    it('sends a player without ACP rights to /notPermitted', async () => {
      const { router } = renderRoute('/acp/players');
      await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
    });

    it('finds the owner of a vehicle by its plate', async () => {
      asAdmin();
      await loadMockArea('vehicle');
      const vehicle = vehicles()
        .all()
        .find((v) => (v.owner as { name: string }).name !== 'Max_Mustermann');
      const owner = (vehicle?.owner as { name: string }).name;
      renderRoute(`/acp/players?q=${encodeURIComponent(String(vehicle?.plate))}`);
      const rows = await screen.findAllByTestId('player-row');
      expect(rows.map((r) => r.getAttribute('aria-label'))).toContain(owner);
    });

    it('adds an item of the catalogue, and the action log says so', async () => {
      asAdmin();
      renderRoute('/acp/players?player=4712&tab=items');
      expect(await screen.findByRole('heading', { level: 1, name: 'Lukas_Weber' })).toBeInTheDocument();
      const form = (await screen.findByRole('heading', { name: t.items.add })).closest('section') as HTMLElement;
      await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(1));
      await userEvent.selectOptions(
        within(form).getByRole('combobox'),
        within(form).getByRole('option', { name: /Reparaturkit/ }),
      );
      const amount = within(form).getByRole('textbox', { name: /Menge/ });
      await userEvent.clear(amount);
      await userEvent.type(amount, '2');
      await userEvent.click(within(form).getByRole('button', { name: t.items.submit }));
      const table = await screen.findByRole('region', { name: t.items.caption });
      expect(await within(table).findByText('Reparaturkit')).toBeInTheDocument();
      await tab(t.tabs.log);
      expect(await screen.findByText(/2x Reparaturkit ins Inventar gelegt/)).toBeInTheDocument();
    });

    it('bans for a time with a reason, then unbans with a reason', async () => {
      asAdmin();
      renderRoute('/acp/players?player=4713&tab=bans');
      await userEvent.click(await screen.findByRole('button', { name: t.actions.ban }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.clear(within(dialog).getByRole('textbox', { name: /Dauer/ }));
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Dauer/ }), '48');
      expect(within(dialog).getByText(/Endet am/)).toBeInTheDocument();
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Random Deathmatch');
      await userEvent.click(within(dialog).getByRole('button', { name: t.actions.banConfirm }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      const ban = await screen.findByTestId('player-ban');
      expect(ban).toHaveTextContent('Aktiv');
      expect(ban).toHaveTextContent('Random Deathmatch');
      expect(ban).toHaveTextContent(/verhängt von Max_Mustermann/);
      await userEvent.click(await screen.findByRole('button', { name: t.actions.unban }));
      const unban = await screen.findByRole('alertdialog');
      await userEvent.type(within(unban).getByRole('textbox', { name: /Grund/ }), 'Einspruch stattgegeben');
      await userEvent.click(within(unban).getByRole('button', { name: t.actions.unban }));
      await waitFor(() => expect(screen.getByTestId('player-ban')).toHaveTextContent('Aufgehoben'));
      expect(screen.getByTestId('player-ban')).toHaveTextContent('Einspruch stattgegeben');
      expect(await screen.findByRole('button', { name: t.actions.ban })).toBeInTheDocument();
    });

    it('asks for a reason before a kick, shows the server 422 under the field, then kicks', async () => {
      asAdmin();
      // A character of the mock world that is online under this seed (Paul_Hoffmann never is).
      const online = players().where((p) => p.online === true && p.playerId !== 1)[0];
      expect(online).toBeDefined();
      server.use(
        http.post(
          '*/api/gameserver/players/:playerId/kick',
          () =>
            HttpResponse.json(
              {
                type: '/problems/422',
                title: 'Eingabe ungültig',
                status: 422,
                errors: [{ field: 'reason', message: 'Bitte nenne die Regel.' }],
              },
              { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
            ),
          { once: true },
        ),
      );
      renderRoute(`/acp/players?player=${String(online?.playerId)}`);
      expect(await screen.findByRole('heading', { level: 1, name: String(online?.name) })).toBeInTheDocument();
      const kick = await screen.findByRole('button', { name: t.actions.kick });
      expect(kick).toBeEnabled();
      await userEvent.click(kick);
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: t.actions.kick }));
      expect(await within(dialog).findByText(/mindestens 3 Zeichen|Pflichtfeld|erforderlich/i)).toBeInTheDocument();
      await userEvent.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Trolling');
      await userEvent.click(within(dialog).getByRole('button', { name: t.actions.kick }));
      expect(await within(dialog).findByText('Bitte nenne die Regel.')).toBeInTheDocument();
      // The second try reaches the mock world: the character goes offline, so no second kick.
      await userEvent.click(within(dialog).getByRole('button', { name: t.actions.kick }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: t.actions.kick })).toBeDisabled());
      expect(screen.getByText(t.actions.offlineHint)).toBeInTheDocument();
    });

    it('keeps a typed note when the server answers 500', async () => {
      asAdmin();
      server.use(
        http.post('*/api/player/admin/players/:playerId/notes', () =>
          HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
        ),
      );
      renderRoute('/acp/players?player=4714&tab=notes');
      const text = await screen.findByRole('textbox', { name: /Notiz/ });
      await userEvent.type(text, 'Hat im Support gedroht.');
      await userEvent.click(screen.getByRole('button', { name: t.notes.submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Serverfehler');
      expect(text).toHaveValue('Hat im Support gedroht.');
    });

    it('shows a moderator only the part the rights allow', async () => {
      asModerator();
      renderRoute('/acp/players?player=4716&tab=items');
      expect(await screen.findByRole('heading', { level: 1, name: 'Paul_Hoffmann' })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: t.items.caption })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: t.items.add })).toBeNull();
      expect(screen.queryByRole('button', { name: t.actions.unban })).toBeNull();
      expect(screen.queryByRole('button', { name: t.actions.ban })).toBeNull();
      expect(screen.getByRole('button', { name: t.actions.kick })).toBeInTheDocument();
    });

    it('sends a moderator away from the weapon registry', async () => {
      asModerator();
      const { router } = renderRoute('/acp/weapons');
      await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
    });
  },
);
