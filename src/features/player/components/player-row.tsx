// One character in the search result: name, account, level, online/banned/admin, last seen.
import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { PlayerSummary } from '../../../api/generated/model/playerSummary';
import { relativeTime } from '../../../lib/format';
import { playerAdminTexts as t } from '../texts';

export function PlayerRow({ player, onOpen }: { player: PlayerSummary; onOpen: () => void }) {
  return (
    <Flex
      as="article"
      data-testid="player-row"
      aria-label={player.name}
      borderWidth="1px"
      borderRadius="md"
      px="4"
      py="3"
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
    >
      <Box minW="0">
        <Text fontWeight="semibold">{player.name}</Text>
        <Text color="fg.muted" fontSize="sm">
          {[player.accountName, t.level(player.level), t.lastSeen(relativeTime(player.lastSeenAt))]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Box>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={player.online ? 'green' : 'gray'}>{player.online ? t.online : t.offline}</Badge>
        {player.banned ? <Badge colorPalette="red">{t.banned}</Badge> : null}
        {player.admin ? <Badge colorPalette="purple">{t.admin}</Badge> : null}
        <Button size="sm" variant="outline" onClick={onOpen} aria-label={`${player.name} ${t.open.toLowerCase()}`}>
          {t.open}
        </Button>
      </HStack>
    </Flex>
  );
}
