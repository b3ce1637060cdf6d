// The drafts of the remaining forms (area-done point 3) at route level (MSW, the stateful mocks):
// each form keeps what was typed across a reload (the route rendered again) and is back to its
// start after a successful send, and after "Abbrechen" where it has one; a PIN never reaches
// localStorage. Forms: bank (new account, share, rename), dashboard (edit a post, report a post),
// butlerv settings, the casino self-block, a new poll, the rules editor (new ruleset, ruleset
// title, new paragraph), and the reason of the shared ConfirmDialog with `draftName` (the bank
// admin's reversal of a booking, also across a failed send). Operations driven: createBankAccount, shareBankAccount,
// updateBankAccount, addDashboardPost, editDashboardPost, reportDashboardPost,
// editButlervSettings, blockPlayerCasino, createPoll, addRuleset, editRuleset, addRuleParagraph,
// cancelBankAdminTransaction.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bankTexts } from '../../src/features/bank/texts';
import { butlervTexts } from '../../src/features/butlerv/texts';
import { dashboardTexts } from '../../src/features/dashboard/texts';
import { ownTexts } from '../../src/features/player/own/texts';
import { pollsTexts } from '../../src/features/polls/texts';
import { editorTexts } from '../../src/features/serverrules/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { ALL_ACP_RIGHTS } from '../../src/mocks/scenarios/acp-rights';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

/** A label as a pattern from its start (required fields carry a mark after it). */
const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** The stored keys that start with `prefix` (a server draft's key ends in a hash of its start values). */
const keysOf = (prefix: string) => Object.keys(localStorage).filter((k) => k.startsWith(prefix));
const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Projektleitung'], rights: ALL_ACP_RIGHTS });
};

describe('drafts of the bank forms (/bank)', { timeout: 60_000 }, () => {
  const t = bankTexts;
  const newAccount = async () =>
    within((await screen.findByRole('heading', { name: t.create.heading })).closest('section') as HTMLElement);

  it('the new account keeps bank, name and main flag across a reload, never the PIN, and is empty once opened', async () => {
    const first = renderRoute('/bank');
    let form = await newAccount();
    await within(form.getByRole('combobox', { name: named(t.create.bank) })).findAllByRole('option', {
      name: /Maze Bank/,
    });
    await userEvent.selectOptions(form.getByRole('combobox', { name: named(t.create.bank) }), '2');
    await userEvent.type(form.getByRole('textbox', { name: named(t.create.label) }), 'Urlaubskasse');
    await userEvent.type(form.getByRole('textbox', { name: named(t.create.pin) }), '1234');
    await userEvent.click(form.getByRole('checkbox', { name: t.create.main }));
    expect(localStorage.getItem('draft.bank.newAccount')).not.toContain('1234');
    first.unmount();

    renderRoute('/bank');
    form = await newAccount();
    await waitFor(() => expect(form.getByRole('combobox', { name: named(t.create.bank) })).toHaveValue('2'));
    expect(form.getByRole('textbox', { name: named(t.create.label) })).toHaveValue('Urlaubskasse');
    expect(form.getByRole('checkbox', { name: t.create.main })).toBeChecked();
    // The PIN is a secret: typed again after a reload.
    expect(form.getByRole('textbox', { name: named(t.create.pin) })).toHaveValue('');

    await userEvent.click(form.getByRole('button', { name: t.create.submit }));
    const own = screen.getByRole('heading', { name: t.groups.own }).closest('section') as HTMLElement;
    expect(await within(own).findByRole('link', { name: 'Urlaubskasse' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: named(t.create.label) })).toHaveValue('');
    expect(form.getByRole('combobox', { name: named(t.create.bank) })).toHaveValue('');
    expect(form.getByRole('checkbox', { name: t.create.main })).not.toBeChecked();
    expect(localStorage.getItem('draft.bank.newAccount')).toBeNull();
  });

  it('the transfer keeps recipient, amount and purpose across a reload, never the PIN, which still goes out', async () => {
    let sentPin: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/transfers')) sentPin = (await request.clone().json()).pin;
    });
    const first = renderRoute('/bank?account=1&tab=transfer');
    await screen.findByRole('heading', { name: t.transfer.heading });
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.to) }), 'LS12 3456 7890');
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.amount) }), '40');
    await userEvent.type(screen.getByRole('textbox', { name: named(t.transfer.purpose) }), 'Tanken');
    // Account 1 has a card PIN (4711): its field is a password field, found by its label.
    await userEvent.type(await screen.findByLabelText(named(t.transfer.pin)), '4711');
    expect(localStorage.getItem('draft.bank.transfer.1')).toContain('Tanken');
    expect(localStorage.getItem('draft.bank.transfer.1')).not.toContain('4711');
    first.unmount();

    renderRoute('/bank?account=1&tab=transfer');
    await screen.findByRole('heading', { name: t.transfer.heading });
    expect(screen.getByRole('textbox', { name: named(t.transfer.purpose) })).toHaveValue('Tanken');
    expect(screen.getByRole('textbox', { name: named(t.transfer.amount) })).toHaveValue('40');
    const pin = await screen.findByLabelText(named(t.transfer.pin));
    expect(pin).toHaveValue('');
    await userEvent.type(pin, '4711');
    await userEvent.click(screen.getByRole('button', { name: t.transfer.review }));
    await userEvent.click(await screen.findByRole('button', { name: t.transfer.send }));
    await waitFor(() => expect(localStorage.getItem('draft.bank.transfer.1')).toBeNull());
    expect(sentPin).toBe('4711');
    server.events.removeAllListeners();
  });

  it('the share keeps name and rights per account across a reload', async () => {
    const shareForm = async () =>
      within((await screen.findByRole('heading', { name: t.shares.add })).closest('section') as HTMLElement);
    const first = renderRoute('/bank?account=1&tab=shares');
    let form = await shareForm();
    await userEvent.type(form.getByRole('textbox', { name: named(t.shares.player) }), 'Paul_Becker');
    await userEvent.click(form.getByRole('checkbox', { name: t.shares.rights.transfer }));
    first.unmount();

    const second = renderRoute('/bank?account=1&tab=shares');
    form = await shareForm();
    expect(form.getByRole('textbox', { name: named(t.shares.player) })).toHaveValue('Paul_Becker');
    expect(form.getByRole('checkbox', { name: t.shares.rights.transfer })).toBeChecked();
    second.unmount();
    // Another account has a draft of its own.
    renderRoute('/bank?account=3&tab=shares');
    form = await shareForm();
    expect(form.getByRole('textbox', { name: named(t.shares.player) })).toHaveValue('');
    expect(form.getByRole('checkbox', { name: t.shares.rights.transfer })).not.toBeChecked();
    expect(localStorage.getItem('draft.bank.share.3')).toBeNull();
    expect(localStorage.getItem('draft.bank.share.1')).not.toBeNull();
  });

  it('the shared draft is sent and then gone; the new name survives a reload and is gone once saved', async () => {
    const first = renderRoute('/bank?account=1&tab=shares');
    const form = within((await screen.findByRole('heading', { name: t.shares.add })).closest('section') as HTMLElement);
    await userEvent.type(form.getByRole('textbox', { name: named(t.shares.player) }), 'Paul_Becker');
    await userEvent.click(form.getByRole('checkbox', { name: t.shares.rights.transfer }));
    await userEvent.click(form.getByRole('button', { name: t.shares.share }));
    const share = await screen.findByRole('article', { name: 'Paul_Becker' });
    expect(within(share).getByRole('checkbox', { name: t.shares.rights.transfer })).toBeChecked();
    expect(form.getByRole('textbox', { name: named(t.shares.player) })).toHaveValue('');
    expect(form.getByRole('checkbox', { name: t.shares.rights.transfer })).not.toBeChecked();
    expect(localStorage.getItem('draft.bank.share.1')).toBeNull();
    first.unmount();

    const second = renderRoute('/bank?account=2&tab=settings');
    let name = await screen.findByRole('textbox', { name: named(t.settings.label) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Notgroschen');
    expect(keysOf('draft.bank.rename.2.')).toHaveLength(1);
    second.unmount();

    renderRoute('/bank?account=2&tab=settings');
    name = await screen.findByRole('textbox', { name: named(t.settings.label) });
    expect(name).toHaveValue('Notgroschen');
    await userEvent.click(screen.getByRole('button', { name: t.settings.rename }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notgroschen' })).toBeInTheDocument();
    await waitFor(() => expect(keysOf('draft.bank.rename.2.')).toEqual([]));
    expect(screen.getByRole('textbox', { name: named(t.settings.label) })).toHaveValue('Notgroschen');
  });
});

describe('drafts of the dashboard dialogs (/)', { timeout: 60_000 }, () => {
  const t = dashboardTexts;
  const openMenuItem = async (post: HTMLElement, item: string) => {
    // The menu loads on demand; its item is chosen by keyboard (in jsdom the menu takes only the
    // first pointer choice of a page).
    await userEvent.click(await within(post).findByRole('button', { name: t.actions.menu }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    const target = within(menu).getByRole('menuitem', { name: item });
    for (let i = 0; i < 3 && menu.getAttribute('aria-activedescendant') !== target.id; i++) {
      await userEvent.keyboard('{ArrowDown}');
    }
    expect(menu).toHaveAttribute('aria-activedescendant', target.id);
    await userEvent.keyboard('{Enter}');
  };

  it('editing an own post keeps the text across a reload; "Abbrechen" and saving drop it', async () => {
    const first = renderRoute('/');
    await userEvent.type(await screen.findByRole('textbox', { name: /Dein Beitrag/ }), 'Treffen am Pier');
    await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    const feed = await screen.findByTestId('feed-all');
    let post = (await within(feed).findByText('Treffen am Pier')).closest('[data-testid="post"]') as HTMLElement;
    await openMenuItem(post, t.actions.edit);
    let field = await within(post).findByRole('textbox', { name: named(t.composer.textLabel) });
    await userEvent.type(field, ' um acht');
    first.unmount();

    renderRoute('/');
    post = (await within(await screen.findByTestId('feed-all')).findByText('Treffen am Pier')).closest(
      '[data-testid="post"]',
    ) as HTMLElement;
    await openMenuItem(post, t.actions.edit);
    field = await within(post).findByRole('textbox', { name: named(t.composer.textLabel) });
    expect(field).toHaveValue('Treffen am Pier um acht');
    await userEvent.click(within(post).getByRole('button', { name: t.actions.cancel }));
    expect(keysOf('draft.dashboard.edit.')).toEqual([]);

    await openMenuItem(post, t.actions.edit);
    field = await within(post).findByRole('textbox', { name: named(t.composer.textLabel) });
    expect(field).toHaveValue('Treffen am Pier');
    await userEvent.type(field, ' um neun');
    expect(keysOf('draft.dashboard.edit.')).toHaveLength(1);
    await userEvent.click(within(post).getByRole('button', { name: t.actions.save }));
    expect(await within(post).findByText('Treffen am Pier um neun')).toBeInTheDocument();
    expect(keysOf('draft.dashboard.edit.')).toEqual([]);
  });

  it("a report keeps reason and explanation across a reload; 'Abbrechen' and sending drop it", async () => {
    const report = async () => {
      const post = (await screen.findAllByTestId('post'))[0] as HTMLElement;
      await openMenuItem(post, t.actions.report);
      return within(await screen.findByRole('dialog', { name: t.report.title }));
    };
    const first = renderRoute('/');
    let dialog = await report();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: t.report.reasonLabel }), 'insult');
    await userEvent.type(dialog.getByRole('textbox', { name: t.report.textLabel }), 'Beleidigt andere.');
    first.unmount();

    renderRoute('/');
    dialog = await report();
    expect(dialog.getByRole('combobox', { name: t.report.reasonLabel })).toHaveValue('insult');
    expect(dialog.getByRole('textbox', { name: t.report.textLabel })).toHaveValue('Beleidigt andere.');
    // The footer's "Abbrechen" (the close button in the corner is named the same).
    await userEvent.click(dialog.getAllByRole('button', { name: t.actions.cancel })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.report.title })).toBeNull());
    expect(keysOf('draft.dashboard.report.')).toEqual([]);

    dialog = await report();
    expect(dialog.getByRole('combobox', { name: t.report.reasonLabel })).toHaveValue('spam');
    expect(dialog.getByRole('textbox', { name: t.report.textLabel })).toHaveValue('');
    await userEvent.type(dialog.getByRole('textbox', { name: t.report.textLabel }), 'Werbung.');
    expect(keysOf('draft.dashboard.report.')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: t.report.submit }));
    expect(await screen.findByText(t.report.sent)).toBeInTheDocument();
    expect(keysOf('draft.dashboard.report.')).toEqual([]);
  });
});

describe('drafts of the admin and own forms', { timeout: 60_000 }, () => {
  it('the butlerv settings keep their changes across a reload and are gone once saved', async () => {
    const t = butlervTexts.settings;
    asAdmin();
    const first = renderRoute('/acp/sync?tab=settings');
    let minutes = await screen.findByRole('textbox', { name: /Minuten/ });
    const removeBox = screen.getByRole('checkbox', { name: t.removeUnmappedRoles });
    const removing = (removeBox as HTMLInputElement).checked;
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await userEvent.click(removeBox);
    first.unmount();

    renderRoute('/acp/sync?tab=settings');
    minutes = await screen.findByRole('textbox', { name: /Minuten/ });
    expect(minutes).toHaveValue('45');
    expect((screen.getByRole('checkbox', { name: t.removeUnmappedRoles }) as HTMLInputElement).checked).toBe(!removing);
    expect(keysOf('draft.butlerv.settings.')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(keysOf('draft.butlerv.settings.')).toEqual([]);
    expect(await screen.findByRole('textbox', { name: /Minuten/ })).toHaveValue('45');
  });

  it('the casino self-block keeps its days across a reload; cancelling the question and blocking drop them', async () => {
    const t = ownTexts.casino;
    const days = () => screen.findByRole('spinbutton', { name: named(t.days) });
    const first = renderRoute('/myCharacter');
    await userEvent.clear(await days());
    await userEvent.type(await days(), '7');
    first.unmount();

    renderRoute('/myCharacter');
    expect(await days()).toHaveValue(7);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    let ask = within(await screen.findByRole('alertdialog'));
    // The first "Abbrechen" is the footer's (the close button in the corner is named the same).
    await userEvent.click(ask.getAllByRole('button', { name: t.cancel })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await days()).toHaveValue(30);
    expect(localStorage.getItem('draft.player.casinoBlock')).toBeNull();

    await userEvent.clear(await days());
    await userEvent.type(await days(), '10');
    expect(localStorage.getItem('draft.player.casinoBlock')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    ask = within(await screen.findByRole('alertdialog'));
    await userEvent.click(ask.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(t.done)).toBeInTheDocument();
    expect(localStorage.getItem('draft.player.casinoBlock')).toBeNull();
  });

  it('a new poll keeps question, answers and choices across a reload and is empty once created', async () => {
    const t = pollsTexts.create;
    asAdmin();
    const poll = async () =>
      within((await screen.findByRole('heading', { name: t.heading })).closest('section') as HTMLElement);
    const first = renderRoute('/polls');
    let form = await poll();
    await userEvent.type(form.getByRole('textbox', { name: named(t.question) }), 'Welle oder Strand?');
    await userEvent.type(form.getByRole('textbox', { name: t.option(1) }), 'Welle');
    await userEvent.type(form.getByRole('textbox', { name: t.option(2) }), 'Strand');
    await userEvent.click(form.getByRole('button', { name: t.addOption }));
    await userEvent.type(form.getByRole('textbox', { name: t.option(3) }), 'Berge');
    await userEvent.click(form.getByRole('checkbox', { name: t.multipleChoice }));
    first.unmount();

    renderRoute('/polls');
    form = await poll();
    expect(form.getByRole('textbox', { name: named(t.question) })).toHaveValue('Welle oder Strand?');
    expect(form.getByRole('textbox', { name: t.option(3) })).toHaveValue('Berge');
    expect(form.getByRole('checkbox', { name: t.multipleChoice })).toBeChecked();
    await userEvent.click(form.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('heading', { name: 'Welle oder Strand?' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: named(t.question) })).toHaveValue('');
    expect(form.queryByRole('textbox', { name: t.option(3) })).toBeNull();
    expect(localStorage.getItem('draft.polls.create')).toBeNull();
  });

  it('the rules editor keeps a new ruleset, a ruleset title and a new paragraph across a reload', async () => {
    const t = editorTexts;
    asAdmin();
    const newRuleset = () => within(screen.getByText(t.newRuleset).closest('form') as HTMLElement);
    const newParagraph = () => within(screen.getByText(t.newParagraph).closest('form') as HTMLElement);
    const rename = () => within(screen.getByRole('button', { name: t.renameRuleset }).closest('form') as HTMLElement);
    const first = renderRoute('/rules/edit');
    await screen.findAllByTestId('sub-field');
    await userEvent.type(newRuleset().getByRole('textbox', { name: t.rulesetTitle }), 'Hausordnung');
    await userEvent.click(newRuleset().getByRole('checkbox', { name: t.listed }));
    await userEvent.type(newParagraph().getByRole('textbox', { name: t.number }), '§ 9');
    await userEvent.type(newParagraph().getByRole('textbox', { name: t.paragraphTitle }), 'Testregeln');
    const title = rename().getByRole('textbox', { name: t.rulesetTitle });
    const oldTitle = (title as HTMLInputElement).value;
    await userEvent.type(title, ' (neu)');
    // One paragraph draft, for the open ruleset; one title draft.
    const [paragraphKey] = keysOf('draft.serverrules.ruleset.');
    expect(paragraphKey).toMatch(/^draft\.serverrules\.ruleset\.\d+\.paragraph$/);
    expect(keysOf('draft.serverrules.rulesetTitle.')).toHaveLength(1);
    first.unmount();

    const { router } = renderRoute('/rules/edit');
    await screen.findAllByTestId('sub-field');
    expect(newRuleset().getByRole('textbox', { name: t.rulesetTitle })).toHaveValue('Hausordnung');
    expect(newRuleset().getByRole('checkbox', { name: t.listed })).not.toBeChecked();
    expect(newParagraph().getByRole('textbox', { name: t.number })).toHaveValue('§ 9');
    expect(newParagraph().getByRole('textbox', { name: t.paragraphTitle })).toHaveValue('Testregeln');
    expect(rename().getByRole('textbox', { name: t.rulesetTitle })).toHaveValue(`${oldTitle} (neu)`);

    await userEvent.click(newParagraph().getByRole('button', { name: t.addParagraph }));
    expect(await screen.findByRole('region', { name: '§ 9 Testregeln' })).toBeInTheDocument();
    expect(newParagraph().getByRole('textbox', { name: t.number })).toHaveValue('');
    expect(keysOf('draft.serverrules.ruleset.')).toEqual([]);
    await userEvent.click(rename().getByRole('button', { name: t.renameRuleset }));
    expect(await screen.findByText(t.done)).toBeInTheDocument();
    await waitFor(() => expect(keysOf('draft.serverrules.rulesetTitle.')).toEqual([]));
    const before = router.state.location.search;
    await userEvent.click(newRuleset().getByRole('button', { name: t.addRuleset }));
    await waitFor(() => expect(router.state.location.search).not.toEqual(before));
    expect(newRuleset().getByRole('textbox', { name: t.rulesetTitle })).toHaveValue('');
    expect(localStorage.getItem('draft.serverrules.newRuleset')).toBeNull();
  });
});

describe('the reason of a confirm dialog with draftName (/bank?view=admin)', { timeout: 60_000 }, () => {
  it('the reversal reason survives a reload and a failed send; "Abbrechen" and a booked reversal drop it', async () => {
    const t = bankTexts.admin;
    asAdmin();
    const reverseFirst = async () => {
      const rows = await screen.findAllByTestId('bank-admin-booking');
      const row = rows.find((r) => within(r).queryByRole('button', { name: t.reverse })) as HTMLElement;
      await userEvent.click(within(row).getByRole('button', { name: t.reverse }));
      return within(await screen.findByRole('alertdialog'));
    };
    const reasonBox = (dialog: ReturnType<typeof within>) => dialog.getByRole('textbox', { name: named(t.reason) });
    const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const first = renderRoute('/bank?view=admin&account=6');
    let dialog = await reverseFirst();
    await userEvent.type(reasonBox(dialog), 'Doppelt gebucht');
    first.unmount();

    renderRoute('/bank?view=admin&account=6');
    dialog = await reverseFirst();
    expect(reasonBox(dialog)).toHaveValue('Doppelt gebucht');
    server.use(
      http.post(
        '*/api/bank/admin/transactions/:id/reversal',
        () =>
          HttpResponse.json(
            { type: '/problems/500', title: 'Serverfehler', status: 500 },
            { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        { once: true },
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.reverse }));
    await closed();
    expect(await screen.findByText('Serverfehler')).toBeInTheDocument();
    expect(keysOf('draft.bank.admin.reverse.')).toHaveLength(1);

    dialog = await reverseFirst();
    expect(reasonBox(dialog)).toHaveValue('Doppelt gebucht');
    // The footer's "Abbrechen" (the close button in the corner is named the same).
    await userEvent.click(dialog.getAllByRole('button', { name: t.cancel })[0] as HTMLElement);
    await closed();
    expect(keysOf('draft.bank.admin.reverse.')).toEqual([]);

    dialog = await reverseFirst();
    expect(reasonBox(dialog)).toHaveValue('');
    await userEvent.type(reasonBox(dialog), 'Falsch gebucht');
    await userEvent.click(dialog.getByRole('button', { name: t.reverse }));
    await closed();
    expect(await screen.findByText(t.reversed)).toBeInTheDocument();
    expect(keysOf('draft.bank.admin.reverse.')).toEqual([]);
  });
});
