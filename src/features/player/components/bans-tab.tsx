// The bans of a character (player.bans), newest first: reason, issuer, period, state, and for
// a lifted one who lifted it and why. Banning and unbanning sit in the actions above the tabs.
import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getListPlayerAdminPlayerBansQueryOptions } from '../../../api/generated/endpoints/player/player';
import type { PlayerBan } from '../../../api/generated/model/playerBan';
import type { PlayerBanState } from '../../../api/generated/model/playerBanState';
import { PagedList } from '../../../components/views/paged-list';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime } from '../../../lib/format';
import { playerAdminTexts } from '../texts';

const t = playerAdminTexts.bans;
const palettes = { active: 'red', expired: 'gray', lifted: 'green' } as const satisfies Record<PlayerBanState, string>;

export function BansTab({ playerId }: { playerId: number }) {
  const [page, setPage] = useState(1);
  const bans = useQuery({
    ...getListPlayerAdminPlayerBansQueryOptions(playerId, {
      limit: 20,
      ...(page > 1 ? { skip: (page - 1) * 20 } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList
      query={bans}
      label={t.list}
      gap="3"
      getKey={(b) => b.id}
      renderItem={(b) => <BanCard ban={b} />}
      page={page}
      onPage={setPage}
      empty={t.empty}
      emptyTestId="bans-empty"
    />
  );
}

/** One ban; `about` names whose it is (the list of all bans), `action` opens that person. */
export function BanCard({ ban, about, action }: { ban: PlayerBan; about?: boolean; action?: ReactNode }) {
  const from = formatDateTime(ban.createdAt);
  const period =
    ban.permanent || !ban.expiresAt
      ? `${t.since(from)}, ${t.permanent}`
      : t.period(from, formatDateTime(ban.expiresAt));
  return (
    <Box as="article" data-testid="player-ban" borderWidth="1px" borderRadius="md" p="3">
      <HStack gap="2" wrap="wrap" mb="1">
        {about ? <Text fontWeight="semibold">{ban.player.name}</Text> : null}
        <StatusBadge value={ban.state} labels={t.states} palettes={palettes} />
        <Text fontSize="sm" color="fg.muted">
          {period}
        </Text>
      </HStack>
      <Text>{ban.reason}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t.issuedBy(ban.issuedBy.name)}
      </Text>
      {ban.state === 'lifted' && ban.liftedBy && ban.liftedAt ? (
        <Text fontSize="sm" color="fg.muted">
          {t.lifted(ban.liftedBy.name, formatDateTime(ban.liftedAt), ban.liftReason ?? '')}
        </Text>
      ) : null}
      {action ? <Box mt="2">{action}</Box> : null}
    </Box>
  );
}
