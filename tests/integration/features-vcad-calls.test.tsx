// More of the board at route level (MSW, the stateful vcad mock): a dispatcher reopens a closed
// call, which needs a reason (openVcadCall), and hands the board back (stopVcadDispatch); the
// history and the codes say when they are empty, and when loading fails they say so with
// "Erneut versuchen" and load on retry.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { vcadTexts as t } from '../../src/features/vcad/texts';
import { viewTexts } from '../../src/components/views/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const api = async (method: string, url: string) =>
  (await (await fetch(`http://localhost/api/vcad${url}`, { method })).json()) as Json;

/** Max with a dispatch account (team right "dispatch"), on duty at the LSPD's board. */
async function dispatchingLspd() {
  setScenario('admin');
  server.use(
    http.get('*/api/vcom/me', () =>
      HttpResponse.json({
        accounts: [
          {
            id: 7,
            staffId: 7,
            name: 'Max_Mustermann',
            team: 'dispatch',
            rankLevel: 3,
            rank: 'Disponent',
            locked: false,
            rights: ['dispatch'],
            createdAt: '2026-01-01T18:00:00Z',
          },
        ],
        rights: ['dispatch'],
        onDuty: true,
      }),
    ),
  );
  await api('POST', '/departments/1/dispatch');
}

const failing = (path: string) =>
  http.get(path, () =>
    HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
  );

// The page's chunk is compiled once before the first test, not inside its first wait.
beforeAll(() => import('../../src/features/vcad/vcad-page'), 60_000);

describe('vcad calls and views', () => {
  it('a dispatcher reopens a closed call only with a reason; the reason is in its history', async () => {
    await dispatchingLspd();
    const closed = (await api('GET', '/calls?departmentId=1&state=closed&limit=1')).items[0] as Json;
    renderRoute(`/vcad?view=history&dept=1&call=${closed.id}`);
    const panel = await screen.findByTestId('vcad-call');
    await userEvent.click(await within(panel).findByRole('button', { name: t.call.reopen }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.call.reopen }));
    expect(await within(dialog).findByText(viewTexts.reasonMissing)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: t.call.reopenReason }), 'Zeuge meldet sich');
    await userEvent.click(within(dialog).getByRole('button', { name: t.call.reopen }));
    await waitFor(() =>
      expect(within(panel).getByTestId('vcad-call-log')).toHaveTextContent('Wieder geöffnet: Zeuge meldet sich'),
    );
    expect((await api('GET', `/calls/${closed.id}`)).call.state).toBe('pending');
  });

  it('a dispatcher hands the board back: he no longer dispatches the LSMD afterwards', async () => {
    // Max is a dispatcher of the LSMD (where a colleague is on duty too).
    await dispatchingLspd();
    await api('POST', '/departments/2/dispatch');
    renderRoute('/vcad?dept=2');
    await screen.findByTestId('vcad-units');
    await waitFor(() => expect(screen.getByTestId('vcad-dispatchers')).toHaveTextContent('Max_Mustermann'));
    await userEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: t.stopDispatch }));
    await waitFor(() => expect(screen.getByTestId('vcad-dispatchers')).not.toHaveTextContent('Max_Mustermann'));
    expect((await api('GET', '/me')).dispatchingDepartmentIds).not.toContain(2);
    expect(await within(screen.getByRole('main')).findByRole('button', { name: t.startDispatch })).toBeInTheDocument();
  });

  it('the history says when nothing was found, and when loading failed, with a retry', async () => {
    setScenario('empty');
    renderRoute('/vcad?view=history&dept=1');
    expect(await screen.findByTestId('vcad-history-empty')).toHaveTextContent(t.history.empty);
    server.resetHandlers();
    setScenario('player');
    server.use(failing('*/api/vcad/calls'));
    await userEvent.type(screen.getByRole('searchbox', { name: t.history.search }), 'Pier');
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    server.resetHandlers();
    setScenario('player');
    await userEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull());
  });

  it('the codes say when there are none', async () => {
    setScenario('empty');
    renderRoute('/vcad?view=codes');
    expect((await screen.findAllByText(viewTexts.empty)).length).toBe(2);
  });

  it('failing codes show the error with "Erneut versuchen" and load on retry', async () => {
    setScenario('player');
    server.use(failing('*/api/vcad/tenCodes'));
    renderRoute('/vcad?view=codes');
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    server.resetHandlers();
    setScenario('player');
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: t.codes.ten })).toBeInTheDocument();
  });
});
