// /acp/server: the game server's state (gameserver.view), a message to everyone online
// (gameserver.message), and, each with its right, the console, a restart with countdown, the
// settings and the whitelist. When the server is offline (the contract's 503) the page says so and
// nothing is sent again by itself.
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetGameserverStatusQueryOptions } from '../../api/generated/endpoints/gameserver/gameserver';
import { useCan } from '../../api/permissions';
import { PageFrame } from '../../components/views/page-frame';
import { QueryState } from '../../components/views/query-state';
import { formatDuration } from '../../lib/format';
import { BroadcastForm } from './broadcast-form';
import { ConsolePanel } from './console-panel';
import { noRetryWhenOffline } from './offline';
import { RestartPanel } from './restart-panel';
import { SettingsPanel } from './settings-panel';
import { WhitelistPanel } from './whitelist-panel';
import { gameserverTexts as t } from './texts';
export { loadServer } from './load';

export function ServerPage() {
  const status = useQuery({ ...getGetGameserverStatusQueryOptions(), retry: noRetryWhenOffline });
  const can = useCan();
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="6" mt="2">
        <Box as="section" aria-labelledby="server-status" borderWidth="1px" borderRadius="lg" p="4">
          <Heading as="h2" size="md" id="server-status" mb="3">
            {t.status.heading}
          </Heading>
          <QueryState query={status} errorTitle={t.status.error} pendingMinH="4rem">
            {(s) => (
              <HStack gap="6" wrap="wrap" data-testid="server-status">
                <Badge colorPalette={s.online ? 'green' : 'red'}>{s.online ? t.status.online : t.status.offline}</Badge>
                <Text>
                  {t.status.players}: {t.status.playersOf(s.playerCount, s.maxPlayers)}
                </Text>
                <Text>
                  {t.status.uptime}: {formatDuration(s.uptimeSeconds)}
                </Text>
                <Text>
                  {t.status.version}: {s.version}
                </Text>
              </HStack>
            )}
          </QueryState>
        </Box>
        {can('sendGameserverBroadcast') ? <BroadcastForm /> : null}
        {can('sendGameserverCommand') ? <ConsolePanel /> : null}
        {can('restartGameserver') ? <RestartPanel scheduled={status.data?.scheduledRestart} /> : null}
        {can('getGameserverSettings') ? <SettingsPanel /> : null}
        {can('listGameserverWhitelist') ? <WhitelistPanel /> : null}
      </Stack>
    </PageFrame>
  );
}
