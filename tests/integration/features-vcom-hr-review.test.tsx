// The vcom HR extras at route level (MSW, the stateful vcom mock): review comments with a rating,
// the interview invitation into a free calendar slot (the slot is booked for the applicant), the
// applicant changing a sent application while nobody reviews it, a 422 under its field, a 500
// that keeps the input, the rights (no action without the right, the mock's 403); and the HR
// file's demotion and revoking a sanction. Operations driven through the screens:
// listVcomApplicationComments, addVcomApplicationComment, assignVcomApplicationInterview,
// editVcomApplication, demoteVcomStaff, revokeVcomSanction, cancelVcomLeaveRequest.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { applicantTexts as a, hrTexts as h } from '../../src/features/vcom/hr/texts';
import { formatDate } from '../../src/lib/format';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { label, main, open, problem } from '../utils/vcom';

describe('vcom HR review (/vcom?view=hr&application=…)', () => {
  it('lists and adds review comments, invites to an interview in a free slot', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=hr&application=2');
    await main().findByRole('heading', { level: 2, name: h.appOpen('Paul_Hoffmann') });
    const comments = await main().findByRole('region', { name: h.comments.heading });
    expect(await within(comments).findByText(/Ich empfehle ein Gespräch/)).toBeInTheDocument();
    const thread = within(comments).getByRole('list', { name: h.comments.heading });
    expect(within(thread).getByText(new RegExp(h.comments.stars(4)))).toBeInTheDocument();

    await user.type(within(comments).getByLabelText(label(h.comments.text)), 'Gutes Auftreten im Gespräch.');
    await user.selectOptions(within(comments).getByLabelText(label(h.comments.rating)), h.comments.stars(5));
    await user.click(within(comments).getByRole('button', { name: h.comments.submit }));
    expect(await within(comments).findByText('Gutes Auftreten im Gespräch.')).toBeInTheDocument();
    expect(
      within(within(comments).getByRole('list', { name: h.comments.heading })).getByText(
        new RegExp(h.comments.stars(5)),
      ),
    ).toBeInTheDocument();
    expect(within(comments).getByLabelText(label(h.comments.text))).toHaveValue('');

    const interview = main().getByRole('region', { name: h.interview.heading });
    const slot = within(interview).getByLabelText(label(h.interview.slot));
    const option = await within(interview).findByRole('option', { name: /Vorstellungsgespräch/ });
    await user.selectOptions(slot, option);
    await user.type(within(interview).getByLabelText(label(h.interview.message)), 'Bitte pünktlich sein.');
    await user.click(within(interview).getByRole('button', { name: h.interview.submit }));
    expect(await main().findByText(h.appStates.interview)).toBeInTheDocument();
    const slotId = Number(option.getAttribute('value'));
    expect(await main().findAllByText(h.interview.booked(slotId))).not.toHaveLength(0);
    // The slot is booked for the applicant: it is no longer offered as free.
    await waitFor(() => expect(within(interview).queryByRole('option', { name: /Vorstellungsgespräch/ })).toBeNull());
    const booked = await (await fetch(`http://localhost/api/vcom/calendar/slots/${slotId}`)).json();
    expect(booked).toMatchObject({ status: 'booked', citizen: { name: 'Paul_Hoffmann' } });
  });

  it('a comment 422 shows under its field, a 500 keeps the input; no slot chosen is named', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=hr&application=1');
    const comments = await main().findByRole('region', { name: h.comments.heading });
    const text = within(comments).getByLabelText(label(h.comments.text));
    await user.type(text, 'Zu kurz gedacht');
    server.use(
      http.post('*/api/vcom/hr/applications/:id/comments', () =>
        problem(422, { errors: [{ field: 'text', message: 'Bitte sachlich bleiben.' }] }),
      ),
    );
    await user.click(within(comments).getByRole('button', { name: h.comments.submit }));
    expect(await within(comments).findByText('Bitte sachlich bleiben.')).toBeInTheDocument();
    server.use(http.post('*/api/vcom/hr/applications/:id/comments', () => problem(500)));
    await user.click(within(comments).getByRole('button', { name: h.comments.submit }));
    expect(await within(comments).findByText('Antwort 500.')).toBeInTheDocument();
    expect(within(comments).getByLabelText(label(h.comments.text))).toHaveValue('Zu kurz gedacht');

    // Inviting without a slot: the form says so under the field and sends nothing.
    const interview = main().getByRole('region', { name: h.interview.heading });
    await user.click(within(interview).getByRole('button', { name: h.interview.submit }));
    const slot = within(interview).getByLabelText(label(h.interview.slot));
    await waitFor(() => expect(slot).toHaveAttribute('aria-invalid', 'true'));
    expect(main().getByText(h.appStates.submitted)).toBeInTheDocument();
  });

  it('without manageHr no comment or interview; the mock refuses with 403', async () => {
    setScenario('police');
    for (const [path, payload] of [
      ['comments', { text: 'Hallo' }],
      ['interview', { slotId: 3 }],
    ] as const) {
      const refused = await fetch(`http://localhost/api/vcom/hr/applications/2/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      expect(refused.status).toBe(403);
    }
    const list = await fetch('http://localhost/api/vcom/hr/applications/2/comments');
    expect(list.status).toBe(403);
  });
});

describe('the applicant changes a sent application', () => {
  it('edits while submitted (422 under its field, a 500 keeps the input); no edit once in review', async () => {
    setScenario('applicant');
    const user = userEvent.setup();
    await open('/vcom');
    await main().findByRole('heading', { level: 2, name: a.heading });
    // The seeded application to the medics is in review: no change offered.
    expect(await main().findByText(h.appStates.inReview)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: a.edit.openOf(a.teams.medic ?? '') })).toBeNull();

    await user.type(main().getByLabelText(label(a.form.motivation)), 'Ich möchte Streife fahren.');
    await user.click(main().getByRole('button', { name: a.form.submit }));
    await user.click(await main().findByRole('button', { name: a.edit.openOf(a.teams.police ?? '') }));
    const form = main().getByRole('form', { name: a.edit.heading });
    const motivation = within(form).getByLabelText(label(a.form.motivation));
    expect(motivation).toHaveValue('Ich möchte Streife fahren.');
    await user.clear(motivation);
    await user.type(motivation, 'Ich möchte Streife fahren und Menschen helfen.');
    const phone = within(form).getByLabelText(label(a.form.phone));
    await user.type(phone, '5550101');

    server.use(
      http.patch('*/api/vcom/hr/applications/:id', () =>
        problem(422, { errors: [{ field: 'phone', message: 'Diese Nummer ist vergeben.' }] }),
      ),
    );
    await user.click(within(form).getByRole('button', { name: a.edit.save }));
    expect(await within(form).findByText('Diese Nummer ist vergeben.')).toBeInTheDocument();
    server.use(http.patch('*/api/vcom/hr/applications/:id', () => problem(500)));
    await user.click(within(form).getByRole('button', { name: a.edit.save }));
    expect(await within(form).findByText('Antwort 500.')).toBeInTheDocument();
    expect(within(form).getByLabelText(label(a.form.motivation))).toHaveValue(
      'Ich möchte Streife fahren und Menschen helfen.',
    );

    server.resetHandlers();
    setScenario('applicant');
    await user.click(within(form).getByRole('button', { name: a.edit.save }));
    await waitFor(() => expect(main().queryByRole('form', { name: a.edit.heading })).toBeNull());
    const mine = await (await fetch('http://localhost/api/vcom/hr/applications/mine')).json();
    expect(mine.items[0]).toMatchObject({
      motivation: 'Ich möchte Streife fahren und Menschen helfen.',
      phone: '5550101',
    });
  });

  it('an application in review is no longer changed: the mock answers 409', async () => {
    setScenario('applicant');
    const refused = await fetch('http://localhost/api/vcom/hr/applications/3', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ motivation: 'Neu' }),
    });
    expect(refused.status).toBe(409);
  });
});

describe('vcom HR file: demotion and revoking a sanction', () => {
  it('demotes (a higher rank is refused under its field) and revokes a sanction after the confirmation', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=hr&hrTab=files&staff=1002');
    await main().findByRole('heading', { level: 2, name: 'Emma Koch' });
    const rank = main().getByRole('region', { name: h.rank.heading });
    const level = within(rank).getByLabelText(label(h.rank.level));
    await user.clear(level);
    await user.type(level, '4');
    await user.type(within(rank).getByLabelText(label(h.rank.reason)), 'Dienstvergehen');
    await user.click(within(rank).getByRole('button', { name: h.rank.demote }));
    expect(await main().findByText('Eine Rückstufung braucht einen niedrigeren Rang.')).toBeInTheDocument();
    await user.clear(level);
    await user.type(level, '2');
    await user.click(within(rank).getByRole('button', { name: h.rank.demote }));
    expect(await main().findByText(h.files.rank('Officer II', 2))).toBeInTheDocument();
    const history = main().getByRole('region', { name: h.history.heading });
    expect(await within(history).findByText(h.events.demoted)).toBeInTheDocument();

    const sanctions = main().getByRole('region', { name: h.sanctions.heading });
    await user.type(within(sanctions).getByLabelText(label(h.sanctions.reason)), 'Funkdisziplin');
    await user.click(within(sanctions).getByRole('button', { name: h.sanctions.issue }));
    const revokeName = h.sanctions.revoke(h.sanctionKinds.writtenWarning);
    await user.click(await within(sanctions).findByRole('button', { name: revokeName }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(label(h.sanctions.revokeReason)), 'Irrtum');
    await user.click(within(dialog).getByRole('button', { name: h.sanctions.revokeConfirm }));
    expect(await within(sanctions).findByText(h.sanctionStates.revoked)).toBeInTheDocument();
    expect(within(sanctions).queryByRole('button', { name: revokeName })).toBeNull();
  });
});

describe('vcom HR leave: cancelling an own request', () => {
  it('cancels an own leave request after the confirmation', async () => {
    setScenario('hrLead');
    const sent = await fetch('http://localhost/api/vcom/hr/leave', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: '2099-03-01', to: '2099-03-05', reason: 'Segeltörn' }),
    });
    expect(sent.status).toBe(201);
    const user = userEvent.setup();
    await open('/vcom?view=hr&hrTab=leave');
    const mine = await main().findByRole('list', { name: h.leave.mine });
    const cancel = await within(mine).findByRole('button', { name: h.leave.cancelOf(formatDate('2099-03-01')) });
    await user.click(cancel);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: h.leave.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(mine).findByText(h.leave.states.cancelled)).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: h.leave.cancelOf(formatDate('2099-03-01')) })).toBeNull();
  });
});
