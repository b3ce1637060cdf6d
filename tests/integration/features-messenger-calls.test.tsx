// The messenger's call log at route level (MSW, stateful mock
// src/mocks/stateful/messenger/calls.ts): the calls of the chosen SIM with contact names and
// results, clearing after a confirmation, and a failed clear that keeps the log.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsTexts as t } from '../../src/features/messenger/calls/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

describe('messenger calls (/messenger?tab=calls)', () => {
  it('shows the calls of the SIM with contact names and results, and switches with the SIM', async () => {
    const { router } = renderRoute('/messenger?tab=calls');
    const list = await screen.findByTestId('call-list', {}, { timeout: 20_000 });
    const calls = within(list).getAllByTestId('call');
    expect(calls[0]).toHaveTextContent('Lea Schmidt');
    expect(calls[0]).toHaveTextContent(t.results.missed);
    expect(calls.find((c) => /5550199/.test(c.textContent ?? ''))).toHaveTextContent(t.results.declined);
    expect(calls.find((c) => /Jonas Keller/.test(c.textContent ?? ''))).toHaveTextContent(t.results.busy);

    await userEvent.click(screen.getByRole('button', { name: /Arbeit.*5559876/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'calls', sim: 2 }));
    await waitFor(() => expect(screen.getAllByTestId('call')[0]).toHaveTextContent('Werkstatt Kowalski'));
  }, 90_000);

  it('clears the log after a confirmation; a failed clear (500) keeps it', async () => {
    let fail = true;
    server.use(
      http.delete('*/api/messenger/sims/:telnumberId/calls', () =>
        fail
          ? HttpResponse.json(
              { type: '/problems/500', title: 'Serverfehler', status: 500, detail: 'Kaputt.' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    renderRoute('/messenger?tab=calls');
    await screen.findByTestId('call-list', {}, { timeout: 20_000 });
    const count = screen.getAllByTestId('call').length;
    await userEvent.click(screen.getByRole('button', { name: t.clear }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(t.clearTitle('Privat'));
    await userEvent.click(within(dialog).getAllByRole('button', { name: t.cancel })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByTestId('call')).toHaveLength(count);

    await userEvent.click(screen.getByRole('button', { name: t.clear }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.clear }));
    expect(await screen.findByText('Kaputt.')).toBeInTheDocument();
    expect(screen.getAllByTestId('call')).toHaveLength(count);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t.clear }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.clear }));
    expect(await screen.findByTestId('calls-empty')).toHaveTextContent(t.empty);
  }, 90_000);
});
