// One character in the admin panel: the header with its state and actions, and the tabs the
// user's rights allow (the tab lives in the URL; a tab without the right is not offered).
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { getGetPlayerAdminDetailsQueryOptions } from '../../../api/generated/endpoints/player/player';
import { useCan, type OperationId } from '../../../api/permissions';
import { PageFrame } from '../../../components/views/page-frame';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import { PLAYER_TABS, type PlayerTab, type PlayersSearch } from '../search-params';
import { playerAdminTexts as t } from '../texts';
import { AccountTab, CharactersTab } from './account-tabs';
import { BansTab } from './bans-tab';
import { ItemsTab } from './items-tab';
import { LogTab } from './log-tab';
import { NotesTab } from './notes-tab';
import { OverviewTab } from './overview-tab';
import { PlayerActions } from './player-actions';
import { RecordActions } from './record-actions';

/** The operation each tab reads (or, for "live", any of its actions): a tab is offered only with its right. */
const TAB_NEEDS: Record<PlayerTab, OperationId | readonly OperationId[]> = {
  overview: 'getPlayerAdminDetails',
  characters: 'listPlayerAdminCharacters',
  account: 'getPlayerAdminAccount',
  items: 'listPlayerAdminItems',
  notes: 'listPlayerAdminNotes',
  log: 'listPlayerAdminLog',
  bans: 'listPlayerAdminPlayerBans',
  live: [
    'getGameserverCharacter',
    'teleportGameserverPlayer',
    'spectateGameserverPlayer',
    'resetGameserverDimension',
    'sendGameserverMessage',
    'notifyGameserverPlayer',
    'setGameserverWaypoint',
    'setGameserverClipboard',
    'addGameserverVehicleItem',
  ],
};
// The live actions load with their tab: most visits never open it.
const LiveTab = lazy(() => import('./live-tab').then((m) => ({ default: m.LiveTab })));

export function PlayerDetail({ playerId }: { playerId: number }) {
  const [search, setSearch] = useSearchState<PlayersSearch>();
  const details = useQuery(getGetPlayerAdminDetailsQueryOptions(playerId));
  const can = useCan();
  const tabs = PLAYER_TABS.filter((tab) => {
    const needs = TAB_NEEDS[tab];
    return typeof needs === 'string' ? can(needs) : needs.some((op) => can(op));
  });
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : 'overview';
  const name = details.data?.name ?? t.title;
  const back = (
    <Button variant="ghost" size="sm" onClick={() => setSearch({ player: undefined, tab: undefined, kind: undefined })}>
      <ArrowLeft aria-hidden /> {t.back}
    </Button>
  );
  return (
    <PageFrame title={name} width="wide" actions={back}>
      <QueryState query={details} errorTitle={t.detailError} pendingMinH="12rem">
        {(player) => (
          <Stack gap="5" mt="2">
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={player.online ? 'green' : 'gray'}>{player.online ? t.online : t.offline}</Badge>
              {player.banned ? <Badge colorPalette="red">{t.banned}</Badge> : null}
              {player.admin ? <Badge colorPalette="purple">{t.admin}</Badge> : null}
              <Text color="fg.muted" fontSize="sm">
                {[player.accountName, t.level(player.level)].filter(Boolean).join(' · ')}
              </Text>
            </HStack>
            <PlayerActions player={player} />
            <RecordActions player={player} />
            <SegmentedFilter
              label={t.tabsLabel}
              options={tabs}
              labels={t.tabs}
              value={tab}
              attached={false}
              onChange={(next) => setSearch({ tab: next === 'overview' ? undefined : next, kind: undefined })}
            />
            {tab === 'overview' ? <OverviewTab player={player} /> : null}
            {tab === 'characters' ? <CharactersTab playerId={playerId} /> : null}
            {tab === 'account' ? <AccountTab playerId={playerId} /> : null}
            {tab === 'items' ? <ItemsTab playerId={playerId} /> : null}
            {tab === 'notes' ? <NotesTab playerId={playerId} /> : null}
            {tab === 'log' ? <LogTab playerId={playerId} /> : null}
            {tab === 'bans' ? <BansTab playerId={playerId} /> : null}
            {tab === 'live' ? (
              <Suspense fallback={<Box minH="10rem" aria-busy="true" />}>
                <LiveTab player={player} />
              </Suspense>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
