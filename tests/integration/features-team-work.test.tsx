// The team area's daily work at route level: duty (getTeamCheckIn, checkInTeam, getTeamOnDuty),
// the storage (getTeamItems, takeTeamStorageItem, putTeamStorageItem with an Idempotency-Key),
// vehicles and accounts (getTeamVehicles, getTeamBankAccounts), price list and advert line
// (getTeamPriceList, replaceTeamPriceList, getTeamAdLine, setTeamAdLine, deleteTeamAdLine),
// withdrawing an invitation (getTeamInvitations, revokeTeamInvitation), leaving (quitTeam), and
// the admin's name, block and members (renameTeamAdmin, blockTeamAdmin, unblockTeamAdmin,
// getTeamMembersAdmin, addTeamMemberAdmin, removeTeamMemberAdmin).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamTexts as t } from '../../src/features/team/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const named = (label: string) => new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('team work (/team)', () => {
  it('checks in for duty and out again; I am listed on duty meanwhile', async () => {
    renderRoute('/team?team=1&tab=duty');
    await userEvent.click(await screen.findByRole('button', { name: t.duty.checkIn }));
    expect(await screen.findByText(t.duty.on)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: t.duty.onDutyHeading });
    await waitFor(() => expect(list).toHaveTextContent('Max_Mustermann'));
    await userEvent.click(screen.getByRole('button', { name: t.duty.checkOut }));
    expect(await screen.findByText(t.duty.off)).toBeInTheDocument();
  });

  it('takes a piece out of the storage and puts it back, each with an Idempotency-Key', async () => {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/storage/'))
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    renderRoute('/team?team=1&tab=storage');
    const first = (await screen.findAllByTestId('org-item'))[0] as HTMLElement;
    const before = first.textContent ?? '';
    const amount = Number(/^(\d+)×/.exec(before)?.[1]);
    const item = /× (.+) \(/.exec(before)?.[1] ?? '';
    await userEvent.click(within(first).getByRole('button', { name: t.storage.takeFor(item) }));
    await waitFor(() => expect(screen.getAllByTestId('org-item')[0]).toHaveTextContent(`${amount - 1}× ${item}`));
    await userEvent.click(
      within(screen.getAllByTestId('org-item')[0] as HTMLElement).getByRole('button', { name: t.storage.putFor(item) }),
    );
    await waitFor(() => expect(screen.getAllByTestId('org-item')[0]).toHaveTextContent(`${amount}× ${item}`));
    server.events.removeAllListeners();
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.length > 10)).toBe(true);
  });

  it('lists vehicles and links the accounts to the bank', async () => {
    renderRoute('/team?team=1&tab=fleet');
    expect((await screen.findAllByTestId('team-vehicle')).length).toBeGreaterThan(0);
    const account = (await screen.findAllByTestId('team-account'))[0] as HTMLElement;
    expect(within(account).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/bank\?account=\d+$/));
  });

  it('edits the price list, replaces and removes the advert line', async () => {
    renderRoute('/team?team=1&tab=public');
    await userEvent.click(await screen.findByRole('button', { name: t.publicTexts.editPrices }));
    await userEvent.click(screen.getByRole('button', { name: t.publicTexts.addEntry }));
    await userEvent.type(screen.getByRole('textbox', { name: `${t.publicTexts.itemName} 1` }), 'Führungszeugnis');
    await userEvent.type(screen.getByRole('textbox', { name: `${t.publicTexts.price} 1` }), '150');
    await userEvent.click(screen.getByRole('button', { name: t.publicTexts.savePrices }));
    expect(await screen.findByText('Führungszeugnis')).toBeInTheDocument();

    const text = await screen.findByRole('textbox', { name: named(t.publicTexts.adText) });
    await userEvent.clear(text);
    await userEvent.type(text, 'Tag der offenen Tür am Sonntag!');
    await userEvent.click(screen.getByRole('button', { name: t.publicTexts.saveAd }));
    await waitFor(() => expect(screen.getByTestId('team-ad-line')).toHaveTextContent('Tag der offenen Tür'));
    await userEvent.click(screen.getByRole('button', { name: t.publicTexts.deleteAd }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.publicTexts.deleteAd }),
    );
    expect(await screen.findByText(t.publicTexts.noAdLine)).toBeInTheDocument();
  });

  it('withdraws an open invitation after asking', async () => {
    renderRoute('/team?team=1&tab=invitations');
    const open = (await screen.findAllByTestId('team-invitation'))[0] as HTMLElement;
    const who = /^(\S+),/.exec(open.textContent ?? '')?.[1] ?? '';
    await userEvent.click(within(open).getByRole('button', { name: t.invitations.revokeFor(who) }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.invitations.revoke }),
    );
    expect(await screen.findByTestId('team-invitations-empty')).toBeInTheDocument();
  });

  it('leaves an organisation after asking (not as its leader)', async () => {
    const { router } = renderRoute('/team?team=2');
    await userEvent.click(await screen.findByRole('button', { name: t.detail.leave }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.detail.leave }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(screen.getAllByTestId('team-card')).toHaveLength(1));
  });

  it('lets an admin rename, block and unblock, add and remove members', async () => {
    setScenario('admin');
    renderRoute('/team?view=admin&team=3');
    const rename = (await screen.findByRole('heading', { name: t.admin.renameHeading })).closest(
      'section',
    ) as HTMLElement;
    await userEvent.type(
      within(rename).getByRole('textbox', { name: named(t.admin.name) }),
      'Justizbehörde Los Santos',
    );
    await userEvent.click(within(rename).getByRole('button', { name: t.admin.rename }));
    await waitFor(() => expect(screen.getByTestId('team-admin-name')).toHaveTextContent('Justizbehörde Los Santos'));

    await userEvent.click(screen.getByRole('button', { name: t.admin.block }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Prüfung durch die Verwaltung');
    await userEvent.click(within(dialog).getByRole('button', { name: t.admin.block }));
    expect(await screen.findByRole('button', { name: t.admin.unblock })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.admin.unblock }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.admin.unblock }),
    );
    expect(await screen.findByRole('button', { name: t.admin.block })).toBeInTheDocument();

    const add = screen.getByRole('heading', { name: t.admin.addHeading }).closest('section') as HTMLElement;
    await userEvent.type(within(add).getByRole('textbox', { name: named(t.admin.playerName) }), 'Anna_Schmidt');
    await userEvent.click(within(add).getByRole('button', { name: t.admin.add }));
    const members = screen.getByRole('list', { name: t.admin.members });
    await waitFor(() => expect(members).toHaveTextContent('Anna_Schmidt'));
    await userEvent.click(within(members).getByRole('button', { name: `${t.admin.remove}: Anna_Schmidt` }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.admin.remove }));
    await waitFor(() => expect(members).not.toHaveTextContent('Anna_Schmidt'));
  });
});
