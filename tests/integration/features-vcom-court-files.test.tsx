// The court case's tabs at route level (MSW, the stateful vcom mock, issue 25 point 2): the
// staff [Besetzung] (a 422 under the staff number, a 500 that keeps the input), documents,
// internal notes and the audit trail that every change writes; the rights (no staff form
// without assignJudge, no court tab by link without a justice account). Operations driven through
// the screens: assignVcomCourtCaseStaff, listVcomCourtDocuments, addVcomCourtDocument,
// listVcomCourtCaseNotes, addVcomCourtCaseNote, listVcomCourtCaseAudit.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { vcomCourtTexts as c } from '../../src/features/vcom/justice/texts';
import { vcomJusticeTexts as j } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { judgeVcomSession } from '../../src/mocks/scenarios/vcom-session';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, label, main, open, problem } from '../utils/vcom';

const CASE = j.list.open('2 Js 142/26', 'Staat gegen Lena_Fischer');

async function openCase(tab?: string) {
  await open(`/vcom?view=court&courtCase=2${tab ? `&tab=${tab}` : ''}`);
  await main().findByRole('heading', { level: 2, name: CASE });
}

describe('vcom court case files (/vcom?view=court&courtCase=…&tab=…)', () => {
  it('staffs the case: a 422 under the staff number, a 500 keeps the input, then the trail shows it', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await openCase();
    const staff = await main().findByRole('region', { name: c.staff.heading });
    expect(within(staff).getByText('Greta Lang')).toBeInTheDocument();
    await user.selectOptions(within(staff).getByLabelText(c.staff.role), 'prosecutor');
    const number = within(staff).getByLabelText(label(c.staff.staffId));
    await user.type(number, '999');
    await user.click(within(staff).getByRole('button', { name: c.staff.assign }));
    expect(
      await within(staff).findByText('Unter dieser Dienstnummer arbeitet niemand in der Justiz.'),
    ).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '942');
    server.use(http.post('*/api/vcom/justice/courtcases/2/assignments', () => problem(500)));
    await user.click(within(staff).getByRole('button', { name: c.staff.assign }));
    expect(await within(staff).findByText('Antwort 500.')).toBeInTheDocument();
    expect(number).toHaveValue('942');

    server.resetHandlers();
    setScenario('judge');
    await user.click(within(staff).getByRole('button', { name: c.staff.assign }));
    expect(await within(staff).findByText('Ole Hartmann')).toBeInTheDocument();
    expect(within(staff).getByLabelText(label(c.staff.staffId))).toHaveValue('');

    await user.click(main().getByRole('button', { name: c.caseTabs.audit }));
    const audit = await main().findByRole('region', { name: c.audit.heading });
    expect(await within(audit).findByText('Besetzung geändert: Ole Hartmann')).toBeInTheDocument();
    expect(within(audit).getByText(c.audit.change('prosecutor', undefined, 'Ole_Hartmann'))).toBeInTheDocument();
  });

  it('lists and adds documents and notes; a 422 shows under the title', async () => {
    setScenario('judge');
    const user = userEvent.setup();
    await openCase('documents');
    const docs = await main().findByRole('region', { name: c.documents.heading });
    expect(await within(docs).findByText('Anklageschrift', { selector: 'p' })).toBeInTheDocument();
    await user.selectOptions(within(docs).getByLabelText(c.documents.kind), 'evidence');
    await user.type(within(docs).getByLabelText(label(c.documents.title)), 'Videoaufnahme Schalter');
    server.use(
      http.post('*/api/vcom/justice/courtcases/2/documents', () =>
        problem(422, { errors: [{ field: 'title', message: 'Dieser Titel ist schon vergeben.' }] }),
      ),
    );
    await user.click(within(docs).getByRole('button', { name: c.documents.add }));
    expect(await within(docs).findByText('Dieser Titel ist schon vergeben.')).toBeInTheDocument();
    server.resetHandlers();
    setScenario('judge');
    await user.type(within(docs).getByLabelText(label(c.documents.title)), ' 2');
    await user.click(within(docs).getByRole('button', { name: c.documents.add }));
    expect(await within(docs).findByText('Videoaufnahme Schalter 2')).toBeInTheDocument();
    expect(within(within(docs).getByRole('list')).getByText(c.documents.kinds.evidence)).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: c.caseTabs.notes }));
    const notes = await main().findByRole('region', { name: c.notes.heading });
    expect(await within(notes).findByText('Zeugin Klein ist nur vormittags erreichbar.')).toBeInTheDocument();
    await user.type(within(notes).getByLabelText(label(c.notes.text)), 'Verteidigung beantragt Akteneinsicht.');
    await user.click(within(notes).getByRole('button', { name: c.notes.add }));
    expect(await within(notes).findByText('Verteidigung beantragt Akteneinsicht.')).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: c.caseTabs.audit }));
    const audit = await main().findByRole('region', { name: c.audit.heading });
    expect(await within(audit).findByText('Notiz hinzugefügt')).toBeInTheDocument();
    expect(within(audit).getByText('Dokument abgelegt: Videoaufnahme Schalter 2')).toBeInTheDocument();
  });

  it('a clerk without assignJudge sees the staff but no form; the mock says 403', async () => {
    setScenario('judge');
    const clerk = { ...judgeVcomSession.accounts[0], rights: ['workCourtCases' as const] };
    server.use(
      http.get('*/api/vcom/me', () =>
        HttpResponse.json({ ...judgeVcomSession, active: clerk, accounts: [clerk], rights: clerk.rights }),
      ),
    );
    await openCase();
    const staff = await main().findByRole('region', { name: c.staff.heading });
    expect(within(staff).getByText('Greta Lang')).toBeInTheDocument();
    expect(within(staff).queryByRole('button', { name: c.staff.assign })).toBeNull();
    server.resetHandlers();
    setScenario('medic');
    const refused = await fetch('http://localhost/api/vcom/justice/courtcases/2/assignments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ staffId: 942, role: 'clerk' }),
    });
    expect(refused.status).toBe(403);
  });

  it('a character without a justice account is sent to /notPermitted from a case tab', async () => {
    setScenario('medic');
    await expectNotPermitted('/vcom?view=court&courtCase=2&tab=audit');
    expect(screen.queryByRole('region', { name: c.audit.heading })).toBeNull();
  });
});
