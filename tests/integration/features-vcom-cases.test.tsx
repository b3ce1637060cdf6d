// vcom cases [Akten] and orders [Haftbefehle] at route level (MSW, the stateful vcom mock): the
// case list with its filter, a case with journal, persons, notes and history, a new case with a
// suspect from the look-up, an edit against a stale version (412: both versions side by side,
// nothing typed lost), a 409, a 422 under its field, a 500 that keeps the input, the team rights
// (no archive without archiveCase, no cases for a paramedic, no approving for an officer) and a
// warrant requested by an officer and approved by a supervisor. Operations these tests drive
// through the screens: listVcomCases, getVcomCase, openVcomCase, editVcomCase, closeVcomCase,
// listVcomCaseEntries, addVcomCaseEntry, listVcomCasePersons, addVcomCasePerson,
// listVcomCaseEvidence, listVcomCaseNotes, addVcomCaseNote, listVcomCaseAudit,
// listVcomCitizenAudit, createVcomOrder, listVcomPendingOrders, approveVcomOrder,
// rejectVcomOrder, listVcomActiveWarrants.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { conflictTexts } from '../../src/components/form/conflict-texts';
import { vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, field, main, open, problem } from '../utils/vcom';

const titleField = () => field(t.cases.title);

async function openCase(user: ReturnType<typeof userEvent.setup>, number: string, title: string) {
  await user.click(await main().findByRole('button', { name: t.cases.open(number) }));
  await main().findByRole('heading', { level: 2, name: title });
}

describe('vcom cases and orders (/vcom?view=cases, ?view=orders)', () => {
  it('lists the cases, filters by status and opens one with its journal, persons and history', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases');
    const table = await main().findByRole('table', { name: t.cases.list });
    expect(within(table).getByText('A-2026-0117')).toBeInTheDocument();
    expect(within(table).getByText('A-2026-0098')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.caseStatus.closed }));
    await waitFor(() =>
      expect(within(main().getByRole('table', { name: t.cases.list })).queryByText('A-2026-0117')).toBeNull(),
    );
    await user.click(main().getByRole('button', { name: t.cases.all }));
    await openCase(user, 'A-2026-0117', 'Bankraub Fleeca Legion Square');
    expect(await main().findByText(/Das Taxi wurde später verlassen/)).toBeInTheDocument();
    const persons = await main().findByRole('list', { name: t.casePersons.heading });
    expect(within(persons).getByRole('button', { name: t.casePersons.openFile('Lena Fischer') })).toBeInTheDocument();
    expect(await main().findByText(/Bargeld in Sporttasche/)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.auditTrail.show }));
    expect(await main().findByText('Akte A-2026-0117 angelegt')).toBeInTheDocument();
    expect(main().getByText('Status: offen → in Bearbeitung')).toBeInTheDocument();
  });

  it('adds a note and a journal entry; the history names them', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases&case=2');
    await main().findByRole('heading', { level: 2, name: 'Drogenhandel Grove Street' });
    await user.type(field(t.caseNotes.text), 'Observation ab 22 Uhr.');
    await user.click(main().getByRole('button', { name: t.caseNotes.add }));
    const notes = await main().findByRole('list', { name: t.caseNotes.heading });
    expect(await within(notes).findByText('Observation ab 22 Uhr.')).toBeInTheDocument();
    await user.type(field(t.journal.text), 'Zeugin befragt.');
    await user.click(main().getByRole('button', { name: t.journal.add }));
    expect(await main().findByText('Zeugin befragt.')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.auditTrail.show }));
    expect(await main().findByText('Notiz hinzugefügt')).toBeInTheDocument();
    expect(main().getByText('Eintrag im Journal')).toBeInTheDocument();
  });

  it('opens a new case with a suspect from the look-up; the suspect is linked', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases');
    await user.click(await main().findByRole('button', { name: t.cases.new }));
    await main().findByRole('heading', { level: 2, name: t.caseForm.heading });
    await user.type(titleField(), 'Einbruch Juwelier Vinewood');
    await user.type(main().getByLabelText(t.caseForm.suspects), 'Weber');
    await user.click(await main().findByRole('button', { name: t.casePersons.add('Jonas Weber') }));
    expect(main().getByRole('list', { name: t.caseForm.suspects })).toHaveTextContent('Jonas Weber');
    await user.click(main().getByRole('button', { name: t.caseForm.submit }));
    expect(await screen.findByText(t.caseForm.created('A-2026-0122'))).toBeInTheDocument();
    await main().findByRole('heading', { level: 2, name: 'Einbruch Juwelier Vinewood' });
    const persons = await main().findByRole('list', { name: t.casePersons.heading });
    expect(within(persons).getByText(t.personRoles.suspect)).toBeInTheDocument();
    expect(within(persons).getByRole('button', { name: t.casePersons.openFile('Jonas Weber') })).toBeInTheDocument();
  });

  it('keeps the new case on a 500 and shows a 422 under its field', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases&new=1');
    await main().findByRole('heading', { level: 2, name: t.caseForm.heading });
    await user.type(titleField(), 'Schießerei am Pier');
    server.use(http.post('*/api/vcom/police/cases', () => problem(500)));
    await user.click(main().getByRole('button', { name: t.caseForm.submit }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(titleField()).toHaveValue('Schießerei am Pier');
    server.use(
      http.post('*/api/vcom/police/cases', () =>
        problem(422, { errors: [{ field: 'title', message: 'Diesen Titel gibt es schon.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: t.caseForm.submit }));
    await waitFor(() => expect(titleField()).toHaveAccessibleDescription('Diesen Titel gibt es schon.'));
    expect(titleField()).toHaveValue('Schießerei am Pier');
  });

  it('an edit against a stale version shows both versions and loses nothing (412)', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases&case=2');
    await main().findByRole('heading', { level: 2, name: 'Drogenhandel Grove Street' });
    await user.click(main().getByRole('button', { name: t.caseEdit.edit }));
    await main().findByRole('heading', { level: 3, name: t.caseEdit.heading });
    await user.clear(titleField());
    await user.type(titleField(), 'Mein Titel');
    // Someone else saves the case meanwhile (version 1 → 2).
    const theirs = await fetch('http://localhost/api/vcom/police/cases/2', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'If-Match': '"1"' },
      body: JSON.stringify({ title: 'Ihr Titel' }),
    });
    expect(theirs.status).toBe(200);
    await user.click(main().getByRole('button', { name: t.caseEdit.save }));
    const dialog = await screen.findByRole('alertdialog', { name: t.caseEdit.conflictTitle });
    expect(within(dialog).getByRole('columnheader', { name: conflictTexts.theirs(2) })).toBeInTheDocument();
    expect(within(dialog).getByText('Ihr Titel')).toBeInTheDocument();
    expect(within(dialog).getByText('Mein Titel')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: conflictTexts.backToEdit }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(titleField()).toHaveValue('Mein Titel');
    expect(main().getByText(t.caseEdit.theirsShown(2))).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.caseEdit.save }));
    expect(await screen.findByText(t.caseEdit.saved)).toBeInTheDocument();
    expect(await main().findByRole('heading', { level: 2, name: 'Mein Titel' })).toBeInTheDocument();
  });

  it('"Meine Fassung speichern" saves over the newer version; a 409 keeps the text', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases&case=1');
    await main().findByRole('heading', { level: 2, name: 'Bankraub Fleeca Legion Square' });
    await user.click(main().getByRole('button', { name: t.caseEdit.edit }));
    await user.clear(titleField());
    await user.type(titleField(), 'Bankraub Fleeca (Täterin bekannt)');
    server.use(http.patch('*/api/vcom/police/cases/1', () => problem(409), { once: true }));
    await user.click(main().getByRole('button', { name: t.caseEdit.save }));
    expect(await main().findByText(t.caseEdit.locked)).toBeInTheDocument();
    expect(titleField()).toHaveValue('Bankraub Fleeca (Täterin bekannt)');
    await fetch('http://localhost/api/vcom/police/cases/1', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'If-Match': '"3"' },
      body: JSON.stringify({ priority: 'critical' }),
    });
    await user.click(main().getByRole('button', { name: t.caseEdit.save }));
    const dialog = await screen.findByRole('alertdialog', { name: t.caseEdit.conflictTitle });
    await user.click(within(dialog).getByRole('button', { name: conflictTexts.keepMine }));
    expect(
      await main().findByRole('heading', { level: 2, name: 'Bankraub Fleeca (Täterin bekannt)' }),
    ).toBeInTheDocument();
  });

  it('a 422 of an edit shows under its field', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases&case=2');
    await main().findByRole('heading', { level: 2, name: 'Drogenhandel Grove Street' });
    await user.click(main().getByRole('button', { name: t.caseEdit.edit }));
    await user.type(main().getByLabelText(t.cases.summary), ' Neu.');
    server.use(
      http.patch('*/api/vcom/police/cases/2', () =>
        problem(422, { errors: [{ field: 'summary', message: 'Bitte sachlich bleiben.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: t.caseEdit.save }));
    await waitFor(() =>
      expect(main().getByLabelText(t.cases.summary)).toHaveAccessibleDescription('Bitte sachlich bleiben.'),
    );
  });

  it('hides what the account may not do: no archive without archiveCase, no cases for a paramedic', async () => {
    setScenario('police');
    const first = await open('/vcom?view=cases&case=3');
    await main().findByRole('heading', { level: 2, name: 'Fahrerflucht Route 68' });
    expect(main().getByRole('button', { name: t.caseActions.reopen })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: t.caseActions.archive })).toBeNull();
    const refused = await fetch('http://localhost/api/vcom/police/cases/3/archive', { method: 'POST' });
    expect(refused.status).toBe(403);
    first.unmount();
    setScenario('medic');
    await expectNotPermitted('/vcom?view=cases');
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    expect(within(drawer).queryByRole('button', { name: t.caseViews.cases })).toBeNull();
    expect(main().queryByRole('table', { name: t.cases.list })).toBeNull();
  });

  it('an officer requests a warrant; a supervisor approves it and it is active', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await open('/vcom?view=orders');
    await main().findByRole('heading', { level: 2, name: t.orders.request });
    expect(main().queryByRole('heading', { name: t.orders.pending })).toBeNull();
    await user.type(main().getByLabelText(t.orders.pickCitizen), 'Becker');
    await user.click(await main().findByRole('button', { name: t.orders.chosen('Tom Becker') }));
    await user.type(field(t.orders.reason), 'Dringender Verdacht des Diebstahls.');
    await user.click(main().getByRole('button', { name: t.orders.submit }));
    expect(await screen.findByText(t.orders.requested(t.orderKinds.arrestWarrant, 'Tom Becker'))).toBeInTheDocument();
    const refused = await fetch('http://localhost/api/vcom/police/orders/2/approve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    first.unmount();

    setScenario('policeApprover');
    await open('/vcom?view=orders');
    const pending = await main().findByRole('region', { name: t.orders.pending });
    await user.click(
      await within(pending).findByRole('button', { name: t.orders.approve(t.orderKinds.arrestWarrant, 'Tom Becker') }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t.orders.approveTitle });
    await user.click(within(dialog).getByRole('button', { name: t.orders.approveLabel }));
    expect(await screen.findByText(t.orders.approved)).toBeInTheDocument();
    expect(await within(pending).findByText(t.orders.pendingEmpty)).toBeInTheDocument();
    const active = main().getByRole('region', { name: t.orders.active });
    expect(await within(active).findByText('Tom Becker')).toBeInTheDocument();
  });

  it('a reject takes a reason; the citizen file shows the history', async () => {
    setScenario('police');
    await fetch('http://localhost/api/vcom/police/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'searchWarrant', citizenId: 9, reason: 'Verdacht auf Drogenlager.' }),
    });
    setScenario('policeApprover');
    const user = userEvent.setup();
    const first = await open('/vcom?view=orders');
    const pending = await main().findByRole('region', { name: t.orders.pending });
    await user.click(
      await within(pending).findByRole('button', { name: t.orders.reject(t.orderKinds.searchWarrant, 'Lukas Wolf') }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t.orders.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: t.orders.rejectLabel }));
    expect(within(dialog).getByRole('textbox')).toBeInvalid();
    await user.type(within(dialog).getByRole('textbox'), 'Beweislage reicht nicht aus.');
    await user.click(within(dialog).getByRole('button', { name: t.orders.rejectLabel }));
    expect(await screen.findByText(t.orders.rejected)).toBeInTheDocument();
    first.unmount();
    await open('/vcom?citizen=9');
    await main().findByRole('heading', { level: 2, name: 'Lukas Wolf' });
    await user.click(main().getByRole('button', { name: t.auditTrail.show }));
    expect(await main().findByText('Anordnung abgelehnt')).toBeInTheDocument();
    expect(main().getByText('Anordnung beantragt')).toBeInTheDocument();
  });

  it("a citizen's file lists her cases and opens one", async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?citizen=2');
    await main().findByRole('heading', { level: 2, name: 'Lena Fischer' });
    await user.click(await main().findByRole('button', { name: /A-2026-0117/ }));
    expect(await main().findByRole('heading', { level: 2, name: 'Bankraub Fleeca Legion Square' })).toBeInTheDocument();
  });
});
