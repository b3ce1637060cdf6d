// Issue #27's last gaps in the admin panel at route level: pension and payday in a character's
// overview (the same figures as the character's own page), editing and deleting admin notes
// (confirmation, admin log, a 422 under its field, a 500 that keeps the input, a 403), and the
// views beside the search: the newest characters, the online positions and every ban with its
// state filter (a moderator without player.gps is sent to /notPermitted). Operations:
// getPlayerAdminDetails (pension, payday, recentPaydays), editPlayerAdminNote,
// deletePlayerAdminNote, listPlayerAdminNewest, listPlayerAdminOnlineGps, listPlayerAdminBans.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { playerAdminTexts as t } from '../../src/features/player/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { formatMoney } from '../../src/lib/format';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { adminLog } from '../../src/mocks/stateful/common/log';
import { paydaysOf, pensionOf } from '../../src/mocks/stateful/player/own';
import { players } from '../../src/mocks/stateful/player/world';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const n = t.notes;
const ADMIN_RIGHTS = ['player.view', 'player.notes', 'player.log', 'player.bans', 'player.gps'];
const asAdmin = (rights = ADMIN_RIGHTS) => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Administrator'], rights });
};
const asModerator = () => {
  setScenario('moderator');
  writeStored(acpRightsKey, { roles: ['Moderator'], rights: ['player.view', 'player.notes', 'player.bans'] });
};
const main = async () => within(await screen.findByRole('main'));
const problem = (status: number, title: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title, status, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
/** A character of the mock world with a seeded note. */
const withNote = () => players().where((p) => (p.notes as unknown[]).length > 0)[0];

describe('admin panel: #27 gaps (/acp/players)', { timeout: 60_000 }, () => {
  it("shows pension and paydays in the overview, as the character's own page has them", async () => {
    asAdmin();
    const p = players().all()[1];
    const id = Number(p?.playerId);
    renderRoute(`/acp/players?player=${id}`);
    const section = await screen.findByRole('region', { name: t.pension.heading });
    const pension = pensionOf(id);
    expect(
      within(section).getByText(t.pension.progressOf(pension.playTimeHours, pension.requiredPlayTimeHours)),
    ).toBeInTheDocument();
    expect(section.textContent).toContain(formatMoney(pension.contributionsPaid));
    const table = within(section).getByRole('region', { name: t.pension.recent });
    const newest = paydaysOf(id)[0];
    expect(within(table).getAllByRole('row')).toHaveLength(6); // header and five paydays
    expect(table.textContent).toContain(formatMoney(Number(newest?.total)));
  });

  it('edits a note, and the action log says so', async () => {
    asAdmin();
    const p = withNote();
    renderRoute(`/acp/players?player=${String(p?.playerId)}&tab=notes`);
    await userEvent.click(await screen.findByRole('button', { name: n.editLabel(1) }));
    const dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByRole('textbox', { name: /Notiz/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Verwarnung erledigt.');
    await userEvent.click(within(dialog).getByRole('button', { name: n.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Verwarnung erledigt.')).toBeInTheDocument();
    expect(adminLog().all()[0]).toMatchObject({ area: 'player', right: 'player.notes', action: 'Notiz bearbeitet' });
  });

  it('shows a 422 under the note field and keeps the text on a 500', async () => {
    asAdmin();
    server.use(
      http.patch(
        '*/api/player/admin/players/:playerId/notes/:noteId',
        () => problem(422, 'Eingabe ungültig', [{ field: 'text', message: 'Bitte sachlich formulieren.' }]),
        { once: true },
      ),
    );
    const p = withNote();
    renderRoute(`/acp/players?player=${String(p?.playerId)}&tab=notes`);
    await userEvent.click(await screen.findByRole('button', { name: n.editLabel(1) }));
    const dialog = await screen.findByRole('dialog');
    const text = within(dialog).getByRole('textbox', { name: /Notiz/ });
    await userEvent.clear(text);
    await userEvent.type(text, 'Depp.');
    await userEvent.click(within(dialog).getByRole('button', { name: n.save }));
    expect(await within(dialog).findByText('Bitte sachlich formulieren.')).toBeInTheDocument();
    server.use(http.patch('*/api/player/admin/players/:playerId/notes/:noteId', () => problem(500, 'Serverfehler')));
    await userEvent.click(within(dialog).getByRole('button', { name: n.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Serverfehler');
    expect(text).toHaveValue('Depp.');
  });

  it('deletes a note after a confirmation, and the admin log says so', async () => {
    asAdmin();
    const p = withNote();
    renderRoute(`/acp/players?player=${String(p?.playerId)}&tab=notes`);
    expect(await screen.findByTestId('player-note')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: n.removeLabel(1) }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Grund/ }), 'Doppelt angelegt.');
    await userEvent.click(within(confirm).getByRole('button', { name: n.remove }));
    expect(await screen.findByText(n.empty)).toBeInTheDocument();
    expect(adminLog().all()[0]).toMatchObject({
      area: 'player',
      action: 'Notiz gelöscht',
      details: 'Doppelt angelegt.',
    });
  });

  it('says why when the server refuses to delete a note (403), and offers no notes without the right', async () => {
    asAdmin();
    server.use(
      http.delete('*/api/player/admin/players/:playerId/notes/:noteId', () => problem(403, 'Keine Berechtigung')),
    );
    const p = withNote();
    const { unmount } = renderRoute(`/acp/players?player=${String(p?.playerId)}&tab=notes`);
    await userEvent.click(await screen.findByRole('button', { name: n.removeLabel(1) }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.type(within(confirm).getByRole('textbox', { name: /Grund/ }), 'Veraltet.');
    await userEvent.click(within(confirm).getByRole('button', { name: n.remove }));
    expect(await screen.findByText(/Keine Berechtigung|keine Berechtigung|nicht erlaubt/)).toBeInTheDocument();
    // The dialog stays with what was typed.
    expect(within(confirm).getByRole('textbox', { name: /Grund/ })).toHaveValue('Veraltet.');
    expect(screen.getByTestId('player-note')).toBeInTheDocument();
    unmount();
    asAdmin(['player.view']);
    renderRoute(`/acp/players?player=${String(p?.playerId)}&tab=notes`);
    expect(await screen.findByRole('heading', { level: 1, name: String(p?.name) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.tabs.notes })).toBeNull();
    expect(screen.queryByRole('button', { name: n.editLabel(1) })).toBeNull();
  });

  it('lists the newest characters, newest first, and opens one', async () => {
    asAdmin();
    renderRoute('/acp/players');
    await userEvent.click(await (await main()).findByRole('button', { name: t.views.newest }));
    expect(await screen.findByRole('heading', { level: 1, name: t.newest.title })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('player-row');
    const newest = [...players().all()].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))[0];
    expect(rows[0]).toHaveAttribute('aria-label', String(newest?.name));
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button'));
    expect(await screen.findByRole('heading', { level: 1, name: String(newest?.name) })).toBeInTheDocument();
  });

  it('shows the online positions in a table', async () => {
    asAdmin();
    renderRoute('/acp/players?view=positions');
    const table = await screen.findByRole('region', { name: t.positions.caption });
    const online = players().where((p) => p.online === true);
    expect(within(table).getAllByRole('row')).toHaveLength(Math.min(online.length, 20) + 1);
    expect(within(table).getByRole('button', { name: t.positions.open(String(online[0]?.name)) })).toBeInTheDocument();
  });

  it('filters every ban by its state and opens the bans of a person', async () => {
    asAdmin();
    renderRoute('/acp/players?view=bans');
    await waitFor(() => expect(screen.getAllByTestId('player-ban').length).toBeGreaterThanOrEqual(3));
    await userEvent.click(screen.getByRole('button', { name: t.bans.states.active }));
    await waitFor(() => expect(screen.getAllByTestId('player-ban')).toHaveLength(1));
    expect(screen.getByTestId('player-ban')).toHaveTextContent('Paul_Hoffmann');
    await userEvent.click(screen.getByRole('button', { name: t.allBans.open('Paul_Hoffmann') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paul_Hoffmann' })).toBeInTheDocument();
    expect(await screen.findByTestId('player-ban')).toHaveTextContent('Random Deathmatch');
  });

  it('keeps the page when a list view fails (500), with a retry', async () => {
    asAdmin();
    server.use(http.get('*/api/player/admin/bans', () => problem(500, 'Serverfehler')));
    renderRoute('/acp/players?view=bans&state=lifted');
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t.allBans.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.bans.states.lifted })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a moderator no online positions, and sends the view to /notPermitted', async () => {
    asModerator();
    renderRoute('/acp/players');
    const page = await main();
    expect(await page.findByRole('button', { name: t.views.bans })).toBeInTheDocument();
    expect(page.queryByRole('button', { name: t.views.positions })).toBeNull();
    const { router } = renderRoute('/acp/players?view=positions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
  });
});
