// Inviting someone and accepting as him (scenario "invited", which plays Anna_Schmidt): a file
// of its own, as the scenario's mark lingers a moment (src/mocks/scenarios/acting.ts).
// Operations: getTeamInvitations, inviteTeamEmployee, listMyTeamInvitations, acceptTeamInvitation.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamTexts as t } from '../../src/features/team/texts';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const named = (label: string) => new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const POLICE = 'Los Santos Police Department';

describe('team invitations (/team)', () => {
  it('invites Anna_Schmidt, who accepts in her own view and is a member then', async () => {
    renderRoute('/team?team=1&tab=invitations');
    await screen.findByRole('heading', { name: t.invitations.inviteHeading });
    await userEvent.type(screen.getByRole('searchbox', { name: t.invitations.person }), 'Anna');
    await userEvent.click(await screen.findByRole('radio', { name: 'Anna_Schmidt' }));
    await userEvent.type(screen.getByRole('textbox', { name: named(t.invitations.rank) }), 'Anwärterin');
    await userEvent.dblClick(screen.getByRole('button', { name: t.invitations.send }));
    const sent = await screen.findByText(/Anna_Schmidt, eingeladen von Max_Mustermann/);
    expect(sent).toHaveTextContent('Anwärterin');
    expect(screen.getAllByText(/Anna_Schmidt, eingeladen von/)).toHaveLength(1);
    cleanup();

    setScenario('invited');
    const { router } = renderRoute('/team');
    const offer = (await screen.findAllByTestId('team-received')).find((el) => el.textContent?.includes(POLICE));
    expect(offer).toBeDefined();
    await userEvent.click(within(offer as HTMLElement).getByRole('button', { name: t.received.acceptFor(POLICE) }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ team: 1 }));
    expect(await screen.findByRole('heading', { level: 1, name: POLICE })).toBeInTheDocument();
    expect(await screen.findByText('Anna_Schmidt')).toBeInTheDocument();
  });
});
