// The admin panel's actions that had no test (issue 27 audit): an item's amount change and its
// removal with a reason, a permanent ban, spectate, waypoint, clipboard and the dimension reset,
// a vehicle's trunk (add, list, remove with a reason) and its new owner, the weapon search by
// item, the whitelist's entry edit and removal with a reason and its search and page in the URL,
// a crime-faction member's rank and removal with a reason, the lists of every fee spot and graffiti, and the character's
// own weapons on /myCharacter. Operations: editPlayerAdminItem, removePlayerAdminItem,
// banGameserverPlayer (permanent), spectateGameserverPlayer, stopGameserverSpectate,
// notifyGameserverPlayer, setGameserverWaypoint,
// setGameserverClipboard, resetGameserverDimension, addGameserverVehicleItem (with its 422),
// listVehicleAdminItems, deleteGameserverVehicleItem, setGameserverVehicleOwner,
// findWeaponAdminByItem, editGameserverWhitelistEntry, removeGameserverWhitelistEntry,
// listGameserverWhitelist, editPlayerCrimeFactionMember, removePlayerCrimeFactionMember,
// listPlayerCrimeFeeSpots,
// listPlayerCrimeGraffiti, listWeaponOwn.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameserverTexts as g } from '../../src/features/gameserver/texts';
import { crimeTexts as c, liveTexts as l, liveVehicleTexts as v } from '../../src/features/player/live-texts';
import { ownTexts } from '../../src/features/player/own/texts';
import { playerAdminTexts as t } from '../../src/features/player/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { loadMockArea } from '../../src/mocks/generated';
import { server } from '../../src/mocks/node';
import { adminLog } from '../../src/mocks/stateful/common/log';
import { itemsOf, players } from '../../src/mocks/stateful/player/world';
import { vehicles } from '../../src/mocks/stateful/vehicle/world';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = (...rights: string[]) => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['player.view', ...rights] });
};
const region = (name: string) => screen.findByRole('region', { name });
const lastLog = () => adminLog().all()[0];
/** A character online under the test seed (the live actions answer 409 for others). */
const onlineId = () => Number(players().where((p) => p.online === true && p.playerId !== 1)[0]?.playerId);

describe('admin panel: the actions the audit found untested', { timeout: 60_000 }, () => {
  it("changes a stack's amount, then removes it with a reason that the admin log keeps", async () => {
    asAdmin('player.viewItems', 'player.editItems');
    const owner = players().where((p) => p.playerId !== 1 && itemsOf(p).length > 0)[0];
    renderRoute(`/acp/players?player=${String(owner?.playerId)}&tab=items`);
    expect(await screen.findByRole('heading', { level: 1, name: String(owner?.name) })).toBeInTheDocument();
    const table = await region(t.items.caption);
    const first = (await within(table).findAllByRole('row'))[1] as HTMLElement;
    const name = within(first).getAllByRole('cell')[0]?.textContent ?? '';
    await userEvent.click(within(first).getByRole('button', { name: t.items.change(name) }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: /Menge/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: t.items.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('7'));

    await userEvent.click(within(first).getByRole('button', { name: t.items.remove(name) }));
    const confirm = await screen.findByRole('alertdialog');
    // Without a reason nothing is sent.
    await userEvent.click(within(confirm).getByRole('button', { name: t.items.removeConfirm }));
    expect(await within(confirm).findByText(/Bitte ausfüllen|Mindestens/)).toBeInTheDocument();
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Grund/ }), 'Duplizierte Gegenstände.');
    await userEvent.click(within(confirm).getByRole('button', { name: t.items.removeConfirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(table).queryByText(name)).toBeNull());
    expect(lastLog()).toMatchObject({
      action: `7x ${name} aus dem Inventar genommen`,
      details: 'Duplizierte Gegenstände.',
    });
  });

  it('bans permanently with a reason: the ban has no end', async () => {
    asAdmin('player.bans', 'gameserver.ban');
    renderRoute('/acp/players?player=4713&tab=bans');
    await userEvent.click(await screen.findByRole('button', { name: t.actions.ban }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.actions.permanent }));
    expect(within(dialog).queryByRole('textbox', { name: /Dauer/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Cheat-Software erkannt');
    await userEvent.click(within(dialog).getByRole('button', { name: t.actions.banConfirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const ban = await screen.findByTestId('player-ban');
    expect(ban).toHaveTextContent('Cheat-Software erkannt');
    expect(ban).toHaveTextContent(/dauerhaft/i);
    expect(players().where((p) => p.playerId === 4713)[0]?.bans).toEqual(
      expect.arrayContaining([expect.objectContaining({ permanent: true, state: 'active' })]),
    );
  });

  it('spectates and stops, notifies, sets a waypoint and the clipboard, and resets the dimension after a confirmation', async () => {
    asAdmin(
      'gameserver.spectate',
      'gameserver.notify',
      'gameserver.waypoint',
      'gameserver.clipboard',
      'gameserver.resetDimension',
    );
    const id = onlineId();
    renderRoute(`/acp/players?player=${id}&tab=live`);
    await userEvent.click(await screen.findByRole('button', { name: l.moves.spectate }));
    await waitFor(() => expect(lastLog()?.action).toBe('Beobachtet.'));
    await userEvent.click(screen.getByRole('button', { name: l.moves.stopSpectate }));
    expect(await screen.findByText(l.moves.stopped)).toBeInTheDocument();

    const notify = await region(l.notify.heading);
    await userEvent.type(within(notify).getByRole('textbox', { name: new RegExp(l.notify.title) }), 'Serverhinweis');
    await userEvent.type(within(notify).getByRole('textbox', { name: /^Text/ }), 'Bitte melde dich im Support.');
    await userEvent.click(within(notify).getByRole('button', { name: l.notify.send }));
    await waitFor(() => expect(lastLog()?.action).toBe('Benachrichtigung gesendet.'));

    const waypoint = await region(l.waypoint.heading);
    await userEvent.type(within(waypoint).getByRole('textbox', { name: new RegExp(l.waypoint.x) }), '215.5');
    await userEvent.type(within(waypoint).getByRole('textbox', { name: new RegExp(l.waypoint.y) }), '-810');
    await userEvent.click(within(waypoint).getByRole('button', { name: l.waypoint.send }));
    await waitFor(() => expect(lastLog()?.action).toBe('Wegpunkt gesetzt.'));

    const clipboard = await region(l.clipboard.heading);
    await userEvent.type(
      within(clipboard).getByRole('textbox', { name: new RegExp(l.clipboard.text) }),
      'discord.gg/server',
    );
    await userEvent.click(within(clipboard).getByRole('button', { name: l.clipboard.send }));
    await waitFor(() => expect(lastLog()?.action).toBe('Zwischenablage gesetzt.'));

    await userEvent.click(screen.getByRole('button', { name: l.moves.resetDimension }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: l.moves.resetDimension }));
    await waitFor(() => expect(lastLog()?.action).toBe('In die offene Welt (Dimension 0) gesetzt.'));
  });

  it("lists a vehicle's trunk, removes a stack with a reason and hands the vehicle to a new owner", async () => {
    asAdmin('gameserver.items', 'gameserver.vehicles', 'vehicle.viewItems');
    await loadMockArea('vehicle');
    const vehicle = vehicles().where((x) => ((x.trunk as unknown[] | undefined) ?? []).length > 0)[0];
    const stack = (vehicle?.trunk as Array<{ name: string; amount: number }>)[0] as { name: string; amount: number };
    renderRoute(`/acp/players?player=${onlineId()}&tab=live`);
    const trunk = await region(v.trunkHeading);
    await userEvent.type(within(trunk).getByRole('textbox', { name: new RegExp(v.vehicleId) }), String(vehicle?.id));
    await userEvent.click(within(trunk).getByRole('button', { name: v.show }));
    const list = await region(v.caption(String(vehicle?.plate)));
    await userEvent.click(within(list).getAllByRole('button', { name: v.removeLabel(stack.name) })[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Grund/ }), 'Bug-Duplikat entfernt.');
    await userEvent.click(within(confirm).getByRole('button', { name: v.remove }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(lastLog()).toMatchObject({
      area: 'gameserver',
      action: `${stack.amount}x ${stack.name} aus dem Kofferraum von ${String(vehicle?.plate)} entfernt`,
      details: 'Bug-Duplikat entfernt.',
    });

    const owner = await region(v.ownerHeading);
    await userEvent.type(within(owner).getByRole('textbox', { name: new RegExp(v.vehicleId) }), String(vehicle?.id));
    await userEvent.type(within(owner).getByRole('textbox', { name: new RegExp(v.ownerId) }), '4712');
    await userEvent.type(within(owner).getByRole('textbox', { name: /Grund/ }), 'Verkauf bestätigt.');
    await userEvent.click(within(owner).getByRole('button', { name: v.ownerSend }));
    expect(await screen.findByText(v.ownerSent)).toBeInTheDocument();
    expect(vehicles().get(String(vehicle?.id))?.owner).toMatchObject({ id: 4712 });
    expect(lastLog()).toMatchObject({ action: `Fahrzeug ${String(vehicle?.plate)} umgeschrieben auf Lukas_Weber` });
  });

  it("puts an item into a vehicle's trunk: a 422 stays under its field with the input, then the trunk lists it", async () => {
    asAdmin('gameserver.items', 'vehicle.viewItems', 'player.editItems');
    await loadMockArea('vehicle');
    const vehicle = vehicles().where((x) => ((x.trunk as unknown[] | undefined) ?? []).length === 0)[0];
    const plate = String(vehicle?.plate);
    server.use(
      http.post(
        '*/api/gameserver/vehicles/:vehicleId/items',
        () =>
          HttpResponse.json(
            {
              type: '/problems/422',
              title: 'Eingabe ungültig',
              status: 422,
              errors: [{ field: 'amount', message: 'So viel passt gerade nicht hinein.' }],
            },
            { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        { once: true },
      ),
    );
    renderRoute(`/acp/players?player=${onlineId()}&tab=live`);
    // The (empty) trunk is shown first: the added stack has to appear in it.
    const trunk = await region(v.trunkHeading);
    await userEvent.type(within(trunk).getByRole('textbox', { name: new RegExp(v.vehicleId) }), String(vehicle?.id));
    await userEvent.click(within(trunk).getByRole('button', { name: v.show }));
    expect(await screen.findByText(v.empty(plate))).toBeInTheDocument();

    const form = await region(l.vehicleItem.heading);
    await userEvent.type(
      within(form).getByRole('textbox', { name: new RegExp(l.vehicleItem.vehicleId) }),
      String(vehicle?.id),
    );
    await within(form).findByRole('option', { name: 'Verbandskasten' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Gegenstand/ }), 'Verbandskasten');
    const amount = within(form).getByRole('textbox', { name: new RegExp(`^${l.vehicleItem.amount}`) });
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.type(within(form).getByRole('textbox', { name: /Grund/ }), 'Ersatz für Bug-Verlust.');
    await userEvent.click(within(form).getByRole('button', { name: l.vehicleItem.send }));
    expect(await within(form).findByText('So viel passt gerade nicht hinein.')).toBeInTheDocument();
    expect(amount).toHaveValue('3');
    expect(within(form).getByRole('combobox', { name: /Gegenstand/ })).toHaveValue('3');
    expect(within(form).getByRole('textbox', { name: /Grund/ })).toHaveValue('Ersatz für Bug-Verlust.');

    await userEvent.click(within(form).getByRole('button', { name: l.vehicleItem.send }));
    expect(await screen.findByText(l.vehicleItem.sent)).toBeInTheDocument();
    const list = await region(v.caption(plate));
    expect(within(list).getByRole('cell', { name: 'Verbandskasten' })).toBeInTheDocument();
    expect(amount).toHaveValue('1');
    expect(within(form).getByRole('textbox', { name: /Grund/ })).toHaveValue('');
    expect(lastLog()).toMatchObject({
      area: 'gameserver',
      action: `3x Verbandskasten in den Kofferraum von ${plate} gelegt`,
      details: 'Ersatz für Bug-Verlust.',
    });
  });

  it('finds a weapon by the item that holds it', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['weapon.search'] });
    // Inventory entry 90230 holds the contract's example weapon in every seed.
    renderRoute('/acp/weapons?by=item&q=90230');
    const rows = await screen.findAllByTestId('weapon-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.getAttribute('aria-label')).toBe('AB-123456');
  });

  it('pauses a whitelist entry, removes one with a reason, and keeps search and page in the URL', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['gameserver.view', 'gameserver.whitelist'] });
    const { router } = renderRoute('/acp/server');
    const list = await region(g.whitelist.heading);
    const entry = (await within(list).findAllByTestId('whitelist-entry'))[0] as HTMLElement;
    const account = entry.getAttribute('aria-label') ?? '';
    const toggle = within(entry).getByRole('button', { name: /Sperren|Zulassen/ });
    const before = toggle.textContent;
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(
        within(within(list).getByRole('article', { name: account })).getByRole('button', { name: /Sperren|Zulassen/ }),
      ).not.toHaveTextContent(String(before)),
    );

    await userEvent.click(
      within(within(list).getByRole('article', { name: account })).getByRole('button', { name: g.whitelist.remove }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Grund/ }), 'Konto verkauft.');
    await userEvent.click(within(confirm).getByRole('button', { name: g.whitelist.remove }));
    await waitFor(() => expect(within(list).queryByRole('article', { name: account })).toBeNull());
    expect(lastLog()).toMatchObject({ area: 'gameserver', details: 'Konto verkauft.' });

    await userEvent.type(within(list).getByRole('searchbox'), 'a');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'a' }));
  });

  it('opens the whitelist with the search the URL names', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['gameserver.view', 'gameserver.whitelist'] });
    const first = renderRoute('/acp/server');
    const names = (await within(await region(g.whitelist.heading)).findAllByTestId('whitelist-entry')).map(
      (e) => e.getAttribute('aria-label') ?? '',
    );
    first.unmount();
    const wanted = names[names.length - 1] ?? '';
    renderRoute(`/acp/server?q=${encodeURIComponent(wanted)}`);
    const list = await region(g.whitelist.heading);
    expect(within(list).getByRole('searchbox')).toHaveValue(wanted);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('whitelist-entry')
          .map((e) => e.getAttribute('aria-label')),
      ).toEqual([wanted]),
    );
  });

  it("sets a member's rank, and lists every fee spot and graffiti", async () => {
    asAdmin('player.crimeFactions');
    const first = renderRoute('/acp/players?view=factions');
    expect(await region(c.spots.allHeading)).toBeInTheDocument();
    expect(await within(await region(c.spots.allHeading)).findAllByRole('listitem')).not.toHaveLength(0);
    const graffiti = await region(c.graffiti.allHeading);
    await waitFor(() => expect(within(graffiti).queryByText(c.graffiti.empty)).toBeNull());
    first.unmount();

    renderRoute('/acp/players?view=factions&faction=1');
    const member = (await screen.findAllByTestId('faction-member'))[0] as HTMLElement;
    const name = member.getAttribute('aria-label') ?? '';
    const rank = within(member).getByRole('textbox', { name: c.members.rankLabel(name) });
    await userEvent.clear(rank);
    await userEvent.type(rank, '9');
    await userEvent.click(within(member).getByRole('button', { name: c.members.setRank }));
    expect(await screen.findByText(c.members.rankSaved)).toBeInTheDocument();

    // A member who leads nothing is taken out with a reason, which the admin log keeps.
    const plain = screen
      .getAllByTestId('faction-member')
      .find((m) => !m.textContent?.includes(c.members.leaderBadge)) as HTMLElement;
    const out = plain.getAttribute('aria-label') ?? '';
    await userEvent.click(within(plain).getByRole('button', { name: c.members.remove }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Grund/ }), 'Hat das Projekt verlassen.');
    await userEvent.click(within(confirm).getByRole('button', { name: c.members.remove }));
    await waitFor(() =>
      expect(screen.getAllByTestId('faction-member').map((m) => m.getAttribute('aria-label'))).not.toContain(out),
    );
    expect(lastLog()).toMatchObject({ details: 'Hat das Projekt verlassen.' });
    await waitFor(() =>
      expect(
        screen.getAllByTestId('faction-member').find((m) => m.getAttribute('aria-label') === name),
      ).toHaveTextContent(/Rang 9|9/),
    );
  });

  it("shows the character's own weapons on /myCharacter", async () => {
    renderRoute('/myCharacter');
    const card = await region(ownTexts.weapons.heading);
    await waitFor(() =>
      expect(
        within(card).queryAllByRole('row').length > 1 || within(card).queryByText(ownTexts.weapons.empty) !== null,
      ).toBe(true),
    );
  });
});
