// The admin's company management at route level (scenario admin): rename a company, block it
// with a reason and lift the block (each after the confirmation), remove a member and add one.
// Operations: getFactoryAdmin, renameFactoryAdmin, blockFactoryAdmin, unblockFactoryAdmin,
// getFactoryMembersAdmin, removeFactoryMemberAdmin, addFactoryMemberAdmin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { factoryTexts } from '../../src/features/factory/texts';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const t = factoryTexts.admin;
const CUSTOMS = 'Los Santos Customs';
const main = () => within(screen.getByRole('main'));

describe('company management (/factory?view=admin&factory=2)', () => {
  it('renames the company; the new name is its heading', async () => {
    setScenario('admin');
    renderRoute('/factory?view=admin&factory=2');
    const section = await screen.findByRole('region', { name: t.rename });
    await userEvent.type(within(section).getByRole('textbox', { name: t.name }), 'Customs Werkstatt Vinewood');
    await userEvent.type(within(section).getByRole('textbox', { name: t.reason }), 'Namensänderung laut Ticket.');
    await userEvent.click(within(section).getByRole('button', { name: t.submitRename }));
    expect(await screen.findByText(t.renamed('Customs Werkstatt Vinewood'))).toBeInTheDocument();
    expect(await main().findByRole('heading', { level: 2, name: 'Customs Werkstatt Vinewood' })).toBeInTheDocument();
  });

  it('blocks the company with a reason after the confirmation, and lifts the block again', async () => {
    setScenario('admin');
    renderRoute('/factory?view=admin&factory=2');
    const section = await screen.findByRole('region', { name: t.blockHeading });
    await userEvent.click(within(section).getByRole('button', { name: t.block }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmBlock(CUSTOMS) });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(t.blockReason) }),
      'Betrug beim Verkauf.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t.block }));
    expect(await screen.findByText(t.blockedDone)).toBeInTheDocument();
    expect(await main().findByText(t.blockedBecause('Betrug beim Verkauf.'))).toBeInTheDocument();

    await userEvent.click(await within(section).findByRole('button', { name: t.unblock }));
    const again = await screen.findByRole('alertdialog', { name: t.confirmUnblock(CUSTOMS) });
    await userEvent.click(within(again).getByRole('button', { name: t.unblock }));
    expect(await screen.findByText(t.unblocked)).toBeInTheDocument();
    await waitFor(() => expect(main().queryByText(t.blockedBecause('Betrug beim Verkauf.'))).toBeNull());
    expect(await within(section).findByRole('button', { name: t.block })).toBeInTheDocument();
  });

  it('lists the members, removes one after the confirmation and adds Anna_Schmidt', async () => {
    setScenario('admin');
    renderRoute('/factory?view=admin&factory=2');
    const section = await screen.findByRole('region', { name: t.membersHeading });
    const rows = await within(section).findAllByTestId('org-member');
    // The owner cannot be removed; the others can.
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: new RegExp(`^${t.remove}:`) })).toBeNull();
    const other = rows.find((r) => within(r).queryByRole('button', { name: new RegExp(`^${t.remove}:`) }));
    const button = within(other as HTMLElement).getByRole('button', { name: new RegExp(`^${t.remove}:`) });
    const name = (button.getAttribute('aria-label') ?? '').replace(`${t.remove}: `, '');
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmRemove(name) });
    await userEvent.click(within(dialog).getByRole('button', { name: t.remove }));
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('org-member')
          .some((r) => r.textContent?.includes(name)),
      ).toBe(false),
    );

    await userEvent.type(within(section).getByRole('textbox', { name: t.playerName }), 'Anna_Schmidt');
    await userEvent.type(within(section).getByRole('textbox', { name: t.rank }), 'Lackiererin');
    await userEvent.click(within(section).getByRole('button', { name: t.submitAdd }));
    expect(await screen.findByText(t.added('Anna_Schmidt'))).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(section)
          .getAllByTestId('org-member')
          .find((r) => r.textContent?.includes('Anna_Schmidt')),
      ).toHaveTextContent('Lackiererin'),
    );
  });

  it('an unknown name to add shows the message under the field and keeps it', async () => {
    setScenario('admin');
    renderRoute('/factory?view=admin&factory=2');
    const section = await screen.findByRole('region', { name: t.membersHeading });
    await within(section).findAllByTestId('org-member');
    await userEvent.type(within(section).getByRole('textbox', { name: t.playerName }), 'Niemand_Bekannt');
    await userEvent.click(within(section).getByRole('button', { name: t.submitAdd }));
    expect(await within(section).findByText('So heißt niemand auf dem Server.')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: t.playerName })).toHaveValue('Niemand_Bekannt');
  });
});
