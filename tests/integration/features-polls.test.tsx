// Polls at route level (MSW, stateful store): list, vote once, results, create, delete.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

// Pages, loaders and parts load on demand; the first import in a run can take a while.

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['polls.manage'] });
};

async function openFirstOpenPoll() {
  await userEvent.click(await screen.findByRole('button', { name: 'Offen' }));
  await waitFor(() => expect(screen.getAllByTestId('poll')[0]).toHaveTextContent('Offen'));
  const poll = screen.getAllByTestId('poll')[0] as HTMLElement;
  await userEvent.click(within(poll).getByRole('button', { name: 'Anzeigen' }));
  return poll;
}

describe('polls (/polls)', () => {
  it('lists open and closed polls; players see no create form', async () => {
    renderRoute('/polls');
    expect((await screen.findAllByTestId('poll')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Neue Umfrage' })).toBeNull();
  });

  it('votes once and shows the results as text', async () => {
    renderRoute('/polls');
    const poll = await openFirstOpenPoll();
    await userEvent.click(within(poll).getByRole('button', { name: 'Abstimmen' }));
    expect(await within(poll).findByText('Bitte wähle zuerst eine Antwort.')).toBeInTheDocument();
    await userEvent.click(within(poll).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(within(poll).getByRole('button', { name: 'Abstimmen' }));
    const results = await within(poll).findByTestId('poll-results');
    expect(results).toHaveTextContent(/Stimme.*%.*deine Wahl/);
    expect(within(poll).queryByRole('button', { name: 'Abstimmen' })).toBeNull();
  });

  it('says why when the vote is rejected', async () => {
    server.use(
      http.post('*/api/polls/:id/votes', () =>
        HttpResponse.json(
          { type: '/problems/409', title: 'Bereits abgestimmt', status: 409, detail: 'Du hast schon abgestimmt.' },
          { status: 409 },
        ),
      ),
    );
    renderRoute('/polls');
    const poll = await openFirstOpenPoll();
    await userEvent.click(within(poll).getAllByRole('radio')[0] as HTMLElement);
    await userEvent.click(within(poll).getByRole('button', { name: 'Abstimmen' }));
    expect(await within(poll).findByText('Du hast schon abgestimmt.')).toBeInTheDocument();
  });

  it('managers create a poll (with validation) and delete it', async () => {
    asAdmin();
    renderRoute('/polls');
    const form = (await screen.findByRole('heading', { name: 'Neue Umfrage' })).closest('section') as HTMLElement;
    await userEvent.type(within(form).getByRole('textbox', { name: /Frage/ }), 'Kurz');
    await userEvent.click(within(form).getByRole('button', { name: 'Umfrage erstellen' }));
    expect(await within(form).findByText('Mindestens 5 Zeichen (jetzt 4).')).toBeInTheDocument();
    expect(within(form).getAllByText('Leere Antworten bitte ausfüllen oder entfernen.')).toHaveLength(2);
    await userEvent.type(within(form).getByRole('textbox', { name: /Frage/ }), 'welle oder Strand?');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Antwort 1' }), 'Welle');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Antwort 2' }), 'Strand');
    await userEvent.click(within(form).getByRole('button', { name: 'Umfrage erstellen' }));
    const created = await screen.findByRole('heading', { name: 'Kurzwelle oder Strand?' });
    const card = created.closest('[data-testid="poll"]') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Anzeigen' }));
    await userEvent.click(await within(card).findByRole('button', { name: 'Umfrage löschen' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Umfrage löschen' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kurzwelle oder Strand?' })).toBeNull());
  });
});
