// My flats: the flats I rent or live in as room mate; the opened one (from the URL) shows its
// rent contract, the payment, room mates, storage and moving out.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetOwnBuildingcellsQueryOptions } from '../../../api/generated/endpoints/buildingcell/buildingcell';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { buildingTexts } from '../texts';
import { ReceivedFlatInvitations } from './building-invitations';
import { FlatDetail } from './flat-detail';

const t = buildingTexts.flats;

interface MyFlatsProps {
  opened: number | undefined;
  onOpen: (id: number | undefined) => void;
}

export function MyFlats({ opened, onOpen }: MyFlatsProps) {
  const own = useQuery(getGetOwnBuildingcellsQueryOptions());
  return (
    <Stack gap="4">
      <QueryState
        query={own}
        isEmpty={(list) => list.items.length === 0}
        empty={t.empty}
        emptyTestId="flats-empty"
        pendingMinH="14rem"
      >
        {(list) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={buildingTexts.views.flats}>
            {list.items.map((flat) => {
              const open = opened === flat.id;
              return (
                <Box as="li" key={flat.id} borderWidth="1px" borderRadius="md" p="3" data-testid="flat-card">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Stack gap="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{flat.name}</Text>
                        <StatusBadge value={flat.role} labels={buildingTexts.roles} palettes={{ tenant: 'brand' }} />
                      </HStack>
                      {flat.address ? (
                        <Text fontSize="sm" color="fg.muted">
                          {flat.address}
                        </Text>
                      ) : null}
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={open}
                      aria-label={open ? t.close(flat.name) : t.open(flat.name)}
                      onClick={() => onOpen(open ? undefined : flat.id)}
                    >
                      {open ? buildingTexts.admin.close : buildingTexts.admin.open}
                    </Button>
                  </HStack>
                  {open ? <FlatDetail flatId={flat.id} /> : null}
                </Box>
              );
            })}
          </Stack>
        )}
      </QueryState>
      <ReceivedFlatInvitations />
    </Stack>
  );
}
