// The vcom court view (?view=court) at route level (MSW, the stateful vcom mock): the cases,
// opening one, a new case, parties, a hearing (a 422 under its field for a date before the
// opening, a 500 that keeps the input), the judgment that lands in the defendant's criminal
// record, the case edit's conflict (412), the team rights (no view without a justice account,
// no judgment without issueJudgment, the mock's 403). Operations these tests drive through the
// screens: listVcomCourtCases, createVcomCourtCase, getVcomCourtCase, editVcomCourtCase,
// closeVcomCourtCase, listVcomCourtCaseParties, addVcomCourtCaseParty, removeVcomCourtCaseParty,
// listVcomHearings, addVcomHearing, editVcomHearing, cancelVcomHearing, issueVcomJudgment,
// getVcomCourtCaseJudgment.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { conflictTexts } from '../../src/components/form/conflict-texts';
import { vcomJusticeTexts as j, vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { judgeVcomSession } from '../../src/mocks/scenarios/vcom-session';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, label, main, open, problem } from '../utils/vcom';

const CASE = j.list.open('2 Js 142/26', 'Staat gegen Lena_Fischer');

async function openCase() {
  await open('/vcom?view=court&courtCase=2');
  await main().findByRole('heading', { level: 2, name: CASE });
}

describe('vcom court (/vcom?view=court)', () => {
  it('a judge sees the cases, opens one and opens a new one', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    await user.click(within(drawer).getByRole('button', { name: t.views.court }));
    await user.click(await main().findByRole('button', { name: /2 Js 142\/26/ }));
    expect(await main().findByRole('heading', { level: 2, name: CASE })).toBeInTheDocument();
    expect(await main().findByText('Sofia Klein')).toBeInTheDocument();
    expect(await main().findByText('Saal A')).toBeInTheDocument();
    expect(await main().findByText(j.judgment.none)).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: j.detail.back }));
    await user.click(await main().findByRole('button', { name: j.list.create }));
    await user.type(main().getByLabelText(label(j.create.title)), 'Staat gegen Tom_Becker');
    await user.click(main().getByRole('button', { name: j.create.submit }));
    expect(
      await main().findByRole('heading', { level: 2, name: j.list.open('2 Js 143/26', 'Staat gegen Tom_Becker') }),
    ).toBeInTheDocument();
  });

  it('schedules a hearing: a date before the opening shows under its field, a 500 keeps the input', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await openCase();
    await user.click(await main().findByRole('button', { name: j.hearings.add }));
    const starts = main().getByLabelText(label(j.hearings.startsAt));
    await user.type(starts, '2020-01-01T10:00');
    await user.type(main().getByLabelText(label(j.hearings.room)), 'Saal B');
    await user.click(main().getByRole('button', { name: j.hearings.submit }));
    expect(await main().findByText('Der Termin muss nach der Eröffnung des Verfahrens liegen.')).toBeInTheDocument();

    await user.clear(starts);
    await user.type(starts, '2099-03-01T10:00');
    server.use(
      http.post('*/api/vcom/justice/courtcases/2/hearings', () =>
        problem(422, { errors: [{ field: 'room', message: 'Dieser Saal ist belegt.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: j.hearings.submit }));
    expect(await main().findByText('Dieser Saal ist belegt.')).toBeInTheDocument();
    server.use(http.post('*/api/vcom/justice/courtcases/2/hearings', () => problem(500)));
    await user.click(main().getByRole('button', { name: j.hearings.submit }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(main().getByLabelText(label(j.hearings.room))).toHaveValue('Saal B');

    server.resetHandlers();
    setScenario('judge');
    await user.click(main().getByRole('button', { name: j.hearings.submit }));
    expect(await main().findByText('Saal B')).toBeInTheDocument();
    expect(await main().findAllByText(j.states.scheduled)).not.toHaveLength(0);
  });

  it('adds and removes a party, marks a hearing held, cancels another with a reason', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await openCase();
    await user.selectOptions(await main().findByLabelText(j.parties.role), 'witness');
    await user.type(main().getByLabelText(j.parties.search), 'Becker');
    await user.click(await main().findByRole('button', { name: j.parties.add('Tom_Becker') }));
    const parties = main().getByRole('region', { name: j.parties.heading });
    expect(await within(parties).findByText('Tom Becker')).toBeInTheDocument();
    await user.click(within(parties).getByRole('button', { name: j.parties.remove('Tom_Becker') }));
    await waitFor(() => expect(within(parties).queryByText('Tom Becker')).toBeNull());

    // A second hearing, set by a colleague (the list shows it once it refetches).
    const second = await fetch('http://localhost/api/vcom/justice/courtcases/2/hearings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ startsAt: '2099-05-01T09:00:00.000Z', durationMinutes: 30, room: 'Saal C' }),
    });
    expect(second.status).toBe(201);
    const hearings = main().getByRole('region', { name: j.hearings.heading });
    const [held] = await within(hearings).findAllByRole('button', { name: /stattgefunden vermerken/ });
    await user.click(held as HTMLElement);
    expect(await within(hearings).findByText(j.hearingStates.held)).toBeInTheDocument();
    await within(hearings).findByText('Saal C');
    await user.click(within(hearings).getByRole('button', { name: /absagen/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(new RegExp(j.hearings.reason)), 'Richterin erkrankt');
    await user.click(within(dialog).getByRole('button', { name: j.hearings.cancelConfirm }));
    expect(await within(hearings).findByText(j.hearingStates.cancelled)).toBeInTheDocument();
  });

  it('records a judgment; its offence shows in the citizen file', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await openCase();
    await user.click(await main().findByRole('button', { name: j.judgment.issue }));
    await waitFor(() => expect(main().getByLabelText(label(j.judgment.defendant))).toHaveValue('2'));
    await user.type(main().getByLabelText(label(j.judgment.reasoning)), 'Die Tat ist erwiesen.');
    await user.type(main().getByLabelText(label(j.judgment.fine)), '5000');
    await user.type(main().getByLabelText(label(j.judgment.prison)), '40');
    await user.click(main().getByRole('button', { name: j.judgment.submit }));
    expect(await main().findByText('Die Tat ist erwiesen.')).toBeInTheDocument();
    expect(main().getByText(j.verdicts.guilty)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: j.judgment.issue })).toBeNull();

    const records = await fetch('http://localhost/api/vcom/police/citizens/2/records');
    const body = (await records.json()) as { items: Array<{ note?: string; fine: number }> };
    expect(body.items.some((r) => r.note === 'Urteil im Verfahren 2 Js 142/26' && r.fine === 5000)).toBe(true);
  });

  it('a stale case edit (412) shows the current version and keeps what was typed', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await openCase();
    await user.click(await main().findByRole('button', { name: j.detail.edit }));
    const summary = main().getByLabelText(label(j.detail.summary));
    await user.clear(summary);
    await user.type(summary, 'Meine Zusammenfassung.');
    const other = await fetch('http://localhost/api/vcom/justice/courtcases/2', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'If-Match': '"1"' },
      body: JSON.stringify({ summary: 'Fremde Zusammenfassung.' }),
    });
    expect(other.status).toBe(200);
    await user.click(main().getByRole('button', { name: j.detail.save }));
    const dialog = await screen.findByRole('alertdialog', { name: j.detail.conflictTitle });
    expect(within(dialog).getByText('Fremde Zusammenfassung.')).toBeInTheDocument();
    expect(within(dialog).getByText('Meine Zusammenfassung.')).toBeInTheDocument();
    // The page under the dialog is hidden from the accessibility tree: read the field without roles.
    const page = within(document.querySelector('main') as HTMLElement);
    expect(page.getByLabelText(label(j.detail.summary))).toHaveValue('Meine Zusammenfassung.');
    await user.click(within(dialog).getByRole('button', { name: conflictTexts.keepMine }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await main().findByText('Meine Zusammenfassung.')).toBeInTheDocument();
  });

  it('no court view without a justice account; no judgment without issueJudgment; the mock says 403', async () => {
    setScenario('medic');
    await expectNotPermitted('/vcom?view=court&courtCase=2');
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    expect(within(drawer).queryByRole('button', { name: t.views.court })).toBeNull();
    const refused = await fetch('http://localhost/api/vcom/justice/courtcases/2/judgment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ verdict: 'guilty', reasoning: 'Erwiesen.', sentences: [] }),
    });
    expect(refused.status).toBe(403);
  });

  it('a clerk without issueJudgment schedules but cannot judge', async () => {
    setScenario('judge');
    const clerk = { ...judgeVcomSession.accounts[0], rights: ['workCourtCases' as const] };
    server.use(
      http.get('*/api/vcom/me', () =>
        HttpResponse.json({ ...judgeVcomSession, active: clerk, accounts: [clerk], rights: clerk.rights }),
      ),
    );
    await openCase();
    expect(await main().findByRole('button', { name: j.hearings.add })).toBeInTheDocument();
    expect(await main().findByText(j.judgment.none)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: j.judgment.issue })).toBeNull();
  });
});
