// The drafts of the admin panel's forms (issue 27, area-done point 3) at route level (MSW, the
// stateful mocks, scenario admin): what was typed survives a reload (the route rendered again),
// a dialog's draft belongs to its target and "Abbrechen" drops it, a successful send empties the
// form and removes its localStorage key. Forms driven: kick and ban (dialogs per character),
// rename (a dialog starting from the server's name), a note's edit, a stack's amount, the item
// for a vehicle's trunk and the trunk look-up, a report's escalation, the live tab's notification, waypoint,
// clipboard, live values and new owner, a crime faction's details, new member and a member's
// rank, founding a faction, the server console, restart, settings and whitelist entry, a
// whitelist entry's removal reason, and a weapon's state change.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gameserverTexts as g } from '../../src/features/gameserver/texts';
import { crimeTexts as c, liveTexts as l, liveVehicleTexts as v } from '../../src/features/player/live-texts';
import { playerAdminTexts as t, reportTexts as r } from '../../src/features/player/texts';
import { weaponTexts as w } from '../../src/features/weapon/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { itemsOf, players } from '../../src/mocks/stateful/player/world';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = (...rights: string[]) => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['player.view', ...rights] });
};
const region = (name: string) => screen.findByRole('region', { name });
/** A text field of `box` whose label starts with `label` (required fields carry a mark after it). */
const box = (within_: ReturnType<typeof within>, label: string) =>
  within_.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });
/** The localStorage keys that start with `prefix` (drafts over server values carry a hash after it). */
const keysStartingWith = (prefix: string) => Object.keys(localStorage).filter((k) => k.startsWith(prefix));
/** A character online under the test seed (the live actions answer 409 for others). */
const onlineId = () => Number(players().where((p) => p.online === true && p.playerId !== 1)[0]?.playerId);

/** Clicks the dialog's cancel button (the close button in its corner has the same name, no text). */
async function cancel(dialog: ReturnType<typeof within>, label: string) {
  const button = dialog.getAllByRole('button', { name: label }).find((b: HTMLElement) => b.textContent === label);
  await userEvent.click(button as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('alertdialog') ?? screen.queryByRole('dialog')).toBeNull());
}

async function openDialog(button: string, role: 'alertdialog' | 'dialog' = 'alertdialog') {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole(role));
}

describe('admin panel drafts', { timeout: 90_000 }, () => {
  it('the kick reason is kept per character across a reload; cancel drops it; a kick empties it', async () => {
    asAdmin('gameserver.kick');
    const id = onlineId();
    const path = `/acp/players?player=${id}`;
    const first = renderRoute(path);
    let dialog = await openDialog(t.actions.kick);
    await userEvent.type(box(dialog, t.actions.reason), 'Trolling im Chat');
    first.unmount();

    const second = renderRoute(path);
    dialog = await openDialog(t.actions.kick);
    expect(box(dialog, t.actions.reason)).toHaveValue('Trolling im Chat');
    // Another character has a draft of its own.
    expect(localStorage.getItem(`draft.acp.player.${id}.kick`)).not.toBeNull();
    expect(localStorage.getItem('draft.acp.player.4713.kick')).toBeNull();
    await cancel(dialog, t.actions.cancel);
    expect(localStorage.getItem(`draft.acp.player.${id}.kick`)).toBeNull();
    dialog = await openDialog(t.actions.kick);
    expect(box(dialog, t.actions.reason)).toHaveValue('');

    await userEvent.type(box(dialog, t.actions.reason), 'Trolling im Chat');
    await userEvent.click(dialog.getByRole('button', { name: t.actions.kick }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(localStorage.getItem(`draft.acp.player.${id}.kick`)).toBeNull();
    second.unmount();
  });

  it('the ban (kind and reason) and the rename survive a reload; cancel drops the rename', async () => {
    asAdmin('gameserver.ban', 'player.rename');
    const path = '/acp/players?player=4713&tab=bans';
    const first = renderRoute(path);
    const name = String(players().where((p) => p.playerId === 4713)[0]?.name);
    let dialog = await openDialog(t.actions.ban);
    await userEvent.click(dialog.getByRole('button', { name: t.actions.permanent }));
    await userEvent.type(box(dialog, t.actions.reason), 'Cheat-Software erkannt');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Escape is a cancel: the ban's draft is gone; type it again and leave the page instead.
    expect(localStorage.getItem('draft.acp.player.4713.ban')).toBeNull();
    dialog = await openDialog(t.actions.ban);
    await userEvent.click(dialog.getByRole('button', { name: t.actions.permanent }));
    await userEvent.type(box(dialog, t.actions.reason), 'Cheat-Software erkannt');
    first.unmount();

    const second = renderRoute(path);
    dialog = await openDialog(t.actions.ban);
    expect(dialog.queryByRole('textbox', { name: new RegExp(t.actions.hours) })).toBeNull();
    expect(box(dialog, t.actions.reason)).toHaveValue('Cheat-Software erkannt');
    await cancel(dialog, t.actions.cancel);

    dialog = await openDialog(t.record.rename);
    const newName = box(dialog, t.record.newName);
    expect(newName).toHaveValue(name);
    await userEvent.clear(newName);
    await userEvent.type(newName, 'Max_Neumann');
    await userEvent.type(box(dialog, t.actions.reason), 'Namensänderung beantragt');
    second.unmount();

    const third = renderRoute(path);
    dialog = await openDialog(t.record.rename);
    expect(box(dialog, t.record.newName)).toHaveValue('Max_Neumann');
    expect(box(dialog, t.actions.reason)).toHaveValue('Namensänderung beantragt');
    await cancel(dialog, t.actions.cancel);
    expect(keysStartingWith('draft.acp.player.4713.rename')).toEqual([]);
    dialog = await openDialog(t.record.rename);
    expect(box(dialog, t.record.newName)).toHaveValue(name);
    third.unmount();
  });

  it('the note edit, the item amount, the trunk item and look-up survive a reload; cancel drops the amount', async () => {
    asAdmin('player.notes', 'player.viewItems', 'player.editItems', 'gameserver.items', 'vehicle.viewItems');
    const notes = '/acp/players?player=4714&tab=notes';
    const first = renderRoute(notes);
    const edit = (await screen.findAllByRole('button', { name: /^Notiz \d+ bearbeiten$/ }))[0] as HTMLElement;
    const editLabel = edit.getAttribute('aria-label') ?? '';
    await userEvent.click(edit);
    let dialog = within(await screen.findByRole('dialog'));
    await userEvent.clear(box(dialog, t.notes.text));
    await userEvent.type(box(dialog, t.notes.text), 'Neu formuliert nach Rücksprache.');
    first.unmount();

    const second = renderRoute(notes);
    await userEvent.click(await screen.findByRole('button', { name: editLabel }));
    dialog = within(await screen.findByRole('dialog'));
    expect(box(dialog, t.notes.text)).toHaveValue('Neu formuliert nach Rücksprache.');
    await userEvent.click(dialog.getByRole('button', { name: t.notes.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Neu formuliert nach Rücksprache.')).toBeInTheDocument();
    expect(keysStartingWith('draft.acp.player.4714.note.')).toEqual([]);
    second.unmount();

    const owner = players().where((p) => p.playerId !== 1 && itemsOf(p).length > 0)[0];
    const items = `/acp/players?player=${String(owner?.playerId)}&tab=items`;
    const third = renderRoute(items);
    const table = await region(t.items.caption);
    const row = (await within(table).findAllByRole('row'))[1] as HTMLElement;
    const name = within(row).getAllByRole('cell')[0]?.textContent ?? '';
    const before = within(row).getAllByRole('cell')[2]?.textContent ?? '';
    await userEvent.click(within(row).getByRole('button', { name: t.items.change(name) }));
    dialog = within(await screen.findByRole('dialog'));
    await userEvent.clear(box(dialog, t.items.amount));
    await userEvent.type(box(dialog, t.items.amount), '7');
    await userEvent.type(box(dialog, t.items.reason), 'Zählfehler');
    third.unmount();

    const fourth = renderRoute(items);
    const row2 = (await within(await region(t.items.caption)).findAllByRole('row'))[1] as HTMLElement;
    await userEvent.click(within(row2).getByRole('button', { name: t.items.change(name) }));
    dialog = within(await screen.findByRole('dialog'));
    expect(box(dialog, t.items.amount)).toHaveValue('7');
    expect(box(dialog, t.items.reason)).toHaveValue('Zählfehler');
    await cancel(dialog, t.actions.cancel);
    await userEvent.click(within(row2).getByRole('button', { name: t.items.change(name) }));
    dialog = within(await screen.findByRole('dialog'));
    expect(box(dialog, t.items.amount)).toHaveValue(before.replace(/\D/g, ''));
    expect(box(dialog, t.items.reason)).toHaveValue('');
    await cancel(dialog, t.actions.cancel);
    fourth.unmount();

    const live = `/acp/players?player=${onlineId()}&tab=live`;
    const fifth = renderRoute(live);
    const trunkItem = within(await region(l.vehicleItem.heading));
    await userEvent.type(box(trunkItem, l.vehicleItem.vehicleId), '12');
    await userEvent.type(box(trunkItem, l.vehicleItem.reason), 'Ersatz');
    await userEvent.type(box(within(await region(v.trunkHeading)), v.vehicleId), '31');
    fifth.unmount();
    renderRoute(live);
    const trunkItem2 = within(await region(l.vehicleItem.heading));
    expect(box(trunkItem2, l.vehicleItem.vehicleId)).toHaveValue('12');
    expect(box(trunkItem2, l.vehicleItem.reason)).toHaveValue('Ersatz');
    // The trunk look-up keeps its typed vehicle id too.
    expect(box(within(await region(v.trunkHeading)), v.vehicleId)).toHaveValue('31');
  });

  it("a report's escalation note is kept per report across a reload and gone once escalated", async () => {
    asAdmin('player.reports');
    const card = () =>
      waitFor(() => {
        const found = screen.queryAllByTestId('player-report').find((c) => c.textContent?.includes('John_Doe'));
        expect(found).toBeDefined();
        return found as HTMLElement;
      });
    const first = renderRoute('/acp/reports');
    await userEvent.click(within(await card()).getByRole('button', { name: r.escalate }));
    let dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(box(dialog, r.note), 'Wiederholungstäter');
    first.unmount();

    renderRoute('/acp/reports');
    await userEvent.click(within(await card()).getByRole('button', { name: r.escalate }));
    dialog = within(await screen.findByRole('alertdialog'));
    expect(box(dialog, r.note)).toHaveValue('Wiederholungstäter');
    expect(keysStartingWith('draft.acp.report.')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: r.escalate }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(keysStartingWith('draft.acp.report.')).toEqual([]);
  });

  it("the live tab's forms survive a reload and are empty after sending", async () => {
    asAdmin(
      'gameserver.notify',
      'gameserver.waypoint',
      'gameserver.clipboard',
      'gameserver.vehicles',
      'gameserver.editCharacter',
    );
    const id = onlineId();
    const path = `/acp/players?player=${id}&tab=live`;
    const first = renderRoute(path);
    const notify = within(await region(l.notify.heading));
    await userEvent.click(notify.getByRole('button', { name: l.notify.kinds.warning }));
    await userEvent.type(box(notify, l.notify.title), 'Achtung');
    await userEvent.type(box(notify, l.notify.text), 'Server-Neustart in 5 Minuten');
    const waypoint = within(await region(l.waypoint.heading));
    await userEvent.type(box(waypoint, l.waypoint.x), '215,5');
    await userEvent.type(box(waypoint, l.waypoint.y), '-810');
    const clipboard = within(await region(l.clipboard.heading));
    await userEvent.type(box(clipboard, l.clipboard.text), 'discord.gg/beispiel');
    const owner = within(await region(v.ownerHeading));
    await userEvent.type(box(owner, v.vehicleId), '12');
    await userEvent.type(box(owner, v.reason), 'Verkauf bestätigt.');
    const values = within(await region(l.values.heading));
    const health = box(values, l.values.health);
    await userEvent.clear(health);
    await userEvent.type(health, '100');
    await userEvent.type(box(values, l.values.reason), 'Bug beim Sturz');
    first.unmount();

    renderRoute(path);
    const notify2 = within(await region(l.notify.heading));
    expect(box(notify2, l.notify.title)).toHaveValue('Achtung');
    expect(box(notify2, l.notify.text)).toHaveValue('Server-Neustart in 5 Minuten');
    expect(notify2.getByRole('button', { name: l.notify.kinds.warning })).toHaveAttribute('aria-pressed', 'true');
    const waypoint2 = within(await region(l.waypoint.heading));
    expect(box(waypoint2, l.waypoint.x)).toHaveValue('215,5');
    expect(box(waypoint2, l.waypoint.y)).toHaveValue('-810');
    const clipboard2 = within(await region(l.clipboard.heading));
    expect(box(clipboard2, l.clipboard.text)).toHaveValue('discord.gg/beispiel');
    const owner2 = within(await region(v.ownerHeading));
    expect(box(owner2, v.vehicleId)).toHaveValue('12');
    expect(box(owner2, v.reason)).toHaveValue('Verkauf bestätigt.');
    const values2 = within(await region(l.values.heading));
    expect(box(values2, l.values.health)).toHaveValue('100');
    expect(box(values2, l.values.reason)).toHaveValue('Bug beim Sturz');
    // Another character's forms have drafts of their own.
    expect(localStorage.getItem('draft.acp.live.clipboard.1')).toBeNull();

    await userEvent.click(clipboard2.getByRole('button', { name: l.clipboard.send }));
    expect(await screen.findByText(l.clipboard.sent)).toBeInTheDocument();
    expect(box(clipboard2, l.clipboard.text)).toHaveValue('');
    expect(localStorage.getItem(`draft.acp.live.clipboard.${id}`)).toBeNull();
    await userEvent.click(notify2.getByRole('button', { name: l.notify.send }));
    expect(await screen.findByText(l.notify.sent)).toBeInTheDocument();
    expect(box(notify2, l.notify.title)).toHaveValue('');
    expect(localStorage.getItem(`draft.acp.live.notify.${id}`)).toBeNull();
    await userEvent.click(values2.getByRole('button', { name: l.values.save }));
    expect(await screen.findByText(l.values.saved)).toBeInTheDocument();
    await waitFor(() => expect(box(values2, l.values.reason)).toHaveValue(''));
    expect(keysStartingWith(`draft.acp.live.values.${id}`)).toEqual([]);
  });

  it("a faction's details, new member and a member's rank, and the founding form survive a reload", async () => {
    asAdmin('player.crimeFactions');
    const path = '/acp/players?view=factions&faction=2';
    const first = renderRoute(path);
    const details = within(await region(c.edit.heading));
    const name = box(details, c.fields.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ballas Süd');
    const add = within(await region(c.members.add));
    await userEvent.type(box(add, c.members.playerId), '4712');
    const member = (await screen.findAllByTestId('faction-member'))[0] as HTMLElement;
    const memberName = member.getAttribute('aria-label') ?? '';
    const rank = within(member).getByRole('textbox', { name: c.members.rankLabel(memberName) });
    await userEvent.clear(rank);
    await userEvent.type(rank, '7');
    first.unmount();

    const second = renderRoute(path);
    const details2 = within(await region(c.edit.heading));
    expect(box(details2, c.fields.name)).toHaveValue('Ballas Süd');
    expect(box(within(await region(c.members.add)), c.members.playerId)).toHaveValue('4712');
    const member2 = (await screen.findAllByTestId('faction-member')).find(
      (m) => m.getAttribute('aria-label') === memberName,
    ) as HTMLElement;
    expect(within(member2).getByRole('textbox', { name: c.members.rankLabel(memberName) })).toHaveValue('7');
    await userEvent.click(within(member2).getByRole('button', { name: c.members.setRank }));
    expect(await screen.findByText(c.members.rankSaved)).toBeInTheDocument();
    await waitFor(() => expect(keysStartingWith('draft.acp.faction.2.rank.')).toEqual([]));
    await userEvent.click(details2.getByRole('button', { name: c.edit.submit }));
    expect(await screen.findByText(c.edit.done)).toBeInTheDocument();
    await waitFor(() => expect(keysStartingWith('draft.acp.faction.edit.2')).toEqual([]));
    second.unmount();

    const list = renderRoute('/acp/players?view=factions');
    await userEvent.type(box(within(await region(c.found.heading)), c.fields.name), 'Vagos Nord');
    list.unmount();
    renderRoute('/acp/players?view=factions');
    expect(box(within(await region(c.found.heading)), c.fields.name)).toHaveValue('Vagos Nord');
  });

  it("the server's console, restart, settings and whitelist forms survive a reload; a sent command is gone", async () => {
    setScenario('admin');
    writeStored(acpRightsKey, {
      roles: ['Administrator'],
      rights: [
        'gameserver.view',
        'gameserver.command',
        'gameserver.restart',
        'gameserver.settings',
        'gameserver.whitelist',
      ],
    });
    const first = renderRoute('/acp/server');
    const consoleBox = within(await region(g.console.heading));
    await userEvent.type(box(consoleBox, g.console.command), 'weather rain');
    const restart = within(await region(g.restart.heading));
    await userEvent.type(box(restart, g.restart.reason), 'Update 1.15');
    const settings = within(await region(g.settings.heading));
    const serverName = await settings.findByRole('textbox', { name: new RegExp(`^${g.settings.serverName}`) });
    await userEvent.clear(serverName);
    await userEvent.type(serverName, 'Testserver Nord');
    const whitelist = within(await region(g.whitelist.heading));
    await userEvent.type(box(whitelist, g.whitelist.userId), '4242');
    await userEvent.type(box(whitelist, g.whitelist.note), 'Streamer');
    const entry = (await whitelist.findAllByTestId('whitelist-entry'))[0] as HTMLElement;
    const account = entry.getAttribute('aria-label') ?? '';
    await userEvent.click(within(entry).getByRole('button', { name: g.whitelist.remove }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(box(dialog, g.whitelist.removeReason), 'Account verkauft');
    first.unmount();

    renderRoute('/acp/server');
    const console2 = within(await region(g.console.heading));
    expect(box(console2, g.console.command)).toHaveValue('weather rain');
    expect(box(within(await region(g.restart.heading)), g.restart.reason)).toHaveValue('Update 1.15');
    const settings2 = within(await region(g.settings.heading));
    expect(await settings2.findByRole('textbox', { name: new RegExp(`^${g.settings.serverName}`) })).toHaveValue(
      'Testserver Nord',
    );
    const whitelist2 = within(await region(g.whitelist.heading));
    expect(box(whitelist2, g.whitelist.userId)).toHaveValue('4242');
    expect(box(whitelist2, g.whitelist.note)).toHaveValue('Streamer');
    const entry2 = (await whitelist2.findAllByTestId('whitelist-entry')).find(
      (e) => e.getAttribute('aria-label') === account,
    ) as HTMLElement;
    await userEvent.click(within(entry2).getByRole('button', { name: g.whitelist.remove }));
    const dialog2 = within(await screen.findByRole('alertdialog'));
    expect(box(dialog2, g.whitelist.removeReason)).toHaveValue('Account verkauft');
    await cancel(dialog2, g.restart.cancelDialog);
    expect(keysStartingWith('draft.acp.server.whitelist.').filter((k) => k.endsWith('.remove'))).toEqual([]);

    await userEvent.click(console2.getByRole('button', { name: g.console.send }));
    expect(await console2.findByText('Wetter auf rain gesetzt.')).toBeInTheDocument();
    expect(box(console2, g.console.command)).toHaveValue('');
    expect(localStorage.getItem('draft.acp.server.console')).toBeNull();
    await userEvent.click(settings2.getByRole('button', { name: g.settings.save }));
    expect(await screen.findByText(g.settings.saved)).toBeInTheDocument();
    await waitFor(() => expect(keysStartingWith('draft.acp.server.settings')).toEqual([]));
  });

  it("a weapon's state change survives a reload and is back to the weapon's state after saving", async () => {
    asAdmin('weapon.search', 'weapon.edit');
    const first = renderRoute('/acp/weapons?q=Pistole');
    const row = (await screen.findAllByTestId('weapon-row'))[0] as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /öffnen/i }));
    await waitFor(() => expect(first.router.state.location.search).toHaveProperty('weapon'));
    const weapon = String((first.router.state.location.search as { weapon?: unknown }).weapon);
    const form = within(await region(w.change.heading));
    await userEvent.selectOptions(form.getByRole('combobox', { name: new RegExp(w.change.state) }), w.states.stolen);
    await userEvent.type(box(form, w.change.note), 'Als gestohlen gemeldet.');
    first.unmount();

    renderRoute(`/acp/weapons?q=Pistole&weapon=${weapon}`);
    const form2 = within(await region(w.change.heading));
    expect(form2.getByRole('combobox', { name: new RegExp(w.change.state) })).toHaveValue('stolen');
    expect(box(form2, w.change.note)).toHaveValue('Als gestohlen gemeldet.');
    await userEvent.click(form2.getByRole('button', { name: w.change.submit }));
    expect(await screen.findByText(w.change.saved)).toBeInTheDocument();
    await waitFor(() => expect(box(form2, w.change.note)).toHaveValue(''));
    expect(keysStartingWith(`draft.acp.weapon.state.${weapon}`)).toEqual([]);
  });
});
