// The vcom HR file's further records and recruiting at route level (MSW, the stateful vcom mock):
// commendations, internal notes (author and time), trainings (add, remove after the confirmation,
// each in the service history), the organisation's courses and statistics, the application form
// (edited with a draft) and vacancies (advertise, take down after the confirmation), the applicant
// seeing vacancies and answering the form's questions; a 422 under its field, a 500 that keeps the
// input, the rights (no action without manageTrainings, no view by link without manageHr, the
// mock's 403), and the vcom rights matrix's draft surviving a reload. Operations driven through the
// screens: addVcomCommendation, listVcomHrFileNotes, addVcomHrFileNote, listVcomTrainings,
// addVcomTraining, removeVcomTraining, listVcomTrainingCourses, createVcomTrainingCourse,
// getVcomHrStatistics, getVcomApplicationForm, updateVcomApplicationForm, listVcomVacancies,
// createVcomVacancy, deleteVcomVacancy (and submitVcomApplication with answers).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminTexts, teamRightLabels } from '../../src/features/vcom/admin/texts';
import { applicantTexts as a, hrTexts as h, recordTexts as r } from '../../src/features/vcom/hr/texts';
import { server } from '../../src/mocks/node';
import { hrLeadVcomSession } from '../../src/mocks/scenarios/vcom-session';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, label, main, open, problem } from '../utils/vcom';

const region = (name: string) => main().findByRole('region', { name });
const confirmIn = async (name: string) => {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.setup().click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
};

/** The hrLead session without manageTrainings: HR work, but no trainings. */
function withoutTrainings() {
  const lead = hrLeadVcomSession.accounts[0] ?? expect.fail('the hrLead scenario has an account');
  const account = { ...lead, rights: lead.rights.filter((x) => x !== 'manageTrainings') };
  server.use(
    http.get('*/api/vcom/me', () =>
      HttpResponse.json({ ...hrLeadVcomSession, active: account, accounts: [account], rights: account.rights }),
    ),
  );
}

describe('vcom HR file records (/vcom?view=hr&staff=…)', () => {
  it('adds a commendation (422 under its field, a 500 keeps the input) and a note with its author', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=hr&staff=1001');
    await main().findByRole('heading', { level: 2, name: 'Felix Richter' });
    const praise = await region(r.commendations.heading);
    expect(within(praise).getByText(r.commendations.empty)).toBeInTheDocument();
    const title = within(praise).getByLabelText(label(r.commendations.title));
    await user.type(title, 'Einsatz beim Bankraub');
    const url = '*/api/vcom/hr/files/1001/commendations';
    server.use(http.post(url, () => problem(422, { errors: [{ field: 'title', message: 'Titel zu allgemein.' }] })));
    await user.click(within(praise).getByRole('button', { name: r.commendations.submit }));
    expect(await within(praise).findByText('Titel zu allgemein.')).toBeInTheDocument();
    server.use(http.post(url, () => problem(500)));
    await user.click(within(praise).getByRole('button', { name: r.commendations.submit }));
    expect(await within(praise).findByText('Antwort 500.')).toBeInTheDocument();
    expect(within(praise).getByLabelText(label(r.commendations.title))).toHaveValue('Einsatz beim Bankraub');

    server.resetHandlers();
    setScenario('hrLead');
    await user.click(within(praise).getByRole('button', { name: r.commendations.submit }));
    const list = await within(praise).findByRole('list', { name: r.commendations.heading });
    expect(within(list).getByText('Einsatz beim Bankraub')).toBeInTheDocument();
    expect(within(praise).getByLabelText(label(r.commendations.title))).toHaveValue('');
    // The service history names it (who, when, what).
    const history = await region(h.history.heading);
    expect(await within(history).findByText(h.events.commended)).toBeInTheDocument();

    const notes = await region(r.notes.heading);
    expect(await within(notes).findByText(/Funkdisziplin noch üben/)).toBeInTheDocument();
    await user.type(
      within(notes).getByRole('textbox', { name: label(r.notes.text) }),
      'Gespräch über Pünktlichkeit geführt.',
    );
    await user.click(within(notes).getByRole('button', { name: r.notes.submit }));
    const thread = await within(notes).findByRole('list', { name: r.notes.heading });
    expect(await within(thread).findByText('Gespräch über Pünktlichkeit geführt.')).toBeInTheDocument();
    expect(within(thread).getAllByText(/Max Mustermann/).length).toBeGreaterThan(0);
  });

  it('records a training (a future day under its field) and removes it after the confirmation', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=hr&staff=1001');
    const box = await region(r.trainings.heading);
    expect(await within(box).findByText(r.trainings.empty)).toBeInTheDocument();
    const course = within(box).getByLabelText(label(r.trainings.course));
    await within(box).findByRole('option', { name: 'Erste Hilfe' });
    await user.selectOptions(course, within(box).getByRole('option', { name: 'Erste Hilfe' }));
    fireEvent.change(within(box).getByLabelText(label(r.trainings.completedAt)), { target: { value: '2099-01-10' } });
    await user.click(within(box).getByRole('button', { name: r.trainings.submit }));
    expect(await within(box).findByText(r.trainings.future)).toBeInTheDocument();
    expect(within(box).getByLabelText(label(r.trainings.completedAt))).toHaveValue('2099-01-10');

    fireEvent.change(within(box).getByLabelText(label(r.trainings.completedAt)), { target: { value: '2026-01-10' } });
    await user.click(within(box).getByRole('button', { name: r.trainings.submit }));
    const list = await within(box).findByRole('list', { name: r.trainings.heading });
    expect(within(list).getByText('Erste Hilfe')).toBeInTheDocument();
    expect(within(list).getByText(r.trainings.results.passed)).toBeInTheDocument();
    const history = await region(h.history.heading);
    expect(await within(history).findByText(/Erste Hilfe: bestanden/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: r.trainings.removeOf('Erste Hilfe') }));
    await confirmIn(r.trainings.remove);
    expect(await within(box).findByText(r.trainings.empty)).toBeInTheDocument();
  });

  it('without manageTrainings the trainings show, but no form and no remove; the mock refuses with 403', async () => {
    setScenario('hrLead');
    withoutTrainings();
    await open('/vcom?view=hr&staff=1002');
    const box = await region(r.trainings.heading);
    const list = await within(box).findByRole('list', { name: r.trainings.heading });
    expect(within(list).getByText('Grundausbildung Streifendienst')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: r.trainings.submit })).toBeNull();
    expect(within(box).queryByRole('button', { name: r.trainings.removeOf('Erste Hilfe') })).toBeNull();

    setScenario('police');
    for (const [path, payload] of [
      ['files/1002/trainings', { courseId: 1, completedAt: '2026-01-10T12:00:00.000Z', result: 'passed' }],
      ['files/1002/commendations', { title: 'Gut gemacht' }],
      ['files/1002/notes', { text: 'Hallo' }],
      ['courses', { team: 'police', name: 'Neu', required: false }],
      ['vacancies', { team: 'police', title: 'Neu', description: 'Neu', openings: 1 }],
    ] as const) {
      const refused = await fetch(`http://localhost/api/vcom/hr/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      expect(refused.status, path).toBe(403);
    }
    expect((await fetch('http://localhost/api/vcom/hr/statistics/police')).status).toBe(403);
  });
});

describe('vcom HR courses, statistics and recruiting (?view=hr&hrTab=…)', () => {
  it('lists and creates courses; the statistics show a table; no course form without manageTrainings', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    const rendered = await open('/vcom?view=hr&hrTab=courses');
    const courses = await region(r.courses.heading);
    expect(await within(courses).findByText('Grundausbildung Streifendienst')).toBeInTheDocument();
    const form = await region(r.courses.form);
    await user.type(within(form).getByLabelText(label(r.courses.name)), 'Verkehrsunfallaufnahme');
    await user.type(within(form).getByLabelText(label(r.courses.validityDays)), '365');
    await user.click(within(form).getByRole('button', { name: r.courses.submit }));
    expect(await within(courses).findByText('Verkehrsunfallaufnahme')).toBeInTheDocument();
    expect(within(courses).getByText(r.courses.validity(365))).toBeInTheDocument();

    const tabs = main().getByRole('group', { name: h.tabsLabel });
    await user.click(within(tabs).getByRole('button', { name: h.tabs.statistics }));
    const stats = await main().findByRole('table', { name: r.stats.caption });
    expect(within(stats).getByText(r.stats.headcount)).toBeInTheDocument();
    expect(within(stats).getByText(r.stats.openApplications)).toBeInTheDocument();
    expect(await main().findByRole('table', { name: r.stats.perRank })).toBeInTheDocument();
    rendered.unmount();

    withoutTrainings();
    await open('/vcom?view=hr&hrTab=courses');
    expect(await within(await region(r.courses.heading)).findByText('Erste Hilfe')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: r.courses.submit })).toBeNull();
  });

  it('no HR tab by link without manageHr', async () => {
    setScenario('police');
    await expectNotPermitted('/vcom?view=hr&hrTab=recruiting');
  });

  it('edits the application form with a draft and advertises and takes down vacancies', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    let rendered = await open('/vcom?view=hr&hrTab=recruiting');
    const editor = await region(r.form.heading);
    expect(within(editor).getByLabelText(label(r.form.question(1)))).toHaveValue('Hast du einen Führerschein?');
    await user.click(within(editor).getByRole('button', { name: r.form.add }));
    await user.type(within(editor).getByLabelText(label(r.form.question(3))), 'Warum gerade das LSPD?');
    // A reload keeps the unsaved question (the draft).
    rendered.unmount();
    rendered = await open('/vcom?view=hr&hrTab=recruiting');
    const again = await region(r.form.heading);
    expect(within(again).getByLabelText(label(r.form.question(3)))).toHaveValue('Warum gerade das LSPD?');
    await user.click(within(again).getByRole('checkbox', { name: r.form.required(3) }));
    await user.click(within(again).getByRole('button', { name: r.form.save }));
    await waitFor(async () => {
      const form = await (await fetch('http://localhost/api/vcom/hr/forms/police')).json();
      expect(form.questions).toHaveLength(3);
    });
    const saved = await (await fetch('http://localhost/api/vcom/hr/forms/police')).json();
    expect(saved.questions[2]).toMatchObject({ text: 'Warum gerade das LSPD?', required: true });

    const vacancies = await region(r.vacancies.heading);
    expect(await within(vacancies).findByText('Streifenpolizist (m/w/d)')).toBeInTheDocument();
    await user.type(within(vacancies).getByLabelText(label(r.vacancies.title)), 'Ermittler Kripo');
    await user.type(within(vacancies).getByLabelText(label(r.vacancies.description)), 'Ermittlungen im Drogenmilieu.');
    server.use(
      http.post('*/api/vcom/hr/vacancies', () =>
        problem(422, { errors: [{ field: 'title', message: 'Diesen Titel gibt es schon.' }] }),
      ),
    );
    await user.click(within(vacancies).getByRole('button', { name: r.vacancies.submit }));
    expect(await within(vacancies).findByText('Diesen Titel gibt es schon.')).toBeInTheDocument();
    server.use(http.post('*/api/vcom/hr/vacancies', () => problem(500)));
    await user.click(within(vacancies).getByRole('button', { name: r.vacancies.submit }));
    expect(await within(vacancies).findByText('Antwort 500.')).toBeInTheDocument();
    expect(within(vacancies).getByLabelText(label(r.vacancies.title))).toHaveValue('Ermittler Kripo');
    server.resetHandlers();
    setScenario('hrLead');
    await user.click(within(vacancies).getByRole('button', { name: r.vacancies.submit }));
    const list = within(vacancies).getByRole('list', { name: r.vacancies.heading });
    expect(await within(list).findByText('Ermittler Kripo')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: r.vacancies.removeOf('Streifenpolizist (m/w/d)') }));
    await confirmIn(r.vacancies.remove);
    await waitFor(() => expect(within(vacancies).queryByText('Streifenpolizist (m/w/d)')).toBeNull());
    rendered.unmount();
  });

  it('the applicant sees the open vacancies and answers the form questions', async () => {
    setScenario('applicant');
    const user = userEvent.setup();
    const rendered = await open('/vcom');
    await main().findByRole('heading', { level: 2, name: a.heading });
    expect(await main().findAllByText('Streifenpolizist (m/w/d)')).not.toHaveLength(0);
    const licence = await main().findByLabelText(label('Hast du einen Führerschein?'));
    await user.selectOptions(licence, r.apply.yes);
    await user.selectOptions(main().getByLabelText(label(r.apply.vacancy)), 'Streifenpolizist (m/w/d)');
    await user.type(main().getByLabelText(label(a.form.motivation)), 'Ich möchte Streife fahren.');
    await user.click(main().getByRole('button', { name: a.form.submit }));
    expect(await main().findByText(a.to(a.teams.police ?? 'Polizei'))).toBeInTheDocument();
    const mine = await (await fetch('http://localhost/api/vcom/hr/applications/mine')).json();
    const sent = mine.items.find((x: { team: string }) => x.team === 'police');
    expect(sent).toMatchObject({
      vacancyId: 1,
      answers: [{ questionId: 1, question: 'Hast du einen Führerschein?', answer: r.apply.yes }],
    });
    // The HR lead reads the answers with the application.
    rendered.unmount();
    setScenario('hrLead');
    await open(`/vcom?view=hr&application=${String(sent.id)}`);
    expect(await main().findByText('Hast du einen Führerschein?')).toBeInTheDocument();
    expect(main().getByText(r.apply.yes)).toBeInTheDocument();
  });
});

describe('the vcom rights matrix keeps a draft', () => {
  it('a reload keeps an unsaved tick; discarding removes it', async () => {
    setScenario('admin');
    const user = userEvent.setup();
    const t = adminTexts.rights;
    const name = t.cell(teamRightLabels.setWanted, 'Officer');
    let rendered = await open('/vcom?view=admin&tab=rights');
    await user.click(await main().findByRole('checkbox', { name }));
    expect(await main().findByText(t.unsaved(1))).toBeInTheDocument();
    rendered.unmount();
    rendered = await open('/vcom?view=admin&tab=rights');
    expect(await main().findByRole('checkbox', { name })).toBeChecked();
    expect(main().getByText(t.unsaved(1))).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: t.discard }));
    expect(main().getByRole('checkbox', { name })).not.toBeChecked();
    rendered.unmount();
    await open('/vcom?view=admin&tab=rights');
    expect(await main().findByRole('checkbox', { name })).not.toBeChecked();
  });
});
