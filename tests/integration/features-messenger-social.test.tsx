// The messenger's social network at route level (MSW, stateful mock src/mocks/stateful/messenger/social.ts):
// the feed with the own profile, a post (422 under the field, 500 keeping the text), likes,
// comments, safe text in a post and a comment, follows from the profile search, a report, the
// moderators' view (hidden and guarded for a player; closing a report, deleting a post).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  listMessengerSocialReports,
  getMessengerSocialPost,
} from '../../src/api/generated/endpoints/messenger/messenger';
import { socialTexts as t } from '../../src/features/messenger/social/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const PAYLOAD = '<img src=x onerror=alert(1)>';

const problem = (status: number, detail: string, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: `/problems/${status}`, title: 'Fehler', status, detail, ...(errors ? { errors } : {}) },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

const posts = async () => screen.findAllByTestId('social-post', {}, { timeout: 40000 });
const postBy = async (text: RegExp) => (await posts()).find((p) => text.test(p.textContent ?? '')) as HTMLElement;

describe('messenger social network (/messenger?tab=social)', { timeout: 90_000 }, () => {
  it('shows the own profile and the feed; a like counts at once and as the server counts it', async () => {
    renderRoute('/messenger?tab=social');
    const header = await screen.findByTestId('social-profile-header', {}, { timeout: 40000 });
    expect(header).toHaveTextContent('@max.mustermann');
    const thanks = await postBy(/Danke an alle/);
    const like = within(thanks).getByTestId('social-like');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = Number(like.textContent);
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent(String(before + 1));
    await waitFor(async () => expect((await getMessengerSocialPost(8)).likeCount).toBe(before + 1));
    expect((await getMessengerSocialPost(8)).likedByMe).toBe(true);
    // the menu tab is there
    expect(screen.getByRole('button', { name: 'Social', pressed: true })).toBeInTheDocument();
    // a player sees no reports section
    expect(screen.queryByRole('button', { name: t.sections.reports })).toBeNull();
  });

  it('posts, showing a payload as text; a 422 lands under the field and a 500 keeps the text', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/messenger/social/posts', () => {
        calls += 1;
        if (calls === 1) return problem(422, 'Ungültig.', [{ field: 'text', message: 'Zu viele Hashtags.' }]);
        if (calls === 2) return problem(500, 'Der Server hat gerade ein Problem.');
        return undefined;
      }),
    );
    const alerts: unknown[] = [];
    const alert = window.alert;
    window.alert = (m?: unknown) => void alerts.push(m);
    try {
      renderRoute('/messenger?tab=social');
      const composer = await screen.findByRole('form', { name: t.composer.label }, { timeout: 40000 });
      const field = within(composer).getByRole('textbox', { name: t.composer.text });
      await userEvent.type(field, `Hallo ${PAYLOAD}`);
      await userEvent.click(within(composer).getByRole('button', { name: t.composer.submit }));
      expect(await within(composer).findByText('Zu viele Hashtags.')).toBeInTheDocument();
      expect(field).toHaveValue(`Hallo ${PAYLOAD}`);
      await userEvent.click(within(composer).getByRole('button', { name: t.composer.submit }));
      expect(await within(composer).findByRole('alert')).toHaveTextContent('Der Server hat gerade ein Problem.');
      expect(field).toHaveValue(`Hallo ${PAYLOAD}`);
      await userEvent.click(within(composer).getByRole('button', { name: t.composer.submit }));
      await waitFor(() => expect(field).toHaveValue(''));
      const mine = await postBy(/Hallo </);
      expect(within(mine).getByTestId('social-post-text')).toHaveTextContent(`Hallo ${PAYLOAD}`);
      expect(mine.querySelector('img')).toBeNull();
      expect(alerts).toEqual([]);
    } finally {
      window.alert = alert;
    }
  });

  it('opens a post, comments with a payload shown as text, and deletes the own comment', async () => {
    const alerts: unknown[] = [];
    const alert = window.alert;
    window.alert = (m?: unknown) => void alerts.push(m);
    try {
      renderRoute('/messenger?tab=social&post=4');
      const detail = await screen.findByTestId('social-post-detail', {}, { timeout: 40000 });
      expect(await within(detail).findByText('Ich bringe Musik mit.')).toBeInTheDocument();
      const form = within(detail).getByRole('form', { name: t.comments.submit });
      await userEvent.type(within(form).getByRole('textbox', { name: t.comments.text }), PAYLOAD);
      await userEvent.click(within(form).getByRole('button', { name: t.comments.submit }));
      const comment = await within(detail).findByText(PAYLOAD);
      expect(comment).toBeInTheDocument();
      expect(detail.querySelector('img')).toBeNull();
      const rows = within(detail).getAllByTestId('social-comment');
      const own = rows.find((r) => r.textContent?.includes(PAYLOAD)) as HTMLElement;
      await userEvent.click(within(own).getByRole('button', { name: t.comments.delete }));
      await userEvent.click(await screen.findByRole('button', { name: t.comments.delete, hidden: false }));
      await waitFor(() => expect(within(detail).queryByText(PAYLOAD)).toBeNull());
      expect(alerts).toEqual([]);
    } finally {
      window.alert = alert;
    }
  });

  it('finds a profile, follows it and then sees its posts in the feed', async () => {
    const { router } = renderRoute('/messenger?tab=people&q=jonas');
    const person = await screen.findByTestId('social-person', {}, { timeout: 40000 });
    await userEvent.click(within(person).getByRole('button', { name: 'Jonas Weber' }));
    const opened = await screen.findByTestId('social-profile');
    const profile = await within(opened).findByTestId('social-profile-header');
    expect(router.state.location.search).toMatchObject({ profile: 3 });
    expect(within(profile).getByTestId('social-count-followers')).toHaveTextContent('0');
    await userEvent.click(within(profile).getByRole('button', { name: t.profile.follow }));
    expect(await within(profile).findByRole('button', { name: t.profile.unfollow })).toBeInTheDocument();
    expect(within(profile).getByTestId('social-count-followers')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: t.sections.feed }));
    expect(await postBy(/Wer braucht heute Nacht noch eine Fahrt/)).toBeInTheDocument();
  });

  it('reports a post; the report waits in the moderators’ list', async () => {
    renderRoute('/messenger?tab=explore');
    const coffee = await postBy(/Frischer Kaffee/);
    await userEvent.click(within(coffee).getByRole('button', { name: t.post.report }));
    const form = within(coffee).getByRole('form', { name: t.report.heading });
    await userEvent.click(within(form).getByRole('button', { name: t.report.submit }));
    expect(await within(form).findByText(t.report.choose)).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t.report.reason }), 'spam');
    await userEvent.click(within(form).getByRole('button', { name: t.report.submit }));
    await waitFor(() => expect(within(coffee).queryByRole('form', { name: t.report.heading })).toBeNull());
    setScenario('admin');
    const open = await listMessengerSocialReports({ state: 'open' });
    expect(open.items.some((r) => r.post.id === 3 && r.reason === 'spam')).toBe(true);
  });

  it('sends a player who opens the reports to /notPermitted', async () => {
    const { router } = renderRoute('/messenger?tab=reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'), { timeout: 40000 });
  });

  it('lets a moderator delete a reported post with a reason: the report is done', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['messenger.moderate'] });
    renderRoute('/messenger?tab=reports');
    const list = await screen.findByTestId('social-reports', {}, { timeout: 40000 });
    const report = await within(list).findByTestId('social-report');
    expect(report).toHaveTextContent('Ihr fahrt alle wie Anfänger');
    await userEvent.click(within(report).getByRole('button', { name: t.reports.deletePost }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t.reports.deletePost }));
    expect(await within(dialog).findByText(t.reports.reasonMissing)).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t.reports.reason.replace(/[()]/g, '.')) }),
      'Beleidigung',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.reports.deletePost }));
    expect(await within(list).findByText(t.reports.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.reports.state.closed }));
    expect(await within(list).findByText(/Ihr fahrt alle wie Anfänger/)).toBeInTheDocument();
  });

  it('lets a moderator close a report as dismissed: the post stays, the report is done', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['messenger.moderate'] });
    renderRoute('/messenger?tab=reports');
    const list = await screen.findByTestId('social-reports', {}, { timeout: 40000 });
    const report = await within(list).findByTestId('social-report');
    await userEvent.click(within(report).getByRole('button', { name: t.reports.close }));
    const form = within(report).getByRole('form', { name: t.reports.close });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t.reports.outcome }), 'dismissed');
    await userEvent.click(within(form).getByRole('button', { name: t.reports.submit }));
    expect(await within(list).findByText(t.reports.empty)).toBeInTheDocument();
    expect((await getMessengerSocialPost(7)).id).toBe(7);
  });

  it('edits the own profile; a 422 lands under the name and the input stays', async () => {
    let calls = 0;
    server.use(
      http.patch('*/api/messenger/social/me', () =>
        ++calls === 1
          ? problem(422, 'Ungültig.', [{ field: 'displayName', message: 'Name nicht erlaubt.' }])
          : undefined,
      ),
    );
    renderRoute('/messenger?tab=social');
    const header = await screen.findByTestId('social-profile-header', {}, { timeout: 40000 });
    await userEvent.click(within(header).getByRole('button', { name: t.edit.open }));
    const form = screen.getByRole('form', { name: t.edit.heading });
    const name = within(form).getByRole('textbox', { name: t.register.displayName });
    await userEvent.clear(name);
    await userEvent.type(name, 'Max der Schrauber');
    await userEvent.click(within(form).getByRole('button', { name: t.edit.submit }));
    expect(await within(form).findByText('Name nicht erlaubt.')).toBeInTheDocument();
    expect(name).toHaveValue('Max der Schrauber');
    await userEvent.click(within(form).getByRole('button', { name: t.edit.submit }));
    await waitFor(() => expect(header).toHaveTextContent('Max der Schrauber'));
  });
});
