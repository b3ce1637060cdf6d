// The one check (useCan, `can` in guard-rules): every guard kind of the contract, allowed,
// denied and with the data not known yet; the route guard uses the same rule.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requiredRights } from '../../src/api/generated/required-rights';
import { teamRights } from '../../src/api/generated/team-rights';
import { memberRights } from '../../src/api/generated/member-rights';
import type { VcomAccount } from '../../src/api/generated/model/vcomAccount';
import { can, guardKind, requiredRight } from '../../src/api/guard-rules';
import { loadGuardRules, useCan, type CanScope, type OperationId } from '../../src/api/permissions';
import { requireRight } from '../../src/app/require-right';
import { createQueryClient } from '../../src/app/query-client';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { acpRightsKey as shellKey } from '../../src/shell/settings/keys';

const editor = { roles: ['Regelteam'], rights: ['serverrules.edit'] };

const account = (team: VcomAccount['team'], rights: VcomAccount['rights'], locked = false) => ({
  team,
  rights,
  locked,
});

describe('ACP rights (x-required-right)', () => {
  it('reads the right from the generated table', () => {
    expect(requiredRight('saveChangedSubParagraphs')).toBe('serverrules.edit');
    expect(requiredRight('createPoll')).toBe(requiredRights.createPoll);
    expect(requiredRight('listPolls')).toBeUndefined();
  });

  it('allows an admin operation only with its right; unknown rights deny', () => {
    expect(can('saveChangedSubParagraphs', null)).toBe(false);
    expect(can('saveChangedSubParagraphs', undefined)).toBe(false);
    expect(can('saveChangedSubParagraphs', { roles: [], rights: [] })).toBe(false);
    expect(can('saveChangedSubParagraphs', editor)).toBe(true);
    expect(can('addLegalCrime', editor)).toBe(false); // serverrules.editLegal
    expect(can('createPoll', editor)).toBe(false);
  });

  it('the route guard uses the same rule: redirect without the right, pass with it', async () => {
    writeStored(acpRightsKey, editor);
    await expect(requireRight(createQueryClient(), 'saveChangedSubParagraphs')).resolves.toBeUndefined();
    await expect(requireRight(createQueryClient(), 'createPoll')).rejects.toMatchObject({
      options: { to: '/notPermitted' },
    });
  });
});

describe('team rights (x-team-right)', () => {
  it('a named right: member of one of the teams holding it', () => {
    expect(teamRights.issueVcomTicket).toEqual({ teams: ['police'], right: 'issueTickets' });
    expect(can('issueVcomTicket', null, { teams: [account('police', ['issueTickets'])] })).toBe(true);
    // An ACP admin without the team gets no team action.
    expect(can('issueVcomTicket', { roles: [], rights: Object.values(requiredRights) }, { teams: [] })).toBe(false);
    expect(can('issueVcomTicket', null, { teams: [account('police', ['arrest'])] })).toBe(false);
    expect(can('issueVcomTicket', null, { teams: [account('medic', ['issueTickets'])] })).toBe(false);
    expect(can('issueVcomTicket', null, { teams: [account('police', ['issueTickets'], true)] })).toBe(false);
    expect(can('issueVcomTicket', null, { teams: [account('medic', []), account('police', ['issueTickets'])] })).toBe(
      true,
    );
  });

  it('no right named: membership of one of the teams is enough', () => {
    expect(teamRights.addVcadCallNote).toEqual({ teams: ['police', 'medic', 'fire', 'dispatch'] });
    expect(can('addVcadCallNote', null, { teams: [account('fire', [])] })).toBe(true);
    expect(can('addVcadCallNote', null, { teams: [account('justice', [])] })).toBe(false);
  });

  it('team data not known yet: hidden', () => {
    expect(can('issueVcomTicket', null)).toBe(false);
    expect(can('issueVcomTicket', null, {})).toBe(false);
    expect(can('issueVcomTicket', null, { teams: null })).toBe(false);
  });
});

describe('member rights (x-member-right)', () => {
  it('reads myRights as a list or as flags', () => {
    expect(memberRights.fireFactoryEmployee).toBe('manageEmployees');
    expect(can('fireFactoryEmployee', null, { org: { myRights: ['manageEmployees'] } })).toBe(true);
    expect(can('fireFactoryEmployee', null, { org: { myRights: ['invite'] } })).toBe(false);
    expect(can('fireFactoryEmployee', null, { org: { myRights: { manageEmployees: true } } })).toBe(true);
    expect(can('fireFactoryEmployee', null, { org: { myRights: { manageEmployees: false, invite: true } } })).toBe(
      false,
    );
  });

  it('the owner right: by the list or by the role', () => {
    const ownerOnly = (Object.keys(memberRights) as OperationId[]).find(
      (id) => (memberRights as Record<string, string>)[id] === 'owner',
    );
    if (!ownerOnly) throw new Error('the contract names no owner-only member right');
    expect(can(ownerOnly, null, { org: { myRights: ['owner'] } })).toBe(true);
    expect(can(ownerOnly, null, { org: { myRole: 'leader' } })).toBe(true);
    expect(can(ownerOnly, null, { org: { myRole: 'employee', myRights: ['manageEmployees'] } })).toBe(false);
    expect(can(ownerOnly, null, { org: { myRole: 'roommate', myRights: { useStorage: true } } })).toBe(false);
    expect(can(ownerOnly, null, { org: { myRole: 'landlord' } })).toBe(false);
  });

  it('organisation not known yet: hidden', () => {
    expect(can('fireFactoryEmployee', null)).toBe(false);
    expect(can('fireFactoryEmployee', null, { org: null })).toBe(false);
    expect(can('fireFactoryEmployee', null, { org: { myRights: null } })).toBe(false);
  });
});

describe('faction guards (x-faction)', () => {
  it('the crime market: a member of a crime faction, or an admin who keeps its goods', () => {
    expect(can('listMarketCrimeExport', null, { crimeFaction: { id: 3 } })).toBe(true);
    expect(can('listMarketCrimeImport', null, { crimeFaction: null })).toBe(false);
    expect(can('listMarketCrimeImport', null)).toBe(false);
    expect(can('listMarketCrimeExport', { roles: [], rights: ['market.editGoods'] })).toBe(true);
    expect(can('listMarketCrimeExport', { roles: [], rights: ['market.moderateAuctions'] })).toBe(false);
    // Only for some items (a crime good's history): the item decides, the server knows.
    expect(can('listMarketGoodPrices', null)).toBe(true);
  });
});

describe('owner and public operations, reads', () => {
  it('knows the guard of each kind', () => {
    expect(guardKind('deletePoll')).toBe('acp');
    expect(guardKind('issueVcomTicket')).toBe('team');
    expect(guardKind('updateFactoryEmployee')).toBe('member');
    expect(guardKind('editDashboardPost')).toBe('owner');
    expect(guardKind('votePoll')).toBe('public');
    expect(guardKind('listPolls')).toBe('none');
    expect(guardKind('listMarketCrimeExport')).toBe('faction');
  });

  it('are allowed without any data: the server decides', () => {
    expect(can('editDashboardPost', null)).toBe(true);
    expect(can('votePoll', undefined)).toBe(true);
    expect(can('listPolls', null)).toBe(true);
  });

  it('OperationId is the union of the contract operationIds', () => {
    const known: OperationId = 'issueVcomTicket';
    // @ts-expect-error a mistyped operationId is a compile error
    const typo: OperationId = 'issueVcomTickte';
    expect([known, typo]).toHaveLength(2);
    // @ts-expect-error useCan refuses a mistyped operationId too
    const useMisspelt = () => useCan('delete_poll');
    expect(useMisspelt).toBeTypeOf('function');
  });
});

describe('useCan', () => {
  it('says false until the guard tables have loaded, then follows the stored rights', async () => {
    const { result } = renderHook(() => useCan('deletePoll'));
    await act(() => loadGuardRules());
    expect(result.current).toBe(false);
    act(() => void writeStored(acpRightsKey, { roles: [], rights: ['polls.manage'] }));
    expect(result.current).toBe(true);
  });

  it('without arguments returns the check for lists', async () => {
    await loadGuardRules();
    writeStored(acpRightsKey, editor);
    const { result } = renderHook(() => [useCan()] as const);
    for (const check of result.current) {
      expect(check('saveChangedSubParagraphs')).toBe(true);
      expect(check('createPoll')).toBe(false);
      expect(check('votePoll')).toBe(true);
      expect(check('fireFactoryEmployee', { org: { myRights: ['manageEmployees'] } })).toBe(true);
    }
  });

  it('a scoped check loads the tables by itself; without ACP rights or a scope nothing loads', async () => {
    vi.resetModules(); // a fresh permissions module: no tables loaded yet
    const fresh = await import('../../src/api/permissions');
    const { result } = renderHook(() => ({
      one: fresh.useCan('fireFactoryEmployee', { org: { myRights: ['manageEmployees'] } }),
      list: fresh.useCan()('fireFactoryEmployee', { org: { myRights: ['invite'] } }),
      unscoped: fresh.useCan('fireFactoryEmployee'),
    }));
    expect(result.current.one).toBe(false);
    await waitFor(() => expect(result.current.one).toBe(true));
    expect(result.current.list).toBe(false);
    expect(result.current.unscoped).toBe(false);
  });

  it('the shell and the check use the same key', () => {
    expect(shellKey).toBe(acpRightsKey);
    expect(acpRightsKey.name).toBe('acpRights');
  });
});

function FireButton({ org }: { org: CanScope['org'] }) {
  const allowed = useCan('fireFactoryEmployee', { org });
  return allowed ? <button type="button">Entlassen</button> : <p>geladen</p>;
}

describe('a button guarded by a member right', () => {
  it('shows for a character holding the right', async () => {
    render(<FireButton org={{ myRole: 'employee', myRights: { manageEmployees: true } }} />);
    expect(await screen.findByRole('button', { name: 'Entlassen' })).toBeVisible();
  });

  it('stays hidden for a character without it, once the tables are there', async () => {
    render(<FireButton org={{ myRole: 'employee', myRights: { manageEmployees: false, invite: true } }} />);
    await act(() => loadGuardRules());
    await waitFor(() => expect(screen.getByText('geladen')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Entlassen' })).toBeNull();
  });
});
