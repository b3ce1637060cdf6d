// The game server's live actions at route level (issue 27): the console (a command, its answer,
// the history, the arrow key that brings a command back), a restart only after a confirmation,
// then its countdown and the cancel, settings with a 422 under its field, the whitelist (add,
// reset with a reason), the 503 of an offline server that is said and sent only once, and the
// moderator who sees none of it. Operations: sendGameserverCommand, restartGameserver,
// cancelGameserverRestart, getGameserverSettings, editGameserverSettings, listGameserverWhitelist,
// addGameserverWhitelistEntry, editGameserverWhitelistEntry, removeGameserverWhitelistEntry,
// resetGameserverWhitelist.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameserverTexts as t } from '../../src/features/gameserver/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, {
    roles: ['Administrator'],
    rights: [
      'gameserver.view',
      'gameserver.command',
      'gameserver.restart',
      'gameserver.settings',
      'gameserver.whitelist',
      'gameserver.whitelistReset',
    ],
  });
};
/** Only the whitelist's rights: the page renders less, so the long flows stay quick on a busy machine. */
const asWhitelistAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, {
    roles: ['Administrator'],
    rights: ['gameserver.view', 'gameserver.whitelist', 'gameserver.whitelistReset'],
  });
};
const section = (name: string) => screen.findByRole('region', { name });
const offline = () =>
  HttpResponse.json(
    { type: '/problems/503', title: 'Dienst nicht verfügbar', status: 503 },
    { status: 503, headers: { 'Content-Type': 'application/problem+json' } },
  );

describe('admin panel: live server actions (/acp/server)', { timeout: 60_000 }, () => {
  it('runs a console command, shows its answer and brings it back with the arrow key', async () => {
    asAdmin();
    renderRoute('/acp/server');
    const consoleBox = await section(t.console.heading);
    const input = within(consoleBox).getByRole('textbox', { name: new RegExp(t.console.command) });
    await userEvent.type(input, 'weather rain');
    await userEvent.click(within(consoleBox).getByRole('button', { name: t.console.send }));
    const log = within(consoleBox).getByRole('log', { name: t.console.history });
    expect(await within(log).findByText('Wetter auf rain gesetzt.')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await userEvent.type(input, 'flyhack');
    await userEvent.click(within(consoleBox).getByRole('button', { name: t.console.send }));
    expect(await within(log).findByText('Unbekannter Befehl: flyhack')).toBeInTheDocument();
    expect(within(log).getAllByTestId('console-entry')).toHaveLength(2);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('weather rain');
  });

  it('says the server is offline on a 503 and sends the command only once', async () => {
    asAdmin();
    let calls = 0;
    server.use(
      http.post('*/api/gameserver/command', () => {
        calls += 1;
        return offline();
      }),
    );
    renderRoute('/acp/server');
    const consoleBox = await section(t.console.heading);
    const input = within(consoleBox).getByRole('textbox', { name: new RegExp(t.console.command) });
    await userEvent.type(input, 'saveall');
    await userEvent.click(within(consoleBox).getByRole('button', { name: t.console.send }));
    expect(await within(consoleBox).findByRole('alert')).toHaveTextContent(t.actionOffline);
    expect(input).toHaveValue('saveall');
    expect(calls).toBe(1);
  });

  it('restarts only after the confirmation, shows the countdown and can call it off', async () => {
    asAdmin();
    renderRoute('/acp/server');
    const restart = await section(t.restart.heading);
    await userEvent.type(within(restart).getByRole('textbox', { name: /Grund/ }), 'Update auf 1.15');
    await userEvent.click(within(restart).getByRole('button', { name: t.restart.schedule }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.restart.confirmBody(10));
    await userEvent.click(within(dialog).getByRole('button', { name: t.restart.confirm }));
    expect(await within(restart).findByTestId('restart-scheduled')).toHaveTextContent('Update auf 1.15');
    expect(within(restart).getByRole('timer')).toHaveTextContent(/noch/);
    await userEvent.click(within(restart).getByRole('button', { name: t.restart.cancel }));
    expect(await within(restart).findByRole('button', { name: t.restart.schedule })).toBeInTheDocument();
  });

  it('saves settings and shows a 422 under its field', async () => {
    asAdmin();
    server.use(
      http.patch(
        '*/api/gameserver/settings',
        () =>
          HttpResponse.json(
            {
              type: '/problems/422',
              title: 'Eingabe ungültig',
              status: 422,
              errors: [{ field: 'serverName', message: 'Dieser Name ist vergeben.' }],
            },
            { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        { once: true },
      ),
    );
    renderRoute('/acp/server');
    const settings = await section(t.settings.heading);
    const name = await within(settings).findByRole('textbox', { name: t.settings.serverName });
    await userEvent.clear(name);
    await userEvent.type(name, 'LSRP Event');
    await userEvent.click(within(settings).getByRole('button', { name: t.settings.save }));
    expect(await within(settings).findByText('Dieser Name ist vergeben.')).toBeInTheDocument();
    expect(name).toHaveValue('LSRP Event');
    await userEvent.click(within(settings).getByRole('button', { name: t.settings.save }));
    expect(await screen.findByText(t.settings.saved)).toBeInTheDocument();
  });

  it('adds an account to the whitelist', async () => {
    asWhitelistAdmin();
    renderRoute('/acp/server');
    const list = await section(t.whitelist.heading);
    await userEvent.type(within(list).getByRole('textbox', { name: new RegExp(t.whitelist.userId) }), '987654');
    await userEvent.click(within(list).getByRole('button', { name: t.whitelist.add }));
    expect(await screen.findByText(t.whitelist.added)).toBeInTheDocument();
  });

  it('resets the whitelist only with a reason', async () => {
    asWhitelistAdmin();
    renderRoute('/acp/server');
    const list = await section(t.whitelist.heading);
    await userEvent.click(within(list).getByRole('button', { name: t.whitelist.reset }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.whitelist.reset }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Wipe nach Saisonende');
    await userEvent.click(within(dialog).getByRole('button', { name: t.whitelist.reset }));
    expect(await screen.findByText(t.whitelist.resetDone)).toBeInTheDocument();
  });

  it('shows a moderator the message form but no console, restart, settings or whitelist', async () => {
    setScenario('moderator');
    writeStored(acpRightsKey, {
      roles: ['Moderator'],
      rights: ['gameserver.view', 'gameserver.kick', 'gameserver.message', 'player.view', 'player.reports'],
    });
    renderRoute('/acp/server');
    expect(await section(t.broadcast.heading)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.console.heading })).toBeNull();
    expect(screen.queryByRole('region', { name: t.restart.heading })).toBeNull();
    expect(screen.queryByRole('region', { name: t.settings.heading })).toBeNull();
    expect(screen.queryByRole('region', { name: t.whitelist.heading })).toBeNull();
  });
});
