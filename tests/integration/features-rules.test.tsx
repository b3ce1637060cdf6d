// Server rules, legal code and the rules editor at route level (MSW, stateful store).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { writeStored } from '../../src/lib/storage';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

// Pages, loaders and parts load on demand; the first import in a run can take a while.

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['serverrules.edit', 'polls.manage'] });
};

describe('rules reader (/rules)', () => {
  it('shows the listed rulesets with paragraphs, deep links and a search', async () => {
    renderRoute('/rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'Regelwerk' })).toBeInTheDocument();
    const link = (await screen.findAllByRole('link', { name: /^Link zu § 1/ }))[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toMatch(/^#p-\d+$/);
    const sections = document.querySelectorAll('section[id^="p-"]').length;
    expect(sections).toBeGreaterThan(1);
    await userEvent.type(screen.getByRole('searchbox', { name: 'In den Regeln suchen' }), 'xyzzy');
    expect(await screen.findByText('Keine Regel passt zu deiner Suche.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Regeln bearbeiten' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Regeln bearbeiten' })).toBeNull();
  });

  it('the legal code lists sections; a section opens to its offences', async () => {
    renderRoute('/rules/legal');
    const section = (await screen.findAllByTestId('legal-section'))[0] as HTMLElement;
    await userEvent.click(section.querySelector('summary') as HTMLElement);
    expect(await within(section).findByRole('columnheader', { name: 'Geldstrafe' })).toBeInTheDocument();
  });
});

describe('rules editor (/rules/edit)', () => {
  it('sends users without the right to /notPermitted', async () => {
    const { router } = renderRoute('/rules/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notPermitted'));
  });

  it('links to the reader for a public ruleset, and says an unlisted one is not shown there', async () => {
    asAdmin();
    const { router } = renderRoute('/rules/edit');
    const choice = await screen.findByRole('combobox', { name: 'Regelwerk' });
    const options = within(choice).getAllByRole('option') as HTMLOptionElement[];
    const unlisted = options.find((o) => o.textContent?.includes('(nicht öffentlich)'));
    const listed = options.find((o) => !o.textContent?.includes('(nicht öffentlich)'));
    expect(unlisted && listed).toBeTruthy();

    await userEvent.selectOptions(choice, (listed as HTMLOptionElement).value);
    await waitFor(() => expect(router.state.location.search).toEqual({ set: Number(listed?.value) }));
    expect(await screen.findByRole('link', { name: 'Zur Leseansicht' })).toHaveAttribute(
      'href',
      `/rules?set=${listed?.value}`,
    );

    await userEvent.selectOptions(choice, (unlisted as HTMLOptionElement).value);
    expect(await screen.findByTestId('not-in-reader')).toHaveTextContent('nicht in der Leseansicht');
    expect(screen.queryByRole('link', { name: 'Zur Leseansicht' })).toBeNull();
  });

  it('saves several changed sub-paragraphs in one batch', async () => {
    asAdmin();
    let batch: unknown;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((b) => (batch = b));
    });
    renderRoute('/rules/edit');
    const fields = await screen.findAllByTestId('sub-field');
    const [a, b] = fields.map((f) => within(f).getByRole('textbox'));
    await userEvent.clear(a as HTMLElement);
    await userEvent.type(a as HTMLElement, 'Neuer Text eins');
    await userEvent.type(b as HTMLElement, ' Ergänzt.');
    expect(screen.getByTestId('unsaved-marker')).toHaveTextContent('2 ungespeicherte Änderungen');
    await userEvent.click(screen.getByRole('button', { name: 'Geänderte Absätze speichern (2)' }));
    await waitFor(() => expect(screen.getByTestId('unsaved-marker')).toHaveTextContent('Alles gespeichert'));
    expect((batch as { items: unknown[] }).items).toHaveLength(2);
    expect(await screen.findByDisplayValue('Neuer Text eins')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('a rejected batch says why and keeps every typed text', async () => {
    asAdmin();
    server.use(
      http.put('*/api/serverrules/rulesets/:rulesetId/subParagraphs', () =>
        HttpResponse.json(
          { type: '/problems/409', title: 'Zwischenzeitlich geändert', status: 409, detail: 'Jemand war schneller.' },
          { status: 409 },
        ),
      ),
    );
    renderRoute('/rules/edit');
    const field = within((await screen.findAllByTestId('sub-field'))[0] as HTMLElement).getByRole('textbox');
    await userEvent.type(field, ' Mein Zusatz');
    await userEvent.click(screen.getByRole('button', { name: 'Geänderte Absätze speichern (1)' }));
    expect(await screen.findByText('Jemand war schneller.')).toBeInTheDocument();
    expect((field as HTMLTextAreaElement).value).toMatch(/ Mein Zusatz$/);
    expect(screen.getByTestId('unsaved-marker')).toHaveTextContent('1 ungespeicherte Änderung');
  });

  it('an emptied sub-paragraph gets a German message and nothing is sent', async () => {
    asAdmin();
    renderRoute('/rules/edit');
    const field = within((await screen.findAllByTestId('sub-field'))[0] as HTMLElement).getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Geänderte Absätze speichern (1)' }));
    expect(await screen.findByText('Ein Absatz braucht Text.')).toBeInTheDocument();
  });

  it('adds a paragraph and a sub-paragraph', async () => {
    asAdmin();
    renderRoute('/rules/edit');
    await screen.findAllByTestId('sub-field');
    const form = screen.getByText('Neuer Paragraf').closest('form') as HTMLElement;
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nummer' }), '§ 9');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Titel' }), 'Testregeln');
    await userEvent.click(within(form).getByRole('button', { name: 'Paragraf hinzufügen' }));
    const section = await screen.findByRole('region', { name: '§ 9 Testregeln' });
    await userEvent.type(within(section).getByRole('textbox', { name: 'Neuer Absatz' }), 'Erster Absatz.');
    await userEvent.click(within(section).getByRole('button', { name: 'Absatz hinzufügen' }));
    expect(await within(section).findByDisplayValue('Erster Absatz.')).toBeInTheDocument();
  });
});
