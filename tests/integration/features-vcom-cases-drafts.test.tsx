// The drafts of an opened vcom case's six forms (issue 24, area-done point 3) at route level (MSW,
// the stateful vcom mock): the journal entry, note, evidence, officer, attachment and hand-over
// each keep what was typed across a reload (the route rendered again), and are empty again
// after a successful send (the hand-over also after "Abbrechen"). Operations driven:
// addVcomCaseEntry, addVcomCaseNote, addVcomCaseEvidence, assignVcomCaseOfficer,
// addVcomCaseAttachment, transferVcomCaseToJustice.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vcomTexts as t } from '../../src/features/vcom/texts';
import { setScenario } from '../utils/scenario';
import { main, open, type User } from '../utils/vcom';

/** The section of an opened case titled `heading`. */
const part = (heading: string) => within(main().getByRole('region', { name: heading }));
/** A field of that section, by the start of its label (required fields carry a mark after it). */
const fieldIn = (heading: string, label: string) =>
  part(heading).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(?![\\wäöüß])`));

async function openCase(path: string, title: string) {
  const rendered = await open(path);
  await main().findByRole('heading', { level: 2, name: title });
  return rendered;
}

async function openHandover(user: User) {
  await user.click(main().getByRole('button', { name: t.handover.open }));
  return within(await main().findByRole('region', { name: t.handover.heading }));
}

describe('vcom case drafts (/vcom?view=cases&case=…)', () => {
  it('the journal entry and the note survive a reload and are empty after sending', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await openCase('/vcom?view=cases&case=2', 'Drogenhandel Grove Street');
    await user.selectOptions(fieldIn(t.journal.heading, t.journal.kind), t.entryKinds.statement);
    await user.type(fieldIn(t.journal.heading, t.journal.text), 'Zeuge sagt aus.');
    await user.type(fieldIn(t.caseNotes.heading, t.caseNotes.text), 'Nur intern.');
    await user.click(part(t.caseNotes.heading).getByRole('checkbox', { name: t.caseNotes.confidential }));
    first.unmount();

    await openCase('/vcom?view=cases&case=2', 'Drogenhandel Grove Street');
    expect(fieldIn(t.journal.heading, t.journal.kind)).toHaveValue('statement');
    expect(fieldIn(t.journal.heading, t.journal.text)).toHaveValue('Zeuge sagt aus.');
    expect(fieldIn(t.caseNotes.heading, t.caseNotes.text)).toHaveValue('Nur intern.');
    expect(part(t.caseNotes.heading).getByRole('checkbox', { name: t.caseNotes.confidential })).toBeChecked();
    // Another case has drafts of its own.
    expect(localStorage.getItem('draft.vcom.case.1.journal')).toBeNull();

    await user.click(part(t.journal.heading).getByRole('button', { name: t.journal.add }));
    expect(await main().findByText('Zeuge sagt aus.')).toBeInTheDocument();
    expect(fieldIn(t.journal.heading, t.journal.text)).toHaveValue('');
    expect(fieldIn(t.journal.heading, t.journal.kind)).toHaveValue('note');
    await user.click(part(t.caseNotes.heading).getByRole('button', { name: t.caseNotes.add }));
    expect(await part(t.caseNotes.heading).findByText('Nur intern.')).toBeInTheDocument();
    expect(fieldIn(t.caseNotes.heading, t.caseNotes.text)).toHaveValue('');
    expect(part(t.caseNotes.heading).getByRole('checkbox', { name: t.caseNotes.confidential })).not.toBeChecked();
    expect(localStorage.getItem('draft.vcom.case.2.journal')).toBeNull();
    expect(localStorage.getItem('draft.vcom.case.2.note')).toBeNull();
  });

  it('the evidence survives a reload and is empty after sending', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await openCase('/vcom?view=cases&case=1', 'Bankraub Fleeca Legion Square');
    await user.type(fieldIn(t.evidence.heading, t.evidence.description), 'Sturmhaube, schwarz');
    await user.clear(fieldIn(t.evidence.heading, t.evidence.quantity));
    await user.type(fieldIn(t.evidence.heading, t.evidence.quantity), '2');
    await user.type(fieldIn(t.evidence.heading, t.evidence.storage), 'Asservatenkammer 3');
    first.unmount();

    await openCase('/vcom?view=cases&case=1', 'Bankraub Fleeca Legion Square');
    expect(fieldIn(t.evidence.heading, t.evidence.description)).toHaveValue('Sturmhaube, schwarz');
    expect(fieldIn(t.evidence.heading, t.evidence.quantity)).toHaveValue('2');
    expect(fieldIn(t.evidence.heading, t.evidence.storage)).toHaveValue('Asservatenkammer 3');

    await user.click(part(t.evidence.heading).getByRole('button', { name: t.evidence.add }));
    expect(await part(t.evidence.heading).findByText(/Sturmhaube, schwarz/)).toBeInTheDocument();
    expect(fieldIn(t.evidence.heading, t.evidence.description)).toHaveValue('');
    expect(fieldIn(t.evidence.heading, t.evidence.quantity)).toHaveValue('1');
    expect(fieldIn(t.evidence.heading, t.evidence.storage)).toHaveValue('');
  });

  it('the officer and the attachment survive a reload and are back to their start after sending', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await openCase('/vcom?view=cases&case=2', 'Drogenhandel Grove Street');
    await main().findByRole('list', { name: t.caseOfficers.heading });
    await user.selectOptions(fieldIn(t.caseOfficers.heading, t.caseOfficers.role), t.caseOfficers.roles.lead);
    await user.type(fieldIn(t.attachments.heading, t.attachments.title), 'Tatortfoto Hinterhof');
    await user.type(fieldIn(t.attachments.heading, t.attachments.path), '/uploads/vcom/cases/2/hof.jpg');
    first.unmount();

    await openCase('/vcom?view=cases&case=2', 'Drogenhandel Grove Street');
    await main().findByRole('list', { name: t.caseOfficers.heading });
    expect(fieldIn(t.caseOfficers.heading, t.caseOfficers.staffId)).toHaveValue('1804');
    expect(fieldIn(t.caseOfficers.heading, t.caseOfficers.role)).toHaveValue('lead');
    expect(fieldIn(t.attachments.heading, t.attachments.title)).toHaveValue('Tatortfoto Hinterhof');
    expect(fieldIn(t.attachments.heading, t.attachments.path)).toHaveValue('/uploads/vcom/cases/2/hof.jpg');

    await user.click(part(t.caseOfficers.heading).getByRole('button', { name: t.caseOfficers.assign }));
    expect(await screen.findByText(t.caseOfficers.assigned)).toBeInTheDocument();
    expect(fieldIn(t.caseOfficers.heading, t.caseOfficers.role)).toHaveValue('member');
    await user.click(part(t.attachments.heading).getByRole('button', { name: t.attachments.add }));
    expect(await part(t.attachments.heading).findByRole('link', { name: 'Tatortfoto Hinterhof' })).toBeInTheDocument();
    expect(fieldIn(t.attachments.heading, t.attachments.title)).toHaveValue('');
    expect(fieldIn(t.attachments.heading, t.attachments.path)).toHaveValue('');
  });

  it('the hand-over survives a reload; "Abbrechen" and a successful hand-over drop it', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await openCase('/vcom?view=cases&case=1', 'Bankraub Fleeca Legion Square');
    let form = await openHandover(user);
    await user.type(form.getByLabelText(t.issue.crimeSearch), 'Raub');
    await user.click(await form.findByRole('button', { name: t.issue.add('Raub') }));
    await user.click(form.getByRole('checkbox', { name: /Paul Hoffmann/ }));
    await user.type(form.getByLabelText(t.handover.note), 'Täterin ist geständig.');
    first.unmount();

    const second = await openCase('/vcom?view=cases&case=1', 'Bankraub Fleeca Legion Square');
    form = await openHandover(user);
    const charges = () => within(form.getByRole('region', { name: t.handover.charges }));
    expect(await charges().findByText(/§ 249 · Raub/)).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: /Lena Fischer/ })).toBeChecked();
    expect(form.getByRole('checkbox', { name: /Paul Hoffmann/ })).toBeChecked();
    expect(form.getByLabelText(t.handover.note)).toHaveValue('Täterin ist geständig.');

    // Cancelling drops the draft: opened again, the form is empty.
    await user.click(form.getByRole('button', { name: t.handover.cancel }));
    form = await openHandover(user);
    expect(charges().getByText(t.handover.noCharges)).toBeInTheDocument();
    expect(form.getByLabelText(t.handover.note)).toHaveValue('');
    expect(form.getByRole('checkbox', { name: /Paul Hoffmann/ })).not.toBeChecked();

    await user.type(form.getByLabelText(t.issue.crimeSearch), 'Raub');
    await user.click(await form.findByRole('button', { name: t.issue.add('Raub') }));
    await user.type(form.getByLabelText(t.handover.note), 'Geständig.');
    expect(localStorage.getItem('draft.vcom.case.1.handover')).not.toBeNull();
    await user.click(form.getByRole('button', { name: t.handover.submit }));
    expect(await main().findByText(/^An die Justiz abgegeben: Verfahren Nr\. \d+$/)).toBeInTheDocument();
    expect(localStorage.getItem('draft.vcom.case.1.handover')).toBeNull();
    second.unmount();
  });
});
