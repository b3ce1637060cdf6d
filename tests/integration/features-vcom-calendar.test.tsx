// The calendar's own slots at route level (MSW, the stateful vcom mock): the member's upcoming
// slots (?tab=mine), one slot on its own (?item=), closing a booked slot that began as done or
// no-show after the confirmation (a 500 leaves the slot on screen with the error), moving a slot
// to a free time, and the rights (no close without manageCalendar, the mock's 403; no calendar
// for a character without an organisation). Operations driven through the screens:
// listVcomMyCalendarSlots, getVcomCalendarSlot, closeVcomCalendarSlot, updateVcomCalendarSlot.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { calendarTexts as c } from '../../src/features/vcom/calendar/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, label, main, open, problem } from '../utils/vcom';

const send = (method: string, url: string, body: unknown = {}) =>
  fetch(`http://localhost${url}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A slot in the past, booked for Tom Becker: it can be closed. */
async function pastBookedSlot(title = 'Nachschulung') {
  const created = await send('POST', '/api/vcom/calendar/slots', {
    team: 'police',
    title,
    kind: 'appointment',
    startsAt: '2020-01-06T10:00:00.000Z',
    endsAt: '2020-01-06T11:00:00.000Z',
  });
  expect(created.status).toBe(201);
  const slot = (await created.json()) as { id: number };
  expect((await send('POST', `/api/vcom/calendar/slots/${slot.id}/booking`, { citizenId: 1 })).status).toBe(200);
  return slot.id;
}

const local = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('vcom calendar slots (/vcom?view=calendar&tab=mine|item=…)', () => {
  it('lists my upcoming slots and opens one; the week view opens a slot by its details', async () => {
    setScenario('hrLead');
    const created = await send('POST', '/api/vcom/calendar/slots', {
      team: 'police',
      title: 'Einstellungstest',
      kind: 'exam',
      startsAt: '2099-01-05T10:00:00.000Z',
      endsAt: '2099-01-05T11:00:00.000Z',
      location: 'Mission Row, Raum 4',
    });
    expect(created.status).toBe(201);
    const user = userEvent.setup();
    await open('/vcom?view=calendar&tab=mine');
    const mine = await main().findByRole('list', { name: c.tabs.mine });
    await user.click(await within(mine).findByRole('button', { name: /Einstellungstest/ }));
    expect(await main().findByRole('heading', { level: 2, name: 'Einstellungstest' })).toBeInTheDocument();
    expect(main().getByText('Mission Row, Raum 4')).toBeInTheDocument();
    expect(main().getByText(c.kinds.exam)).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: c.back }));
    expect(await main().findByRole('list', { name: c.tabs.mine })).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: c.tabs.week }));
    await user.click(await main().findByRole('button', { name: c.detailsOf('Führerscheinprüfung') }));
    expect(await main().findByRole('heading', { level: 2, name: 'Führerscheinprüfung' })).toBeInTheDocument();
    expect(main().getByText('Tom Becker')).toBeInTheDocument();
  });

  it('closes a booked slot that began as no-show after the confirmation; a 500 keeps the slot', async () => {
    setScenario('hrLead');
    const id = await pastBookedSlot();
    const user = userEvent.setup();
    await open(`/vcom?view=calendar&item=${id}`);
    await main().findByRole('heading', { level: 2, name: 'Nachschulung' });
    expect(main().getByText(c.states.booked)).toBeInTheDocument();

    server.use(http.post('*/api/vcom/calendar/slots/:id/close', () => problem(500)));
    await user.click(main().getByRole('button', { name: c.closeDone }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: c.closeDone }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: 'Nachschulung' })).toBeInTheDocument();

    server.resetHandlers();
    setScenario('hrLead');
    await user.click(main().getByRole('button', { name: c.closeNoShow }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(label(c.closeNote)), 'Nicht gekommen, nicht abgesagt.');
    await user.click(within(dialog).getByRole('button', { name: c.closeNoShow }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await main().findByText(c.states.noShow)).toBeInTheDocument();
    await waitFor(() => expect(main().queryByRole('button', { name: c.closeDone })).toBeNull());
    // A closed slot is closed again: 409.
    expect((await send('POST', `/api/vcom/calendar/slots/${id}/close`, { outcome: 'done' })).status).toBe(409);
  });

  it('moves a slot to a free time', async () => {
    setScenario('hrLead');
    const all = (await (await fetch('http://localhost/api/vcom/calendar/slots?team=police&limit=100')).json()) as {
      items: Array<{ id: number; title: string; startsAt: string; endsAt: string }>;
    };
    const training = all.items.find((s) => s.title === 'Schulung Erste Hilfe');
    if (!training) throw new Error('no seeded training');
    const user = userEvent.setup();
    await open('/vcom?view=calendar');
    await user.click(await main().findByRole('button', { name: c.moveOf('Schulung Erste Hilfe') }));
    const move = main().getByRole('form', { name: c.moveOf('Schulung Erste Hilfe') });
    const starts = new Date(Date.parse(training.endsAt) + 2 * 3_600_000).toISOString();
    const ends = new Date(Date.parse(training.endsAt) + 3 * 3_600_000).toISOString();
    const start = within(move).getByLabelText(label(c.create.startsAt));
    const end = within(move).getByLabelText(label(c.create.endsAt));
    await user.clear(start);
    await user.type(start, local(starts));
    await user.clear(end);
    await user.type(end, local(ends));
    await user.click(within(move).getByRole('button', { name: c.save }));
    await waitFor(() => expect(main().queryByRole('form', { name: c.moveOf('Schulung Erste Hilfe') })).toBeNull());
    const moved = (await (await fetch(`http://localhost/api/vcom/calendar/slots/${training.id}`)).json()) as {
      startsAt: string;
      endsAt: string;
    };
    expect(moved.startsAt).toBe(starts);
    expect(moved.endsAt).toBe(ends);
  });

  it('without manageCalendar no closing; the mock refuses with 403; no calendar without an organisation', async () => {
    setScenario('hrLead');
    const id = await pastBookedSlot('Sprechstunde alt');
    setScenario('police');
    await open(`/vcom?view=calendar&item=${id}`);
    await main().findByRole('heading', { level: 2, name: 'Sprechstunde alt' });
    expect(main().queryByRole('button', { name: c.closeDone })).toBeNull();
    expect(main().queryByRole('button', { name: c.closeNoShow })).toBeNull();
    expect((await send('POST', `/api/vcom/calendar/slots/${id}/close`, { outcome: 'done' })).status).toBe(403);

    setScenario('applicant');
    await expectNotPermitted(`/vcom?view=calendar&item=${id}`);
  });
});
