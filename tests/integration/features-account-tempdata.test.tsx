// "An das Spiel senden" at route level (issue 29, /myCharacter?view=waypoints, tag common:
// createTempData, getTempData, setTempData, deleteTempData): the view loads empty, a waypoint is
// stored and its key shown, read back after a reload, changed (?key=), deleted after asking; a
// key that answers 404 leaves the list; a 403 on delete keeps the row; a 422 under its field, a
// 500 and a 429 keep what was typed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ownTexts } from '../../src/features/player/own/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const t = ownTexts.waypoints;
const problem = (status: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  HttpResponse.json({ type: `/problems/${status}`, title: 'Fehler', status, ...extra }, { status, headers });

async function fill(label: string, x: string, y: string) {
  const form = await screen.findByRole('form', { name: t.newHeading });
  const labelBox = within(form).getByRole('textbox', { name: new RegExp(t.label) });
  await userEvent.clear(labelBox);
  await userEvent.type(labelBox, label);
  await userEvent.clear(within(form).getByRole('textbox', { name: new RegExp(t.x) }));
  await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(t.x) }), x);
  await userEvent.clear(within(form).getByRole('textbox', { name: new RegExp(t.y) }));
  await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(t.y) }), y);
  return form;
}

async function storeOne(label: string, x: string, y: string) {
  const form = await fill(label, x, y);
  await userEvent.click(within(form).getByRole('button', { name: t.create }));
  const created = await screen.findByTestId('waypoint-created');
  const key = /wp_\w+/.exec(created.textContent ?? '')?.[0] ?? '';
  expect(key).toMatch(/^wp_\w{8}$/);
  return key;
}

describe('values sent to the game (/myCharacter?view=waypoints)', { timeout: 60_000 }, () => {
  it('loads empty, stores a waypoint with its key and expiry, and reads it back after a reload', async () => {
    const { unmount } = renderRoute('/myCharacter?view=waypoints');
    expect(await screen.findByRole('heading', { level: 2, name: t.listHeading })).toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent(t.empty);
    // The contract's rules and the form's own: nothing is sent while they fail.
    const form = await screen.findByRole('form', { name: t.newHeading });
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    expect(await within(form).findByText(t.labelMissing)).toBeInTheDocument();
    expect(within(form).getAllByText(t.notANumber)).toHaveLength(2);

    const key = await storeOne('Treffpunkt Werkstatt', '-1037', '2811');
    const row = await screen.findByTestId('waypoint-row');
    expect(within(row).getByTestId('waypoint-key')).toHaveTextContent(key);
    expect(row).toHaveTextContent('Treffpunkt Werkstatt');
    expect(row).toHaveTextContent(t.coordinates(-1037, 2811));
    expect(row).toHaveTextContent(/läuft ab \d{2}\.\d{2}\.\d{4}/);
    // The form is empty again for the next one.
    expect(within(form).getByRole('textbox', { name: new RegExp(t.label) })).toHaveValue('');

    unmount();
    renderRoute('/myCharacter?view=waypoints');
    const again = await screen.findByTestId('waypoint-row');
    await waitFor(() => expect(again).toHaveTextContent(t.coordinates(-1037, 2811)));
    expect(within(again).getByTestId('waypoint-key')).toHaveTextContent(key);
  });

  it('changes a stored waypoint in the URL (?key=) and deletes it after asking', async () => {
    const { router } = renderRoute('/myCharacter?view=waypoints');
    const key = await storeOne('Tankstelle', '100', '200');
    const row = await screen.findByTestId('waypoint-row');
    await userEvent.click(within(row).getByRole('button', { name: t.edit('Tankstelle') }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'waypoints', key }));
    const edit = await screen.findByRole('form', { name: t.editHeading(key) });
    const x = within(edit).getByRole('textbox', { name: new RegExp(t.x) });
    await waitFor(() => expect(x).toHaveValue('100'));
    await userEvent.clear(x);
    await userEvent.type(x, '150');
    await userEvent.click(within(edit).getByRole('button', { name: t.save }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('key'));
    await waitFor(() => expect(screen.getByTestId('waypoint-row')).toHaveTextContent(t.coordinates(150, 200)));

    // Delete: asks first; cancelling keeps it.
    await userEvent.click(
      within(screen.getByTestId('waypoint-row')).getByRole('button', { name: t.remove('Tankstelle') }),
    );
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(key);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('waypoint-row')).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByTestId('waypoint-row')).getByRole('button', { name: t.remove('Tankstelle') }),
    );
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(t.empty);
  });

  it('a link to a key this browser does not keep opens the new form', async () => {
    const { router } = renderRoute('/myCharacter?view=waypoints&key=wp_unbekannt');
    expect(await screen.findByRole('form', { name: t.newHeading })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('key'));
    expect(router.state.location.search).toMatchObject({ view: 'waypoints' });
  });

  it("a 403 on delete (another character's value) keeps the row and says why", async () => {
    renderRoute('/myCharacter?view=waypoints');
    await storeOne('Fremd', '5', '6');
    server.use(
      http.delete('*/api/common/tempData/:key', () =>
        problem(403, { title: 'Keine Berechtigung', detail: 'Dieser Wert gehört einem anderen Charakter.' }),
      ),
    );
    const row = await screen.findByTestId('waypoint-row');
    await userEvent.click(within(row).getByRole('button', { name: t.remove('Fremd') }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.confirm }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('anderen Charakter');
    expect(screen.getByTestId('waypoint-row')).toHaveTextContent('Fremd');
  });

  it('drops a key whose value has expired (404)', async () => {
    const { unmount } = renderRoute('/myCharacter?view=waypoints');
    await storeOne('Kurz', '1', '2');
    expect(await screen.findByTestId('waypoint-row')).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/common/tempData/:key', () => problem(404)));
    // The next visit reads it again and finds it gone.
    renderRoute('/myCharacter?view=waypoints');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(t.empty);
  });

  it('a 422 shows under its field; a 500 and a 429 keep what was typed', async () => {
    renderRoute('/myCharacter?view=waypoints');
    server.use(
      http.post('*/api/common/tempData', () =>
        problem(422, { errors: [{ field: 'ttlSeconds', message: 'Höchstens 24 Stunden.' }] }),
      ),
    );
    let form = await fill('Hafen', '-500', '-3000');
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    expect(await within(form).findByText('Höchstens 24 Stunden.')).toBeInTheDocument();

    server.use(
      http.post('*/api/common/tempData', () =>
        problem(422, { errors: [{ field: 'value', message: 'Dieser Ort liegt außerhalb der Karte.' }] }),
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    const label = within(form).getByRole('textbox', { name: new RegExp(t.label) });
    await waitFor(() => expect(label).toHaveAccessibleDescription('Dieser Ort liegt außerhalb der Karte.'));

    server.use(http.post('*/api/common/tempData', () => problem(500, { title: 'Serverfehler' })));
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Serverfehler');
    expect(label).toHaveValue('Hafen');
    expect(within(form).getByRole('textbox', { name: new RegExp(t.y) })).toHaveValue('-3000');

    server.use(http.post('*/api/common/tempData', () => problem(429, {}, { 'Retry-After': '30' })));
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(t.tooManyFor(30)));
    expect(label).toHaveValue('Hafen');

    server.resetHandlers();
    form = screen.getByRole('form', { name: t.newHeading });
    await userEvent.click(within(form).getByRole('button', { name: t.create }));
    expect(await screen.findByTestId('waypoint-created')).toBeInTheDocument();
    expect(await screen.findByTestId('waypoint-row')).toHaveTextContent('Hafen');
  });
});
