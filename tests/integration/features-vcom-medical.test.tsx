// The vcom medical view (?view=patients) at route level (MSW, the stateful vcom mock): the
// patient look-up and file, a treatment from start to invoice, the record conflict (412) with
// both versions, a 422 under its field, a 500 that keeps the input, the team rights (no view
// without a medic account, no actions without treatPatients, the mock's 403). Operations these
// tests drive through the screens: searchVcomPatients, getVcomPatient, updateVcomPatient,
// listVcomMedicalRecords, addVcomMedicalRecord, getVcomMedicalRecord, editVcomMedicalRecord,
// listVcomPatientTreatments, startVcomTreatment, editVcomTreatment, closeVcomTreatment,
// listVcomTreatmentServices, issueVcomMedicalInvoice, listVcomMedicalInvoices,
// cancelVcomMedicalInvoice.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { conflictTexts } from '../../src/components/form/conflict-texts';
import { vcomMedicalTexts as m, vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { medicVcomSession } from '../../src/mocks/scenarios/vcom-session';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, main, money, open, problem } from '../utils/vcom';

async function openPatient(id: number, name: string) {
  await open(`/vcom?view=patients&patient=${id}`);
  await main().findByRole('heading', { level: 2, name });
}

describe('vcom medical (/vcom?view=patients)', () => {
  it('a paramedic looks a patient up (debounced) and reads the file', async () => {
    setScenario('medic');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/vcom/medical/patients?')) asked.push(request.url);
    });
    const user = userEvent.setup();
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    await user.click(within(drawer).getByRole('button', { name: t.views.patients }));
    await user.type(await main().findByRole('searchbox', { name: m.lookup.label }), 'Fischer');
    await user.click(await main().findByRole('button', { name: /Lena Fischer/ }));
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(await main().findByRole('heading', { level: 2, name: 'Lena Fischer' })).toBeInTheDocument();
    expect(await main().findByText('Armfraktur rechts', { selector: 'p' })).toBeInTheDocument();
    expect(await main().findByText('R-2026-00311')).toBeInTheDocument();
    expect(main().getByText(m.bloodTypes['0+'])).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('treats a patient: start, services with their sum, close, invoice (sum less discount), cancel', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await openPatient(1, 'Tom Becker');
    await user.click(await main().findByRole('button', { name: m.treatments.start }));
    await user.type(main().getByLabelText(new RegExp(`^${m.treatments.reason}`)), 'Verkehrsunfall');
    await user.click(main().getByRole('button', { name: m.treatments.start }));
    expect(await main().findByText(m.treatments.active)).toBeInTheDocument();

    await user.click(await main().findByRole('checkbox', { name: /Röntgen/ }));
    await user.click(main().getByRole('checkbox', { name: /Gipsverband/ }));
    expect(main().getByTestId('vcom-treatment-total')).toHaveTextContent(money(550));
    await user.click(main().getByRole('button', { name: m.treatments.saveServices }));
    await waitFor(() => expect(main().queryByText(m.treatments.unsaved)).toBeNull());

    await user.selectOptions(main().getByLabelText(m.treatments.outcome), 'discharged');
    await user.click(main().getByRole('button', { name: m.treatments.close }));
    await user.click(await main().findByRole('button', { name: m.invoice.issue }));
    const discount = await main().findByLabelText(m.invoice.discount);
    await user.clear(discount);
    await user.type(discount, '10');
    expect(main().getByTestId('vcom-invoice-amount')).toHaveTextContent(money(495));
    const form = main().getByRole('region', { name: m.invoice.heading });
    await user.click(within(form).getByRole('button', { name: m.invoice.issue }));
    // The issued invoice in the list is what counts (its toast may be gone on a busy machine).
    const invoices = await main().findByRole('region', { name: m.invoices.heading });
    expect(await within(invoices).findByText(money(495))).toBeInTheDocument();

    await user.click(within(invoices).getByRole('button', { name: /stornieren/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(new RegExp(m.invoices.reason)), 'Doppelt ausgestellt');
    await user.click(within(dialog).getByRole('button', { name: m.invoices.confirm }));
    expect(await within(invoices).findByText(m.invoiceStates.cancelled)).toBeInTheDocument();
  });

  it('edits a record; a stale edit (412) shows both versions and keeps what was typed', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await openPatient(1, 'Tom Becker');
    await user.click(await main().findByRole('button', { name: m.records.edit('Routineuntersuchung') }));
    const findings = main().getByLabelText(new RegExp(`^${m.records.findings}`));
    await user.clear(findings);
    await user.type(findings, 'Mein Befund: leichte Prellung.');
    // Someone else saves the entry meanwhile.
    const other = await fetch('http://localhost/api/vcom/medical/records/1', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'If-Match': '"1"' },
      body: JSON.stringify({ findings: 'Fremder Befund: alles in Ordnung.' }),
    });
    expect(other.status).toBe(200);
    await user.click(main().getByRole('button', { name: m.records.save }));
    const dialog = await screen.findByRole('alertdialog', { name: m.records.conflictTitle });
    expect(within(dialog).getByText('Mein Befund: leichte Prellung.')).toBeInTheDocument();
    expect(within(dialog).getByText('Fremder Befund: alles in Ordnung.')).toBeInTheDocument();
    // The page under the dialog is hidden from the accessibility tree: read the field without roles.
    const page = within(document.querySelector('main') as HTMLElement);
    expect(page.getByLabelText(new RegExp(`^${m.records.findings}`))).toHaveValue('Mein Befund: leichte Prellung.');
    await user.click(within(dialog).getByRole('button', { name: conflictTexts.keepMine }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await main().findByText('Mein Befund: leichte Prellung.', { selector: 'p' })).toBeInTheDocument();
  });

  it('adds a record; a 422 shows under its field, a 500 keeps the input', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await openPatient(1, 'Tom Becker');
    await user.click(await main().findByRole('button', { name: m.records.add }));
    await user.type(main().getByLabelText(new RegExp(`^${m.records.title}`)), 'Schnittwunde');
    await user.type(main().getByLabelText(new RegExp(`^${m.records.findings}`)), 'Genäht, drei Stiche.');
    server.use(
      http.post('*/api/vcom/medical/patients/1/records', () =>
        problem(422, { errors: [{ field: 'title', message: 'Bitte nenne den Eintrag genauer.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: m.records.save }));
    expect(await main().findByText('Bitte nenne den Eintrag genauer.')).toBeInTheDocument();
    server.use(http.post('*/api/vcom/medical/patients/1/records', () => problem(500)));
    await user.click(main().getByRole('button', { name: m.records.save }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(main().getByLabelText(new RegExp(`^${m.records.findings}`))).toHaveValue('Genäht, drei Stiche.');
    server.resetHandlers();
    setScenario('medic');
    await user.click(main().getByRole('button', { name: m.records.save }));
    expect(await main().findByText('Genäht, drei Stiche.', { selector: 'p' })).toBeInTheDocument();
  });

  it('a second running treatment is refused (409) and the start form keeps its input on a 500', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await openPatient(3, 'Jonas Weber');
    await user.click(await main().findByRole('button', { name: m.treatments.start }));
    await user.type(main().getByLabelText(new RegExp(`^${m.treatments.reason}`)), 'Schnittwunde');
    server.use(http.post('*/api/vcom/medical/treatments', () => problem(500)));
    await user.click(main().getByRole('button', { name: m.treatments.start }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(main().getByLabelText(new RegExp(`^${m.treatments.reason}`))).toHaveValue('Schnittwunde');
    server.resetHandlers();
    setScenario('medic');
    const first = await fetch('http://localhost/api/vcom/medical/treatments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ citizenId: 3, reason: 'Sturz' }),
    });
    expect(first.status).toBe(201);
    await user.click(main().getByRole('button', { name: m.treatments.start }));
    expect(await main().findByText(/schon in Behandlung/)).toBeInTheDocument();
  });

  it('without a medic account there is no patients view; without treatPatients no actions; the mock says 403', async () => {
    setScenario('police');
    await expectNotPermitted('/vcom?view=patients&patient=1');
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    expect(within(drawer).queryByRole('button', { name: t.views.patients })).toBeNull();
    expect(await main().findByRole('searchbox', { name: t.citizens.lookup })).toBeInTheDocument();
    const refused = await fetch('http://localhost/api/vcom/medical/treatments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ citizenId: 1, reason: 'Sturz' }),
    });
    expect(refused.status).toBe(403);
  });

  it('a paramedic without treatPatients reads the file but gets no actions', async () => {
    setScenario('medic');
    const reader = { ...medicVcomSession.accounts[0], rights: [] };
    server.use(
      http.get('*/api/vcom/me', () =>
        HttpResponse.json({ ...medicVcomSession, active: reader, accounts: [reader], rights: [] }),
      ),
    );
    await openPatient(2, 'Lena Fischer');
    expect(await main().findByText('R-2026-00311')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: m.treatments.start })).toBeNull();
    expect(main().queryByRole('button', { name: m.records.add })).toBeNull();
    expect(main().queryByRole('button', { name: m.file.edit })).toBeNull();
    expect(main().queryByRole('button', { name: /stornieren/ })).toBeNull();
  });

  it('updates the patient data', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await openPatient(1, 'Tom Becker');
    await user.click(await main().findByRole('button', { name: m.file.edit }));
    const allergies = main().getByLabelText(new RegExp(`^${m.file.allergies}`));
    await user.clear(allergies);
    await user.type(allergies, 'Latex, Nüsse');
    await user.click(main().getByRole('button', { name: m.file.save }));
    expect(await main().findByText('Latex, Nüsse')).toBeInTheDocument();
  });
});
