// The drafts of the vcom HR, calendar, working-times and website forms (issue 25, area-done
// point 3) at route level (MSW, the stateful vcom mock): the leave request, the hire, an HR
// file's data, rank change and sanction, a new and a moved slot, a shift correction, the start
// page and the news each keep what was typed across a reload (the route rendered again), and are
// empty again after a successful send (and after "Abbrechen" where the form has one); a form of
// one entity (file, application, slot, shift) keeps a draft of its own. And a leave request
// rejected with a reason leaves the open requests and shows as rejected. Operations driven:
// addVcomLeaveRequest, rejectVcomLeaveRequest, listVcomLeaveRequests, acceptVcomApplication,
// hireVcomStaff, editVcomHrFile, promoteVcomStaff, issueVcomSanction, createVcomCalendarSlot,
// updateVcomCalendarSlot, editVcomWorkingTime, updateVcomWebsite, createVcomWebsiteNews.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { viewTexts } from '../../src/components/views/texts';
import { calendarTexts as c } from '../../src/features/vcom/calendar/texts';
import { hrTexts as h } from '../../src/features/vcom/hr/texts';
import { timesTexts as w } from '../../src/features/vcom/times/texts';
import { websiteTexts as s } from '../../src/features/vcom/websites/texts';
import { hrLeadVcomSession, staffOf } from '../../src/mocks/scenarios/vcom-session';
import { setScenario } from '../utils/scenario';
import { label, main, open, type User } from '../utils/vcom';

/** The hrLead scenario's staff member: his own leave requests are in the team's list too. */
const HR_LEAD = staffOf(hrLeadVcomSession) ?? expect.fail('the hrLead scenario has a staff member');

/** The section of the page titled `heading`. */
const region = (heading: string) => within(main().getByRole('region', { name: heading }));

/** The stored keys whose name starts with `prefix` (a server draft's key ends in a hash of its values). */
function keys(prefix: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(prefix)) found.push(key);
  }
  return found;
}

async function replace(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
}

describe('vcom HR drafts (/vcom?view=hr)', () => {
  it('the leave request survives a reload and is empty after sending', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    const first = await open('/vcom?view=hr&hrTab=leave');
    let mine = within(await main().findByRole('region', { name: h.leave.mine }));
    await user.type(mine.getByLabelText(label(h.leave.from)), '2027-01-04');
    await user.type(mine.getByLabelText(label(h.leave.to)), '2027-01-08');
    await user.type(mine.getByLabelText(label(h.leave.reason)), 'Skiurlaub');
    first.unmount();

    await open('/vcom?view=hr&hrTab=leave');
    mine = within(await main().findByRole('region', { name: h.leave.mine }));
    expect(mine.getByLabelText(label(h.leave.from))).toHaveValue('2027-01-04');
    expect(mine.getByLabelText(label(h.leave.to))).toHaveValue('2027-01-08');
    expect(mine.getByLabelText(label(h.leave.reason))).toHaveValue('Skiurlaub');

    await user.click(mine.getByRole('button', { name: h.leave.submit }));
    expect(await mine.findByText(h.leave.states.requested)).toBeInTheDocument();
    expect(mine.getByText('Skiurlaub')).toBeInTheDocument();
    expect(mine.getByLabelText(label(h.leave.from))).toHaveValue('');
    expect(mine.getByLabelText(label(h.leave.to))).toHaveValue('');
    expect(mine.getByLabelText(label(h.leave.reason))).toHaveValue('');
    expect(localStorage.getItem('draft.vcom.hr.leave')).toBeNull();
  });

  it('rejects a leave request with a reason: it leaves the open requests and shows as rejected', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=hr&hrTab=leave');
    const mine = within(await main().findByRole('region', { name: h.leave.mine }));
    // The HR lead asks for leave himself, so his own list shows the decision.
    await user.type(mine.getByLabelText(label(h.leave.from)), '2027-02-01');
    await user.type(mine.getByLabelText(label(h.leave.to)), '2027-02-05');
    await user.click(mine.getByRole('button', { name: h.leave.submit }));
    expect(await mine.findByText(h.leave.states.requested)).toBeInTheDocument();

    const team = within(main().getByRole('region', { name: h.leave.team }));
    await user.click(await team.findByRole('button', { name: h.leave.rejectOf(HR_LEAD.name) }));
    const dialog = within(await screen.findByRole('alertdialog'));
    // A rejection names its reason: without one the dialog stays open and says so.
    await user.click(dialog.getByRole('button', { name: h.leave.reject }));
    expect(await dialog.findByText(viewTexts.reasonMissing)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(label(h.leave.rejectReason)), 'Urlaubssperre im Februar.');
    await user.click(dialog.getByRole('button', { name: h.leave.reject }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    expect(await mine.findByText(h.leave.states.rejected)).toBeInTheDocument();
    expect(mine.getByText(h.leave.decision('Urlaubssperre im Februar.'))).toBeInTheDocument();
    expect(mine.queryByText(h.leave.states.requested)).toBeNull();
    await waitFor(() => expect(team.queryByRole('button', { name: h.leave.rejectOf(HR_LEAD.name) })).toBeNull());
    // The other open request is still there to decide.
    expect(team.getByRole('button', { name: h.leave.rejectOf('Felix_Richter') })).toBeInTheDocument();
  });

  it('the hire survives a reload per application and is gone after hiring', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    const first = await open('/vcom?view=hr&application=2');
    await main().findByRole('heading', { level: 2, name: h.appOpen('Paul_Hoffmann') });
    await user.click(main().getByRole('button', { name: h.accept }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: h.accept }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await replace(user, await main().findByLabelText(label(h.hire.rankLevel)), '2');
    await user.type(main().getByLabelText(label(h.hire.department)), 'Verkehr');
    await replace(user, main().getByLabelText(label(h.hire.probationDays)), '30');
    first.unmount();

    await open('/vcom?view=hr&application=2');
    expect(await main().findByLabelText(label(h.hire.rankLevel))).toHaveValue('2');
    expect(main().getByLabelText(label(h.hire.department))).toHaveValue('Verkehr');
    expect(main().getByLabelText(label(h.hire.probationDays))).toHaveValue('30');
    // The draft is this application's; another one has a draft of its own.
    expect(localStorage.getItem('draft.vcom.application.2.hire')).not.toBeNull();
    expect(localStorage.getItem('draft.vcom.application.1.hire')).toBeNull();

    await user.click(main().getByRole('button', { name: h.hire.submit }));
    expect(await main().findByRole('heading', { level: 2, name: 'Paul Hoffmann' })).toBeInTheDocument();
    expect(await main().findByText('Verkehr')).toBeInTheDocument();
    expect(localStorage.getItem('draft.vcom.application.2.hire')).toBeNull();
  });

  it("a file's data, rank change and sanction survive a reload; cancelling and sending drop them", async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    const first = await open('/vcom?view=hr&staff=1001');
    await main().findByRole('heading', { level: 2, name: 'Felix Richter' });
    await user.click(main().getByRole('button', { name: h.file.edit }));
    await replace(user, main().getByLabelText(label(h.file.department)), 'Autobahnpolizei');
    await replace(user, region(h.rank.heading).getByLabelText(label(h.rank.level)), '3');
    await user.type(region(h.rank.heading).getByLabelText(label(h.rank.reason)), 'Gute Arbeit');
    await user.selectOptions(region(h.sanctions.heading).getByLabelText(label(h.sanctions.kind)), h.sanctionKinds.fine);
    await user.type(await region(h.sanctions.heading).findByLabelText(label(h.sanctions.amount)), '500');
    await user.type(region(h.sanctions.heading).getByLabelText(label(h.sanctions.reason)), 'Funkdisziplin');
    first.unmount();

    await open('/vcom?view=hr&staff=1001');
    await main().findByRole('heading', { level: 2, name: 'Felix Richter' });
    // The rank form starts again with each new version of the file: it is looked up each time.
    const rank = () => region(h.rank.heading);
    const sanctions = region(h.sanctions.heading);
    expect(rank().getByLabelText(label(h.rank.level))).toHaveValue('3');
    expect(rank().getByLabelText(label(h.rank.reason))).toHaveValue('Gute Arbeit');
    expect(sanctions.getByLabelText(label(h.sanctions.kind))).toHaveValue('fine');
    expect(sanctions.getByLabelText(label(h.sanctions.amount))).toHaveValue('500');
    expect(sanctions.getByLabelText(label(h.sanctions.reason))).toHaveValue('Funkdisziplin');
    await user.click(main().getByRole('button', { name: h.file.edit }));
    expect(main().getByLabelText(label(h.file.department))).toHaveValue('Autobahnpolizei');
    // The drafts are this file's; another file has drafts of its own.
    expect(keys('draft.vcom.hrRank.1001')).toHaveLength(1);
    expect(localStorage.getItem('draft.vcom.hrFile.1001.sanction')).not.toBeNull();
    expect(keys('draft.vcom.hrFileEdit.1002')).toEqual([]);
    expect(keys('draft.vcom.hrRank.1002')).toEqual([]);
    expect(localStorage.getItem('draft.vcom.hrFile.1002.sanction')).toBeNull();

    // Cancelling the edit drops its draft: opened again, it shows the file's values.
    expect(keys('draft.vcom.hrFileEdit.1001')).toHaveLength(1);
    await user.click(region(h.file.data).getByRole('button', { name: h.cancel }));
    expect(keys('draft.vcom.hrFileEdit.1001')).toEqual([]);
    await user.click(main().getByRole('button', { name: h.file.edit }));
    const department = main().getByLabelText(label(h.file.department));
    expect(department).not.toHaveValue('Autobahnpolizei');
    await replace(user, department, 'Autobahnpolizei');
    await user.click(main().getByRole('button', { name: h.file.save }));
    expect(await region(h.file.data).findByText('Autobahnpolizei')).toBeInTheDocument();
    expect(keys('draft.vcom.hrFileEdit.1001')).toEqual([]);

    // Saving the data gave the file a new version: the rank form kept its draft all the same.
    expect(rank().getByLabelText(label(h.rank.reason))).toHaveValue('Gute Arbeit');
    await user.click(rank().getByRole('button', { name: h.rank.promote }));
    expect(await main().findByText(h.files.rank('Senior Officer', 3))).toBeInTheDocument();
    expect(keys('draft.vcom.hrRank.1001')).toEqual([]);
    expect(rank().getByLabelText(label(h.rank.reason))).toHaveValue('');

    await user.click(sanctions.getByRole('button', { name: h.sanctions.issue }));
    expect(await sanctions.findByText('Funkdisziplin')).toBeInTheDocument();
    expect(sanctions.getByLabelText(label(h.sanctions.kind))).toHaveValue('writtenWarning');
    expect(sanctions.getByLabelText(label(h.sanctions.reason))).toHaveValue('');
    expect(localStorage.getItem('draft.vcom.hrFile.1001.sanction')).toBeNull();
  });
});

describe('vcom calendar, working times and website drafts', () => {
  it('a new slot survives a reload, "Abbrechen" and creating drop it; a moved slot keeps its own draft', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    // A week of its own, far ahead: no seeded slot is in the way.
    const week = '/vcom?view=calendar&week=2099-01-05';
    const first = await open(week);
    await user.click(await main().findByRole('button', { name: c.create.open }));
    await user.type(region(c.create.heading).getByLabelText(label(c.create.title)), 'Sondersprechstunde');
    await user.selectOptions(region(c.create.heading).getByLabelText(label(c.create.kind)), c.kinds.training);
    await user.type(region(c.create.heading).getByLabelText(label(c.create.location)), 'Raum 2');
    first.unmount();

    const second = await open(week);
    await user.click(await main().findByRole('button', { name: c.create.open }));
    let form = region(c.create.heading);
    expect(form.getByLabelText(label(c.create.title))).toHaveValue('Sondersprechstunde');
    expect(form.getByLabelText(label(c.create.kind))).toHaveValue('training');
    expect(form.getByLabelText(label(c.create.location))).toHaveValue('Raum 2');

    // "Abbrechen" drops the draft: opened again, the form is empty.
    await user.click(form.getByRole('button', { name: c.keep }));
    expect(localStorage.getItem('draft.vcom.calendar.slot')).toBeNull();
    await user.click(main().getByRole('button', { name: c.create.open }));
    form = region(c.create.heading);
    expect(form.getByLabelText(label(c.create.title))).toHaveValue('');
    expect(form.getByLabelText(label(c.create.kind))).toHaveValue('appointment');

    await user.type(form.getByLabelText(label(c.create.title)), 'Sondersprechstunde');
    await user.type(form.getByLabelText(label(c.create.startsAt)), '2099-01-05T12:00');
    await user.type(form.getByLabelText(label(c.create.endsAt)), '2099-01-05T13:00');
    await user.click(form.getByRole('button', { name: c.create.submit }));
    expect(await main().findByText(/^Sondersprechstunde,/)).toBeInTheDocument();
    expect(localStorage.getItem('draft.vcom.calendar.slot')).toBeNull();

    await user.click(main().getByRole('button', { name: c.moveOf('Sondersprechstunde') }));
    let move = within(main().getByRole('form', { name: c.moveOf('Sondersprechstunde') }));
    await replace(user, move.getByLabelText(label(c.create.startsAt)), '2099-01-06T12:00');
    await replace(user, move.getByLabelText(label(c.create.endsAt)), '2099-01-06T13:00');
    // One draft, of this slot.
    expect(keys('draft.vcom.calendar.move.')).toHaveLength(1);
    second.unmount();

    await open(week);
    await user.click(await main().findByRole('button', { name: c.moveOf('Sondersprechstunde') }));
    move = within(main().getByRole('form', { name: c.moveOf('Sondersprechstunde') }));
    expect(move.getByLabelText(label(c.create.startsAt))).toHaveValue('2099-01-06T12:00');
    expect(move.getByLabelText(label(c.create.endsAt))).toHaveValue('2099-01-06T13:00');
    await user.click(move.getByRole('button', { name: c.save }));
    expect(await screen.findByText(c.moved)).toBeInTheDocument();
    await waitFor(() => expect(main().queryByRole('form', { name: c.moveOf('Sondersprechstunde') })).toBeNull());
    expect(keys('draft.vcom.calendar.move.')).toEqual([]);
  });

  it('a shift correction survives a reload; "Abbrechen" and saving drop it', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    const first = await open('/vcom?view=times');
    await main().findByRole('heading', { level: 3, name: w.overview.heading });
    // Seeds lie in the last days: this week or the one before.
    let felix = main().queryByRole('button', { name: w.overview.open('Felix_Richter') });
    if (!felix) {
      await user.click(main().getByRole('button', { name: w.week.previous }));
      felix = await main().findByRole('button', { name: w.overview.open('Felix_Richter') });
    }
    await user.click(felix);
    await main().findByRole('heading', { level: 3, name: w.member.heading('Felix_Richter') });
    const url = first.router.state.location.href;
    const [edit] = await main().findAllByRole('button', { name: w.member.edit });
    await user.click(edit as HTMLElement);
    await replace(user, main().getByLabelText(label(w.member.note)), 'Nachgetragen');
    first.unmount();

    await open(url);
    await main().findByRole('heading', { level: 3, name: w.member.heading('Felix_Richter') });
    const [again] = await main().findAllByRole('button', { name: w.member.edit });
    await user.click(again as HTMLElement);
    expect(main().getByLabelText(label(w.member.note))).toHaveValue('Nachgetragen');

    // "Abbrechen" drops the draft: opened again, the shift's own note is back.
    await user.click(main().getByRole('button', { name: w.member.cancel }));
    expect(keys('draft.vcom.shiftCorrect.')).toEqual([]);
    await user.click(main().getAllByRole('button', { name: w.member.edit })[0] as HTMLElement);
    const note = main().getByLabelText(label(w.member.note));
    expect(note).not.toHaveValue('Nachgetragen');
    await replace(user, note, 'Nachgetragen');
    expect(keys('draft.vcom.shiftCorrect.')).toHaveLength(1);
    await user.click(main().getByRole('button', { name: w.member.save }));
    expect(await main().findByText('Nachgetragen')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: w.member.save })).toBeNull();
    expect(keys('draft.vcom.shiftCorrect.')).toEqual([]);
  });

  it('the start page and the news survive a reload; "Abbrechen", saving and publishing drop them', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    const first = await open('/vcom?view=website');
    await main().findByRole('article', { name: s.preview });
    await user.click(main().getByRole('button', { name: s.edit }));
    await replace(user, region(s.form.heading).getByLabelText(label(s.form.slogan)), 'Sicherheit für Los Santos');
    await user.type(region(s.news.heading).getByLabelText(label(s.news.title)), 'Tag der offenen Tür');
    await user.type(region(s.news.heading).getByLabelText(label(s.news.text)), 'Am Samstag ab 10 Uhr.');
    first.unmount();

    await open('/vcom?view=website');
    await main().findByRole('article', { name: s.preview });
    const news = region(s.news.heading);
    expect(news.getByLabelText(label(s.news.title))).toHaveValue('Tag der offenen Tür');
    expect(news.getByLabelText(label(s.news.text))).toHaveValue('Am Samstag ab 10 Uhr.');
    await user.click(main().getByRole('button', { name: s.edit }));
    expect(region(s.form.heading).getByLabelText(label(s.form.slogan))).toHaveValue('Sicherheit für Los Santos');
    // The news draft is the organisation's (the page's draft too, with its values in the key).
    expect(localStorage.getItem('draft.vcom.website.police.news')).not.toBeNull();
    expect(keys('draft.vcom.websiteEdit.police.')).toHaveLength(1);

    // "Abbrechen" drops the page's draft: opened again, it shows the page's own values.
    await user.click(region(s.form.heading).getByRole('button', { name: s.form.cancel }));
    expect(keys('draft.vcom.websiteEdit.')).toEqual([]);
    await user.click(main().getByRole('button', { name: s.edit }));
    const slogan = region(s.form.heading).getByLabelText(label(s.form.slogan));
    expect(slogan).not.toHaveValue('Sicherheit für Los Santos');
    await replace(user, slogan, 'Sicherheit für Los Santos');
    await user.click(region(s.form.heading).getByRole('button', { name: s.form.save }));
    const page = main().getByRole('article', { name: s.preview });
    expect(await within(page).findByText('Sicherheit für Los Santos')).toBeInTheDocument();
    expect(keys('draft.vcom.websiteEdit.')).toEqual([]);

    await user.click(news.getByRole('button', { name: s.news.add }));
    expect(await news.findByText('Am Samstag ab 10 Uhr.')).toBeInTheDocument();
    expect(news.getByLabelText(label(s.news.title))).toHaveValue('');
    expect(news.getByLabelText(label(s.news.text))).toHaveValue('');
    expect(localStorage.getItem('draft.vcom.website.police.news')).toBeNull();
  });
});
