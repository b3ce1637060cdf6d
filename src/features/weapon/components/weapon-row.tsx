// One weapon in a result: serial, model, owner and state.
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { WeaponSummary } from '../../../api/generated/model/weaponSummary';
import { StatusBadge } from '../../../components/views/status-badge';
import { weaponTexts as t } from '../texts';
import { STATE_PALETTES } from './state-palettes';

export function WeaponRow({ weapon, onOpen }: { weapon: WeaponSummary; onOpen: () => void }) {
  return (
    <Flex
      as="article"
      data-testid="weapon-row"
      aria-label={weapon.serial}
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
        <Text fontWeight="semibold" fontFamily="mono">
          {weapon.serial}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {weapon.model} · {weapon.owner?.name ?? t.noOwner}
        </Text>
      </Box>
      <HStack gap="2">
        <StatusBadge value={weapon.state} labels={t.states} palettes={STATE_PALETTES} />
        <Button size="sm" variant="outline" onClick={onOpen} aria-label={`${weapon.serial} ${t.open.toLowerCase()}`}>
          {t.open}
        </Button>
      </HStack>
    </Flex>
  );
}
