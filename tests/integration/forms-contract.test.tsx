// Every form moved onto the form layer, against MSW: a 422 shows under its field and the
// input stays; a 500 keeps the input; typing past the contract's limit keeps every character,
// shows the German message and sends nothing. The limits come from the generated validators.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { DashboardPost } from '../../src/api/generated/model/dashboardPost';
import type { PollDetail } from '../../src/api/generated/model/pollDetail';
import type { ServerRuleset } from '../../src/api/generated/model/serverRuleset';
import {
  addDashboardPostBodyOneTextMax,
  addDashboardPostBodyOneTitleMax,
  addDashboardReplyBodyTextMax,
  editDashboardPostBodyTextMax,
  reportDashboardPostBodyTextMax,
} from '../../src/api/generated/zod/dashboard/dashboard.zod';
import { createPollBodyOptionsItemMax, createPollBodyQuestionMax } from '../../src/api/generated/zod/polls/polls.zod';
import {
  addRuleParagraphBodyNumberMax,
  addRuleSubParagraphBodyTextMax,
  addRulesetBodyTitleMax,
  editRuleParagraphBodyTitleMax,
  editRulesetBodyTitleMax,
  saveChangedSubParagraphsBodyItemsItemTextMax,
} from '../../src/api/generated/zod/serverrules/serverrules.zod';
import { EditPostForm } from '../../src/features/dashboard/components/edit-post-form';
import { PostComposer } from '../../src/features/dashboard/components/post-composer';
import { ReplyForm } from '../../src/features/dashboard/components/reply-form';
import { ReportDialog } from '../../src/features/dashboard/components/report-dialog';
import { CreatePollForm } from '../../src/features/polls/components/create-poll-form';
import { VoteForm } from '../../src/features/polls/components/vote-form';
import { NewParagraphForm } from '../../src/features/serverrules/editor/new-paragraph-form';
import { ParagraphEditor } from '../../src/features/serverrules/editor/paragraph-editor';
import { RulesetActions } from '../../src/features/serverrules/editor/ruleset-actions';
import { RulesetForm } from '../../src/features/serverrules/editor/ruleset-form';
import { useSubDrafts } from '../../src/features/serverrules/editor/use-sub-drafts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute, renderWithProviders } from '../utils/render';
import { setScenario } from '../utils/scenario';

const de = (n: number) => n.toLocaleString('de-DE');
const tooLong = (max: number) => `Höchstens ${de(max)} Zeichen (jetzt ${de(max + 1)}).`;
const problem = (status: number, errors?: Array<{ field: string; message: string }>) =>
  HttpResponse.json(
    { type: status === 422 ? '/problems/validation' : '/problems/500', title: 'Fehler', status, errors },
    { status },
  );

type Method = 'post' | 'patch' | 'put';
interface FormCase {
  name: string;
  ui: () => ReactElement;
  field: RegExp;
  /** The field's name in a 422 Problem (a JSON pointer, as the backend may send it). */
  pointer: string;
  limit: number;
  method: Method;
  url: string;
  submit: string;
  /** Other fields the form needs before it sends. */
  fill?: () => Promise<void>;
}

const paste = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};

function ParagraphHarness() {
  const drafts = useSubDrafts(undefined);
  return (
    <ParagraphEditor
      rulesetId={1}
      paragraph={{ id: 5, number: '§ 1', title: 'Allgemeines', order: 0, subParagraphs: [] }}
      drafts={drafts}
      errors={{}}
    />
  );
}

const post = { id: 7, kind: 'post', text: 'Alter Text', title: 'Titel' } as DashboardPost;
const ruleset = { id: 3, title: 'Allgemeines Regelwerk', listed: true } as ServerRuleset;
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

const cases: FormCase[] = [
  {
    name: 'post composer: text',
    ui: () => <PostComposer />,
    field: /^Dein Beitrag/,
    pointer: '/text',
    limit: addDashboardPostBodyOneTextMax,
    method: 'post',
    url: '*/api/dashboard/posts',
    submit: 'Veröffentlichen',
  },
  {
    name: 'post composer: title',
    ui: () => <PostComposer />,
    field: /^Titel \(optional\)/,
    pointer: '/title',
    limit: addDashboardPostBodyOneTitleMax,
    method: 'post',
    url: '*/api/dashboard/posts',
    submit: 'Veröffentlichen',
    fill: () => userEvent.type(textbox(/^Dein Beitrag/), 'Der Text.'),
  },
  {
    name: 'edit post',
    ui: () => <EditPostForm post={post} onDone={() => undefined} />,
    field: /^Dein Beitrag/,
    pointer: '/text',
    limit: editDashboardPostBodyTextMax,
    method: 'patch',
    url: '*/api/dashboard/posts/:id',
    submit: 'Speichern',
  },
  {
    name: 'reply',
    ui: () => <ReplyForm postId={7} />,
    field: /^Deine Antwort/,
    pointer: '/text',
    limit: addDashboardReplyBodyTextMax,
    method: 'post',
    url: '*/api/dashboard/posts/:id/replies',
    submit: 'Antwort senden',
  },
  {
    name: 'report dialog',
    ui: () => <ReportDialog postId={7} onClose={() => undefined} />,
    field: /^Erklärung für die Moderation/,
    pointer: '/text',
    limit: reportDashboardPostBodyTextMax,
    method: 'post',
    url: '*/api/dashboard/posts/:id/reports',
    submit: 'Meldung senden',
  },
  {
    name: 'create poll: question',
    ui: () => <CreatePollForm />,
    field: /^Frage/,
    pointer: '/question',
    limit: createPollBodyQuestionMax,
    method: 'post',
    url: '*/api/polls',
    submit: 'Umfrage erstellen',
    fill: async () => {
      await userEvent.type(textbox(/^Antwort 1/), 'Ja');
      await userEvent.type(textbox(/^Antwort 2/), 'Nein');
    },
  },
  {
    name: 'create poll: an answer',
    ui: () => <CreatePollForm />,
    field: /^Antwort 2/,
    pointer: '/options/1',
    limit: createPollBodyOptionsItemMax,
    method: 'post',
    url: '*/api/polls',
    submit: 'Umfrage erstellen',
    fill: async () => {
      await userEvent.type(textbox(/^Frage/), 'Wohin geht es?');
      await userEvent.type(textbox(/^Antwort 1/), 'Ja');
    },
  },
  {
    name: 'new ruleset',
    ui: () => <RulesetForm onCreated={() => undefined} />,
    field: /^Titel des Regelwerks/,
    pointer: '/title',
    limit: addRulesetBodyTitleMax,
    method: 'post',
    url: '*/api/serverrules/rulesets',
    submit: 'Regelwerk anlegen',
  },
  {
    name: 'rename ruleset',
    ui: () => <RulesetActions ruleset={ruleset} onDeleted={() => undefined} />,
    field: /^Titel des Regelwerks/,
    pointer: '/title',
    limit: editRulesetBodyTitleMax,
    method: 'patch',
    url: '*/api/serverrules/rulesets/:rulesetId',
    submit: 'Titel speichern',
  },
  {
    name: 'new paragraph: number',
    ui: () => <NewParagraphForm rulesetId={1} />,
    field: /^Nummer/,
    pointer: '/number',
    limit: addRuleParagraphBodyNumberMax,
    method: 'post',
    url: '*/api/serverrules/rulesets/:rulesetId/paragraphs',
    submit: 'Paragraf hinzufügen',
    fill: () => userEvent.type(textbox(/^Titel/), 'Fahrzeuge'),
  },
  {
    name: 'paragraph header: title',
    ui: () => <ParagraphHarness />,
    field: /^Titel/,
    pointer: '/title',
    limit: editRuleParagraphBodyTitleMax,
    method: 'patch',
    url: '*/api/serverrules/paragraphs/:paragraphId',
    submit: 'Paragraf speichern',
  },
  {
    name: 'new sub-paragraph',
    ui: () => <ParagraphHarness />,
    field: /^Neuer Absatz/,
    pointer: '/text',
    limit: addRuleSubParagraphBodyTextMax,
    method: 'post',
    url: '*/api/serverrules/paragraphs/:paragraphId/subParagraphs',
    submit: 'Absatz hinzufügen',
  },
];

describe.each(cases)('$name', (c) => {
  const answer = (reply: () => Response) => {
    const calls = { count: 0 };
    server.use(
      http[c.method](c.url, () => {
        calls.count += 1;
        return reply();
      }),
    );
    return calls;
  };

  it('typing past the limit keeps every character, says so in German and sends nothing', async () => {
    const calls = answer(() => problem(500));
    renderWithProviders(c.ui());
    await c.fill?.();
    const long = 'x'.repeat(c.limit + 1);
    await paste(textbox(c.field), long);
    expect(textbox(c.field)).toHaveValue(long);
    expect(await screen.findByText(tooLong(c.limit))).toBeInTheDocument();
    expect(textbox(c.field)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    expect(calls.count).toBe(0);
    // One character less and the message is gone.
    await userEvent.type(textbox(c.field), '{Backspace}');
    await waitFor(() => expect(screen.queryByText(tooLong(c.limit))).toBeNull());
  });

  it('a 422 shows under its field and the input stays; it goes when the field changes', async () => {
    const calls = answer(() => problem(422, [{ field: c.pointer, message: 'Das nimmt der Server so nicht an.' }]));
    renderWithProviders(c.ui());
    await c.fill?.();
    await paste(textbox(c.field), 'Gültig');
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    const message = await screen.findByText('Das nimmt der Server so nicht an.');
    expect(calls.count).toBe(1);
    expect(textbox(c.field)).toHaveValue('Gültig');
    expect(textbox(c.field)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(c.field).getAttribute('aria-describedby')).toContain(message.id);
    await userEvent.type(textbox(c.field), '!');
    await waitFor(() => expect(screen.queryByText('Das nimmt der Server so nicht an.')).toBeNull());
  });

  it('a 500 keeps the input', async () => {
    const calls = answer(() => problem(500));
    renderWithProviders(c.ui());
    await c.fill?.();
    await paste(textbox(c.field), 'Bleibt stehen');
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    await waitFor(() => expect(calls.count).toBe(1));
    expect(textbox(c.field)).toHaveValue('Bleibt stehen');
  });
});

describe('vote', () => {
  const poll = {
    id: 3,
    multipleChoice: false,
    maxChoices: 1,
    options: [
      { id: 11, text: 'Ja', order: 0 },
      { id: 12, text: 'Nein', order: 1 },
    ],
  } as PollDetail;

  it('asks for a choice, clears the message once chosen, shows a 422 and keeps the choice', async () => {
    server.use(
      http.post('*/api/polls/:id/votes', () =>
        problem(422, [{ field: 'optionIds', message: 'Diese Antwort gibt es nicht.' }]),
      ),
    );
    renderWithProviders(<VoteForm poll={poll} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abstimmen' }));
    expect(await screen.findByText('Bitte wähle zuerst eine Antwort.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(screen.queryByText('Bitte wähle zuerst eine Antwort.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Abstimmen' }));
    expect(await screen.findByText('Diese Antwort gibt es nicht.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ja' })).toBeChecked();
  });

  it('a 500 says why and keeps the choice', async () => {
    server.use(http.post('*/api/polls/:id/votes', () => problem(500)));
    renderWithProviders(<VoteForm poll={poll} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Nein' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abstimmen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nein' })).toBeChecked();
  });
});

describe('create poll: multiple choice and end', () => {
  it('checks the maximum against the answers and the end against now; messages go when fixed', async () => {
    let body: Record<string, unknown> | undefined;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/polls')
        void request
          .clone()
          .json()
          .then((b: Record<string, unknown>) => (body = b));
    });
    renderWithProviders(<CreatePollForm />);
    await userEvent.type(textbox(/^Frage/), 'Wohin geht es?');
    await userEvent.type(textbox(/^Antwort 1/), 'Pier');
    await userEvent.type(textbox(/^Antwort 2/), 'Strand');
    await userEvent.click(screen.getByRole('button', { name: 'Antwort hinzufügen' }));
    await userEvent.type(textbox(/^Antwort 3/), 'Berge');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mehrere Antworten erlauben' }));
    const max = await screen.findByRole('spinbutton', { name: /^Höchstens wählbare Antworten/ });
    expect(max).toHaveValue(2);
    await userEvent.clear(max);
    await userEvent.type(max, '4');
    const end = screen.getByLabelText(/^Endet am/);
    fireEvent.change(end, { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Umfrage erstellen' }));
    expect(await screen.findByText('Eine Zahl von 2 bis 3.')).toBeInTheDocument();
    expect(screen.getByText('Das Ende muss in der Zukunft liegen.')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await userEvent.clear(max);
    await userEvent.type(max, '3');
    expect(screen.queryByText('Eine Zahl von 2 bis 3.')).toBeNull();
    const next = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const local = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}T20:00`;
    fireEvent.change(end, { target: { value: local } });
    expect(screen.queryByText('Das Ende muss in der Zukunft liegen.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Umfrage erstellen' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      question: 'Wohin geht es?',
      options: ['Pier', 'Strand', 'Berge'],
      multipleChoice: true,
      maxChoices: 3,
      endsAt: new Date(local).toISOString(),
    });
    server.events.removeAllListeners();
  });
});

describe('rules editor: the batch save of sub-paragraphs', () => {
  const asAdmin = () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['serverrules.edit'] });
  };
  const firstSub = async () => within((await screen.findAllByTestId('sub-field'))[0] as HTMLElement);

  it('a text past the limit keeps every character and says so at once; nothing is sent', async () => {
    asAdmin();
    let sent = false;
    server.use(http.put('*/api/serverrules/rulesets/:rulesetId/subParagraphs', () => void (sent = true)));
    renderRoute('/rules/edit');
    const sub = await firstSub();
    const long = 'x'.repeat(saveChangedSubParagraphsBodyItemsItemTextMax + 1);
    await paste(sub.getByRole('textbox'), long);
    expect(sub.getByRole('textbox')).toHaveValue(long);
    expect(sub.getByText(tooLong(saveChangedSubParagraphsBodyItemsItemTextMax))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Geänderte Absätze speichern (1)' }));
    expect(sent).toBe(false);
  });

  it('a 422 on items.0.text shows under that sub-paragraph and the text stays', async () => {
    asAdmin();
    server.use(
      http.put('*/api/serverrules/rulesets/:rulesetId/subParagraphs', () =>
        problem(422, [{ field: '/items/0/text', message: 'Bitte ohne Links.' }]),
      ),
    );
    renderRoute('/rules/edit');
    const sub = await firstSub();
    await paste(sub.getByRole('textbox'), 'Siehe www.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Geänderte Absätze speichern (1)' }));
    expect(await sub.findByText('Bitte ohne Links.')).toBeInTheDocument();
    expect(sub.getByRole('textbox')).toHaveValue('Siehe www.example.org');
    await userEvent.type(sub.getByRole('textbox'), '!');
    await waitFor(() => expect(sub.queryByText('Bitte ohne Links.')).toBeNull());
  });
});
