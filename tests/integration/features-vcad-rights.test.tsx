// Who may open and take calls on the board (issue 26, "create by a unit when no dispatcher is on
// duty"): "Neuer Einsatz" for a unit follows the department setting unitsMayCreateCalls, the
// create form offers "my unit takes it" only while no dispatcher is on duty and the department
// lets units dispatch themselves, and the mock answers the same (403 / 409). The `unit` scenario
// is the police officer driving ADAM-12 in the LSPD, where nobody dispatches.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { vcadTexts as t } from '../../src/features/vcad/texts';
import { departments, dispatchers } from '../../src/mocks/stateful/vcad/world';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const LSPD = 1;
type Json = Record<string, unknown>;

function settingsOf(id: number): Json {
  const d = departments().get(id);
  if (!d) throw new Error(`no department ${id}`);
  return d._settings as Json;
}

/** Another person dispatches the LSPD (a colleague at the dispatch desk). */
const colleagueDispatches = () =>
  dispatchers().insert({
    player: { id: 31337, name: 'Lena_Lotse' },
    departmentId: LSPD,
    since: new Date().toISOString(),
  });

const createCall = async (extra: Json = {}) => {
  const res = await fetch('http://localhost/api/vcad/calls', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      departmentId: LSPD,
      type: 'trafficStop',
      priority: 'normal',
      title: 'Verkehrskontrolle',
      location: { street: 'Grove Street 1', x: 1, y: 2 },
      ...extra,
    }),
  });
  return { status: res.status, body: (await res.json()) as Json };
};

const openBoard = async () => {
  renderRoute('/vcad');
  await screen.findByTestId('vcad-units');
  // The own unit's panel is there once the team accounts are known.
  await screen.findByRole('group', { name: t.myUnit.status });
};

// The page's chunk is compiled once before the first test, not inside its first wait.
beforeAll(() => import('../../src/features/vcad/vcad-page'), 60_000);

describe('vcad rights: a unit opening and taking calls', () => {
  it('without a dispatcher a unit opens a call and may take it itself', async () => {
    setScenario('unit');
    await openBoard();
    expect(screen.getByTestId('vcad-dispatchers')).toHaveTextContent(t.dispatchers([]));
    await userEvent.click(screen.getByRole('button', { name: t.newCall }));
    expect(await screen.findByRole('checkbox', { name: t.create.selfAssign })).toBeChecked();
  });

  it('where units may not open calls, "Neuer Einsatz" is not offered and the mock refuses with 403', async () => {
    setScenario('unit');
    settingsOf(LSPD).unitsMayCreateCalls = false;
    await openBoard();
    expect(screen.queryByRole('button', { name: t.newCall })).toBeNull();
    expect((await createCall()).status).toBe(403);
  });

  it('while another dispatcher is on duty the form offers no self-assignment, and the mock answers 409 to one', async () => {
    setScenario('unit');
    colleagueDispatches();
    await openBoard();
    await waitFor(() => expect(screen.getByTestId('vcad-dispatchers')).toHaveTextContent('Lena_Lotse'));
    await userEvent.click(screen.getByRole('button', { name: t.newCall }));
    await screen.findByRole('textbox', { name: t.create.title });
    expect(screen.queryByRole('checkbox', { name: t.create.selfAssign })).toBeNull();
    const refused = await createCall({ selfAssign: true });
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Leitstelle im Dienst');
    // Without taking it the unit may still open the call; the dispatcher assigns it.
    const created = await createCall();
    expect(created.status).toBe(201);
    expect((created.body.call as Json).units).toEqual([]);
  });

  it('where units do not dispatch themselves, no self-assignment either: the mock answers 403', async () => {
    setScenario('unit');
    settingsOf(LSPD).selfDispatchWithoutDispatcher = false;
    await openBoard();
    await userEvent.click(screen.getByRole('button', { name: t.newCall }));
    await screen.findByRole('textbox', { name: t.create.title });
    expect(screen.queryByRole('checkbox', { name: t.create.selfAssign })).toBeNull();
    expect((await createCall({ selfAssign: true })).status).toBe(403);
  });
});
