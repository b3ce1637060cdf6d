// The admin panel's crime factions (/acp/players?view=factions) and the live actions on one
// character (tab "Live" of /acp/players) at route level (issue 27 points 3, 4, 7): list, detail,
// rename, take in a member, dissolve after a confirmation, a 422 under its field, the moderator
// who is offered neither and whom the mock refuses all the same, a live message that lands in
// the admin log, a 503 that is said once and not sent again, and a 500 that keeps the input.
// Operations: listPlayerCrimeFactions, getPlayerCrimeFaction, listPlayerCrimeFactionMembers,
// addPlayerCrimeFactionMember, editPlayerCrimeFaction, deletePlayerCrimeFaction,
// addPlayerCrimeFaction, listPlayerCrimeFactionFeeSpots, listPlayerCrimeFactionGraffiti,
// sendGameserverMessage, teleportGameserverPlayer, getGameserverCharacter, editGameserverCharacter.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { crimeTexts as c, liveTexts as l } from '../../src/features/player/live-texts';
import { playerAdminTexts as t } from '../../src/features/player/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { adminLog } from '../../src/mocks/stateful/common/log';
import { players } from '../../src/mocks/stateful/player/world';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = (...rights: string[]) => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['player.view', ...rights] });
};
const asModerator = () => {
  setScenario('moderator');
  writeStored(acpRightsKey, {
    roles: ['Moderator'],
    rights: [
      'player.view',
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
const problemOf = (status: number, extra: Record<string, unknown> = {}) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: status === 503 ? 'Dienst nicht verfügbar' : 'Fehler', status, ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
const region = (name: string) => screen.findByRole('region', { name });
/** A character online under the test seed (the live actions answer 409 for others). */
const onlineId = () => Number(players().where((p) => p.online === true && p.playerId !== 1)[0]?.playerId);

describe('admin panel: crime factions and live actions', { timeout: 60_000 }, () => {
  it('lists the factions, opens one, renames it and takes in a member', async () => {
    asAdmin('player.crimeFactions');
    renderRoute('/acp/players?view=factions');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    const rows = await main.findAllByTestId('faction-row');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Grove Families', 'Ballas', 'Lost MC']);
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /Öffnen/ }));
    expect(await main.findByRole('heading', { level: 1, name: 'Grove Families' })).toBeInTheDocument();
    const members = await region(c.members.heading);
    expect(await within(members).findAllByTestId('faction-member')).toHaveLength(3);
    expect(await region(c.spots.heading)).toBeInTheDocument();

    const edit = await region(c.edit.heading);
    const name = within(edit).getByRole('textbox', { name: new RegExp(c.fields.name) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Grove Street Families');
    await userEvent.click(within(edit).getByRole('button', { name: c.edit.submit }));
    expect(await main.findByRole('heading', { level: 1, name: 'Grove Street Families' })).toBeInTheDocument();

    const add = await region(c.members.add);
    await userEvent.type(within(add).getByRole('textbox', { name: new RegExp(c.members.playerId) }), '4716');
    await userEvent.click(within(add).getByRole('button', { name: c.members.submit }));
    expect(await within(members).findByRole('group', { name: 'Paul_Hoffmann' })).toBeInTheDocument();
    const lines = adminLog()
      .all()
      .map((l) => String(l.action));
    expect(lines).toContain('In die Fraktion „Grove Street Families“ aufgenommen');
  });

  it("names a member's crime faction in the character's overview", async () => {
    asAdmin();
    renderRoute('/acp/players?player=4712');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lukas_Weber' })).toBeInTheDocument();
    expect(await screen.findByText('Grove Families')).toBeInTheDocument();
  });

  it('dissolves a faction only after the confirmation with a reason, and the admin log has it', async () => {
    asAdmin('player.crimeFactions');
    renderRoute('/acp/players?view=factions&faction=2');
    const main = within(await screen.findByRole('main'));
    await userEvent.click(await main.findByRole('button', { name: c.dissolve }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(c.dissolveTitle('Ballas'));
    // Without a reason nothing is sent: the dialog says what is missing.
    await userEvent.click(within(dialog).getByRole('button', { name: c.dissolve }));
    expect(await within(dialog).findByText(/Bitte ausfüllen|Mindestens/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Inaktiv seit Monaten.');
    await userEvent.click(within(dialog).getByRole('button', { name: c.dissolve }));
    expect(await main.findByRole('heading', { level: 1, name: c.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(main.getAllByTestId('faction-row').map((r) => r.getAttribute('aria-label'))).not.toContain('Ballas'),
    );
    expect(adminLog().all()[0]).toMatchObject({ action: 'Fraktion „Ballas“ aufgelöst' });
    expect(String(adminLog().all()[0]?.details)).toContain('Inaktiv seit Monaten.');
  });

  it('shows the server 422 under its field when founding a faction', async () => {
    asAdmin('player.crimeFactions');
    server.use(
      http.post(
        '*/api/player/admin/crimefactions',
        () => problemOf(422, { errors: [{ field: 'leaderId', message: 'Diese Person gibt es nicht.' }] }),
        { once: true },
      ),
    );
    renderRoute('/acp/players?view=factions');
    const found = await region(c.found.heading);
    await userEvent.type(within(found).getByRole('textbox', { name: new RegExp(`^${c.fields.name}`) }), 'Vagos Nord');
    const color = within(found).getByRole('textbox', { name: /Farbe/ });
    await userEvent.clear(color);
    await userEvent.type(color, '#f5c542');
    await userEvent.type(within(found).getByRole('textbox', { name: /Spieler-ID/ }), '999');
    await userEvent.click(within(found).getByRole('button', { name: c.found.submit }));
    expect(await within(found).findByText('Diese Person gibt es nicht.')).toBeInTheDocument();
    expect(within(found).getByRole('textbox', { name: new RegExp(`^${c.fields.name}`) })).toHaveValue('Vagos Nord');
  });

  it('offers a moderator neither factions nor live actions beyond the message, and the mock refuses them', async () => {
    asModerator();
    const { router } = renderRoute('/acp/players?view=factions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
    const refused = await fetch('http://localhost/api/player/admin/crimefactions/1', { method: 'DELETE' });
    expect(refused.status).toBe(403);
    const member = await fetch('http://localhost/api/player/crimefactions/1/members', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ playerId: 4716 }),
    });
    expect(member.status).toBe(403);
    const teleport = await fetch(`http://localhost/api/gameserver/players/${onlineId()}/teleport`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ target: 'admin' }),
    });
    expect(teleport.status).toBe(403);
  });

  it('shows a moderator on the live tab only the chat message', async () => {
    asModerator();
    renderRoute(`/acp/players?player=${onlineId()}&tab=live`);
    expect(await region(l.message.heading)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: l.values.heading })).toBeNull();
    expect(screen.queryByRole('region', { name: l.notify.heading })).toBeNull();
    expect(screen.queryByRole('button', { name: l.moves.toAdmin })).toBeNull();
    expect(screen.queryByRole('button', { name: t.views.factions })).toBeNull();
  });

  it('sends a chat message to an online character, and the admin log says so', async () => {
    asAdmin('gameserver.message', 'gameserver.teleport');
    renderRoute(`/acp/players?player=${onlineId()}&tab=live`);
    const form = await region(l.message.heading);
    await userEvent.type(
      within(form).getByRole('textbox', { name: new RegExp(l.message.text) }),
      'Bitte in den Support.',
    );
    await userEvent.click(within(form).getByRole('button', { name: l.message.send }));
    expect(await screen.findByText(l.message.sent)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: new RegExp(l.message.text) })).toHaveValue('');
    await waitFor(() =>
      expect(adminLog().all()[0]).toMatchObject({
        area: 'gameserver',
        right: 'gameserver.message',
        action: 'Nachricht gesendet.',
      }),
    );
  });

  it('says once that the server is offline and does not send the teleport again', async () => {
    asAdmin('gameserver.teleport');
    let calls = 0;
    server.use(
      http.post('*/api/gameserver/players/:playerId/teleport', () => {
        calls += 1;
        return problemOf(503);
      }),
    );
    renderRoute(`/acp/players?player=${onlineId()}&tab=live`);
    await userEvent.click(await screen.findByRole('button', { name: l.moves.toAdmin }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.actions.serverOffline);
    expect(calls).toBe(1);
  });

  it('asks the live values once when the server is offline', async () => {
    asAdmin('gameserver.editCharacter');
    let calls = 0;
    server.use(
      http.get('*/api/gameserver/characters/:playerId', () => {
        calls += 1;
        return problemOf(503);
      }),
    );
    renderRoute(`/acp/players?player=${onlineId()}&tab=live`);
    expect(await screen.findByText(l.values.error)).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('keeps the typed live values and reason when the server fails with 500', async () => {
    asAdmin('gameserver.editCharacter');
    server.use(http.patch('*/api/gameserver/characters/:playerId', () => problemOf(500), { once: true }));
    renderRoute(`/acp/players?player=${onlineId()}&tab=live`);
    const form = await region(l.values.heading);
    const health = within(form).getByRole('textbox', { name: new RegExp(l.values.health) });
    await userEvent.clear(health);
    await userEvent.type(health, '100');
    await userEvent.type(within(form).getByRole('textbox', { name: /Grund/ }), 'Bug beim Sturz');
    await userEvent.click(within(form).getByRole('button', { name: l.values.save }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(health).toHaveValue('100');
    expect(within(form).getByRole('textbox', { name: /Grund/ })).toHaveValue('Bug beim Sturz');
  });
});
