// The role sync at route level (issue 28): the state of both services, a mapping changed in
// place (and in the admin log), "Jetzt synchronisieren" with its progress and a result of
// exactly one failure with its reason, the sync log filtered to failures, the settings with a
// 422 under the interval. Operations: getButlervSyncState, syncButlervNow,
// listButlervChatMappings, editButlervChatMapping, listButlervChatServiceRoles,
// listButlervSyncLog, getButlervSettings, editButlervSettings.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { butlervTexts as t } from '../../src/features/butlerv/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { ALL_ACP_RIGHTS } from '../../src/mocks/scenarios/acp-rights';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

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
});
