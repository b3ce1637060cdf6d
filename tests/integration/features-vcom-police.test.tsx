// vcom police actions added after the first cut (issue 24 points 1, 4, 5) at route level (MSW,
// the stateful vcom mock): case officers (assign, take off; "Nur meine" and the history name the
// scenario's officer), attachments (add, remove), the hand-over to justice (a handed-over case
// shows as such and is read-only), changing one's own order request, revoking an active
// warrant, and the global search opening a case by its number. Each with its 422 under the
// field, a 500 that keeps the input, and the action hidden from an account without the right.
// Operations: listVcomCaseOfficers, assignVcomCaseOfficer, unassignVcomCaseOfficer,
// listVcomCaseAttachments, addVcomCaseAttachment, deleteVcomCaseAttachment,
// transferVcomCaseToJustice, listVcomOrders, editVcomOrder, revokeVcomOrder, searchVcom; and the
// older case actions no test drove yet: addVcomCaseEvidence, removeVcomCasePerson, openVcomClosedCase.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, field, main, open, problem } from '../utils/vcom';

describe('vcom police: case officers, attachments, hand-over, orders (/vcom)', () => {
  it('assigns the officer to a case and takes a colleague off; "Nur meine" and the history name him', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await open('/vcom?view=cases&case=2');
    await main().findByRole('heading', { level: 2, name: 'Drogenhandel Grove Street' });
    const officers = await main().findByRole('list', { name: t.caseOfficers.heading });
    expect(within(officers).getByText('Sam Wagner')).toBeInTheDocument();
    // The own staff number (the police scenario's account) is there already.
    expect(field(t.caseOfficers.staffId)).toHaveValue('1804');
    await user.click(main().getByRole('button', { name: t.caseOfficers.assign }));
    expect(await within(officers).findByText('Max Mustermann')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.caseOfficers.remove('Sam Wagner') }));
    const dialog = await screen.findByRole('alertdialog', { name: t.caseOfficers.removeTitle('Sam Wagner') });
    await user.click(within(dialog).getByRole('button', { name: t.caseOfficers.confirmRemove }));
    await waitFor(() => expect(within(officers).queryByText('Sam Wagner')).toBeNull());
    await user.click(main().getByRole('button', { name: t.auditTrail.show }));
    expect(await main().findByText('Max_Mustermann zugewiesen (Mitarbeit)')).toBeInTheDocument();
    first.unmount();
    await open('/vcom?view=cases&mine=1');
    const table = await main().findByRole('table', { name: t.cases.list });
    expect(await within(table).findByText('A-2026-0121')).toBeInTheDocument();
    expect(within(table).queryByText('A-2026-0117')).toBeNull();
  });

  it('an unknown staff number shows under its field (422); a 500 keeps the number', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases&case=1');
    await main().findByRole('heading', { level: 2, name: 'Bankraub Fleeca Legion Square' });
    await user.clear(field(t.caseOfficers.staffId));
    await user.type(field(t.caseOfficers.staffId), '4242');
    await user.click(main().getByRole('button', { name: t.caseOfficers.assign }));
    await waitFor(() =>
      expect(field(t.caseOfficers.staffId)).toHaveAccessibleDescription(
        'Unter dieser Personalnummer gibt es niemanden bei der Polizei.',
      ),
    );
    server.use(http.post('*/api/vcom/police/cases/1/officers', () => problem(500)));
    await user.click(main().getByRole('button', { name: t.caseOfficers.assign }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(field(t.caseOfficers.staffId)).toHaveValue('4242');
  });

  it('adds an attachment and removes it; a foreign path shows under its field; a 500 keeps the title', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases&case=2');
    await main().findByRole('heading', { level: 2, name: 'Drogenhandel Grove Street' });
    const list = () => main().getByRole('region', { name: t.attachments.heading });
    expect(await within(list()).findByText(t.attachments.empty)).toBeInTheDocument();
    await user.type(field(t.attachments.title), 'Tatortfoto Hinterhof');
    await user.type(field(t.attachments.path), 'https://example.com/x.jpg');
    await user.click(main().getByRole('button', { name: t.attachments.add }));
    await waitFor(() =>
      expect(field(t.attachments.path)).toHaveAccessibleDescription(
        'Bitte gib den Pfad einer hochgeladenen Datei an (beginnt mit /).',
      ),
    );
    server.use(http.post('*/api/vcom/police/cases/2/attachments', () => problem(500), { once: true }));
    await user.clear(field(t.attachments.path));
    await user.type(field(t.attachments.path), '/uploads/vcom/cases/2/hof.jpg');
    await user.click(main().getByRole('button', { name: t.attachments.add }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(field(t.attachments.title)).toHaveValue('Tatortfoto Hinterhof');
    await user.click(main().getByRole('button', { name: t.attachments.add }));
    const link = await within(list()).findByRole('link', { name: 'Tatortfoto Hinterhof' });
    expect(link).toHaveAttribute('href', '/uploads/vcom/cases/2/hof.jpg');
    await user.click(within(list()).getByRole('button', { name: t.attachments.remove('Tatortfoto Hinterhof') }));
    const dialog = await screen.findByRole('alertdialog', { name: t.attachments.removeTitle('Tatortfoto Hinterhof') });
    await user.click(within(dialog).getByRole('button', { name: t.attachments.confirmRemove }));
    expect(await within(list()).findByText(t.attachments.empty)).toBeInTheDocument();
  });

  it('hands a case over to justice: charges from the catalogue, the suspect as defendant; then read-only', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases&case=1');
    await main().findByRole('heading', { level: 2, name: 'Bankraub Fleeca Legion Square' });
    await user.click(main().getByRole('button', { name: t.handover.open }));
    const form = await main().findByRole('region', { name: t.handover.heading });
    // No charge yet: the contract's minimum shows under the charges.
    await user.click(within(form).getByRole('button', { name: t.handover.submit }));
    expect(await within(form).findByText(t.handover.noCharges)).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: /Lena Fischer/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Paul Hoffmann/ })).not.toBeChecked();
    await user.type(within(form).getByLabelText(t.issue.crimeSearch), 'Raub');
    await user.click(await within(form).findByRole('button', { name: t.issue.add('Raub') }));
    await user.type(within(form).getByLabelText(t.handover.note), 'Täterin ist geständig.');
    server.use(http.post('*/api/vcom/police/cases/1/handover', () => problem(500), { once: true }));
    await user.click(within(form).getByRole('button', { name: t.handover.submit }));
    expect(await within(form).findByText('Antwort 500.')).toBeInTheDocument();
    expect(
      within(within(form).getByRole('region', { name: t.handover.charges })).getByText(/§ 249 · Raub/),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(t.handover.note)).toHaveValue('Täterin ist geständig.');
    await user.click(within(form).getByRole('button', { name: t.handover.submit }));
    // The court numbers the new case after the ones it already has.
    const banner = await main().findByText(/^An die Justiz abgegeben: Verfahren Nr\. \d+$/);
    const courtCaseId = Number(/\d+$/.exec(banner.textContent ?? '')?.[0]);
    expect(banner).toHaveTextContent(t.handover.handedOver(courtCaseId));
    expect(main().queryByRole('button', { name: t.caseEdit.edit })).toBeNull();
    expect(main().queryByRole('button', { name: t.handover.open })).toBeNull();
    expect(main().queryByRole('button', { name: t.journal.add })).toBeNull();
    // The court has the case with its defendant.
    setScenario('judge');
    const court = (await (await fetch(`http://localhost/api/vcom/justice/courtcases/${courtCaseId}`)).json()) as Record<
      string,
      unknown
    >;
    expect(court).toMatchObject({ policeCaseId: 1, kind: 'criminal', status: 'filed' });
  });

  it('a 422 of the hand-over shows under the defendants; a judge sees no hand-over', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await open('/vcom?view=cases&case=2');
    await main().findByRole('heading', { level: 2, name: 'Drogenhandel Grove Street' });
    await user.click(main().getByRole('button', { name: t.handover.open }));
    const form = await main().findByRole('region', { name: t.handover.heading });
    await user.type(within(form).getByLabelText(t.issue.crimeSearch), 'Betäubungsmittel');
    await user.click(await within(form).findByRole('button', { name: t.issue.add('Besitz von Betäubungsmitteln') }));
    await user.click(within(form).getByRole('checkbox', { name: /Lukas Wolf/ }));
    await user.click(within(form).getByRole('button', { name: t.handover.submit }));
    expect(
      await within(form).findByText('Die Akte nennt keine verdächtige Person: bitte wähle Angeklagte.'),
    ).toBeInTheDocument();
    first.unmount();
    setScenario('judge');
    // The police's cases are no view of the court: a link to one is refused.
    await expectNotPermitted('/vcom?view=cases&case=2');
    const refused = await fetch('http://localhost/api/vcom/police/cases/2/handover', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ charges: [11] }),
    });
    expect(refused.status).toBe(403);
  });

  it("changes one's own request while it waits; a 422 under the reason; a 500 keeps the text", async () => {
    setScenario('police');
    await fetch('http://localhost/api/vcom/police/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'searchWarrant', citizenId: 9, reason: 'Verdacht auf Drogenlager.' }),
    });
    const user = userEvent.setup();
    await open('/vcom?view=orders');
    const mine = await main().findByRole('region', { name: t.orders.mine });
    const edit = t.orders.edit(t.orderKinds.searchWarrant, 'Lukas Wolf');
    await user.click(await within(mine).findByRole('button', { name: edit }));
    const reason = within(mine).getByLabelText(new RegExp(`^${t.orders.reason}`));
    await user.clear(reason);
    await user.type(reason, 'Verdacht auf Drogenlager im Keller.');
    server.use(http.patch('*/api/vcom/police/orders/*', () => problem(500), { once: true }));
    await user.click(within(mine).getByRole('button', { name: t.orders.save }));
    expect(await within(mine).findByText('Antwort 500.')).toBeInTheDocument();
    expect(reason).toHaveValue('Verdacht auf Drogenlager im Keller.');
    server.use(
      http.patch(
        '*/api/vcom/police/orders/*',
        () => problem(422, { errors: [{ field: 'reason', message: 'Bitte begründe genauer.' }] }),
        { once: true },
      ),
    );
    await user.click(within(mine).getByRole('button', { name: t.orders.save }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Bitte begründe genauer.'));
    await user.click(within(mine).getByRole('button', { name: t.orders.save }));
    expect(await screen.findByText(t.orders.saved)).toBeInTheDocument();
    expect(await within(mine).findByText('Verdacht auf Drogenlager im Keller.')).toBeInTheDocument();
    // An officer may not revoke the active warrant.
    const active = main().getByRole('region', { name: t.orders.active });
    expect(await within(active).findByText('Lena Fischer')).toBeInTheDocument();
    expect(within(active).queryByRole('button', { name: t.orders.revokeLabel })).toBeNull();
  });

  it('a supervisor revokes an active warrant with a reason; the citizen is no longer wanted', async () => {
    setScenario('policeApprover');
    const user = userEvent.setup();
    await open('/vcom?view=orders');
    const active = await main().findByRole('region', { name: t.orders.active });
    await user.click(
      await within(active).findByRole('button', { name: t.orders.revoke(t.orderKinds.arrestWarrant, 'Lena Fischer') }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t.orders.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: t.orders.revokeLabel }));
    expect(within(dialog).getByRole('textbox')).toBeInvalid();
    await user.type(within(dialog).getByRole('textbox'), 'Täterin gefasst, Haftbefehl erledigt.');
    await user.click(within(dialog).getByRole('button', { name: t.orders.revokeLabel }));
    expect(await screen.findByText(t.orders.revoked)).toBeInTheDocument();
    expect(await within(active).findByText(t.orders.activeEmpty)).toBeInTheDocument();
    const file = (await (await fetch('http://localhost/api/vcom/police/citizens/2')).json()) as { wanted: boolean };
    expect(file.wanted).toBe(false);
  });

  it('the global search finds a case by its number and opens it', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom');
    await user.type(await main().findByRole('searchbox', { name: t.search.label }), 'A-2026-0121');
    await user.click(await main().findByRole('button', { name: /Akte.*A-2026-0121/ }));
    expect(await main().findByRole('heading', { level: 2, name: 'Drogenhandel Grove Street' })).toBeInTheDocument();
  });

  it('logs evidence, removes a person from a case and reopens a closed case with a reason', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await open('/vcom?view=cases&case=1');
    await main().findByRole('heading', { level: 2, name: 'Bankraub Fleeca Legion Square' });
    await user.type(field(t.evidence.description), 'Sturmhaube, schwarz');
    await user.click(main().getByRole('button', { name: t.evidence.add }));
    const evidence = main().getByRole('list', { name: t.evidence.heading });
    expect(await within(evidence).findByText(/Sturmhaube, schwarz/)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.casePersons.remove('Paul Hoffmann') }));
    const dialog = await screen.findByRole('alertdialog', { name: t.casePersons.removeTitle('Paul Hoffmann') });
    await user.click(within(dialog).getByRole('button', { name: t.casePersons.confirmRemove }));
    const persons = main().getByRole('list', { name: t.casePersons.heading });
    await waitFor(() => expect(within(persons).queryByText('Paul Hoffmann')).toBeNull());
    first.unmount();
    await open('/vcom?view=cases&case=3');
    await main().findByRole('heading', { level: 2, name: 'Fahrerflucht Route 68' });
    await user.click(main().getByRole('button', { name: t.caseActions.reopen }));
    const reopen = await screen.findByRole('alertdialog', { name: t.caseActions.reopenTitle });
    await user.type(within(reopen).getByRole('textbox'), 'Neuer Zeugenhinweis.');
    await user.click(within(reopen).getByRole('button', { name: t.caseActions.reopen }));
    expect(await screen.findByText(t.caseActions.reopened)).toBeInTheDocument();
    expect(await main().findByRole('button', { name: t.caseEdit.edit })).toBeInTheDocument();
  });
});
