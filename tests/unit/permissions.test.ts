// The one permission helper: x-required-right of the contract against the stored ACP rights.
import { renderHook, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requiredRights } from '../../src/api/generated/required-rights';
import { guardKind, hasRight, requiredRight, useCan, type OperationId } from '../../src/api/permissions';
import { teamRights } from '../../src/api/generated/team-rights';
import { requireRight } from '../../src/app/require-right';
import { createQueryClient } from '../../src/app/query-client';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { acpRightsKey as shellKey } from '../../src/shell/settings/keys';

const editor = { roles: ['Regelteam'], rights: ['serverrules.edit'] };

describe('hasRight', () => {
  it('reads the right from the generated table', () => {
    expect(requiredRight('saveChangedSubParagraphs')).toBe('serverrules.edit');
    expect(requiredRight('createPoll')).toBe(requiredRights.createPoll);
    expect(requiredRight('listPolls')).toBeUndefined();
  });

  it('allows operations without a right to everyone, also without stored rights', () => {
    expect(hasRight(null, 'listDashboardPosts')).toBe(true);
    expect(hasRight(undefined, 'votePoll')).toBe(true);
  });

  it('allows an admin operation only with its right', () => {
    expect(hasRight(null, 'saveChangedSubParagraphs')).toBe(false);
    expect(hasRight({ roles: [], rights: [] }, 'saveChangedSubParagraphs')).toBe(false);
    expect(hasRight(editor, 'saveChangedSubParagraphs')).toBe(true);
    expect(hasRight(editor, 'addLegalCrime')).toBe(false); // serverrules.editLegal
    expect(hasRight(editor, 'createPoll')).toBe(false);
  });

  it('the route guard uses the same rule: redirect without the right, pass with it', async () => {
    writeStored(acpRightsKey, editor);
    await expect(requireRight(createQueryClient(), 'saveChangedSubParagraphs')).resolves.toBeUndefined();
    await expect(requireRight(createQueryClient(), 'createPoll')).rejects.toMatchObject({
      options: { to: '/notPermitted' },
    });
  });
});

describe('guard kinds', () => {
  it('knows the guard of each kind', () => {
    expect(guardKind('deletePoll')).toBe('acp');
    expect(guardKind('issueVcomTicket')).toBe('team');
    expect(guardKind('updateFactoryEmployee')).toBe('member');
    expect(guardKind('editDashboardPost')).toBe('owner');
    expect(guardKind('votePoll')).toBe('public');
    expect(guardKind('listPolls')).toBe('none');
  });

  it('never hides a team-right action from an officer without ACP rights: the server decides', () => {
    expect(teamRights.issueVcomTicket).toEqual({ teams: ['police'], right: 'issueTickets' });
    expect(requiredRight('issueVcomTicket')).toBeUndefined();
    expect(hasRight(null, 'issueVcomTicket')).toBe(true);
    expect(hasRight({ roles: [], rights: [] }, 'approveVcomOrder')).toBe(true);
    expect(hasRight(null, 'updateFactoryEmployee')).toBe(true);
  });

  it('OperationId is the union of the contract operationIds', () => {
    const known: OperationId = 'issueVcomTicket';
    // @ts-expect-error a mistyped operationId is a compile error
    const typo: OperationId = 'issueVcomTickte';
    expect([known, typo]).toHaveLength(2);
  });
});

describe('useCan', () => {
  it('follows the stored rights', () => {
    const { result } = renderHook(() => useCan('deletePoll'));
    expect(result.current).toBe(false);
    act(() => void writeStored(acpRightsKey, { roles: [], rights: ['polls.manage'] }));
    expect(result.current).toBe(true);
  });

  it('the shell and the helper use the same key', () => {
    expect(shellKey).toBe(acpRightsKey);
    expect(acpRightsKey.name).toBe('acpRights');
  });
});
