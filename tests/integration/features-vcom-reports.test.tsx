// vcom police reports [Einsatzberichte] (issue 24 point 4) at route level (MSW, the stateful vcom
// mock): the register with its status filter and an opened report (case and citizens linked), a
// new report (a 422 under its field, then saved as a draft with its history), editing an own draft
// (a 412 shows both versions and keeps the officer's text), submitting and deleting after the
// confirmation, a 500 and a reload that keep the input, and the rights (a paramedic is refused
// the view by a link; a police account without writeReports gets no write action; the mock's 403).
// Operations driven through the screens: listVcomPoliceReports, getVcomPoliceReport,
// createVcomPoliceReport, editVcomPoliceReport, submitVcomPoliceReport, deleteVcomPoliceReport, listVcomAudit.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { conflictTexts } from '../../src/components/form/conflict-texts';
import { reportTexts as r } from '../../src/features/vcom/reports/texts';
import { vcomStaffViews, vcomTexts as t } from '../../src/features/vcom/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { expectNotPermitted, label, main, open, problem } from '../utils/vcom';

const field = (text: string) => main().getByLabelText(label(text));

describe('vcom police reports (/vcom?view=reports)', () => {
  it('lists the reports, filters by status and opens one with its case and citizens', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom');
    const drawer = await main().findByRole('navigation', { name: t.drawer.label });
    await user.click(within(drawer).getByRole('button', { name: vcomStaffViews.reports }));
    const list = await main().findByRole('list', { name: r.list });
    expect(within(list).getByText('Festnahme nach Banküberfall')).toBeInTheDocument();
    expect(within(list).getByText('Verkehrsunfall Kreuzung Alta Street')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: r.status.reviewed }));
    await waitFor(() => expect(main().queryByText('Festnahme nach Banküberfall')).toBeNull());
    expect(main().getByText('Streifenfahrt Sandy Shores')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: r.all }));
    await user.click(await main().findByRole('button', { name: r.open('Festnahme nach Banküberfall') }));
    expect(await main().findByRole('heading', { level: 2, name: 'Festnahme nach Banküberfall' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: r.openCase(1) })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Lena Fischer' })).toBeInTheDocument();
    // Someone else's submitted report: nothing to change.
    expect(main().queryByRole('button', { name: r.edit })).toBeNull();
    expect(main().queryByRole('button', { name: r.submit })).toBeNull();
    await user.click(main().getByRole('button', { name: 'Lena Fischer' }));
    expect(await main().findByRole('heading', { level: 2, name: 'Lena Fischer' })).toBeInTheDocument();
  });

  it('writes a new report: a 422 under its field, then a draft with its history', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=reports');
    await user.click(await main().findByRole('button', { name: r.write }));
    expect(await main().findByRole('heading', { level: 2, name: r.newHeading })).toBeInTheDocument();
    await user.selectOptions(field(r.kind), r.kinds.incident);
    await user.type(field(r.title), 'Ruhestörung Vinewood Hills');
    await user.type(field(r.text), 'Laute Musik nach Mitternacht, Anwohner beruhigt.');
    await user.type(field(r.location), 'Vinewood Hills');
    await user.type(field(r.caseId), '999');
    await user.click(main().getByRole('button', { name: r.save }));
    // The mock knows no case 999: its 422 lands under the field, nothing typed is lost.
    await waitFor(() => expect(field(r.caseId)).toHaveAccessibleDescription('Diese Akte gibt es nicht.'));
    expect(field(r.title)).toHaveValue('Ruhestörung Vinewood Hills');
    await user.clear(field(r.caseId));
    await user.type(field(r.caseId), '1');
    await user.click(main().getByRole('button', { name: r.save }));
    expect(await main().findByRole('heading', { level: 2, name: 'Ruhestörung Vinewood Hills' })).toBeInTheDocument();
    expect(main().getByText(r.status.draft)).toBeInTheDocument();
    expect(main().getByRole('button', { name: r.openCase(1) })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: r.showHistory }));
    expect(await main().findByText('Bericht angelegt: Ruhestörung Vinewood Hills')).toBeInTheDocument();
  });

  it('edits an own draft: a 412 shows both versions and keeps the text, then it is saved', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=reports&item=2');
    expect(
      await main().findByRole('heading', { level: 2, name: 'Verkehrsunfall Kreuzung Alta Street' }),
    ).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: r.edit }));
    const text = field(r.text);
    await user.clear(text);
    await user.type(text, 'Auffahrunfall, ein Fahrer leicht verletzt.');
    // Meanwhile the report is saved elsewhere (version 1 → 2).
    const other = await fetch('http://localhost/api/vcom/police/reports/2', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'If-Match': '"1"' },
      body: JSON.stringify({ location: 'Alta Street / Ecke Vespucci' }),
    });
    expect(other.status).toBe(200);
    await user.click(main().getByRole('button', { name: r.save }));
    const dialog = await screen.findByRole('alertdialog', { name: r.conflictTitle });
    expect(within(dialog).getByText('Alta Street / Ecke Vespucci')).toBeInTheDocument();
    expect(within(dialog).getByText('Auffahrunfall, ein Fahrer leicht verletzt.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: conflictTexts.keepMine }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await main().findByText('Auffahrunfall, ein Fahrer leicht verletzt.')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: r.showHistory }));
    expect(await main().findAllByText('Bericht geändert')).toHaveLength(2);
  });

  it('edits an own draft that was submitted meanwhile: the 409 says so and the text stays', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=reports&item=2');
    expect(
      await main().findByRole('heading', { level: 2, name: 'Verkehrsunfall Kreuzung Alta Street' }),
    ).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: r.edit }));
    const text = field(r.text);
    await user.clear(text);
    await user.type(text, 'Zwei Fahrzeuge, Sachschaden.');
    // Meanwhile the report is submitted elsewhere: an edit of it is refused, not merged.
    const other = await fetch('http://localhost/api/vcom/police/reports/2/submit', { method: 'POST' });
    expect(other.status).toBe(200);
    await user.click(main().getByRole('button', { name: r.save }));
    // The submit raised the version: first the conflict view (412); keeping one's own text then
    // meets the submitted report (409), which says so and keeps the text.
    const dialog = await screen.findByRole('alertdialog', { name: r.conflictTitle });
    await user.click(within(dialog).getByRole('button', { name: conflictTexts.keepMine }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await main().findByText(r.locked)).toBeInTheDocument();
    expect(field(r.text)).toHaveValue('Zwei Fahrzeuge, Sachschaden.');
  });

  it('submits a draft and deletes another after the confirmation', async () => {
    setScenario('police');
    const user = userEvent.setup();
    await open('/vcom?view=reports&item=2');
    await user.click(await main().findByRole('button', { name: r.submit }));
    let dialog = await screen.findByRole('alertdialog', { name: r.submitTitle });
    await user.click(within(dialog).getByRole('button', { name: r.submit }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await main().findByText(r.status.submitted)).toBeInTheDocument();
    expect(main().queryByRole('button', { name: r.edit })).toBeNull();
    // A new draft, then deleted.
    await user.click(main().getByRole('button', { name: r.back }));
    await user.click(await main().findByRole('button', { name: r.write }));
    await user.type(field(r.title), 'Probe');
    await user.type(field(r.text), 'Wird verworfen.');
    await user.click(main().getByRole('button', { name: r.save }));
    expect(await main().findByRole('heading', { level: 2, name: 'Probe' })).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: r.remove }));
    dialog = await screen.findByRole('alertdialog', { name: r.removeTitle('Probe') });
    await user.click(within(dialog).getByRole('button', { name: r.remove }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await main().findByRole('list', { name: r.list })).toBeInTheDocument();
    expect(main().queryByText('Probe')).toBeNull();
  });

  it('a 500 and a reload keep what was typed', async () => {
    setScenario('police');
    const user = userEvent.setup();
    const first = await open('/vcom?view=reports&new=1');
    await user.type(await main().findByLabelText(label(r.title)), 'Schlägerei Yellow Jack');
    await user.type(field(r.text), 'Zwei Beteiligte, Personalien aufgenommen.');
    server.use(http.post('*/api/vcom/police/reports', () => problem(500)));
    await user.click(main().getByRole('button', { name: r.save }));
    expect(await main().findByText('Antwort 500.')).toBeInTheDocument();
    expect(field(r.title)).toHaveValue('Schlägerei Yellow Jack');
    first.unmount();
    await open('/vcom?view=reports&new=1');
    expect(await main().findByLabelText(label(r.title))).toHaveValue('Schlägerei Yellow Jack');
    expect(field(r.text)).toHaveValue('Zwei Beteiligte, Personalien aufgenommen.');
  });

  it('a paramedic is refused the view; a police account without writeReports writes nothing; the mock answers 403', async () => {
    setScenario('medic');
    await expectNotPermitted('/vcom?view=reports');
    setScenario('hrLead');
    await open('/vcom?view=reports&new=1');
    expect(await main().findByRole('list', { name: r.list })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: r.write })).toBeNull();
    const answer = await fetch('http://localhost/api/vcom/police/reports', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'other', title: 'Test', text: 'Test' }),
    });
    expect(answer.status).toBe(403);
  });
});
