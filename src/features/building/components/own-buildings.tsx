// My buildings: one card per building I own or work in (role, address); the opened one (from
// the URL) shows its detail below its head.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetOwnBuildingsQueryOptions } from '../../../api/generated/endpoints/building/building';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import type { BuildingTab } from '../search-params';
import { buildingTexts } from '../texts';
import { BuildingDetail } from './building-detail';
import { ReceivedBuildingInvitations } from './building-invitations';

const t = buildingTexts.mine;

interface OwnBuildingsProps {
  opened: number | undefined;
  tab: BuildingTab;
  onOpen: (id: number | undefined) => void;
  onTab: (tab: BuildingTab) => void;
}

export function OwnBuildings({ opened, tab, onOpen, onTab }: OwnBuildingsProps) {
  const own = useQuery(getGetOwnBuildingsQueryOptions());
  return (
    <Stack gap="4">
      <QueryState
        query={own}
        isEmpty={(list) => list.items.length === 0}
        empty={t.empty}
        emptyTestId="building-empty"
        pendingMinH="14rem"
      >
        {(list) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={buildingTexts.views.mine}>
            {list.items.map((building) => {
              const open = opened === building.id;
              return (
                <Box as="li" key={building.id} borderWidth="1px" borderRadius="md" p="3" data-testid="building-card">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Stack gap="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{building.name}</Text>
                        <StatusBadge
                          value={building.role}
                          labels={buildingTexts.roles}
                          palettes={{ owner: 'brand', employee: 'teal' }}
                        />
                        {building.blocked ? <Badge colorPalette="red">{buildingTexts.blocked}</Badge> : null}
                      </HStack>
                      {building.address ? (
                        <Text fontSize="sm" color="fg.muted">
                          {building.address}
                        </Text>
                      ) : null}
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={open}
                      aria-label={open ? t.close(building.name) : t.open(building.name)}
                      onClick={() => onOpen(open ? undefined : building.id)}
                    >
                      {open ? buildingTexts.admin.close : buildingTexts.admin.open}
                    </Button>
                  </HStack>
                  {open ? <BuildingDetail buildingId={building.id} tab={tab} onTab={onTab} /> : null}
                </Box>
              );
            })}
          </Stack>
        )}
      </QueryState>
      <ReceivedBuildingInvitations />
    </Stack>
  );
}
