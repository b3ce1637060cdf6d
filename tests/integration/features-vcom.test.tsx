// The vcom workspace at route level (MSW, the stateful vcom mock): the workspace and its drawer,
// the global search, the citizen look-up and file, a ticket with two offences, the draft,
// errors (422 under its field, 401/500 keep the input) and the team rights (a paramedic gets
// no ticket action). Operations these tests drive through the screens: getVcomSession,
// searchVcom, searchVcomCitizens, getVcomCitizen, listVcomCitizenLicences,
// listVcomCitizenVehicles, listVcomCitizenWeapons, listVcomCitizenWarrants,
// listVcomCitizenRecords, listVcomCitizenTickets, listVcomCitizenCases, listVcomCrimes,
// issueVcomTicket, listVcomTickets.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, addCrime, main, open, problem } from '../utils/vcom';

async function openIssueForm(user: ReturnType<typeof userEvent.setup>) {
  const rendered = await open('/vcom?citizen=1');
  await main().findByRole('heading', { level: 2, name: 'Tom Becker' });
  await user.click(await main().findByRole('button', { name: t.file.issueTicket }));
  await main().findByRole('heading', { level: 2, name: t.issue.heading });
  return rendered;
}

describe('vcom (/vcom)', () => {
  it('a police officer looks a citizen up (debounced) and reads the file', async () => {
    setScenario('police');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/vcom/police/citizens?')) asked.push(request.url);
    });
    const user = userEvent.setup();
    await open('/vcom');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    expect(within(drawer).getByRole('button', { name: t.views.tickets })).toBeInTheDocument();
    await user.type(main().getByRole('searchbox', { name: t.citizens.lookup }), 'Becker');
    await user.click(await main().findByRole('button', { name: /Tom Becker/ }));
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(await main().findByRole('heading', { level: 2, name: 'Tom Becker' })).toBeInTheDocument();
    expect(main().getByRole('img', { name: t.file.mugshot('Tom Becker') })).toBeInTheDocument();
    expect(await main().findByText('LS 4711')).toBeInTheDocument();
    expect(await main().findByText('T-2026-00041')).toBeInTheDocument();
    expect(await main().findByText(t.licenceTypes.car)).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('shows a wanted citizen with her open warrant', async () => {
    setScenario('police');
    await open('/vcom?citizen=2');
    expect(await main().findByText(/Zur Fahndung ausgeschrieben \(Stufe 3\)/)).toBeInTheDocument();
    expect(await main().findByText(t.orderKinds.arrestWarrant)).toBeInTheDocument();
  });

  it('"/" focuses the global search; a plate finds its owner', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom');
    const field = await main().findByRole('searchbox', { name: t.search.label });
    await user.keyboard('/');
    expect(field).toHaveFocus();
    await user.type(field, 'LS 4711');
    await user.click(await main().findByRole('button', { name: /Tom Becker/ }));
    expect(await main().findByRole('heading', { level: 2, name: 'Tom Becker' })).toBeInTheDocument();
  });

  it('the drawer folds and stays folded (vComDrawerState)', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await open('/vcom');
    await user.click(await main().findByRole('button', { name: t.drawer.close }));
    expect(localStorage.getItem('vComDrawerState')).toBe('false');
    first.unmount();
    await open('/vcom');
    expect(await main().findByRole('button', { name: t.drawer.open })).toHaveAttribute('aria-expanded', 'false');
  });

  it('issues a ticket with two offences: the sums show before sending, the list has it after', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await openIssueForm(user);
    await addCrime(user, 'Rotlicht', 'Rotlichtverstoß');
    await addCrime(user, '§ 5', 'Überholen im Überholverbot');
    expect(main().getByTestId('vcom-total-fine')).toHaveTextContent('450 $');
    expect(main().getByTestId('vcom-total-points')).toHaveTextContent('3');
    await user.type(main().getByLabelText(new RegExp(t.issue.location)), 'Vinewood Blvd');
    await user.type(main().getByLabelText(t.issue.plate), 'LS 4711');
    await user.click(main().getByRole('button', { name: t.issue.submit }));
    expect(await screen.findByText(t.issue.issued('T-2026-00042'))).toBeInTheDocument();
    const table = await main().findByRole('table', { name: t.tickets.list });
    expect(within(table).getByText('T-2026-00042')).toBeInTheDocument();
    expect(within(table).getByText('450 $')).toBeInTheDocument();
  });

  it('keeps the draft across a reload and a 401', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await openIssueForm(user);
    await addCrime(user, 'Diebstahl', 'Diebstahl');
    await user.type(main().getByLabelText(new RegExp(t.issue.location)), 'Legion Square');
    server.use(http.post('*/api/vcom/police/tickets', () => problem(401)));
    await user.click(main().getByRole('button', { name: t.issue.submit }));
    expect(await main().findByText('Antwort 401.')).toBeInTheDocument();
    first.unmount();
    await open('/vcom?view=tickets&new=1&citizen=1');
    expect(await main().findByLabelText(new RegExp(t.issue.location))).toHaveValue('Legion Square');
    expect(await main().findByText(/STGB-242 Diebstahl/)).toBeInTheDocument();
  });

  it('shows a 422 under its field and keeps the input on a 500', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await openIssueForm(user);
    await addCrime(user, 'Falschparken', 'Falschparken');
    await user.type(main().getByLabelText(new RegExp(t.issue.location)), 'Hier');
    server.use(
      http.post('*/api/vcom/police/tickets', () =>
        problem(422, { errors: [{ field: 'location', message: 'Bitte gib eine Straße an.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: t.issue.submit }));
    const location = main().getByLabelText(new RegExp(t.issue.location));
    await waitFor(() => expect(location).toHaveAccessibleDescription('Bitte gib eine Straße an.'));
    server.use(http.post('*/api/vcom/police/tickets', () => problem(500)));
    await user.type(location, ' 1');
    await user.click(main().getByRole('button', { name: t.issue.submit }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(location).toHaveValue('Hier 1');
  });

  it('a paramedic looks citizens up but gets no ticket action and no ticket view', async () => {
    setScenario('medic');
    await expectNotPermitted('/vcom?view=tickets&new=1&citizen=1');
    await open('/vcom?citizen=1');
    expect(await main().findByRole('heading', { level: 2, name: 'Tom Becker' })).toBeInTheDocument();
    // The medical team has its own view now (issue 25): no "later" notice, a patients entry.
    expect(main().queryByText(t.notYet(t.teams.medic))).toBeNull();
    expect(main().queryByRole('button', { name: t.file.issueTicket })).toBeNull();
    const drawer = main().getByRole('navigation', { name: t.drawer.label });
    expect(within(drawer).queryByRole('button', { name: t.views.tickets })).toBeNull();
    expect(within(drawer).getByRole('button', { name: t.views.patients })).toBeInTheDocument();
  });

  it('the mock refuses a ticket from someone without a police account (403)', async () => {
    setScenario('medic');
    const answer = await fetch('http://localhost/api/vcom/police/tickets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ citizenId: 1, crimeIds: [1], location: 'Hier' }),
    });
    expect(answer.status).toBe(403);
  });
});
