// The vcom HR view (?view=hr) and the applicant's own view at route level (MSW, the stateful
// vcom mock): the applications, accepting one and hiring from it into a new HR file (one staff
// identity), rejecting with a reason the applicant sees, the HR file (edit, promote, sanction,
// dismiss), a 422 under its field, a 500 that keeps the input, the rights (no view without
// manageHr, the mock's 403). Operations driven through the screens: listVcomApplications,
// getVcomApplication, acceptVcomApplication, rejectVcomApplication, hireVcomStaff,
// listVcomHrFiles, getVcomHrFile, editVcomHrFile, promoteVcomStaff, issueVcomSanction,
// listVcomSanctions, listVcomHrHistory, fireVcomStaff, listVcomMyApplications,
// submitVcomApplication, withdrawVcomApplication.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { applicantTexts as a, hrTexts as h } from '../../src/features/vcom/hr/texts';
import { vcomStaffViews, vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { hrLeadVcomSession, staffOf } from '../../src/mocks/scenarios/vcom-session';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, label, main, open, problem } from '../utils/vcom';

/** The hrLead scenario's staff member: its HR actions name him (service number 7). */
const HR_LEAD = staffOf(hrLeadVcomSession) ?? expect.fail('the hrLead scenario has a staff member');

describe('vcom HR (/vcom?view=hr)', () => {
  it('accepts an application, hires from it and opens the new HR file', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    await user.click(within(drawer).getByRole('button', { name: vcomStaffViews.hr }));
    await user.click(await main().findByRole('button', { name: new RegExp(h.appOpen('Mia_Schulz')) }));
    expect(await main().findByRole('heading', { level: 2, name: h.appOpen('Mia_Schulz') })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: h.accept }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: h.accept }));
    expect(await main().findByText(h.appStates.accepted)).toBeInTheDocument();

    const rank = await main().findByLabelText(label(h.hire.rankLevel));
    await user.clear(rank);
    await user.type(rank, '2');
    await user.type(main().getByLabelText(label(h.hire.department)), 'Streifendienst');
    await user.click(main().getByRole('button', { name: h.hire.submit }));
    expect(await main().findByRole('heading', { level: 2, name: 'Mia Schulz' })).toBeInTheDocument();
    expect(await main().findByText(h.file.fromApplication(1))).toBeInTheDocument();
    expect(main().getByText(h.fileStates.probation)).toBeInTheDocument();
    expect(await main().findByText(h.events.hired)).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: h.back }));
    expect(await main().findByRole('button', { name: /Mia Schulz/ })).toBeInTheDocument();
  });

  it('rejects with a reason; hiring a 422 shows under its field, a 500 keeps the input', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=hr&application=2');
    await main().findByRole('heading', { level: 2, name: h.appOpen('Paul_Hoffmann') });
    await user.click(main().getByRole('button', { name: h.accept }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: h.accept }));
    const department = await main().findByLabelText(label(h.hire.department));
    await user.type(department, 'Verkehr');
    server.use(
      http.post('*/api/vcom/hr/hires', () =>
        problem(422, { errors: [{ field: 'department', message: 'Diese Abteilung gibt es nicht.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: h.hire.submit }));
    expect(await main().findByText('Diese Abteilung gibt es nicht.')).toBeInTheDocument();
    server.use(http.post('*/api/vcom/hr/hires', () => problem(500)));
    await user.click(main().getByRole('button', { name: h.hire.submit }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(main().getByLabelText(label(h.hire.department))).toHaveValue('Verkehr');

    server.resetHandlers();
    setScenario('hrLead');
    await user.click(main().getByRole('button', { name: h.reject }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(label(h.rejectReason)), 'Keine Stelle frei.');
    await user.click(within(dialog).getByRole('button', { name: h.reject }));
    expect(await main().findByText(h.appStates.rejected)).toBeInTheDocument();
    expect(await main().findByText('Keine Stelle frei.')).toBeInTheDocument();
    expect(main().getByText(h.reviewer(HR_LEAD))).toBeInTheDocument();
  });

  it('edits an HR file, promotes, sanctions and dismisses', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=hr&hrTab=files');
    await user.click(await main().findByRole('button', { name: /Felix Richter/ }));
    await main().findByRole('heading', { level: 2, name: 'Felix Richter' });
    await user.click(main().getByRole('button', { name: h.file.edit }));
    const department = main().getByLabelText(label(h.file.department));
    await user.clear(department);
    await user.type(department, 'Autobahnpolizei');
    await user.click(main().getByRole('button', { name: h.file.save }));
    expect(await main().findByText('Autobahnpolizei')).toBeInTheDocument();

    const rank = main().getByRole('region', { name: h.rank.heading });
    const level = within(rank).getByLabelText(label(h.rank.level));
    await user.clear(level);
    await user.type(level, '1');
    await user.type(within(rank).getByLabelText(label(h.rank.reason)), 'Gute Arbeit');
    await user.click(main().getByRole('button', { name: h.rank.promote }));
    expect(await main().findByText('Eine Beförderung braucht einen höheren Rang.')).toBeInTheDocument();
    await user.clear(level);
    await user.type(level, '3');
    await user.click(main().getByRole('button', { name: h.rank.promote }));
    expect(await main().findByText(h.files.rank('Senior Officer', 3))).toBeInTheDocument();
    // The promotion names who did it: the scenario's HR lead with his service number.
    const history = main().getByRole('region', { name: h.history.heading });
    expect(await within(history).findByText(h.history.by(HR_LEAD))).toBeInTheDocument();
    expect(h.history.by(HR_LEAD)).toBe('durch Max Mustermann (Personalleitung, Dienstnummer 7)');

    const sanctions = main().getByRole('region', { name: h.sanctions.heading });
    await user.type(within(sanctions).getByLabelText(label(h.sanctions.reason)), 'Funkdisziplin');
    await user.click(within(sanctions).getByRole('button', { name: h.sanctions.issue }));
    expect(await within(sanctions).findByText('Funkdisziplin')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: h.fire.button }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(new RegExp(h.fire.reason)), 'Dienstvergehen');
    await user.click(within(dialog).getByRole('button', { name: h.fire.button }));
    expect(await main().findByText(h.fileStates.former)).toBeInTheDocument();
    await waitFor(() => expect(main().queryByRole('button', { name: h.fire.button })).toBeNull());
  });

  it('requests leave (an end before the start, an overlap under their field) and approves a request', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=hr&hrTab=leave');
    const mine = await main().findByRole('region', { name: h.leave.mine });
    // The seed: the HR lead's approved leave from 10 to 14 December.
    expect(await within(mine).findByText(h.leave.states.approved)).toBeInTheDocument();
    const from = within(mine).getByLabelText(label(h.leave.from));
    const to = within(mine).getByLabelText(label(h.leave.to));
    const submit = within(mine).getByRole('button', { name: h.leave.submit });
    await user.type(from, '2026-12-20');
    await user.type(to, '2026-12-18');
    await user.click(submit);
    expect(await within(mine).findByText(h.leave.endBeforeStart)).toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '2026-12-12');
    await user.clear(to);
    await user.type(to, '2026-12-16');
    await user.type(within(mine).getByLabelText(label(h.leave.reason)), 'Skiurlaub');
    await user.click(submit);
    expect(await within(mine).findByText(/schon genehmigten Urlaub/)).toBeInTheDocument();
    expect(from).toHaveValue('2026-12-12');
    expect(within(mine).getByLabelText(label(h.leave.reason))).toHaveValue('Skiurlaub');

    await user.clear(from);
    await user.type(from, '2027-01-04');
    await user.clear(to);
    await user.type(to, '2027-01-08');
    await user.click(submit);
    expect(await within(mine).findByText(h.leave.states.requested)).toBeInTheDocument();

    const team = main().getByRole('region', { name: h.leave.team });
    await user.click(await within(team).findByRole('button', { name: h.leave.approveOf('Felix_Richter') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: h.leave.approve }));
    await waitFor(() =>
      expect(within(team).queryByRole('button', { name: h.leave.approveOf('Felix_Richter') })).toBeNull(),
    );
  });

  it('no HR view without manageHr; the mock refuses with 403', async () => {
    setScenario('police');
    await expectNotPermitted('/vcom?view=hr&application=1');
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    expect(within(drawer).queryByRole('button', { name: vcomStaffViews.hr })).toBeNull();
    expect(main().queryByRole('button', { name: h.accept })).toBeNull();
    const refused = await fetch('http://localhost/api/vcom/hr/applications/1/accept', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    const leave = await fetch('http://localhost/api/vcom/hr/leave/1/approve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(leave.status).toBe(403);
  });

  it('the applicant sees the decision on his application, applies and withdraws', async () => {
    setScenario('hrLead');
    const accepted = await fetch('http://localhost/api/vcom/hr/applications/3/accept', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ note: 'Willkommen im Team!' }),
    });
    expect(accepted.status).toBe(200);

    setScenario('applicant');
    const user = userEvent.setup();
    await open('/vcom');
    expect(await main().findByRole('heading', { level: 2, name: a.heading })).toBeInTheDocument();
    expect(await main().findByText(h.appStates.accepted)).toBeInTheDocument();
    expect(main().getByText(/Willkommen im Team!/)).toBeInTheDocument();

    await user.type(main().getByLabelText(label(a.form.motivation)), 'Ich möchte Streife fahren.');
    await user.click(main().getByRole('button', { name: a.form.submit }));
    expect(await main().findByText(h.appStates.submitted)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: a.withdraw }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: a.withdraw }));
    expect(await main().findByText(h.appStates.withdrawn)).toBeInTheDocument();
  });
});
