// The citizen file's police parts (issue 24) at route level (MSW, the stateful vcom mock): notes
// (added, edited and deleted by their author after the confirmation, in the audit trail),
// criminal records by hand (added, corrected; a 422 under its field, a 500 that keeps the input;
// expunged only with deleteRecord), the citizen's data and the wanted flag (with a reason), the
// rights (a paramedic sees none of it, the mock answers 403), and a vehicle linked to a case as
// evidence of kind `vehicle`. Operations driven through the screens: listVcomCitizenNotes,
// addVcomCitizenNote, editVcomNote, deleteVcomNote, addVcomCitizenRecord, editVcomCriminalRecord,
// deleteVcomCriminalRecord, updateVcomCitizen, setVcomCitizenWanted, addVcomCaseEvidence.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { citizenTexts as c } from '../../src/features/vcom/citizens/texts';
import { vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { label, main, open, problem } from '../utils/vcom';

describe('vcom citizen file: notes, records, data and wanted flag', () => {
  it('a paramedic sees no notes, records or data actions; the mock answers 403', async () => {
    setScenario('medic');
    await open('/vcom?citizen=1');
    expect(await main().findByRole('heading', { level: 2, name: 'Tom Becker' })).toBeInTheDocument();
    expect(main().queryByRole('region', { name: c.notes.heading })).toBeNull();
    expect(main().queryByRole('region', { name: c.records.heading })).toBeNull();
    expect(main().queryByRole('button', { name: c.data.edit })).toBeNull();
    expect(main().queryByRole('button', { name: c.data.setWanted })).toBeNull();
    const answer = await fetch('http://localhost/api/vcom/police/citizens/1/wanted', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ wanted: true, level: 2, reason: 'Test' }),
    });
    expect(answer.status).toBe(403);
  });

  it('adds a note, edits and deletes it after the confirmation; the audit trail says so', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?citizen=1');
    expect(await main().findByRole('heading', { level: 2, name: 'Tom Becker' })).toBeInTheDocument();
    const notes = await main().findByRole('region', { name: c.notes.heading });
    await user.type(within(notes).getByLabelText(label(c.notes.text)), 'Fährt oft ohne Licht.');
    await user.click(within(notes).getByRole('button', { name: c.notes.add }));
    expect(await within(notes).findByText('Fährt oft ohne Licht.')).toBeInTheDocument();
    await user.click(within(notes).getByRole('button', { name: c.notes.edit }));
    const text = within(notes).getByLabelText(label(c.notes.editText));
    await user.clear(text);
    await user.type(text, 'Fährt nachts ohne Licht.');
    await user.click(within(notes).getByRole('button', { name: c.notes.save }));
    expect(await within(notes).findByText('Fährt nachts ohne Licht.')).toBeInTheDocument();
    await user.click(within(notes).getByRole('button', { name: c.notes.remove }));
    const dialog = await screen.findByRole('alertdialog', { name: c.notes.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: c.notes.remove }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(notes).findByText(c.notes.empty)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.auditTrail.show }));
    expect(await main().findByText('Notiz hinzugefügt')).toBeInTheDocument();
    expect(main().getByText('Notiz gelöscht')).toBeInTheDocument();
  });

  it('writes a record by hand: a 422 under its field, a 500 keeps the input; no expunging without the right', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?citizen=1');
    const records = await main().findByRole('region', { name: c.records.heading });
    expect(
      await within(records).findByText('STVO-3 Geschwindigkeitsüberschreitung innerorts', { selector: 'p' }),
    ).toBeInTheDocument();
    // The officer corrects but does not expunge (deleteRecord).
    expect(within(records).queryByRole('button', { name: /löschen$/ })).toBeNull();
    const form = within(records).getByRole('form', { name: c.records.add });
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(within(form).getByLabelText(label(c.records.crime)), 'STGB-242 Diebstahl');
    await user.type(within(form).getByLabelText(label(c.records.committedAt)), '2026-01-10T21:30');
    await user.type(within(form).getByLabelText(label(c.records.note)), 'Ladendiebstahl 24/7.');
    server.use(
      http.post(
        '*/api/vcom/police/citizens/1/records',
        () => problem(422, { errors: [{ field: 'committedAt', message: 'Tatzeit liegt vor der Geburt.' }] }),
        { once: true },
      ),
    );
    await user.click(within(form).getByRole('button', { name: c.records.add }));
    await waitFor(() =>
      expect(within(form).getByLabelText(label(c.records.committedAt))).toHaveAccessibleDescription(
        'Tatzeit liegt vor der Geburt.',
      ),
    );
    server.use(http.post('*/api/vcom/police/citizens/1/records', () => problem(500), { once: true }));
    await user.click(within(form).getByRole('button', { name: c.records.add }));
    expect(await within(form).findByText('Antwort 500.')).toBeInTheDocument();
    expect(within(form).getByLabelText(label(c.records.note))).toHaveValue('Ladendiebstahl 24/7.');
    await user.click(within(form).getByRole('button', { name: c.records.add }));
    expect(await within(records).findByText(/Ladendiebstahl 24\/7\./, { selector: 'p' })).toBeInTheDocument();
    // Corrected: the note changes.
    await user.click(within(records).getByRole('button', { name: c.records.edit('STGB-242 Diebstahl') }));
    const edit = within(records).getByRole('form', { name: c.records.editHeading });
    const note = within(edit).getByLabelText(label(c.records.note));
    await user.clear(note);
    await user.type(note, 'Ladendiebstahl, Ware zurückgegeben.');
    await user.click(within(edit).getByRole('button', { name: c.records.save }));
    expect(await within(records).findByText(/Ware zurückgegeben/, { selector: 'p' })).toBeInTheDocument();
  });

  it('a supervisor changes the data and sets the wanted flag with a reason', async () => {
    setScenario('policeApprover');
    const user = userEvent.setup();
    await open('/vcom?citizen=1');
    expect(await main().findByRole('heading', { level: 2, name: 'Tom Becker' })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: c.data.edit }));
    const data = await main().findByRole('region', { name: c.data.heading });
    const job = within(data).getByLabelText(label(c.data.job));
    await user.clear(job);
    await user.type(job, 'Abschleppdienst');
    await user.click(within(data).getByRole('button', { name: c.data.save }));
    expect(await main().findByText('Abschleppdienst')).toBeInTheDocument();
    await user.selectOptions(main().getByLabelText(c.data.wantedLevel), c.data.levels['3']);
    await user.click(main().getByRole('button', { name: c.data.setWanted }));
    const dialog = await screen.findByRole('alertdialog', { name: c.data.wantedTitle('Tom Becker') });
    await user.type(within(dialog).getByLabelText(label(c.data.wantedReason)), 'Flucht vor Kontrolle.');
    await user.click(within(dialog).getByRole('button', { name: c.data.setWanted }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await main().findByText(/Zur Fahndung ausgeschrieben/)).toBeInTheDocument();
  });

  it('a supervisor expunges a record after the confirmation', async () => {
    setScenario('policeApprover');
    const user = userEvent.setup();
    await open('/vcom?citizen=1');
    const records = await main().findByRole('region', { name: c.records.heading });
    await user.click(
      await within(records).findByRole('button', {
        name: c.records.remove('STVO-3 Geschwindigkeitsüberschreitung innerorts'),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: c.records.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: c.records.removeConfirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(records).findByText(c.records.empty)).toBeInTheDocument();
  });

  it('links a vehicle to a case as evidence of kind vehicle', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=cases&case=1');
    const evidence = await main().findByRole('region', { name: t.evidence.heading });
    await user.selectOptions(within(evidence).getByLabelText(label(t.evidence.kind)), t.evidenceKinds.vehicle);
    await user.type(within(evidence).getByLabelText(label(t.evidence.description)), 'Bravado Buffalo, Fluchtwagen');
    await user.click(within(evidence).getByRole('button', { name: t.evidence.add }));
    expect(await within(evidence).findByText(/Bravado Buffalo, Fluchtwagen/)).toBeInTheDocument();
    const list = (await (await fetch('http://localhost/api/vcom/police/cases/1/evidence')).json()) as {
      items: Array<{ kind: string; description: string }>;
    };
    expect(list.items.some((e) => e.kind === 'vehicle' && e.description === 'Bravado Buffalo, Fluchtwagen')).toBe(true);
  });
});
