// The role sync at route level (issue 28): the state of both services, a mapping changed in
// place (and in the admin log), "Jetzt synchronisieren" with its progress and a result of
// exactly one failure with its reason, the sync log filtered to failures, the settings with a
// 422 under the interval. Operations: getButlervSyncState, syncButlervNow,
// listButlervChatMappings, editButlervChatMapping, listButlervChatServiceRoles,
// listButlervSyncLog, getButlervSettings, editButlervSettings, getButlervUserSyncStatus,
// syncButlervUser (the account tab: found by name or from a log line, synced alone),
// addButlervChatMapping, deleteButlervChatMapping and every voice-mapping operation
// (listButlervVoiceMappings, listButlervVoiceServerGroups, add, edit, delete); a 500 keeps what
// was chosen in the new mapping and typed in the settings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { butlervTexts as t } from '../../src/features/butlerv/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { ALL_ACP_RIGHTS } from '../../src/mocks/scenarios/acp-rights';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const fail500 = () =>
  HttpResponse.json(
    { type: '/problems/500', title: 'Serverfehler', status: 500 },
    { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** Picks an in-game role and a target in the "Neue Zuordnung" form of a service. */
const fillNew = async (service: 'chat' | 'voice', role: string, target: string) => {
  const form = await screen.findByRole('region', { name: t.mappings.addHeading });
  const ingame = within(form).getByRole('combobox', { name: t.mappings.ingame });
  await waitFor(() => expect(within(ingame).getAllByRole('option').length).toBeGreaterThan(2));
  await userEvent.selectOptions(ingame, role);
  const targetBox = within(form).getByRole('combobox', { name: t.mappings.target[service] });
  await userEvent.selectOptions(targetBox, target);
  return { form, ingame, targetBox };
};
const rowOf = (role: string) =>
  screen.getAllByTestId('mapping-row').find((r) => within(r).queryByText(role, { exact: true })) ?? null;

const asAdmin = () => {
  setScenario('admin');
  writeStored(acpRightsKey, { roles: ['Projektleitung'], rights: ALL_ACP_RIGHTS });
};

describe('admin panel: role sync (/acp/sync)', { timeout: 60_000 }, () => {
  it('changes a mapping, runs a sync with progress and shows its one failure with the reason', async () => {
    asAdmin();
    renderRoute('/acp/sync');
    const target = await screen.findByRole('combobox', { name: t.mappings.targetOf('LSMD', t.mappings.target.chat) });
    await waitFor(() => expect(within(target).getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.selectOptions(target, 'Supporter');
    expect(await screen.findByText(t.mappings.saved)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.state.syncNow }));
    expect(await screen.findByTestId('sync-progress')).toHaveTextContent(t.state.running);
    await waitFor(() => expect(screen.queryByTestId('sync-progress')).toBeNull());
    expect(screen.getByTestId('sync-state-chat')).toHaveTextContent(t.state.failures(1));
    expect(screen.getByTestId('sync-last-error')).toHaveTextContent('lea.fischer');
    const log = await (await fetch('http://localhost/api/common/admin/logs?area=butlerv')).json();
    expect(log.items.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(['Chat-Zuordnung geändert', 'Rollenabgleich gestartet']),
    );
  });

  it('filters the sync log to failures, each with its reason', async () => {
    asAdmin();
    renderRoute('/acp/sync?tab=log&outcome=failed');
    const rows = await screen.findAllByTestId('sync-log-row');
    for (const row of rows) expect(row).toHaveTextContent(t.log.reason);
  });

  it('saves the settings; an interval out of range shows under its field', async () => {
    asAdmin();
    renderRoute('/acp/sync?tab=settings');
    const minutes = await screen.findByRole('textbox', { name: /Minuten/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '2');
    await userEvent.click(screen.getByRole('button', { name: t.settings.save }));
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '15');
    await userEvent.click(screen.getByRole('button', { name: t.settings.save }));
    expect(await screen.findByText(t.settings.saved)).toBeInTheDocument();
  });

  it('finds an account by name, shows its roles per service and syncs it alone, with the reason of a failure', async () => {
    asAdmin();
    const { router } = renderRoute('/acp/sync?tab=account');
    const main = within(await screen.findByRole('main'));
    await userEvent.type(await main.findByRole('textbox', { name: t.account.field }), 'lea');
    await userEvent.click(main.getByRole('button', { name: t.account.search }));
    await userEvent.click(await main.findByRole('button', { name: t.account.open('lea.fischer') }));
    const account = await main.findByTestId('account-sync');
    expect(within(account).getByRole('heading', { name: t.account.heading('lea.fischer') })).toBeInTheDocument();
    expect(within(account).getByTestId('account-chat')).toHaveTextContent(t.account.notLinked);
    expect(account).toHaveTextContent(t.account.outOfSync);
    expect(router.state.location.search).toMatchObject({ tab: 'account', user: 4713 });
    await userEvent.click(within(account).getByRole('button', { name: t.account.syncNow }));
    const result = await within(account).findByTestId('account-sync-result');
    expect(result).toHaveTextContent(`${t.services.chat}: ${t.account.outcomes.failed}`);
    expect(result).toHaveTextContent('nicht mehr mit dem Chat-Dienst verknüpft');
    await waitFor(() => expect(account).toHaveTextContent(/Zuletzt abgeglichen/));
    const log = await (await fetch('http://localhost/api/butlerv/syncLog?outcome=failed')).json();
    expect(log.items[0]).toMatchObject({ action: 'check', userId: 4713 });
  });

  it('opens a failed line’s account from the sync log; a 409 while a full sync runs shows its reason', async () => {
    asAdmin();
    renderRoute('/acp/sync?tab=log&outcome=failed');
    const main = within(await screen.findByRole('main'));
    const [open] = await main.findAllByRole('button', { name: t.log.openAccount('lea.fischer') });
    await userEvent.click(open as HTMLElement);
    const account = await main.findByTestId('account-sync');
    server.use(
      http.post('*/api/butlerv/users/:userId/sync', () =>
        HttpResponse.json(
          { type: '/problems/409', title: 'Läuft schon', status: 409, detail: 'Ein voller Abgleich läuft gerade.' },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await userEvent.click(within(account).getByRole('button', { name: t.account.syncNow }));
    expect(await within(account).findByRole('alert')).toHaveTextContent('Ein voller Abgleich läuft gerade.');
  });

  it('a player gets 403 from the account operations', async () => {
    setScenario('player');
    expect((await fetch('http://localhost/api/butlerv/users/4713')).status).toBe(403);
    expect((await fetch('http://localhost/api/butlerv/users/4713/sync', { method: 'POST' })).status).toBe(403);
  });

  it('a 500 on the mappings shows the error with a retry beside the sync state, and the retry shows them', async () => {
    asAdmin();
    let down = true;
    server.use(http.get('*/api/butlerv/chat/mappings', () => (down ? fail500() : undefined)));
    renderRoute('/acp/sync');
    const main = within(await screen.findByRole('main'));
    const retry = await main.findByRole('button', { name: 'Erneut versuchen' });
    expect(main.queryByTestId('mapping-row')).toBeNull();
    // The sync state above the tabs stays.
    expect(await main.findByTestId('sync-state-chat')).toBeInTheDocument();
    down = false;
    await userEvent.click(retry);
    expect((await main.findAllByTestId('mapping-row')).length).toBeGreaterThan(0);
    expect(main.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  });

  it('adds a chat mapping and deletes it after asking', async () => {
    asAdmin();
    renderRoute('/acp/sync');
    await screen.findAllByTestId('mapping-row');
    expect(rowOf('Ballas')).toBeNull();
    const { form } = await fillNew('chat', 'Ballas', 'Mechaniker');
    await userEvent.click(within(form).getByRole('button', { name: t.mappings.add }));
    await waitFor(() => expect(rowOf('Ballas')).not.toBeNull());
    expect(
      within(rowOf('Ballas') as HTMLElement).getByRole('combobox', {
        name: t.mappings.targetOf('Ballas', t.mappings.target.chat),
      }),
    ).toHaveDisplayValue('Mechaniker');
    await userEvent.click(
      within(rowOf('Ballas') as HTMLElement).getByRole('button', { name: t.mappings.remove('Ballas') }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ballas → Mechaniker');
    await userEvent.click(within(dialog).getByRole('button', { name: t.mappings.confirm }));
    await waitFor(() => expect(rowOf('Ballas')).toBeNull());
    const stored = await (await fetch('http://localhost/api/butlerv/chat/mappings')).json();
    expect(stored.items.some((m: { ingameRole: { key: string } }) => m.ingameRole.key === 'ballas')).toBe(false);
  });

  it('voice mappings: lists them, changes a group, switches one off, adds and deletes one', async () => {
    asAdmin();
    const { router } = renderRoute('/acp/sync');
    const main = within(await screen.findByRole('main'));
    await userEvent.click(
      within(main.getByRole('group', { name: t.serviceLabel })).getByRole('button', { name: t.services.voice }),
    );
    await waitFor(() => expect(router.state.location.search).toHaveProperty('service', 'voice'));
    expect(await main.findByRole('list', { name: t.mappings.list(t.services.voice) })).toBeInTheDocument();
    // Change the group of LSMD (listButlervVoiceServerGroups fills the select).
    const group = await main.findByRole('combobox', { name: t.mappings.targetOf('LSMD', t.mappings.target.voice) });
    await waitFor(() => expect(within(group).getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.selectOptions(group, 'Support');
    await waitFor(async () => {
      const voice = await (await fetch('http://localhost/api/butlerv/voice/mappings')).json();
      expect(voice.items.find((m: { ingameRole: { key: string } }) => m.ingameRole.key === 'medic')).toMatchObject({
        voiceGroupName: 'Support',
      });
    });
    // Switch the LSPD mapping off.
    const enabled = main.getByRole('checkbox', { name: t.mappings.enabled('LSPD') });
    expect(enabled).toBeChecked();
    await userEvent.click(enabled);
    await waitFor(() => expect(main.getByRole('checkbox', { name: t.mappings.enabled('LSPD') })).not.toBeChecked());
    // A new one, then delete it.
    const { form } = await fillNew('voice', 'Bennys Werkstatt', 'Team');
    await userEvent.click(within(form).getByRole('button', { name: t.mappings.add }));
    await waitFor(() => expect(rowOf('Bennys Werkstatt')).not.toBeNull());
    await userEvent.click(
      within(rowOf('Bennys Werkstatt') as HTMLElement).getByRole('button', {
        name: t.mappings.remove('Bennys Werkstatt'),
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.mappings.confirm }),
    );
    await waitFor(() => expect(rowOf('Bennys Werkstatt')).toBeNull());
    const log = await (await fetch('http://localhost/api/common/admin/logs?area=butlerv')).json();
    expect(log.items.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining(['Voice-Zuordnung geändert', 'Voice-Zuordnung angelegt', 'Voice-Zuordnung gelöscht']),
    );
  });

  it('a 500 on a new mapping keeps what was chosen; sending again saves it', async () => {
    asAdmin();
    renderRoute('/acp/sync');
    await screen.findAllByTestId('mapping-row');
    const { form, ingame, targetBox } = await fillNew('chat', 'Ballas', 'Mechaniker');
    server.use(http.post('*/api/butlerv/chat/mappings', fail500));
    await userEvent.click(within(form).getByRole('button', { name: t.mappings.add }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(ingame).toHaveDisplayValue('Ballas');
    expect(targetBox).toHaveDisplayValue('Mechaniker');
    expect(rowOf('Ballas')).toBeNull();
    server.resetHandlers();
    asAdmin();
    await userEvent.click(within(form).getByRole('button', { name: t.mappings.add }));
    await waitFor(() => expect(rowOf('Ballas')).not.toBeNull());
  });

  it('a 500 on saving the settings keeps the typed interval', async () => {
    asAdmin();
    renderRoute('/acp/sync?tab=settings');
    const minutes = await screen.findByRole('textbox', { name: /Minuten/ });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    server.use(http.put('*/api/butlerv/settings', fail500), http.patch('*/api/butlerv/settings', fail500));
    await userEvent.click(screen.getByRole('button', { name: t.settings.save }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(minutes).toHaveValue('45');
  });
});
