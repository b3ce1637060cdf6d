// The website's sub-pages at route level (MSW, the stateful vcom mock): the editor's list (drafts
// too), creating, editing and deleting after the confirmation, a 422 under its field, a 500 that
// keeps the input, visitors opening the published ones (?item=), and the rights (no editing
// without editWebsite, the mock's 403). Operations driven through the screens:
// listVcomWebsiteSections, createVcomWebsiteSection, updateVcomWebsiteSection, deleteVcomWebsiteSection.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { websiteTexts as w } from '../../src/features/vcom/websites/texts';
import { server } from '../../src/mocks/node';
import { setScenario } from '../utils/scenario';
import { label, main, open, problem } from '../utils/vcom';

const s = w.sections;

describe('vcom website sub-pages (/vcom?view=website)', () => {
  it('creates and publishes a sub-page (a bad address under its field); visitors open it from the navigation', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=website');
    const editor = await main().findByRole('region', { name: s.heading });
    const list = await within(editor).findByRole('list', { name: s.heading });
    expect(within(list).getByText('Bußgeldkatalog')).toBeInTheDocument();
    expect(within(list).getByText(s.draft)).toBeInTheDocument();
    // The draft is not in the visitors' navigation.
    const nav = await main().findByRole('navigation', { name: s.nav });
    expect(within(nav).queryByRole('button', { name: 'Bußgeldkatalog' })).toBeNull();

    await user.click(within(editor).getByRole('button', { name: s.add }));
    const form = within(editor).getByRole('form', { name: s.createHeading });
    await user.type(within(form).getByLabelText(label(s.title)), 'Kontakt');
    await user.type(within(form).getByLabelText(label(s.slug)), 'Kontakt!');
    await user.type(within(form).getByLabelText(label(s.body)), 'Mission Row 1, <b>Los Santos</b>');
    await user.click(within(form).getByLabelText(s.published));
    await user.click(within(form).getByRole('button', { name: s.create }));
    expect(await within(form).findByText(s.slugPattern)).toBeInTheDocument();
    const slug = within(form).getByLabelText(label(s.slug));
    await user.clear(slug);
    await user.type(slug, 'kontakt');
    await user.click(within(form).getByRole('button', { name: s.create }));
    expect(await within(list).findByText('Kontakt')).toBeInTheDocument();

    await user.click(await within(nav).findByRole('button', { name: 'Kontakt' }));
    const page = main().getByRole('article', { name: w.preview });
    expect(await within(page).findByRole('heading', { name: 'Kontakt' })).toBeInTheDocument();
    // Plain text: the tag shows literally, nothing is rendered as HTML.
    expect(within(page).getByText('Mission Row 1, <b>Los Santos</b>')).toBeInTheDocument();
    expect(page.querySelector('b')).toBeNull();
  });

  it('edits a sub-page and deletes it after the confirmation', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=website&item=1');
    const page = await main().findByRole('article', { name: w.preview });
    const editor = await main().findByRole('region', { name: s.heading });
    const list = await within(editor).findByRole('list', { name: s.heading });
    await user.click(within(list).getByRole('button', { name: s.editOf('Karriere beim LSPD') }));
    const edit = within(editor).getByRole('form', { name: s.editHeading('Karriere beim LSPD') });
    const title = within(edit).getByLabelText(label(s.title));
    await user.clear(title);
    await user.type(title, 'Karriere');
    await user.click(within(edit).getByRole('button', { name: s.save }));
    expect(await within(list).findByText('Karriere')).toBeInTheDocument();
    expect(await within(page).findByRole('heading', { name: 'Karriere' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: s.remove('Karriere') }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: s.removeConfirm }));
    await waitFor(() => expect(within(list).queryByText('Karriere')).toBeNull());
    // The opened sub-page is gone: the start page shows again.
    expect(await within(page).findByText(/Das LSPD sorgt für Sicherheit/)).toBeInTheDocument();
  });

  it('a taken address shows under its field (422), a 500 keeps the input', async () => {
    setScenario('hrLead');
    const user = userEvent.setup();
    await open('/vcom?view=website');
    const editor = await main().findByRole('region', { name: s.heading });
    await user.click(await within(editor).findByRole('button', { name: s.add }));
    const form = within(editor).getByRole('form', { name: s.createHeading });
    await user.type(within(form).getByLabelText(label(s.title)), 'Jobs');
    await user.type(within(form).getByLabelText(label(s.slug)), 'karriere');
    await user.type(within(form).getByLabelText(label(s.body)), 'Wir stellen ein.');
    await user.click(within(form).getByRole('button', { name: s.create }));
    expect(await within(form).findByText('Diese Adresse hat schon eine andere Unterseite.')).toBeInTheDocument();

    server.use(http.post('*/api/vcom/websites/:team/sections', () => problem(500)));
    const slug = within(form).getByLabelText(label(s.slug));
    await user.clear(slug);
    await user.type(slug, 'jobs');
    await user.click(within(form).getByRole('button', { name: s.create }));
    expect(await within(form).findByText('Antwort 500.')).toBeInTheDocument();
    expect(within(form).getByLabelText(label(s.title))).toHaveValue('Jobs');
    expect(within(form).getByLabelText(label(s.body))).toHaveValue('Wir stellen ein.');
  });

  it('visitors open published sub-pages by link; without editWebsite no editing; the mock refuses with 403', async () => {
    setScenario('police');
    await open('/vcom?view=website&item=1');
    const page = await main().findByRole('article', { name: w.preview });
    expect(await within(page).findByRole('heading', { name: 'Karriere beim LSPD' })).toBeInTheDocument();
    expect(main().queryByRole('region', { name: s.heading })).toBeNull();
    expect(main().queryByRole('button', { name: s.add })).toBeNull();
    const refused = await fetch('http://localhost/api/vcom/websites/police/sections', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ slug: 'test', title: 'Test', body: 'Test' }),
    });
    expect(refused.status).toBe(403);
    const removed = await fetch('http://localhost/api/vcom/websites/police/sections/1', { method: 'DELETE' });
    expect(removed.status).toBe(403);
  });
});
