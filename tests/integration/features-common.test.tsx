// The admin log and admin terms at route level (issue 28): a change to a role appears in the
// log; the log is filtered by text, area and days (from, until), paged (forward and back) and
// opens a line with its details; the
// terms, once they changed (scenario adminNewTerms), stand in front of every admin page until
// accepted, and a 500 on accepting keeps them; other pages are not held. With common.adminTerms
// the terms tab publishes a new version, which makes the acceptance stale (the gate returns,
// the version is logged); a write the mock refuses for unaccepted terms (403) brings the gate
// back and keeps what was typed; without the right there is no editor and the mock says 403.
// Operations: listAdminLogs, getAdminLogEntry, getAdminTerms, acceptAdminTerms, publishAdminTerms.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { conflictTexts } from '../../src/components/form/conflict-texts';
import { viewTexts } from '../../src/components/views/texts';
import { commonTexts as t } from '../../src/features/common/texts';
import { adminTermsTexts as gateTexts } from '../../src/shell/admin-terms/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { ALL_ACP_RIGHTS } from '../../src/mocks/scenarios/acp-rights';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = (scenario: 'admin' | 'adminNewTerms' = 'admin') => {
  setScenario(scenario);
  writeStored(acpRightsKey, { roles: ['Projektleitung'], rights: ALL_ACP_RIGHTS });
};

const publishAs = (body: { baseVersion: number; title: string; text: string }) =>
  fetch('http://localhost/api/common/adminTerms', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const NEW_TEXT = 'Fassung mit <b>Markup</b>, das wörtlich erscheint.\n\nZweiter Absatz der neuen Bedingungen.';

/** The editor's fields, found by their German labels. */
const editor = async () => {
  const box = await screen.findByTestId('terms-editor');
  return {
    box,
    title: within(box).getByRole('textbox', { name: t.publish.title }),
    text: within(box).getByRole('textbox', { name: t.publish.text }),
  };
};

/** Submits the editor and confirms the dialog. */
const publishInEditor = async (box: HTMLElement) => {
  await userEvent.click(within(box).getByRole('button', { name: t.publish.submit }));
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: t.publish.submit }));
};

describe('admin panel: admin log and terms (/acp/logs)', { timeout: 60_000 }, () => {
  it('shows a role change in the log, filters by area and opens the line with its details', async () => {
    asAdmin();
    const res = await fetch('http://localhost/api/auth/admin/roles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Logteam', color: '#123456', priority: 5 }),
    });
    expect(res.status).toBe(201);
    const { router } = renderRoute('/acp/logs?area=auth');
    const rows = await screen.findAllByTestId('admin-log-row');
    expect(rows[0]).toHaveTextContent('Rolle „Logteam“ angelegt');
    expect(rows[0]).toHaveTextContent('Max_Mustermann');
    await userEvent.click(
      within(rows[0] as HTMLElement).getByRole('button', { name: t.log.open('Rolle „Logteam“ angelegt') }),
    );
    await waitFor(() => expect(router.state.location.search).toHaveProperty('entry'));
    const entry = await screen.findByTestId('admin-log-entry');
    expect(entry).toHaveTextContent(t.areas.auth);
    expect(entry).toHaveTextContent('ACP-Rollen und ihre Rechte verwalten');
  });

  it('finds lines by text and says when none fit', async () => {
    asAdmin();
    renderRoute('/acp/logs?q=gebannt');
    const rows = await screen.findAllByTestId('admin-log-row');
    for (const row of rows) expect(row).toHaveTextContent(/gebannt/i);
    await userEvent.clear(screen.getByRole('searchbox', { name: t.log.search }));
    await userEvent.type(screen.getByRole('searchbox', { name: t.log.search }), 'xyz-nichts');
    expect(await screen.findByTestId('admin-log-empty')).toHaveTextContent(t.log.empty);
  });

  it('filters by days: from and until keep only the lines of those days, in the URL', async () => {
    asAdmin();
    const all = (await (await fetch('http://localhost/api/common/admin/logs?limit=100')).json()).items as Array<{
      createdAt: string;
    }>;
    // A day in the middle of the seeded log, in local time as the date fields mean it.
    const dayOf = (iso: string) => {
      const d = new Date(iso);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const day = dayOf((all[Math.floor(all.length / 2)] as { createdAt: string }).createdAt);
    const expected = all.filter((l) => dayOf(l.createdAt) === day).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all.length);
    const { router } = renderRoute('/acp/logs');
    expect(await screen.findAllByTestId('admin-log-row')).toHaveLength(25);
    fireEvent.change(screen.getByLabelText(t.log.from), { target: { value: day } });
    await waitFor(() => expect(router.state.location.search).toHaveProperty('from', day));
    fireEvent.change(screen.getByLabelText(t.log.until), { target: { value: day } });
    await waitFor(() => expect(router.state.location.search).toHaveProperty('until', day));
    await waitFor(() => expect(screen.getAllByTestId('admin-log-row')).toHaveLength(expected));
    expect(screen.queryByTestId('pager')).toBeNull();
    // A range before every line: none fit.
    fireEvent.change(screen.getByLabelText(t.log.from), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText(t.log.until), { target: { value: '2020-01-02' } });
    expect(await screen.findByTestId('admin-log-empty')).toHaveTextContent(t.log.empty);
  });

  it('pages through the log: 25 lines a page, the page in the URL, forward and back', async () => {
    asAdmin();
    const total = (await (await fetch('http://localhost/api/common/admin/logs?limit=1')).json()).page.total as number;
    expect(total).toBeGreaterThan(25);
    const { router } = renderRoute('/acp/logs');
    const first = await screen.findAllByTestId('admin-log-row');
    expect(first).toHaveLength(25);
    const firstText = first[0]?.textContent;
    const pager = screen.getByTestId('pager');
    expect(pager).toHaveTextContent(viewTexts.range(1, 25, total));
    await userEvent.click(within(pager).getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(router.state.location.search).toHaveProperty('page', 2));
    await waitFor(() => expect(screen.getAllByTestId('admin-log-row')).toHaveLength(Math.min(25, total - 25)));
    expect(screen.getAllByTestId('admin-log-row')[0]?.textContent).not.toBe(firstText);
    await userEvent.click(within(screen.getByTestId('pager')).getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('page'));
    await waitFor(() => expect(screen.getAllByTestId('admin-log-row')[0]?.textContent).toBe(firstText));
  });

  it('a 500 on the log shows the error with a retry, keeps the filters, and the retry shows the lines', async () => {
    asAdmin();
    let down = true;
    server.use(
      http.get('*/api/common/admin/logs', () =>
        down
          ? HttpResponse.json(
              { type: '/problems/500', title: 'Serverfehler', status: 500 },
              { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
            )
          : undefined,
      ),
    );
    renderRoute('/acp/logs?q=Rolle');
    const main = within(await screen.findByRole('main'));
    const retry = await main.findByRole('button', { name: 'Erneut versuchen' });
    expect(main.queryByTestId('admin-log-row')).toBeNull();
    // The filters stay in place with what they hold.
    expect(main.getByRole('searchbox', { name: t.log.search })).toHaveValue('Rolle');
    down = false;
    await userEvent.click(retry);
    const rows = await main.findAllByTestId('admin-log-row');
    expect(rows.length).toBeGreaterThan(0);
    expect(main.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('shows changed terms in front of an admin page until accepted; a 500 keeps them, then the page opens', async () => {
    asAdmin('adminNewTerms');
    renderRoute('/acp/logs');
    const gate = await screen.findByTestId('admin-terms-gate');
    expect(screen.getByRole('heading', { level: 1, name: gateTexts.title })).toBeInTheDocument();
    expect(within(gate).getByTestId('terms-must-accept')).toHaveTextContent(gateTexts.mustAccept);
    expect(gate).toHaveTextContent('Fassung 5');
    // The page waits behind the terms: kept, but hidden (nothing typed in it is lost).
    for (const row of screen.queryAllByTestId('admin-log-row')) expect(row).not.toBeVisible();
    expect(screen.queryByRole('searchbox', { name: t.log.search })).toBeNull();
    server.use(
      http.post('*/api/common/adminTerms/accept', () =>
        HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500 },
          { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await userEvent.click(within(gate).getByRole('button', { name: gateTexts.accept }));
    expect(await within(gate).findByRole('alert')).toBeInTheDocument();
    server.resetHandlers();
    asAdmin('adminNewTerms');
    await userEvent.click(within(gate).getByRole('button', { name: gateTexts.accept }));
    await waitFor(() => expect(screen.getAllByTestId('admin-log-row')[0]).toBeVisible());
    expect(screen.queryByTestId('admin-terms-gate')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  });

  it('holds every admin page (the role sync too), not the others', async () => {
    asAdmin('adminNewTerms');
    const first = renderRoute('/acp/sync');
    expect(await screen.findByTestId('admin-terms-gate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jetzt synchronisieren' })).toBeNull();
    first.unmount();
    const second = renderRoute('/polls');
    expect(await screen.findByRole('heading', { level: 1, name: 'Umfragen' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-terms-gate')).toBeNull();
    second.unmount();
  });

  it('without a new version no page is held; the terms tab says which version was accepted', async () => {
    asAdmin();
    renderRoute('/acp/logs?tab=terms');
    expect(await screen.findByTestId('terms-accepted')).toHaveTextContent('Fassung 4');
    expect(screen.queryByTestId('admin-terms-gate')).toBeNull();
  });

  it('publishes a new version: the gate shows its text literally, the log names it; accepting opens the pages again', async () => {
    asAdmin();
    const first = renderRoute('/acp/logs?tab=terms');
    const form = await editor();
    await waitFor(() => expect(form.title).toHaveValue('Verhaltenskodex für Teammitglieder'));
    await userEvent.clear(form.title);
    await userEvent.type(form.title, 'Kodex für das Team');
    await userEvent.clear(form.text);
    await userEvent.click(form.text);
    await userEvent.paste(NEW_TEXT);
    await publishInEditor(form.box);
    // The publisher's own acceptance is stale too: the gate stands in front at once.
    const gate = await screen.findByTestId('admin-terms-gate');
    expect(gate).toHaveTextContent('Fassung 5');
    first.unmount();
    // Reloaded: the gate shows the new text as typed, markup as text.
    const second = renderRoute('/acp/logs');
    const again = await screen.findByTestId('admin-terms-gate');
    expect(within(again).getByRole('heading', { level: 2, name: 'Kodex für das Team' })).toBeInTheDocument();
    expect(again).toHaveTextContent('Fassung mit <b>Markup</b>, das wörtlich erscheint.');
    expect(again.querySelector('b')).toBeNull();
    await userEvent.click(within(again).getByRole('button', { name: gateTexts.accept }));
    await waitFor(() => expect(screen.getAllByTestId('admin-log-row')[0]).toBeVisible());
    expect(screen.getAllByTestId('admin-log-row')[0]).toHaveTextContent(
      'Bedingungen für Teammitglieder veröffentlicht (Fassung 5)',
    );
    expect(screen.queryByTestId('admin-terms-gate')).toBeNull();
    second.unmount();
  });

  it('a write refused for unaccepted terms (403) brings the gate back; the form keeps what was typed', async () => {
    asAdmin();
    renderRoute('/acp/logs?tab=terms');
    const form = await editor();
    await waitFor(() => expect(form.title).toHaveValue('Verhaltenskodex für Teammitglieder'));
    await userEvent.clear(form.title);
    await userEvent.type(form.title, 'Mein Entwurf');
    // Meanwhile another admin publishes version 5: this admin has not accepted it.
    expect(
      (
        await publishAs({
          baseVersion: 4,
          title: 'Kodex von nebenan',
          text: 'Eine Fassung, die jemand anderes geschrieben hat.',
        })
      ).status,
    ).toBe(200);
    await publishInEditor(form.box);
    const gate = await screen.findByTestId('admin-terms-gate');
    expect(gate).toHaveTextContent('Kodex von nebenan');
    expect(form.box).not.toBeVisible();
    await userEvent.click(within(gate).getByRole('button', { name: gateTexts.accept }));
    await waitFor(() => expect(screen.queryByTestId('admin-terms-gate')).toBeNull());
    const back = await editor();
    expect(back.title).toHaveValue('Mein Entwurf');
    expect(within(back.box).getByRole('alert')).toHaveTextContent(/akzeptiere/);
    // The draft was written from version 4: publishing compares it with 5 first (nothing sent),
    // and goes on from 5 only when asked.
    await userEvent.click(within(back.box).getByRole('button', { name: t.publish.submit }));
    const conflict = await screen.findByRole('alertdialog', { name: t.publish.conflictTitle(5) });
    expect(conflict).toHaveTextContent(t.publish.conflictBody(4, 5));
    await userEvent.click(within(conflict).getByRole('button', { name: conflictTexts.keepMine }));
    const next = await screen.findByTestId('admin-terms-gate');
    expect(within(next).getByRole('heading', { level: 2, name: 'Mein Entwurf' })).toBeInTheDocument();
    expect(next).toHaveTextContent('Fassung 6');
  });

  it('a 422 shows under its field and a 500 keeps the input', async () => {
    asAdmin();
    renderRoute('/acp/logs?tab=terms');
    const form = await editor();
    await waitFor(() => expect(form.title).toHaveValue('Verhaltenskodex für Teammitglieder'));
    server.use(
      http.put('*/api/common/adminTerms', () =>
        HttpResponse.json(
          {
            type: '/problems/validation',
            title: 'Eingabe ungültig',
            status: 422,
            errors: [{ field: 'text', message: 'Dieser Text enthält verbotene Wörter.' }],
          },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await userEvent.type(form.text, ' Zusatz');
    await publishInEditor(form.box);
    expect(await within(form.box).findByText('Dieser Text enthält verbotene Wörter.')).toBeInTheDocument();
    expect(form.text).toHaveAttribute('aria-invalid', 'true');
    server.use(
      http.put('*/api/common/adminTerms', () =>
        HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500, detail: 'Auf dem Server ging etwas schief.' },
          { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await userEvent.type(form.text, ' mehr');
    await publishInEditor(form.box);
    expect(await within(form.box).findByRole('alert')).toBeInTheDocument();
    expect((form.text as HTMLTextAreaElement).value).toMatch(/ Zusatz mehr$/);
    expect(screen.queryByTestId('admin-terms-gate')).toBeNull();
  });

  it('without common.adminTerms there is no editor, and the mock refuses a publish (403)', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, {
      roles: ['Projektleitung'],
      rights: ALL_ACP_RIGHTS.filter((r) => r !== 'common.adminTerms'),
    });
    renderRoute('/acp/logs?tab=terms');
    expect(await screen.findByTestId('terms-accepted')).toHaveTextContent('Fassung 4');
    expect(screen.queryByTestId('terms-editor')).toBeNull();
    for (const who of ['moderator', 'player'] as const) {
      setScenario(who);
      const res = await publishAs({
        baseVersion: 4,
        title: 'Ohne Recht',
        text: 'Diese Fassung darf niemand veröffentlichen.',
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { detail: string }).detail).toContain('common.adminTerms');
    }
  });

  it('refuses ACP writes before the new terms are accepted (403 terms-not-accepted), then allows them', async () => {
    asAdmin('adminNewTerms');
    const refused = await fetch('http://localhost/api/auth/admin/roles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Zu früh', color: '#123456', priority: 5 }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { type: string }).type).toBe('/problems/acp/terms-not-accepted');
    const accepted = await fetch('http://localhost/api/common/adminTerms/accept', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: 5 }),
    });
    expect(accepted.status).toBe(200);
    const allowed = await fetch('http://localhost/api/auth/admin/roles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Rechtzeitig', color: '#123456', priority: 5 }),
    });
    expect(allowed.status).toBe(201);
  });
});
