// Player reports at route level (issue 27): the queue (/acp/reports) guarded by player.reports,
// filtered by state; claim, escalate and resolve with a note; a report another admin holds shows
// who has it and offers nothing; the player files a report (/reports) and sees it resolved; a 422
// under its field, a 500 that keeps the typed text, and a user without the right kept out.
// Operations: listPlayerReports, assignPlayerReport, assignPlayerReportToLead, closePlayerReport,
// reportPlayer, listMyPlayerReports. The one queue: reports of dashboard posts
// (reportDashboardPost), pictures (reportPicture) and social posts (reportMessengerSocialPost)
// land in it with their source and a link to what was reported; /reports is in the menu.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reportTexts as t } from '../../src/features/player/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { adminLog } from '../../src/mocks/stateful/common/log';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['player.view', 'player.reports'] });
};
const main = () => within(screen.getByRole('main'));
/** The report card that names `text`, once it is shown. */
const cardWith = (text: string) =>
  waitFor(() => {
    const card = screen.queryAllByTestId('player-report').find((c) => c.textContent?.includes(text));
    expect(card).toBeDefined();
    return card as HTMLElement;
  });

describe('admin panel: player reports (/acp/reports, /reports)', { timeout: 60_000 }, () => {
  it('sends a player without the right to /notPermitted', async () => {
    const { router } = renderRoute('/acp/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
  });

  it('claims an open report, then resolves it with a note', async () => {
    asAdmin();
    const { router } = renderRoute('/acp/reports');
    expect(await screen.findByRole('heading', { level: 1, name: t.queueTitle })).toBeInTheDocument();
    const card = await cardWith('John_Doe');
    await userEvent.click(within(card).getByRole('button', { name: t.claim }));
    await waitFor(() => expect(screen.queryAllByText('John_Doe', { exact: false })).toHaveLength(0));
    expect(adminLog().all()[0]).toMatchObject({ area: 'player', right: 'player.reports' });
    expect(String(adminLog().all()[0]?.action)).toMatch(/übernommen$/);
    await userEvent.click(main().getByRole('button', { name: t.states.claimed }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ state: 'claimed' }));
    const claimed = await cardWith('John_Doe');
    expect(within(claimed).getByTestId('report-holder')).toHaveTextContent(t.holderMe);
    await userEvent.click(within(claimed).getByRole('button', { name: t.resolve }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Notiz/ }), 'Spieler verwarnt.');
    await userEvent.click(within(dialog).getByRole('button', { name: t.resolve }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(main().getByRole('button', { name: t.states.resolved }));
    const resolved = await cardWith('John_Doe');
    expect(within(resolved).getByTestId('report-resolution')).toHaveTextContent('Spieler verwarnt.');
    // Claim and resolution are in the admin log (/acp/logs), the resolution with its note.
    expect(String(adminLog().all()[0]?.action)).toMatch(/erledigt$/);
    expect(String(adminLog().all()[0]?.details)).toContain('Spieler verwarnt.');
    expect(within(resolved).queryByRole('button')).toBeNull();
  });

  it('shows who holds a claimed report and offers the others nothing on it', async () => {
    asAdmin();
    renderRoute('/acp/reports?state=claimed');
    const card = await cardWith('Tom_Becker');
    expect(within(card).getByTestId('report-holder')).toHaveTextContent(t.holder('Lena_Adler'));
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('escalates with a reason and shows the 422 under the field', async () => {
    asAdmin();
    server.use(
      http.post(
        '*/api/player/admin/reports/:id/escalate',
        () =>
          HttpResponse.json(
            {
              type: '/problems/422',
              title: 'Eingabe ungültig',
              status: 422,
              errors: [{ field: 'note', message: 'Bitte nenne den Grund genauer.' }],
            },
            { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        { once: true },
      ),
    );
    renderRoute('/acp/reports');
    const card = await cardWith('John_Doe');
    await userEvent.click(within(card).getByRole('button', { name: t.escalate }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Notiz/ }), 'Wiederholungstäter');
    await userEvent.click(within(dialog).getByRole('button', { name: t.escalate }));
    expect(await within(dialog).findByText('Bitte nenne den Grund genauer.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.escalate }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(String(adminLog().all()[0]?.action)).toMatch(/Projektleitung gegeben$/);
    expect(String(adminLog().all()[0]?.details)).toContain('Wiederholungstäter');
    renderRoute('/acp/reports?state=escalated');
    expect(await screen.findAllByText(t.escalation('Wiederholungstäter'))).not.toHaveLength(0);
  });

  it('takes the reports of dashboard posts, pictures and social posts into the one queue, with source and link', async () => {
    asAdmin();
    const api = 'http://localhost/api';
    const send = (path: string, text: string) =>
      fetch(`${api}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason: 'insult', text }),
      });
    const postId = ((await (await fetch(`${api}/dashboard/posts`)).json()) as { items: Array<{ id: number }> }).items[0]
      ?.id;
    expect(
      (await send(`/dashboard/posts/${String(postId)}/reports`, 'Beleidigung im Startseiten-Beitrag.')).status,
    ).toBe(201);
    // A second open report of the same post is refused (409), as every area's report rule says.
    expect((await send(`/dashboard/posts/${String(postId)}/reports`, 'Noch einmal.')).status).toBe(409);
    expect((await send('/pictures/1/reports', 'Beleidigendes Bild in der Galerie.')).status).toBe(201);
    expect((await send('/messenger/social/posts/1/reports', 'Beleidigender Beitrag im Netzwerk.')).status).toBe(201);

    const { unmount } = renderRoute('/acp/reports');
    const dashboard = await cardWith('Beleidigung im Startseiten-Beitrag.');
    expect(within(dashboard).getByTestId('report-source')).toHaveTextContent(t.sources.dashboardPost);
    expect(within(dashboard).getByRole('link', { name: t.openSubject })).toHaveAttribute(
      'href',
      `/dashboard?post=${String(postId)}`,
    );
    const picture = await cardWith('Beleidigendes Bild in der Galerie.');
    expect(within(picture).getByTestId('report-source')).toHaveTextContent(t.sources.picture);
    expect(within(picture).getByRole('link', { name: t.openSubject })).toHaveAttribute('href', '/pictures?picture=1');
    const social = await cardWith('Beleidigender Beitrag im Netzwerk.');
    expect(within(social).getByTestId('report-source')).toHaveTextContent(t.sources.socialPost);
    expect(within(social).getByRole('link', { name: t.openSubject }).getAttribute('href')).toMatch(
      /^\/messenger\?.*post=1/,
    );
    // It is worked as any other: claimed here, the reporter sees who has it.
    await userEvent.click(within(picture).getByRole('button', { name: t.claim }));
    await waitFor(() => expect(screen.queryAllByText('Beleidigendes Bild in der Galerie.')).toHaveLength(0));
    unmount();

    // The reporter follows it on /reports, which the menu lists.
    renderRoute('/reports');
    const mine = await cardWith('Beleidigendes Bild in der Galerie.');
    expect(mine).toHaveTextContent(t.states.claimed);
    expect(await screen.findAllByRole('link', { name: 'Meine Meldungen' })).not.toHaveLength(0);
  });

  it('lets a player file a report and follow its state', async () => {
    renderRoute('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: t.mineTitle })).toBeInTheDocument();
    // The seed holds a resolved report of Max_Mustermann with the team's answer.
    expect(await screen.findByTestId('report-resolution')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Grund/ }), 'rulebreak');
    await userEvent.type(screen.getByRole('textbox', { name: /Gemeldeter Spieler/ }), 'Karl_Klotz');
    await userEvent.type(screen.getByRole('textbox', { name: /Was ist passiert/ }), 'Rammt ständig Streifenwagen.');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    const card = await cardWith('Karl_Klotz');
    expect(card).toHaveTextContent(t.states.open);
  });

  it('keeps the typed report when the server answers 500', async () => {
    server.use(
      http.post('*/api/player/reports', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    renderRoute('/reports');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Grund/ }), 'insult');
    const text = screen.getByRole('textbox', { name: /Was ist passiert/ });
    await userEvent.type(text, 'Beleidigt im Chat.');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serverfehler');
    expect(text).toHaveValue('Beleidigt im Chat.');
  });
});
