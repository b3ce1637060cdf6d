// vcom tickets [Strafzettel] (issue 24 point 3) at route level (MSW, the stateful vcom mock): a
// ticket opened from the list, by its printed number and from the global search; corrected
// (an offence found by its code, the totals the sum of the offences, the change in the
// citizen's audit trail), a 422 under its field and a 500 that keeps the input; paid at the
// station; cancelled with a reason by a supervisor; the officer without cancelTicket sees no
// cancel action. Operations driven through the screens: getVcomTicket, getVcomTicketByNumber,
// editVcomTicket, cancelVcomTicket, markVcomTicketPaid, getVcomCrimeByCode.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ticketTexts as k } from '../../src/features/vcom/tickets/texts';
import { vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { label, main, money, open, problem } from '../utils/vcom';

const NUMBER = 'T-2026-00041';

async function openTicket() {
  const rendered = await open('/vcom?view=tickets&item=1');
  await main().findByRole('heading', { level: 2, name: k.heading(NUMBER) });
  return rendered;
}

describe('vcom tickets (/vcom?view=tickets&item=)', () => {
  it('opens a ticket from the list; an officer may correct and mark it paid, not cancel it', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=tickets');
    await user.click(await main().findByRole('button', { name: k.open(NUMBER) }));
    expect(await main().findByRole('heading', { level: 2, name: k.heading(NUMBER) })).toBeInTheDocument();
    expect(main().getByText(/STVO-3 Geschwindigkeitsüberschreitung innerorts/)).toBeInTheDocument();
    expect(main().getByText('Grove Street')).toBeInTheDocument();
    expect(main().getByRole('button', { name: k.edit })).toBeInTheDocument();
    expect(main().getByRole('button', { name: k.markPaid })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: k.cancel })).toBeNull();
    await user.click(main().getByRole('button', { name: k.back }));
    expect(await main().findByRole('table', { name: t.tickets.list })).toBeInTheDocument();
  });

  it('looks a ticket up by its number; an unknown number says so', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=tickets');
    const field = await main().findByLabelText(k.lookupLabel);
    await user.type(field, 'T-2026-99999');
    await user.click(main().getByRole('button', { name: k.lookupSubmit }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(k.lookupMissing('T-2026-99999')));
    expect(field).toHaveValue('T-2026-99999');
    await user.clear(field);
    await user.type(field, NUMBER.toLowerCase());
    await user.click(main().getByRole('button', { name: k.lookupSubmit }));
    expect(await main().findByRole('heading', { level: 2, name: k.heading(NUMBER) })).toBeInTheDocument();
  });

  it('the global search opens a ticket by its number', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom');
    await user.type(await main().findByRole('searchbox', { name: t.search.label }), NUMBER);
    await user.click(await main().findByRole('button', { name: new RegExp(NUMBER) }));
    expect(await main().findByRole('heading', { level: 2, name: k.heading(NUMBER) })).toBeInTheDocument();
  });

  it('corrects a ticket: an offence by its code, the totals are the sum, the change is in the audit trail', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await openTicket();
    await user.click(main().getByRole('button', { name: k.edit }));
    const search = await main().findByLabelText(t.issue.crimeSearch);
    await user.type(search, 'stvo-37');
    const hit = await main().findByRole('region', { name: k.codeFound });
    await user.click(within(hit).getByRole('button', { name: t.issue.add('Rotlichtverstoß') }));
    await waitFor(() => expect(screen.getByTestId('vcom-edit-total')).toHaveTextContent(money(550)));
    const location = main().getByLabelText(label(t.issue.location));
    await user.clear(location);
    await user.type(location, 'Grove Street / Ecke Forum Drive');
    await user.click(main().getByRole('button', { name: k.save }));
    expect(await screen.findByText(k.saved)).toBeInTheDocument();
    await waitFor(() => expect(main().getByText(/STVO-37 Rotlichtverstoß/)).toBeInTheDocument());
    expect(main().getByText('Grove Street / Ecke Forum Drive')).toBeInTheDocument();
    expect(main().getByText(money(550))).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.auditTrail.show }));
    expect(await main().findByText(`Strafzettel ${NUMBER} berichtigt`)).toBeInTheDocument();
  });

  it('a 422 shows under its field; a 500 keeps what was typed', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await openTicket();
    await user.click(main().getByRole('button', { name: k.edit }));
    const location = await main().findByLabelText(label(t.issue.location));
    await user.clear(location);
    await user.type(location, 'Irgendwo');
    server.use(
      http.patch('*/api/vcom/police/tickets/1', () =>
        problem(422, { errors: [{ field: 'location', message: 'Diesen Ort gibt es nicht.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: k.save }));
    await waitFor(() => expect(location).toHaveAccessibleDescription('Diesen Ort gibt es nicht.'));
    server.use(http.patch('*/api/vcom/police/tickets/1', () => problem(500)));
    await user.type(main().getByLabelText(label(t.issue.note)), 'Zeuge vor Ort.');
    await user.click(main().getByRole('button', { name: k.save }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(location).toHaveValue('Irgendwo');
    expect(main().getByLabelText(label(t.issue.note))).toHaveValue('Zeuge vor Ort.');
  });

  it('marks a ticket paid at the station after a confirmation', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await openTicket();
    await user.click(main().getByRole('button', { name: k.markPaid }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: k.markPaid }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await main().findByText(t.ticketStatus.paid)).toBeInTheDocument();
    expect(main().getByText(k.paidAt)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: k.edit })).toBeNull();
  });

  it('a supervisor cancels a ticket with a reason', async () => {
    setScenario('policeApprover');
    const user = userEvent.setup();
    await openTicket();
    await user.click(main().getByRole('button', { name: k.cancel }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(label(k.reason)), 'Falsche Person angehalten.');
    await user.click(within(dialog).getByRole('button', { name: k.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await main().findByText(t.ticketStatus.cancelled)).toBeInTheDocument();
    expect(main().getByText('Falsche Person angehalten.')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: k.cancel })).toBeNull();
  });
});
