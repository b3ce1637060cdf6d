// The account behind a character and all characters of that account (ACP right player.viewAccount).
import { Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  getGetPlayerAdminAccountQueryOptions,
  getListPlayerAdminCharactersQueryOptions,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerCharacterSummary } from '../../../api/generated/model/playerCharacterSummary';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { formatDate, formatDateTime } from '../../../lib/format';
import { playerAdminTexts } from '../texts';
import { Facts } from './facts';

export function AccountTab({ playerId }: { playerId: number }) {
  const t = playerAdminTexts.account;
  const account = useQuery(getGetPlayerAdminAccountQueryOptions(playerId));
  return (
    <QueryState query={account} pendingMinH="10rem">
      {(a) => (
        <Facts
          label={playerAdminTexts.tabs.account}
          rows={[
            [t.name, a.accountName],
            ...(a.email ? [[t.email, a.email] as [string, string]] : []),
            [t.registered, formatDate(a.registeredAt)],
            ...(a.lastLoginAt ? [[t.lastLogin, formatDateTime(a.lastLoginAt)] as [string, string]] : []),
            [t.characters, String(a.characterCount)],
            [t.whitelisted, a.whitelisted ? t.yes : t.no],
            ...(a.socialClubName ? [[t.socialClub, a.socialClubName] as [string, string]] : []),
            [t.roles, a.roles?.length ? a.roles.join(', ') : t.noRoles],
          ]}
        />
      )}
    </QueryState>
  );
}

export function CharactersTab({ playerId }: { playerId: number }) {
  const t = playerAdminTexts.characters;
  const list = useQuery(getListPlayerAdminCharactersQueryOptions(playerId));
  const columns: Array<Column<PlayerCharacterSummary>> = [
    {
      key: 'name',
      header: t.name,
      cell: (c) => (
        <>
          {c.name} {c.active ? <Badge colorPalette="green">{t.active}</Badge> : null}{' '}
          {c.visible ? null : <Badge>{t.hidden}</Badge>}
        </>
      ),
    },
    { key: 'created', header: t.created, cell: (c) => formatDate(c.createdAt) },
    { key: 'played', header: t.lastPlayed, cell: (c) => (c.lastPlayedAt ? formatDateTime(c.lastPlayedAt) : '–') },
    { key: 'hours', header: t.playTime, align: 'end', cell: (c) => playerAdminTexts.overview.hours(c.playTimeHours) },
  ];
  return (
    <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty} pendingMinH="8rem">
      {(d) => <DataTable caption={t.caption} columns={columns} rows={d.items} getKey={(c) => c.id} />}
    </QueryState>
  );
}
