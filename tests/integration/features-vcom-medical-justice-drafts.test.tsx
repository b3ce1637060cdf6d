// The drafts of the vcom medical and court forms (issue 25, area-done point 3) at route level (MSW,
// the stateful vcom mock): the patient data, a new and an edited record, a treatment's start,
// services, close and invoice; a new court case, the case's edit, close reason, party search,
// hearing and judgment. Each keeps what was typed across a reload (the route rendered again),
// is empty again (its localStorage key gone) after a successful send or "Abbrechen", and belongs
// to its patient, treatment or case. Operations driven: updateVcomPatient, addVcomMedicalRecord,
// editVcomMedicalRecord, startVcomTreatment, editVcomTreatment, closeVcomTreatment,
// issueVcomMedicalInvoice, createVcomCourtCase, editVcomCourtCase, closeVcomCourtCase,
// addVcomCourtCaseParty, addVcomHearing, issueVcomJudgment.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vcomJusticeTexts as j, vcomMedicalTexts as m } from '../../src/features/vcom/texts';
import { setScenario } from '../utils/scenario';
import { label, main, open, type User } from '../utils/vcom';

/** A section of the page by its heading. */
const region = (name: string) => within(main().getByRole('region', { name }));
/** A field of a section, by the start of its label (required fields carry a mark after it). */
const fieldIn = (scope: ReturnType<typeof region>, text: string) =>
  scope.getByLabelText(new RegExp(`${label(text).source}(?![\\wäöüß])`));
/** The draft keys that start with `prefix` (a form started from the server's values adds a hash). */
const keys = (prefix: string) => Object.keys(localStorage).filter((k) => k.startsWith(prefix));

async function openPatient(id: number, name: string) {
  const rendered = await open(`/vcom?view=patients&patient=${id}`);
  await main().findByRole('heading', { level: 2, name });
  return rendered;
}

const CASE = j.list.open('2 Js 142/26', 'Staat gegen Lena_Fischer');

async function openCourtCase(id = 2, heading = CASE) {
  const rendered = await open(`/vcom?view=court&courtCase=${id}`);
  await main().findByRole('heading', { level: 2, name: heading });
  return rendered;
}

async function clearAndType(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('vcom medical drafts (/vcom?view=patients&patient=…)', () => {
  it('the patient data and a new record survive a reload; saving or cancelling drops them; each patient has its own', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    const first = await openPatient(1, 'Tom Becker');
    await user.click(await main().findByRole('button', { name: m.file.edit }));
    const allergiesBefore = (fieldIn(region(m.file.editHeading), m.file.allergies) as HTMLInputElement).value;
    await clearAndType(user, fieldIn(region(m.file.editHeading), m.file.allergies), 'Latex, Nüsse');
    await user.selectOptions(fieldIn(region(m.file.editHeading), m.file.insurance), 'private');
    await user.click(main().getByRole('button', { name: m.records.add }));
    await user.selectOptions(fieldIn(region(m.records.addHeading), m.records.kind), 'diagnosis');
    await user.type(fieldIn(region(m.records.addHeading), m.records.title), 'Schnittwunde');
    await user.type(fieldIn(region(m.records.addHeading), m.records.findings), 'Genäht, drei Stiche.');
    first.unmount();

    const second = await openPatient(1, 'Tom Becker');
    await user.click(await main().findByRole('button', { name: m.file.edit }));
    expect(fieldIn(region(m.file.editHeading), m.file.allergies)).toHaveValue('Latex, Nüsse');
    expect(fieldIn(region(m.file.editHeading), m.file.insurance)).toHaveValue('private');
    await user.click(main().getByRole('button', { name: m.records.add }));
    expect(fieldIn(region(m.records.addHeading), m.records.kind)).toHaveValue('diagnosis');
    expect(fieldIn(region(m.records.addHeading), m.records.title)).toHaveValue('Schnittwunde');
    expect(fieldIn(region(m.records.addHeading), m.records.findings)).toHaveValue('Genäht, drei Stiche.');
    second.unmount();

    // Another patient's forms start empty: the drafts belong to Tom Becker.
    const other = await openPatient(3, 'Jonas Weber');
    await user.click(await main().findByRole('button', { name: m.file.edit }));
    expect(fieldIn(region(m.file.editHeading), m.file.allergies)).not.toHaveValue('Latex, Nüsse');
    await user.click(main().getByRole('button', { name: m.records.add }));
    expect(fieldIn(region(m.records.addHeading), m.records.title)).toHaveValue('');
    expect(keys('draft.vcom.patientEdit.3.')).toEqual([]);
    other.unmount();

    await openPatient(1, 'Tom Becker');
    await user.click(await main().findByRole('button', { name: m.records.add }));
    await user.click(region(m.records.addHeading).getByRole('button', { name: m.records.save }));
    expect(await main().findByText('Genäht, drei Stiche.', { selector: 'p' })).toBeInTheDocument();
    expect(localStorage.getItem('draft.vcom.patient.1.record')).toBeNull();
    await user.click(main().getByRole('button', { name: m.records.add }));
    expect(fieldIn(region(m.records.addHeading), m.records.title)).toHaveValue('');
    expect(fieldIn(region(m.records.addHeading), m.records.kind)).toHaveValue('examination');

    // "Abbrechen" drops the patient data's draft: opened again, the form shows the file's values.
    await user.click(main().getByRole('button', { name: m.file.edit }));
    expect(keys('draft.vcom.patientEdit.1.')).toHaveLength(1);
    await user.click(region(m.file.editHeading).getByRole('button', { name: m.file.cancel }));
    expect(keys('draft.vcom.patientEdit.1.')).toEqual([]);
    await user.click(main().getByRole('button', { name: m.file.edit }));
    expect(fieldIn(region(m.file.editHeading), m.file.allergies)).toHaveValue(allergiesBefore);
    expect(fieldIn(region(m.file.editHeading), m.file.insurance)).not.toHaveValue('private');

    await clearAndType(user, fieldIn(region(m.file.editHeading), m.file.allergies), 'Latex');
    expect(keys('draft.vcom.patientEdit.1.')).toHaveLength(1);
    await user.click(region(m.file.editHeading).getByRole('button', { name: m.file.save }));
    expect(await main().findByText('Latex')).toBeInTheDocument();
    expect(keys('draft.vcom.patientEdit.1.')).toEqual([]);
  });

  it('an edited record survives a reload and its draft is gone after saving', async () => {
    setScenario('medic');
    const user = userEvent.setup();
    const first = await openPatient(1, 'Tom Becker');
    await user.click(await main().findByRole('button', { name: m.records.edit('Routineuntersuchung') }));
    await clearAndType(user, fieldIn(region(m.records.editHeading), m.records.findings), 'Leichte Prellung.');
    first.unmount();

    await openPatient(1, 'Tom Becker');
    await user.click(await main().findByRole('button', { name: m.records.edit('Routineuntersuchung') }));
    expect(fieldIn(region(m.records.editHeading), m.records.findings)).toHaveValue('Leichte Prellung.');
    expect(keys('draft.vcom.medicalRecordEdit.1.')).toHaveLength(1);
    await user.click(region(m.records.editHeading).getByRole('button', { name: m.records.save }));
    expect(await main().findByText('Leichte Prellung.', { selector: 'p' })).toBeInTheDocument();
    expect(keys('draft.vcom.medicalRecordEdit.1.')).toEqual([]);
  });

  it("a treatment's start, services, close and invoice each survive a reload and are gone once sent", async () => {
    setScenario('medic');
    const user = userEvent.setup();
    const start = await openPatient(3, 'Jonas Weber');
    await user.click(await main().findByRole('button', { name: m.treatments.start }));
    await user.type(fieldIn(region(m.treatments.startHeading), m.treatments.reason), 'Schnittwunde');
    await user.type(fieldIn(region(m.treatments.startHeading), m.treatments.location), 'Sandy Shores');
    start.unmount();

    const services = await openPatient(3, 'Jonas Weber');
    await user.click(await main().findByRole('button', { name: m.treatments.start }));
    expect(fieldIn(region(m.treatments.startHeading), m.treatments.reason)).toHaveValue('Schnittwunde');
    expect(fieldIn(region(m.treatments.startHeading), m.treatments.location)).toHaveValue('Sandy Shores');
    expect(localStorage.getItem('draft.vcom.patient.1.treatment')).toBeNull();
    await user.click(region(m.treatments.startHeading).getByRole('button', { name: m.treatments.start }));
    expect(await main().findByText(m.treatments.active)).toBeInTheDocument();
    expect(localStorage.getItem('draft.vcom.patient.3.treatment')).toBeNull();

    // Services picked but not saved are kept too.
    await user.click(await main().findByRole('checkbox', { name: /Röntgen/ }));
    expect(main().getByText(m.treatments.unsaved)).toBeInTheDocument();
    services.unmount();

    const close = await openPatient(3, 'Jonas Weber');
    expect(await main().findByRole('checkbox', { name: /Röntgen/ })).toBeChecked();
    expect(main().getByText(m.treatments.unsaved)).toBeInTheDocument();
    expect(keys('draft.vcom.treatmentServices.')).toHaveLength(1);
    await user.click(main().getByRole('button', { name: m.treatments.saveServices }));
    await waitFor(() => expect(main().queryByText(m.treatments.unsaved)).toBeNull());
    expect(main().getByRole('checkbox', { name: /Röntgen/ })).toBeChecked();
    expect(keys('draft.vcom.treatmentServices.')).toEqual([]);

    await user.selectOptions(main().getByLabelText(m.treatments.outcome), 'admitted');
    close.unmount();

    const invoice = await openPatient(3, 'Jonas Weber');
    expect(await main().findByLabelText(m.treatments.outcome)).toHaveValue('admitted');
    const closeKeys = () => keys('draft.vcom.treatment.').filter((k) => k.endsWith('.close'));
    expect(closeKeys()).toHaveLength(1);
    await user.click(main().getByRole('button', { name: m.treatments.close }));
    await waitFor(() => expect(main().queryByLabelText(m.treatments.outcome)).toBeNull());
    expect(main().getByText(m.outcomes.admitted)).toBeInTheDocument();
    expect(closeKeys()).toEqual([]);

    await user.click(await main().findByRole('button', { name: m.invoice.issue }));
    await clearAndType(user, fieldIn(region(m.invoice.heading), m.invoice.discount), '10');
    await user.type(fieldIn(region(m.invoice.heading), m.invoice.note), 'Kulanz');
    invoice.unmount();

    await openPatient(3, 'Jonas Weber');
    await user.click(await main().findByRole('button', { name: m.invoice.issue }));
    expect(fieldIn(region(m.invoice.heading), m.invoice.discount)).toHaveValue('10');
    expect(fieldIn(region(m.invoice.heading), m.invoice.note)).toHaveValue('Kulanz');
    const invoiceKeys = () => keys('draft.vcom.treatment.').filter((k) => k.endsWith('.invoice'));
    expect(invoiceKeys()).toHaveLength(1);
    await user.click(region(m.invoice.heading).getByRole('button', { name: m.invoice.issue }));
    await waitFor(() => expect(main().queryByRole('region', { name: m.invoice.heading })).toBeNull());
    expect(invoiceKeys()).toEqual([]);
  });
});

describe('vcom court drafts (/vcom?view=court…)', () => {
  it('a new case survives a reload; "Abbrechen" and creating it drop the draft', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    const first = await open('/vcom?view=court');
    await user.click(await main().findByRole('button', { name: j.list.create }));
    await user.type(fieldIn(region(j.create.heading), j.create.title), 'Staat gegen Tom_Becker');
    await user.selectOptions(fieldIn(region(j.create.heading), j.create.kind), 'civil');
    await user.type(fieldIn(region(j.create.heading), j.create.summary), 'Streit um ein Fahrzeug.');
    first.unmount();

    await open('/vcom?view=court');
    await user.click(await main().findByRole('button', { name: j.list.create }));
    expect(fieldIn(region(j.create.heading), j.create.title)).toHaveValue('Staat gegen Tom_Becker');
    expect(fieldIn(region(j.create.heading), j.create.kind)).toHaveValue('civil');
    expect(fieldIn(region(j.create.heading), j.create.summary)).toHaveValue('Streit um ein Fahrzeug.');
    await user.click(region(j.create.heading).getByRole('button', { name: j.create.cancel }));
    expect(localStorage.getItem('draft.vcom.courtCreate')).toBeNull();

    await user.click(main().getByRole('button', { name: j.list.create }));
    expect(fieldIn(region(j.create.heading), j.create.title)).toHaveValue('');
    expect(fieldIn(region(j.create.heading), j.create.kind)).toHaveValue('criminal');
    await user.type(fieldIn(region(j.create.heading), j.create.title), 'Staat gegen Tom_Becker');
    expect(localStorage.getItem('draft.vcom.courtCreate')).not.toBeNull();
    await user.click(region(j.create.heading).getByRole('button', { name: j.create.submit }));
    expect(
      await main().findByRole('heading', { level: 2, name: j.list.open('2 Js 143/26', 'Staat gegen Tom_Becker') }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('draft.vcom.courtCreate')).toBeNull();
  });

  it("the case's edit, close reason, party search and hearing survive a reload, belong to their case and are gone once sent", async () => {
    setScenario('judge');
    const user = userEvent.setup();
    const first = await openCourtCase();
    await user.selectOptions(main().getByLabelText(label(j.detail.closeReason)), 'withdrawn');
    await user.selectOptions(await main().findByLabelText(j.parties.role), 'witness');
    await user.type(main().getByLabelText(j.parties.search), 'Becker');
    await user.click(await main().findByRole('button', { name: j.hearings.add }));
    await user.type(fieldIn(region(j.hearings.addHeading), j.hearings.startsAt), '2099-03-01T10:00');
    await user.type(fieldIn(region(j.hearings.addHeading), j.hearings.room), 'Saal B');
    await user.click(main().getByRole('button', { name: j.detail.edit }));
    await clearAndType(user, fieldIn(region(j.detail.edit), j.detail.summary), 'Neue Zusammenfassung.');
    first.unmount();

    const second = await openCourtCase();
    expect(main().getByLabelText(label(j.detail.closeReason))).toHaveValue('withdrawn');
    expect(await main().findByLabelText(j.parties.role)).toHaveValue('witness');
    expect(main().getByLabelText(j.parties.search)).toHaveValue('Becker');
    expect(await main().findByRole('button', { name: j.parties.add('Tom_Becker') })).toBeInTheDocument();
    await user.click(await main().findByRole('button', { name: j.hearings.add }));
    expect(fieldIn(region(j.hearings.addHeading), j.hearings.room)).toHaveValue('Saal B');
    expect(fieldIn(region(j.hearings.addHeading), j.hearings.startsAt)).toHaveValue('2099-03-01T10:00');
    await user.click(main().getByRole('button', { name: j.detail.edit }));
    expect(fieldIn(region(j.detail.edit), j.detail.summary)).toHaveValue('Neue Zusammenfassung.');
    second.unmount();

    // Another open case starts empty: the drafts belong to case 2.
    const created = await fetch('http://localhost/api/vcom/justice/courtcases', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Staat gegen Tom_Becker', kind: 'criminal' }),
    });
    expect(created.status).toBe(201);
    const other = (await created.json()) as { id: number; number: string; title: string };
    const elsewhere = await openCourtCase(other.id, j.list.open(other.number, other.title));
    expect(await main().findByLabelText(j.parties.role)).toHaveValue('defendant');
    expect(main().getByLabelText(j.parties.search)).toHaveValue('');
    expect(main().getByLabelText(label(j.detail.closeReason))).toHaveValue('decided');
    await user.click(await main().findByRole('button', { name: j.hearings.add }));
    expect(fieldIn(region(j.hearings.addHeading), j.hearings.room)).toHaveValue('');
    elsewhere.unmount();

    await openCourtCase();
    await user.click(await main().findByRole('button', { name: j.hearings.add }));
    await user.click(region(j.hearings.addHeading).getByRole('button', { name: j.hearings.submit }));
    expect(await main().findByText('Saal B')).toBeInTheDocument();
    expect(localStorage.getItem('draft.vcom.courtCase.2.hearing')).toBeNull();

    await user.click(await main().findByRole('button', { name: j.parties.add('Tom_Becker') }));
    expect(await region(j.parties.heading).findByText('Tom Becker')).toBeInTheDocument();
    expect(localStorage.getItem('draft.vcom.courtCase.2.party')).toBeNull();
    expect(main().getByLabelText(j.parties.role)).toHaveValue('defendant');
    expect(main().getByLabelText(j.parties.search)).toHaveValue('');

    await user.click(main().getByRole('button', { name: j.detail.edit }));
    await user.click(region(j.detail.edit).getByRole('button', { name: j.detail.save }));
    expect(await main().findByText('Neue Zusammenfassung.')).toBeInTheDocument();
    expect(keys('draft.vcom.courtCaseEdit.2.')).toEqual([]);

    expect(main().getByLabelText(label(j.detail.closeReason))).toHaveValue('withdrawn');
    await user.click(main().getByRole('button', { name: j.detail.close }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: j.detail.close }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await main().findByText(j.states.closed)).toBeInTheDocument();
    expect(localStorage.getItem('draft.vcom.courtCase.2.close')).toBeNull();
  });

  it('the judgment survives a reload; "Abbrechen" and issuing it drop the draft', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    const form = () => region(j.judgment.issueHeading);
    /** Opens the judgment's form; it shows once the parties are read. */
    const openJudgment = async () => {
      await user.click(await main().findByRole('button', { name: j.judgment.issue }));
      await main().findByRole('region', { name: j.judgment.issueHeading });
    };
    const first = await openCourtCase();
    await openJudgment();
    expect(fieldIn(form(), j.judgment.defendant)).toHaveValue('2');
    await user.type(fieldIn(form(), j.judgment.reasoning), 'Die Tat ist erwiesen.');
    await user.type(fieldIn(form(), j.judgment.fine), '5000');
    await clearAndType(user, fieldIn(form(), j.judgment.appealDays), '7');
    first.unmount();

    await openCourtCase();
    await openJudgment();
    expect(fieldIn(form(), j.judgment.reasoning)).toHaveValue('Die Tat ist erwiesen.');
    expect(fieldIn(form(), j.judgment.fine)).toHaveValue('5000');
    expect(fieldIn(form(), j.judgment.appealDays)).toHaveValue('7');
    expect(keys('draft.vcom.courtCase.2.judgment.')).toHaveLength(1);
    await user.click(form().getByRole('button', { name: j.judgment.cancel }));
    expect(keys('draft.vcom.courtCase.2.judgment.')).toEqual([]);

    await openJudgment();
    expect(fieldIn(form(), j.judgment.reasoning)).toHaveValue('');
    expect(fieldIn(form(), j.judgment.appealDays)).toHaveValue('3');
    await user.type(fieldIn(form(), j.judgment.reasoning), 'Erwiesen.');
    expect(keys('draft.vcom.courtCase.2.judgment.')).toHaveLength(1);
    await user.click(form().getByRole('button', { name: j.judgment.submit }));
    expect(await main().findByText('Erwiesen.')).toBeInTheDocument();
    expect(keys('draft.vcom.courtCase.2.judgment.')).toEqual([]);
  });
});
