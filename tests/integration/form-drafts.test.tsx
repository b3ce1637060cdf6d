// Forms keep what was typed across a reload (area-done point 3): the page is rendered, typed
// into and unmounted, then rendered again, as a reload would. One form of each kind: a form with
// a fixed empty state (the social post, the government account), one per entity (a company's
// admin rename, a post's comment), and one that starts from the server's values (a SIM's name).
// A successful send drops the draft (the composer is empty again).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orgTexts } from '../../src/components/org/texts';
import { bankTexts } from '../../src/features/bank/texts';
import { factoryTexts } from '../../src/features/factory/texts';
import { socialTexts } from '../../src/features/messenger/social/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

/** Renders `path`, runs `type`, unmounts (the reload), renders `path` again. */
async function reloadAfter(path: string, type: () => Promise<void>) {
  const first = renderRoute(path);
  await type();
  first.unmount();
  renderRoute(path);
}

describe('form drafts across a reload', { timeout: 90_000 }, () => {
  it('the social post keeps its text until it is posted', async () => {
    const composer = () =>
      screen
        .findByRole('form', { name: socialTexts.composer.label }, { timeout: 40000 })
        .then((f) => within(f).getByRole('textbox', { name: socialTexts.composer.text }));
    await reloadAfter('/messenger?tab=social', async () => {
      await userEvent.type(await composer(), 'Grillabend am Pier, wer kommt?');
    });
    expect(await composer()).toHaveValue('Grillabend am Pier, wer kommt?');
    const form = await screen.findByRole('form', { name: socialTexts.composer.label });
    await userEvent.click(within(form).getByRole('button', { name: socialTexts.composer.submit }));
    expect(await screen.findByText(socialTexts.composer.posted)).toBeInTheDocument();
    expect(await composer()).toHaveValue('');
  });

  it("a post's comment keeps its text", async () => {
    const field = async () => {
      const detail = await screen.findByTestId('social-post-detail', {}, { timeout: 40000 });
      const form = await within(detail).findByRole('form', { name: socialTexts.comments.submit });
      return within(form).getByRole('textbox', { name: socialTexts.comments.text });
    };
    await reloadAfter('/messenger?tab=social&post=4', async () => {
      await userEvent.type(await field(), 'Ich bringe Salat mit.');
    });
    expect(await field()).toHaveValue('Ich bringe Salat mit.');
  });

  it("an admin's company rename keeps the name and the reason", async () => {
    setScenario('admin');
    const t = factoryTexts.admin;
    const section = () => screen.findByRole('region', { name: t.rename });
    await reloadAfter('/factory?view=admin&factory=2', async () => {
      const s = await section();
      await userEvent.type(within(s).getByRole('textbox', { name: t.name }), 'Customs Vinewood');
      await userEvent.type(within(s).getByRole('textbox', { name: t.reason }), 'Laut Ticket.');
    });
    const s = await section();
    expect(within(s).getByRole('textbox', { name: t.name })).toHaveValue('Customs Vinewood');
    expect(within(s).getByRole('textbox', { name: t.reason })).toHaveValue('Laut Ticket.');
  });

  it('a new government account keeps its name', async () => {
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['bank.admin', 'bank.government'] });
    const gov = async () =>
      (await screen.findByRole('heading', { name: bankTexts.admin.newGovernment })).closest('section') as HTMLElement;
    await reloadAfter('/bank?view=admin&section=sums', async () => {
      await userEvent.type(within(await gov()).getByRole('textbox', { name: /Name des Kontos/ }), 'Feuerwache Nord');
    });
    expect(within(await gov()).getByRole('textbox', { name: /Name des Kontos/ })).toHaveValue('Feuerwache Nord');
  });

  it("a company's price list keeps a new row until it is saved", async () => {
    const t = orgTexts.prices;
    const lastRow = async () => {
      const rows = await screen.findAllByTestId('price-row', {}, { timeout: 40000 });
      const last = rows[rows.length - 1];
      if (!last) throw new Error('no price row');
      return last;
    };
    let count = 0;
    await reloadAfter('/factory?factory=1&tab=prices', async () => {
      count = (await screen.findAllByTestId('price-row', {}, { timeout: 40000 })).length;
      await userEvent.click(screen.getByRole('button', { name: t.add }));
      await userEvent.type(within(await lastRow()).getByRole('textbox', { name: t.item }), 'Motorwäsche');
    });
    expect(await screen.findAllByTestId('price-row', {}, { timeout: 40000 })).toHaveLength(count + 1);
    expect(within(await lastRow()).getByRole('textbox', { name: t.item })).toHaveValue('Motorwäsche');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
  });
});
