// vcom arrests [Festnahmen] (issue 24 point 5) at route level (MSW, the stateful vcom mock): the
// list with its filter, an arrest recorded on an approved warrant (the warrant is executed, the
// citizen no longer wanted, the offences in the record, the arrest in the history), a 422 under
// its field, a 500 and a reload that keep the input, confirming a warrant's execution, an early
// release by a supervisor, and the rights (a paramedic gets no arrest action, the mock's 403).
// Operations driven through the screens: listVcomArrests, getVcomArrest, arrestVcomCitizen,
// releaseVcomArrest, getVcomOrder, confirmVcomOrderExecution.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { arrestTexts as a } from '../../src/features/vcom/arrests/texts';
import { vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { addCrime, expectNotPermitted, label, main, open, problem } from '../utils/vcom';

const WARRANT = t.orderKinds.arrestWarrant;

describe('vcom arrests (/vcom?view=arrests)', () => {
  it('lists the arrests, filters by status and opens one', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    await user.click(within(drawer).getByRole('button', { name: t.caseViews.arrests }));
    const table = await main().findByRole('table', { name: a.list });
    expect(within(table).getByText('Lukas Wolf')).toBeInTheDocument();
    expect(within(table).getByText('STGB-242, STGB-223')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: a.status.inCustody }));
    expect(await main().findByText(a.empty)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: a.all }));
    await user.click(await main().findByRole('button', { name: /Festnahme von Lukas Wolf/ }));
    expect(await main().findByRole('heading', { level: 2, name: a.heading('Lukas Wolf') })).toBeInTheDocument();
    expect(main().getByText(/BTMG-29 Besitz von Betäubungsmitteln/)).toBeInTheDocument();
    expect(main().getByText(a.minutes(25))).toBeInTheDocument();
    // An officer without releasePrisoner does not see the release (and the arrest is served anyway).
    expect(main().queryByRole('button', { name: a.release })).toBeNull();
  });

  it('records an arrest on an approved warrant: the warrant is executed and the citizen no longer wanted', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=orders');
    await user.click(await main().findByRole('button', { name: a.arrestOn(WARRANT, 'Lena Fischer') }));
    expect(await main().findByRole('heading', { level: 2, name: a.formHeading })).toBeInTheDocument();
    expect(main().getByText(a.for('Lena Fischer'))).toBeInTheDocument();
    // The warrant's offence comes chosen, its prison time summed before sending.
    const chosen = await main().findByRole('region', { name: t.issue.chosen });
    expect(await within(chosen).findByText(/STGB-249 Raub/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('vcom-arrest-prison')).toHaveTextContent(a.minutes(40)));
    await user.type(main().getByLabelText(label(a.notes)), 'Am Hafen gestellt.');
    await user.click(main().getByRole('button', { name: a.submit }));
    expect(await main().findByRole('heading', { level: 2, name: a.heading('Lena Fischer') })).toBeInTheDocument();
    expect(main().getByText(a.status.inCustody)).toBeInTheDocument();
    expect(main().getByText(a.warrantNumber(1))).toBeInTheDocument();
    expect(main().getByText('Am Hafen gestellt.')).toBeInTheDocument();
    // The citizen file: no longer wanted, the offence in the record, the arrest in the history.
    await user.click(main().getByRole('button', { name: a.openFile }));
    expect(await main().findByRole('heading', { level: 2, name: 'Lena Fischer' })).toBeInTheDocument();
    const records = await main().findByRole('table', { name: t.file.records });
    expect(await within(records).findByText('STGB-249 Raub')).toBeInTheDocument();
    expect(main().queryByText(/Zur Fahndung ausgeschrieben/)).toBeNull();
    await user.click(main().getByRole('button', { name: t.auditTrail.show }));
    expect(await main().findByText('Festnahme erfasst: 40 Minuten Haft')).toBeInTheDocument();
    expect(main().getByText('Anordnung vollstreckt')).toBeInTheDocument();
    // The warrant left the active ones: it is executed.
    const order = (await (await fetch('http://localhost/api/vcom/police/orders/1')).json()) as { status: string };
    expect(order.status).toBe('executed');
  });

  it('a 422 shows under its field; a 500 and a reload keep what was typed', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await open('/vcom?view=arrests&new=1&citizen=1');
    expect(await main().findByText(a.for('Tom Becker'))).toBeInTheDocument();
    await addCrime(user, 'Diebstahl', 'Diebstahl');
    await waitFor(() => expect(screen.getByTestId('vcom-arrest-prison')).toHaveTextContent(a.minutes(10)));
    const minutes = main().getByLabelText(label(a.prisonMinutes));
    await user.type(minutes, '30');
    await user.type(main().getByLabelText(label(a.notes)), 'Auf frischer Tat.');
    server.use(
      http.post('*/api/vcom/police/arrests', () =>
        problem(422, { errors: [{ field: 'prisonMinutes', message: 'Zu lang für diesen Tatbestand.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: a.submit }));
    await waitFor(() => expect(minutes).toHaveAccessibleDescription('Zu lang für diesen Tatbestand.'));
    server.use(http.post('*/api/vcom/police/arrests', () => problem(500)));
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(main().getByRole('button', { name: a.submit }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(minutes).toHaveValue('20');
    expect(main().getByLabelText(label(a.notes))).toHaveValue('Auf frischer Tat.');
    // A reload: the draft brings everything back.
    first.unmount();
    await open('/vcom?view=arrests&new=1&citizen=1');
    expect(await main().findByLabelText(label(a.prisonMinutes))).toHaveValue('20');
    expect(main().getByLabelText(label(a.notes))).toHaveValue('Auf frischer Tat.');
    const chosen = main().getByRole('region', { name: t.issue.chosen });
    expect(await within(chosen).findByText(/STGB-242 Diebstahl/)).toBeInTheDocument();
  });

  it('confirms that a warrant was carried out', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await open('/vcom?view=orders');
    await user.click(await main().findByRole('button', { name: a.confirmExecutionFor(WARRANT, 'Lena Fischer') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(label(a.executionNote)), 'Durch Streife ADAM-12.');
    await user.click(within(dialog).getByRole('button', { name: a.confirmExecution }));
    expect(await main().findByText(t.orders.activeEmpty)).toBeInTheDocument();
    first.unmount();
    await open('/vcom?citizen=2');
    await main().findByRole('heading', { level: 2, name: 'Lena Fischer' });
    await waitFor(() => expect(main().queryByText(/Zur Fahndung ausgeschrieben/)).toBeNull());
  });

  it('a supervisor releases an inmate early with a reason', async () => {
    setScenario('policeApprover');
    const user = userEvent.setup();
    await open('/vcom?citizen=5');
    await main().findByRole('heading', { level: 2, name: 'Paul Hoffmann' });
    await user.click(main().getByRole('button', { name: a.record }));
    expect(await main().findByText(a.for('Paul Hoffmann'))).toBeInTheDocument();
    await addCrime(user, 'Hausfriedensbruch', 'Hausfriedensbruch');
    await user.click(main().getByRole('button', { name: a.submit }));
    expect(await main().findByRole('heading', { level: 2, name: a.heading('Paul Hoffmann') })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: a.release }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(label(a.releaseReason)), 'Kaution gezahlt.');
    await user.click(within(dialog).getByRole('button', { name: a.release }));
    expect(await main().findByText(a.status.released)).toBeInTheDocument();
    expect(main().getByText(/Vorzeitig entlassen: Kaution gezahlt\./)).toBeInTheDocument();
  });

  it('a paramedic gets no arrest action and no arrests view; the mock answers 403', async () => {
    setScenario('medic');
    // The arrest form's URL is not the paramedic's: a link to it is refused.
    await expectNotPermitted('/vcom?view=arrests&new=1&citizen=1');
    await open('/vcom?citizen=1');
    expect(await main().findByRole('heading', { level: 2, name: 'Tom Becker' })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: a.record })).toBeNull();
    const drawer = main().getByRole('navigation', { name: t.drawer.label });
    expect(within(drawer).queryByRole('button', { name: t.caseViews.arrests })).toBeNull();
    const answer = await fetch('http://localhost/api/vcom/police/arrests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ citizenId: 1, crimeIds: [8] }),
    });
    expect(answer.status).toBe(403);
  });
});
