// The vcom working times (?view=times), calendar (?view=calendar) and website (?view=website)
// at route level (MSW, the stateful vcom mock): clocking in and out updates the week's total,
// the organisation's overview and correcting or deleting a shift (422 under its field, 500
// keeps the input), clock-out without clock-in refused; booking, moving (an overlap refused with
// 409, input kept), cancelling and deleting slots; the website's text shown literally, never as
// HTML; the rights (no overview without manageWorkingTimes, the mock's 403). Operations driven
// through the screens: getVcomDutyState, startVcomDuty, stopVcomDuty, listVcomMyWorkingTimes,
// listVcomTeamWorkingTimes, listVcomUserWorkingTimes, editVcomWorkingTime,
// deleteVcomWorkingTime, listVcomCalendarSlots, createVcomCalendarSlot, updateVcomCalendarSlot,
// deleteVcomCalendarSlot, assignVcomCalendarSlot, cancelVcomCalendarSlotBooking, getVcomWebsite,
// updateVcomWebsite, listVcomWebsiteNews, createVcomWebsiteNews, deleteVcomWebsiteNews.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { calendarTexts as c } from '../../src/features/vcom/calendar/texts';
import { vcomStaffViews, vcomTexts as t } from '../../src/features/vcom/texts';
import { timesTexts as w } from '../../src/features/vcom/times/texts';
import { websiteTexts as s } from '../../src/features/vcom/websites/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { label, main, open, problem } from '../utils/vcom';

const post = (url: string, body: unknown = {}) =>
  fetch(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('vcom working times (/vcom?view=times)', () => {
  it('clocks in and out; the week total grows by the shift', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    await user.click(within(drawer).getByRole('button', { name: vcomStaffViews.times }));
    const total = await screen.findByTestId('vcom-week-total');
    const before = total.textContent;
    await user.click(await main().findByRole('button', { name: w.duty.clockIn }));
    expect(await main().findByRole('button', { name: w.duty.clockOut })).toBeInTheDocument();
    expect(main().getByText(/Im Dienst seit/)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: w.duty.clockOut }));
    expect(await main().findByRole('button', { name: w.duty.clockIn })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('vcom-week-total').textContent).not.toBe(before));

    // The list's total is the sum of its shifts (the mock sums, the page shows what it says).
    const mine = (await (await fetch('http://localhost/api/vcom/workingtimes?limit=100')).json()) as {
      items: Array<{ minutes: number; endedAt?: string }>;
      totalMinutes: number;
    };
    expect(mine.totalMinutes).toBe(mine.items.reduce((n, x) => n + (x.endedAt ? x.minutes : 0), 0));
    // Clock-out follows clock-in: a second clock-out is refused.
    expect((await post('/api/vcom/workingtimes/clockout')).status).toBe(409);
  });

  it('a manager corrects a shift (422 under its field, 500 keeps the input) and deletes one', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=times');
    await main().findByRole('heading', { level: 3, name: w.overview.heading });
    // Seeds lie in the last days: this week or the one before.
    let felix = main().queryByRole('button', { name: w.overview.open('Felix_Richter') });
    if (!felix) {
      await user.click(main().getByRole('button', { name: w.week.previous }));
      felix = await main().findByRole('button', { name: w.overview.open('Felix_Richter') });
    }
    await user.click(felix);
    await main().findByRole('heading', { level: 3, name: w.member.heading('Felix_Richter') });
    const [edit] = await main().findAllByRole('button', { name: w.member.edit });
    await user.click(edit as HTMLElement);
    const note = main().getByLabelText(label(w.member.note));
    await user.clear(note);
    await user.type(note, 'Nachgetragen');
    server.use(
      http.patch('*/api/vcom/workingtimes/:id', () =>
        problem(422, { errors: [{ field: 'endedAt', message: 'Das Ende muss nach dem Beginn liegen.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: w.member.save }));
    expect(await main().findByText('Das Ende muss nach dem Beginn liegen.')).toBeInTheDocument();
    server.use(http.patch('*/api/vcom/workingtimes/:id', () => problem(500)));
    await user.click(main().getByRole('button', { name: w.member.save }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(main().getByLabelText(label(w.member.note))).toHaveValue('Nachgetragen');
    server.resetHandlers();
    setScenario('hrLead');
    await user.click(main().getByRole('button', { name: w.member.save }));
    expect(await main().findByText('Nachgetragen')).toBeInTheDocument();
    expect(main().getAllByText(/\(korrigiert\)/).length).toBeGreaterThan(0);

    const rows = main().getAllByRole('button', { name: w.member.remove });
    await user.click(rows[0] as HTMLElement);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: w.member.remove }));
    await waitFor(() =>
      expect(main().queryAllByRole('button', { name: w.member.remove }).length).toBe(rows.length - 1),
    );
  });

  it('an officer has his own times but no overview; the mock refuses the overview with 403', async () => {
    setScenario('police');
    await open('/vcom?view=times');
    expect(await main().findByRole('button', { name: w.duty.clockIn })).toBeInTheDocument();
    expect(main().queryByRole('heading', { name: w.overview.heading })).toBeNull();
    const refused = await fetch('http://localhost/api/vcom/teams/police/workingtimes?from=2026-11-16&to=2026-11-22');
    expect(refused.status).toBe(403);
  });
});

describe('vcom calendar (/vcom?view=calendar)', () => {
  it('books a free slot and cancels it; an overlapping new or moved slot is refused (input kept)', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=calendar');
    await user.click(await main().findByRole('button', { name: c.bookOf('Vorstellungsgespräch') }));
    await user.type(main().getByLabelText(c.bookFor), 'Becker');
    await user.click(await main().findByRole('button', { name: c.bookPick('Tom_Becker') }));
    // Tom has another booking already: wait for the second line, not for the first match.
    await waitFor(() => expect(main().getAllByText(c.bookedFor('Tom_Becker'))).toHaveLength(2));

    const [booked] = main().getAllByRole('button', { name: c.cancelBooking });
    await user.click(booked as HTMLElement);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: c.cancelBooking }));
    await waitFor(() => expect(main().getAllByText(c.bookedFor('Tom_Becker'))).toHaveLength(1));

    // A new slot over the Monday consultation (09:00-10:00 UTC) is refused: slots do not overlap.
    const slots = (await (await fetch('http://localhost/api/vcom/calendar/slots?team=police&limit=100')).json()) as {
      items: Array<{ id: number; title: string; startsAt: string; endsAt: string }>;
    };
    const first = slots.items[0];
    if (!first) throw new Error('no seeded slot');
    const local = (iso: string) => {
      const d = new Date(iso);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    };
    await user.click(main().getByRole('button', { name: c.create.open }));
    await user.type(main().getByLabelText(label(c.create.title)), 'Sondersprechstunde');
    await user.type(main().getByLabelText(label(c.create.startsAt)), local(first.startsAt));
    await user.type(main().getByLabelText(label(c.create.endsAt)), local(first.endsAt));
    await user.click(main().getByRole('button', { name: c.create.submit }));
    expect(await main().findByText(/überschneidet sich/)).toBeInTheDocument();
    expect(main().getByLabelText(label(c.create.title))).toHaveValue('Sondersprechstunde');

    const ends = main().getByLabelText(label(c.create.endsAt));
    const starts = main().getByLabelText(label(c.create.startsAt));
    const later = new Date(Date.parse(first.startsAt) + 4 * 3_600_000).toISOString();
    const laterEnd = new Date(Date.parse(first.startsAt) + 5 * 3_600_000).toISOString();
    await user.clear(starts);
    await user.type(starts, local(later));
    await user.clear(ends);
    await user.type(ends, local(laterEnd));
    await user.click(main().getByRole('button', { name: c.create.submit }));
    expect(await main().findByText(/^Sondersprechstunde,/)).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: c.moveOf('Sondersprechstunde') }));
    const move = main().getByRole('form', { name: c.moveOf('Sondersprechstunde') });
    const moveStart = within(move).getByLabelText(label(c.create.startsAt));
    const moveEnd = within(move).getByLabelText(label(c.create.endsAt));
    await user.clear(moveStart);
    await user.type(moveStart, local(first.startsAt));
    await user.clear(moveEnd);
    await user.type(moveEnd, local(first.endsAt));
    await user.click(within(move).getByRole('button', { name: c.save }));
    expect(await within(move).findByText(/überschneidet sich/)).toBeInTheDocument();
    expect(within(move).getByLabelText(label(c.create.startsAt))).toHaveValue(local(first.startsAt));
  });

  it('without manageCalendar no slot is opened; the mock refuses with 403', async () => {
    setScenario('police');
    await open('/vcom?view=calendar');
    expect(await main().findByRole('heading', { level: 2, name: c.heading })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: c.create.open })).toBeNull();
    const refused = await post('/api/vcom/calendar/slots', {
      team: 'police',
      title: 'Test',
      kind: 'appointment',
      startsAt: '2099-01-01T10:00:00.000Z',
      endsAt: '2099-01-01T11:00:00.000Z',
    });
    expect(refused.status).toBe(403);
  });
});

describe('vcom website (/vcom?view=website)', () => {
  it('edits the start page as text: HTML shows literally; publishes and deletes news', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=website');
    const page = await main().findByRole('article', { name: s.preview });
    expect(await within(page).findByRole('heading', { name: 'Los Santos Police Department' })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: s.edit }));
    const about = main().getByLabelText(label(s.form.about));
    await user.clear(about);
    await user.type(about, '<img src=x onerror=alert(1)>');
    await user.click(main().getByRole('button', { name: s.form.save }));
    expect(await within(page).findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(page.querySelector('img')).toBeNull();

    await user.type(main().getByLabelText(label(s.news.title)), 'Tag der offenen Tür');
    await user.type(main().getByLabelText(label(s.news.text)), 'Am Samstag ab 10 Uhr.');
    await user.click(main().getByRole('button', { name: s.news.add }));
    expect(await main().findByText('Tag der offenen Tür')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: s.news.remove('Tag der offenen Tür') }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: s.news.removeConfirm }),
    );
    await waitFor(() => expect(main().queryByText('Tag der offenen Tür')).toBeNull());
  });

  it('without editWebsite the page is read only; the mock refuses with 403', async () => {
    setScenario('police');
    await open('/vcom?view=website');
    await main().findByRole('article', { name: s.preview });
    expect(main().queryByRole('button', { name: s.edit })).toBeNull();
    const refused = await fetch('http://localhost/api/vcom/websites/police', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'X', about: 'Y' }),
    });
    expect(refused.status).toBe(403);
  });
});
