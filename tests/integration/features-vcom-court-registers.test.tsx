// The court's registers at route level (MSW, the stateful vcom mock, issue 25 point 2): the
// judgment register (open one, lodge an appeal with a lawyer, a 422 under the lawyer, a 500 that
// keeps the grounds; revoke after the confirmation with a reason), petitions (file one, approve,
// reject with a reason) and the lawyer register (admit, a 422 under the phone, withdraw after the
// confirmation); the rights (no revoke, decide or admit without the team right). Operations driven
// through the screens: listVcomJudgments, getVcomJudgment, submitVcomJudgmentAppeal,
// revokeVcomJudgment, listVcomPetitions, getVcomPetition, submitVcomPetition, approveVcomPetition,
// rejectVcomPetition, listVcomLawyers, registerVcomLawyer, removeVcomLawyer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vcomCourtTexts as c } from '../../src/features/vcom/justice/texts';
import { server } from '../../src/mocks/node';
import { judgeVcomSession } from '../../src/mocks/scenarios/vcom-session';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, label, main, open, problem } from '../utils/vcom';

const APPEALABLE = c.judgments.open('3 Ds 51/26', 'Tom_Becker');

function asClerk() {
  const clerk = { ...judgeVcomSession.accounts[0], rights: ['workCourtCases' as const] };
  server.use(
    http.get('*/api/vcom/me', () =>
      HttpResponse.json({ ...judgeVcomSession, active: clerk, accounts: [clerk], rights: clerk.rights }),
    ),
  );
}

describe('vcom court registers (/vcom?view=court&tab=…)', () => {
  it('the judgment register: opens one, lodges an appeal (422 under the lawyer, 500 keeps the grounds)', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await open('/vcom?view=court');
    await user.click(await main().findByRole('button', { name: c.tabs.judgments }));
    await user.click(await main().findByRole('button', { name: new RegExp(APPEALABLE) }));
    const article = await main().findByRole('article', { name: APPEALABLE });
    expect(
      within(article).getByText('Die Beschädigung ist durch die Aufnahme der Dashcam belegt.'),
    ).toBeInTheDocument();

    const appeal = within(article).getByRole('region', { name: c.judgments.appealHeading });
    await user.type(
      within(appeal).getByLabelText(label(c.judgments.appealReason)),
      'Die Aufnahme zeigt jemand anderen.',
    );
    await within(appeal).findByRole('option', { name: /Jonas Weber/ });
    await user.selectOptions(within(appeal).getByLabelText(c.judgments.appealLawyer), '3');
    server.use(
      http.post('*/api/vcom/justice/judgments/2/appeal', () =>
        problem(422, {
          errors: [{ field: 'lawyerCitizenId', message: 'Diese Person ist nicht als Anwalt zugelassen.' }],
        }),
      ),
    );
    await user.click(within(appeal).getByRole('button', { name: c.judgments.appealSubmit }));
    expect(await within(appeal).findByText('Diese Person ist nicht als Anwalt zugelassen.')).toBeInTheDocument();
    server.use(http.post('*/api/vcom/justice/judgments/2/appeal', () => problem(500)));
    await user.click(within(appeal).getByRole('button', { name: c.judgments.appealSubmit }));
    expect(await within(appeal).findByText('Antwort 500.')).toBeInTheDocument();
    expect(within(appeal).getByLabelText(label(c.judgments.appealReason))).toHaveValue(
      'Die Aufnahme zeigt jemand anderen.',
    );

    server.resetHandlers();
    setScenario('judge');
    await user.click(within(appeal).getByRole('button', { name: c.judgments.appealSubmit }));
    expect(await within(article).findByText(c.judgments.status.appealed)).toBeInTheDocument();
    expect(within(article).queryByRole('region', { name: c.judgments.appealHeading })).toBeNull();
  });

  it('revokes a judgment after the confirmation with a reason', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await open('/vcom?view=court&tab=judgments&item=2');
    const article = await main().findByRole('article', { name: APPEALABLE });
    await user.click(within(article).getByRole('button', { name: c.judgments.revoke }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(new RegExp(c.judgments.revokeReason)), 'Verwechslung der Person');
    await user.click(within(dialog).getByRole('button', { name: c.judgments.revoke }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(article).findByText(c.judgments.status.revoked)).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: c.judgments.revoke })).toBeNull();
  });

  it('petitions: files one, approves it, rejects another with a reason', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await open('/vcom?view=court&tab=petitions');
    await user.click(await main().findByRole('button', { name: c.petitions.new }));
    await user.selectOptions(main().getByLabelText(c.petitions.kind), 'pardon');
    await user.type(
      main().getByLabelText(label(c.petitions.text)),
      'Ich bitte um Begnadigung nach zwei Jahren ohne Vorfall.',
    );
    await user.click(main().getByRole('button', { name: c.petitions.submit }));
    const filed = await main().findByRole('article', { name: /^Begnadigung von/ });
    expect(within(filed).getByText('Ich bitte um Begnadigung nach zwei Jahren ohne Vorfall.')).toBeInTheDocument();
    await user.click(within(filed).getByRole('button', { name: c.petitions.approve }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: c.petitions.approve }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(filed).findByText(c.petitions.states.approved)).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: c.petitions.back }));
    await user.click(await main().findByRole('button', { name: /Namensänderung von Emma Koch/ }));
    const other = await main().findByRole('article', {
      name: c.petitions.open(c.petitions.kinds.nameChange, 'Emma_Koch'),
    });
    await user.click(within(other).getByRole('button', { name: c.petitions.reject }));
    dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(new RegExp(c.petitions.rejectReason)), 'Heiratsurkunde fehlt');
    await user.click(within(dialog).getByRole('button', { name: c.petitions.reject }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(other).findByText(c.petitions.states.rejected)).toBeInTheDocument();
    expect(within(other).getByText(/Heiratsurkunde fehlt/)).toBeInTheDocument();
  });

  it('the lawyer register: admits one (422 under the phone), withdraws one after the confirmation', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await open('/vcom?view=court&tab=lawyers');
    const list = await main().findByRole('list', { name: c.lawyers.heading });
    expect(await within(list).findByText('Jonas Weber')).toBeInTheDocument();
    await user.type(main().getByLabelText(label(c.lawyers.citizenId)), '10');
    await user.type(main().getByLabelText(label(c.lawyers.firm)), 'Kanzlei Neumann');
    await user.type(main().getByLabelText(label(c.lawyers.phone)), '5552581');
    server.use(
      http.post('*/api/vcom/justice/lawyers', () =>
        problem(422, { errors: [{ field: 'phone', message: 'Diese Nummer ist schon vergeben.' }] }),
      ),
    );
    await user.click(main().getByRole('button', { name: c.lawyers.register }));
    expect(await main().findByText('Diese Nummer ist schon vergeben.')).toBeInTheDocument();
    server.resetHandlers();
    setScenario('judge');
    await user.clear(main().getByLabelText(label(c.lawyers.phone)));
    await user.type(main().getByLabelText(label(c.lawyers.phone)), '5552582');
    await user.click(main().getByRole('button', { name: c.lawyers.register }));
    expect(await within(list).findByText('Hannah Neumann')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: c.lawyers.remove('Jonas_Weber') }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: c.lawyers.removeConfirm }));
    await waitFor(() => expect(within(list).queryByText('Jonas Weber')).toBeNull());
  });

  it('a clerk without the rights sees the registers but cannot revoke, decide or admit', async () => {
    setScenario('judge');
    asClerk();
    const user = userEvent.setup();
    await open('/vcom?view=court&tab=judgments&item=2');
    const article = await main().findByRole('article', { name: APPEALABLE });
    expect(within(article).queryByRole('button', { name: c.judgments.revoke })).toBeNull();
    await user.click(main().getByRole('button', { name: c.judgments.back }));
    await user.click(main().getByRole('button', { name: c.tabs.lawyers }));
    expect(await main().findByText('Jonas Weber')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: c.lawyers.register })).toBeNull();
    expect(main().queryByRole('button', { name: c.lawyers.remove('Jonas_Weber') })).toBeNull();
    await user.click(main().getByRole('button', { name: c.tabs.petitions }));
    await user.click(await main().findByRole('button', { name: /Namensänderung von Emma Koch/ }));
    await main().findByRole('article', { name: c.petitions.open(c.petitions.kinds.nameChange, 'Emma_Koch') });
    expect(main().queryByRole('button', { name: c.petitions.approve })).toBeNull();
  });

  it('a character without a justice account is sent to /notPermitted from a register', async () => {
    setScenario('medic');
    await expectNotPermitted('/vcom?view=court&tab=judgments&item=2');
    await expectNotPermitted('/vcom?view=court&tab=lawyers');
  });
});
