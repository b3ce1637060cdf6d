// The player detail's record changes at route level (issue 27): rename with a reason (a taken
// name answers under the field), admin flag, casino ban and its lifting, prison time, the live
// position on demand, a 500 that keeps the typed reason, and a moderator who is offered none of
// it. Operations: renamePlayer, setPlayerAdminFlag, banPlayerCasino, unbanPlayerCasino,
// setPlayerAdminPrisonTime, getPlayerAdminGps.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { playerAdminTexts as t } from '../../src/features/player/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { players } from '../../src/mocks/stateful/player/world';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const r = t.record;
const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, {
    roles: ['Administrator'],
    rights: ['player.view', 'player.rename', 'player.adminFlag', 'player.casinoBan', 'player.prison', 'player.gps'],
  });
};
const dialogDo = async (button: string, fill: Record<string, string>, confirm = button) => {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('alertdialog');
  for (const [label, value] of Object.entries(fill)) {
    const box = within(dialog).getByRole('textbox', { name: new RegExp(label) });
    await userEvent.clear(box);
    await userEvent.type(box, value);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
};

describe('admin panel: a character record (/acp/players?player=)', { timeout: 60_000 }, () => {
  it('renames with a reason and says under the field when the name is taken', async () => {
    asAdmin();
    const [first, second] = players().all();
    renderRoute(`/acp/players?player=${String(first?.playerId)}`);
    expect(await screen.findByRole('heading', { level: 1, name: String(first?.name) })).toBeInTheDocument();
    const dialog = await dialogDo(r.rename, { 'Neuer Name': String(second?.name), Grund: 'Namensregel' });
    expect(await within(dialog).findByText('Diesen Namen trägt schon jemand.')).toBeInTheDocument();
    const box = within(dialog).getByRole('textbox', { name: /Neuer Name/ });
    await userEvent.clear(box);
    await userEvent.type(box, 'Neu_Name');
    await userEvent.click(within(dialog).getByRole('button', { name: r.rename }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neu_Name' })).toBeInTheDocument();
  });

  it('sets the admin flag, bans from the casino and lifts the ban', async () => {
    asAdmin();
    const p = players().where((x) => x.admin !== true)[0];
    renderRoute(`/acp/players?player=${String(p?.playerId)}`);
    await screen.findByRole('heading', { level: 1, name: String(p?.name) });
    await dialogDo(r.setAdmin, { Grund: 'Admin-Dienst' });
    expect(await screen.findByRole('button', { name: r.clearAdmin })).toBeInTheDocument();
    await dialogDo(r.casinoBan, { Dauer: '14', Grund: 'Spielsucht-Verdacht' });
    expect(await screen.findByText(t.overview.casinoBanned('Spielsucht-Verdacht'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: r.casinoUnban }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: r.casinoUnban }));
    expect(await screen.findByRole('button', { name: r.casinoBan })).toBeInTheDocument();
  });

  it('sets the prison time with a reason', async () => {
    asAdmin();
    const p = players().all()[1];
    renderRoute(`/acp/players?player=${String(p?.playerId)}`);
    await screen.findByRole('heading', { level: 1, name: String(p?.name) });
    await dialogDo(r.prison, { Minuten: '30', Grund: 'Flucht vor der Polizei' }, r.confirm);
    expect(await screen.findByText(t.overview.prisonLeft(30))).toBeInTheDocument();
  });

  it('shows the live position of an online character on demand', async () => {
    asAdmin();
    const online = players().where((x) => x.online === true)[0];
    renderRoute(`/acp/players?player=${String(online?.playerId)}`);
    await userEvent.click(await screen.findByRole('button', { name: r.positionShow }));
    expect(await screen.findByTestId('player-gps')).toHaveTextContent(r.position);
  });

  it('keeps the typed reason when the server answers 500', async () => {
    asAdmin();
    server.use(
      http.put('*/api/player/admin/players/:playerId/prisonTime', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    const p = players().all()[2];
    renderRoute(`/acp/players?player=${String(p?.playerId)}`);
    const dialog = await dialogDo(r.prison, { Minuten: '5', Grund: 'Zu früh entlassen' }, r.confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Serverfehler');
    expect(within(dialog).getByRole('textbox', { name: /Grund/ })).toHaveValue('Zu früh entlassen');
  });

  it('offers a moderator none of the record changes', async () => {
    setScenario('moderator');
    writeStored(acpRightsKey, { roles: ['Moderator'], rights: ['player.view', 'player.notes', 'gameserver.kick'] });
    renderRoute('/acp/players?player=4716');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paul_Hoffmann' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: t.actions.kick })).toBeInTheDocument());
    for (const name of [r.rename, r.setAdmin, r.clearAdmin, r.casinoBan, r.prison, r.positionShow])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
