// The typed reason of a ConfirmDialog with `draftName` (area-done point 3) at route level (MSW,
// the stateful mocks), for one dialog each of vcom HR (a leave request's rejection), vcom police
// (a ticket's cancellation, an order's rejection), vcad (a call reopened), the messenger's
// moderation (a reported post deleted) and the admin panel's server (the whitelist reset): the
// reason survives a reload (the route rendered again, the dialog opened again for the same
// target) and a failed send (500), "Abbrechen" drops it, and a successful send drops it. The court
// case's close note beside the close reason's own draft (their keys once clashed). Operations
// driven: rejectVcomLeaveRequest, cancelVcomTicket, rejectVcomOrder, closeVcomCourtCase,
// openVcadCall, deleteMessengerSocialPostAdmin, resetGameserverWhitelist.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameserverTexts } from '../../src/features/gameserver/texts';
import { socialTexts } from '../../src/features/messenger/social/texts';
import { vcadTexts } from '../../src/features/vcad/texts';
import { hrTexts } from '../../src/features/vcom/hr/texts';
import { vcomJusticeTexts, vcomTexts } from '../../src/features/vcom/texts';
import { ticketTexts } from '../../src/features/vcom/tickets/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';
import { label, main, open } from '../utils/vcom';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Dialog = ReturnType<typeof within>;

/** The stored keys that start with `prefix`. */
const keysOf = (prefix: string) => Object.keys(localStorage).filter((k) => k.startsWith(prefix));
const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
const FAILED = 'Der Dienst ist gerade gestört.';
/** One 500 (a Problem whose detail the screens show) for `method` `path`. */
const failOnce = (method: 'post' | 'delete', path: string) =>
  server.use(
    http[method](
      path,
      () =>
        HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500, detail: FAILED },
          { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      { once: true },
    ),
  );

interface Flow {
  /** Renders the screen and waits until it is there. */
  render: () => Promise<{ unmount: () => void }>;
  /** Opens the dialog for the same target each time. */
  openDialog: () => Promise<Dialog>;
  reasonBox: (dialog: Dialog) => HTMLElement;
  confirm: string;
  /** The footer's button that cancels (the close button in the corner is named the same). */
  cancel: string;
  fail: () => void;
  /** The draft's key (or the start of the keys of its kind). */
  prefix: string;
  /** Waits for what a successful send shows. */
  succeeded: () => Promise<unknown>;
}

/** Type, reload, fail, cancel, succeed: the reason's draft through all of it. */
async function reasonKeepsItsDraft(f: Flow) {
  const first = await f.render();
  let dialog = await f.openDialog();
  await userEvent.type(f.reasonBox(dialog), 'Erster Grund');
  expect(keysOf(f.prefix)).toHaveLength(1);
  first.unmount();

  let again = await f.render();
  dialog = await f.openDialog();
  expect(f.reasonBox(dialog)).toHaveValue('Erster Grund');
  f.fail();
  await userEvent.click(dialog.getByRole('button', { name: f.confirm }));
  expect((await screen.findAllByText(FAILED)).length).toBeGreaterThan(0);
  expect(keysOf(f.prefix)).toHaveLength(1);
  // After the failure, a reload and the same dialog again: the reason is still there.
  again.unmount();
  again = await f.render();
  dialog = await f.openDialog();
  expect(f.reasonBox(dialog)).toHaveValue('Erster Grund');

  await userEvent.click(dialog.getAllByRole('button', { name: f.cancel })[0] as HTMLElement);
  await closed();
  expect(keysOf(f.prefix)).toEqual([]);

  dialog = await f.openDialog();
  expect(f.reasonBox(dialog)).toHaveValue('');
  await userEvent.type(f.reasonBox(dialog), 'Zweiter Grund');
  await userEvent.click(dialog.getByRole('button', { name: f.confirm }));
  await closed();
  await f.succeeded();
  await waitFor(() => expect(keysOf(f.prefix)).toEqual([]));
  again.unmount();
}

/** Max with a dispatch account of the LSPD, on duty at its board (as features-vcad-calls). */
async function dispatchingLspd() {
  setScenario('admin');
  server.use(
    http.get('*/api/vcom/me', () =>
      HttpResponse.json({
        accounts: [
          {
            id: 7,
            staffId: 7,
            name: 'Max_Mustermann',
            team: 'dispatch',
            rankLevel: 3,
            rank: 'Disponent',
            locked: false,
            rights: ['dispatch'],
            createdAt: '2026-01-01T18:00:00Z',
          },
        ],
        rights: ['dispatch'],
        onDuty: true,
      }),
    ),
  );
  await fetch('http://localhost/api/vcad/departments/1/dispatch', { method: 'POST' });
}

describe('the reasons of confirm dialogs keep their drafts', { timeout: 90_000 }, () => {
  it('vcom HR: the reason of a leave request rejection', async () => {
    setScenario('hrLead');
    const h = hrTexts.leave;
    const team = () => within(main().getByRole('region', { name: h.team }));
    await reasonKeepsItsDraft({
      render: async () => {
        const rendered = await open('/vcom?view=hr&hrTab=leave');
        await main().findByRole('region', { name: h.team });
        return rendered;
      },
      openDialog: async () => {
        await userEvent.click(await team().findByRole('button', { name: h.rejectOf('Felix_Richter') }));
        return within(await screen.findByRole('alertdialog'));
      },
      reasonBox: (d) => d.getByLabelText(label(h.rejectReason)),
      confirm: h.reject,
      cancel: hrTexts.cancel,
      fail: () => failOnce('post', '*/api/vcom/hr/leave/:id/reject'),
      prefix: 'draft.vcom.leave.',
      succeeded: () =>
        waitFor(() => expect(team().queryByRole('button', { name: h.rejectOf('Felix_Richter') })).toBeNull()),
    });
  });

  it('vcom police: the reason of a ticket cancellation', async () => {
    setScenario('policeApprover');
    const k = ticketTexts;
    await reasonKeepsItsDraft({
      render: async () => {
        const rendered = await open('/vcom?view=tickets&item=1');
        await main().findByRole('button', { name: k.cancel });
        return rendered;
      },
      openDialog: async () => {
        await userEvent.click(await main().findByRole('button', { name: k.cancel }));
        return within(await screen.findByRole('alertdialog'));
      },
      reasonBox: (d) => d.getByLabelText(label(k.reason)),
      confirm: k.cancel,
      cancel: k.keep,
      fail: () => failOnce('post', '*/api/vcom/police/tickets/:ticketId/cancel'),
      prefix: 'draft.vcom.ticket.1.cancel',
      succeeded: () => main().findByText(vcomTexts.ticketStatus.cancelled),
    });
  });

  it('vcom police: the reason of an order rejection', async () => {
    setScenario('police');
    await fetch('http://localhost/api/vcom/police/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'searchWarrant', citizenId: 9, reason: 'Verdacht auf Drogenlager.' }),
    });
    setScenario('policeApprover');
    const o = vcomTexts.orders;
    const rejectButton = o.reject(vcomTexts.orderKinds.searchWarrant, 'Lukas Wolf');
    const pending = () => within(main().getByRole('region', { name: o.pending }));
    await reasonKeepsItsDraft({
      render: async () => {
        const rendered = await open('/vcom?view=orders');
        await main().findByRole('region', { name: o.pending });
        return rendered;
      },
      openDialog: async () => {
        await userEvent.click(await pending().findByRole('button', { name: rejectButton }));
        return within(await screen.findByRole('alertdialog', { name: o.rejectTitle }));
      },
      reasonBox: (d) => d.getByRole('textbox'),
      confirm: o.rejectLabel,
      cancel: o.cancel,
      fail: () => failOnce('post', '*/api/vcom/police/orders/:orderId/reject'),
      prefix: 'draft.vcom.order.',
      succeeded: () => screen.findByText(o.rejected),
    });
  });

  it('vcom justice: the note of a court case closed, beside the close reason', async () => {
    setScenario('judge');
    const j = vcomJusticeTexts;
    await reasonKeepsItsDraft({
      render: async () => {
        const rendered = await open('/vcom?view=court&courtCase=2');
        await main().findByRole('button', { name: j.detail.close });
        return rendered;
      },
      openDialog: async () => {
        await userEvent.click(main().getByRole('button', { name: j.detail.close }));
        return within(await screen.findByRole('alertdialog'));
      },
      reasonBox: (d) => d.getByRole('textbox', { name: label(j.detail.closeNote) }),
      confirm: j.detail.close,
      cancel: j.detail.cancel,
      fail: () => failOnce('post', '*/api/vcom/justice/courtcases/:id/close'),
      prefix: 'draft.vcom.courtCase.2.closeNote',
      succeeded: () => main().findByText(j.states.closed),
    });
  });

  it('vcad: the reason of a call reopened', async () => {
    await dispatchingLspd();
    const calls = (await (
      await fetch('http://localhost/api/vcad/calls?departmentId=1&state=closed&limit=1')
    ).json()) as Json;
    const call = calls.items[0] as Json;
    const t = vcadTexts.call;
    const panel = () => within(screen.getByTestId('vcad-call'));
    await reasonKeepsItsDraft({
      render: async () => {
        const rendered = renderRoute(`/vcad?view=history&dept=1&call=${call.id}`);
        await screen.findByTestId('vcad-call', {}, { timeout: 40_000 });
        return rendered;
      },
      openDialog: async () => {
        await userEvent.click(await panel().findByRole('button', { name: t.reopen }));
        return within(await screen.findByRole('alertdialog'));
      },
      reasonBox: (d) => d.getByRole('textbox', { name: label(t.reopenReason) }),
      confirm: t.reopen,
      cancel: vcadTexts.create.cancel,
      fail: () => failOnce('post', '*/api/vcad/calls/:id/reopen'),
      prefix: `draft.vcad.call.${call.id}.reopen`,
      succeeded: () =>
        waitFor(() => expect(panel().getByTestId('vcad-call-log')).toHaveTextContent('Wieder geöffnet: Zweiter Grund')),
    });
  });

  it('messenger: the reason of a reported post deleted by a moderator', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['messenger.moderate'] });
    const t = socialTexts.reports;
    const report = async () =>
      within(await within(await screen.findByTestId('social-reports')).findByTestId('social-report'));
    await reasonKeepsItsDraft({
      render: async () => {
        const rendered = renderRoute('/messenger?tab=reports');
        await screen.findByTestId('social-reports', {}, { timeout: 40_000 });
        return rendered;
      },
      openDialog: async () => {
        await userEvent.click((await report()).getByRole('button', { name: t.deletePost }));
        return within(await screen.findByRole('alertdialog'));
      },
      reasonBox: (d) => d.getByRole('textbox', { name: label(t.reason) }),
      confirm: t.deletePost,
      cancel: socialTexts.post.cancel,
      fail: () => failOnce('delete', '*/api/messenger/admin/social/posts/:id'),
      prefix: 'draft.messenger.socialReport.',
      succeeded: () => within(screen.getByTestId('social-reports')).findByText(t.empty),
    });
  });

  it('admin panel: the reason of the whitelist reset', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, {
      roles: ['Administrator'],
      rights: ['gameserver.view', 'gameserver.whitelist', 'gameserver.whitelistReset'],
    });
    const t = gameserverTexts.whitelist;
    await reasonKeepsItsDraft({
      render: async () => {
        const rendered = renderRoute('/acp/server');
        await screen.findByRole('region', { name: t.heading });
        return rendered;
      },
      openDialog: async () => {
        const list = await screen.findByRole('region', { name: t.heading });
        await userEvent.click(within(list).getByRole('button', { name: t.reset }));
        return within(await screen.findByRole('alertdialog'));
      },
      reasonBox: (d) => d.getByRole('textbox'),
      confirm: t.reset,
      cancel: gameserverTexts.restart.cancelDialog,
      fail: () => failOnce('post', '*/api/gameserver/whitelist/reset'),
      prefix: 'draft.gameserver.whitelist.reset',
      succeeded: () => screen.findByText(t.resetDone),
    });
  });
});
