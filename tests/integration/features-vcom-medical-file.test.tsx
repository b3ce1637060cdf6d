// The vcom medical view's further parts at route level (MSW, the stateful vcom mock): the patient
// file's tabs (prescriptions with the medication picker and revoke, certificates, notes, the
// history), deleting a record, rescue missions (create, open, close with result), the service
// catalogue (create, edit, delete) and the treatments across patients; a 422 under its field, a
// 500 that keeps the input, hidden actions without the team right. Operations driven here:
// listVcomPrescriptions, listVcomMedications, issueVcomPrescription, revokeVcomPrescription,
// listVcomMedicalCertificates, issueVcomMedicalCertificate, revokeVcomMedicalCertificate,
// listVcomPatientNotes, addVcomPatientNote, listVcomPatientAudit, deleteVcomMedicalRecord,
// listVcomMedicalMissions, createVcomMedicalMission, getVcomMedicalMission, closeVcomMedicalMission,
// createVcomTreatmentService, updateVcomTreatmentService, deleteVcomTreatmentService,
// listVcomTreatments, getVcomTreatment.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { medTexts as m } from '../../src/features/vcom/medical/texts';
import { server } from '../../src/mocks/node';
import { medicVcomSession } from '../../src/mocks/scenarios/vcom-session';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, field, main, open, problem } from '../utils/vcom';

async function openTab(patient: number, name: string, tab: string) {
  await open(`/vcom?view=patients&patient=${patient}&tab=${tab}`);
  await main().findByRole('heading', { level: 2, name });
}

describe('vcom medical file tabs, missions, catalogue, treatments', () => {
  it('prescribes from the medication list, revokes with a reason; the history shows both', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await openTab(2, 'Lena Fischer', 'prescriptions');
    expect(await main().findByText('Ibuprofen 600')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: m.prescriptions.issue }));
    await waitFor(() => expect(main().getAllByRole('option', { name: /Amoxicillin/ }).length).toBe(1));
    await user.selectOptions(field(m.prescriptions.medication), main().getByRole('option', { name: /Amoxicillin/ }));
    await user.type(field(m.prescriptions.dosage), '3x täglich 1 Tablette');
    await user.click(main().getByRole('button', { name: m.prescriptions.send }));
    expect(await main().findByText('Amoxicillin')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: m.prescriptions.revoke('Amoxicillin') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(new RegExp(m.common.reason)), 'Falsches Medikament');
    await user.click(within(dialog).getByRole('button', { name: m.prescriptions.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(main().queryByRole('button', { name: m.prescriptions.revoke('Amoxicillin') })).toBeNull(),
    );

    await user.click(main().getByRole('button', { name: m.fileTabs.audit }));
    expect(await main().findByText(/Rezept widerrufen: Amoxicillin/)).toBeInTheDocument();
    expect(main().getByText(/Rezept ausgestellt: Amoxicillin/)).toBeInTheDocument();
  });

  it('a prescription: 422 under its field, 500 keeps the input', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await openTab(1, 'Tom Becker', 'prescriptions');
    await user.click(await main().findByRole('button', { name: m.prescriptions.issue }));
    await waitFor(() => expect(main().getAllByRole('option', { name: /Morphin/ }).length).toBe(1));
    await user.selectOptions(field(m.prescriptions.medication), main().getByRole('option', { name: /Morphin/ }));
    await user.type(field(m.prescriptions.dosage), 'bei Bedarf');
    server.use(
      http.post('*/api/vcom/medical/patients/1/prescriptions', () =>
        problem(422, { errors: [{ field: 'dosage', message: 'Bitte nenne die Dosis genauer.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: m.prescriptions.send }));
    expect(await main().findByText('Bitte nenne die Dosis genauer.')).toBeInTheDocument();
    server.use(http.post('*/api/vcom/medical/patients/1/prescriptions', () => problem(500)));
    await user.click(main().getByRole('button', { name: m.prescriptions.send }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(field(m.prescriptions.dosage)).toHaveValue('bei Bedarf');
  });

  it('issues and revokes a certificate, adds a note', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await openTab(3, 'Jonas Weber', 'certificates');
    await user.click(await main().findByRole('button', { name: m.certificates.issue }));
    await user.selectOptions(field(m.certificates.kind), 'drivingFitness');
    await user.click(main().getByRole('button', { name: m.certificates.send }));
    const revoke = await main().findByRole('button', {
      name: m.certificates.revoke(m.certificateKinds.drivingFitness),
    });
    await user.click(revoke);
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(new RegExp(m.common.reason)), 'Sehtest fehlt');
    await user.click(within(dialog).getByRole('button', { name: m.certificates.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(
        main().queryByRole('button', { name: m.certificates.revoke(m.certificateKinds.drivingFitness) }),
      ).toBeNull(),
    );

    await user.click(main().getByRole('button', { name: m.fileTabs.notes }));
    await user.click(await main().findByRole('button', { name: m.notes.add }));
    await user.type(field(m.notes.text), 'Patient bittet um Rückruf.');
    await user.click(main().getByRole('button', { name: m.notes.send }));
    expect(await main().findByText('Patient bittet um Rückruf.')).toBeInTheDocument();
  });

  it('deletes a record after the confirmation', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await openTab(1, 'Tom Becker', 'file');
    await user.click(await main().findByRole('button', { name: m.recordDelete.button('Routineuntersuchung') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: m.recordDelete.confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(main().queryByText('Routineuntersuchung')).toBeNull());
  });

  it('starts a rescue mission and closes it with report and patient', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await open('/vcom?view=patients&tab=missions');
    expect(await main().findByRole('button', { name: /Unfall: Route 68 bei Harmony/ })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: m.missions.create }));
    await user.selectOptions(field(m.missions.kind), 'fire');
    await user.type(field(m.missions.location), 'Vespucci Beach');
    await user.click(main().getByRole('button', { name: m.missions.send }));
    expect(await main().findByRole('heading', { name: 'Brand: Vespucci Beach' })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: m.missions.close }));
    await user.type(field(m.missions.report), 'Rauchvergiftung, ins Krankenhaus gebracht.');
    await user.type(field(m.missions.patientSearch), 'Becker');
    await user.click(await main().findByRole('button', { name: m.missions.addPatient('Tom_Becker') }));
    await user.click(main().getByRole('button', { name: m.missions.close }));
    expect(await main().findByText('Rauchvergiftung, ins Krankenhaus gebracht.')).toBeInTheDocument();
    expect(main().getByRole('button', { name: m.common.openPatient('Tom_Becker') })).toBeInTheDocument();
  });

  it('closing a mission: a 500 keeps the report', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await open('/vcom?view=patients&tab=missions&item=1');
    await user.click(await main().findByRole('button', { name: m.missions.close }));
    await user.type(field(m.missions.report), 'Leichtverletzte versorgt.');
    server.use(http.post('*/api/vcom/medical/missions/1/close', () => problem(500)));
    await user.click(main().getByRole('button', { name: m.missions.close }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(field(m.missions.report)).toHaveValue('Leichtverletzte versorgt.');
  });

  it('administers the catalogue: add, edit, delete', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await open('/vcom?view=patients&tab=catalogue');
    expect(await main().findByText('Notoperation')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: m.catalogue.add }));
    await user.type(field(m.catalogue.name), 'Blutabnahme');
    await user.type(field(m.catalogue.price), '80');
    await user.click(main().getByRole('button', { name: m.catalogue.save }));
    expect(await main().findByText('Blutabnahme')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: m.catalogue.edit('Blutabnahme') }));
    const name = field(m.catalogue.name);
    await user.clear(name);
    await user.type(name, 'Blutentnahme');
    await user.click(main().getByRole('button', { name: m.catalogue.save }));
    expect(await main().findByText('Blutentnahme')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: m.catalogue.remove('Blutentnahme') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: m.catalogue.confirm }));
    await waitFor(() => expect(main().queryByText('Blutentnahme')).toBeNull());
  });

  it('lists the treatments of all patients and opens one', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    await open('/vcom?view=patients&tab=treatments');
    await user.click(await main().findByRole('button', { name: m.treatments.filters.closed }));
    await user.click(
      await main().findByRole('button', { name: m.treatments.open('Lena_Fischer', 'Sturz vom Motorrad') }),
    );
    expect(
      await main().findByRole('heading', { name: m.treatments.detailHeading('Lena_Fischer') }),
    ).toBeInTheDocument();
    expect(main().getByText('Gipsverband')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: m.treatments.toFile }));
    expect(await main().findByRole('heading', { level: 2, name: 'Lena Fischer' })).toBeInTheDocument();
  });

  it('without the rights the actions are hidden; without a medic account the view is refused', async () => {
    setScenario('medic');
    const reader = { ...medicVcomSession.accounts[0], rights: [] };
    server.use(
      http.get('*/api/vcom/me', () =>
        HttpResponse.json({ ...medicVcomSession, active: reader, accounts: [reader], rights: [] }),
      ),
    );
    const rendered = await open('/vcom?view=patients&patient=2&tab=prescriptions');
    expect(await main().findByText('Ibuprofen 600')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: m.prescriptions.issue })).toBeNull();
    expect(main().queryByRole('button', { name: m.prescriptions.revoke('Ibuprofen 600') })).toBeNull();
    rendered.unmount();
    await open('/vcom?view=patients&tab=catalogue');
    expect(await main().findByText('Notoperation')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: m.catalogue.add })).toBeNull();
    server.resetHandlers();
    setScenario('police');
    await expectNotPermitted('/vcom?view=patients&tab=missions');
  });
});
