// My houses: the ones I own and the ones I live in as room mate, each a card that opens the
// house (?house=<id>, so a link can point at it).
import { Badge, Button, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetOwnHousesQueryOptions } from '../../../api/generated/endpoints/house/house';
import type { OrgSummary } from '../../../api/generated/model/orgSummary';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import type { HouseSearch } from '../search-params';
import { houseTexts as t } from '../texts';

function HouseCard({ house }: { house: OrgSummary }) {
  const [, setSearch] = useSearchState<HouseSearch>();
  const id = `house-${house.id}`;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={id} data-testid="house">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={id}>
            {house.name}
          </Heading>
          <HStack gap="1">
            <Badge colorPalette={house.role === 'owner' ? 'brand' : 'gray'}>{t.roles[house.role]}</Badge>
            {house.blocked ? <Badge colorPalette="red">{t.blocked}</Badge> : null}
          </HStack>
        </HStack>
        <Text color="fg.muted">{house.address}</Text>
        {house.owner && house.role !== 'owner' ? <Text fontSize="sm">{t.ownerLine(house.owner.name)}</Text> : null}
        <div>
          <Button
            size="sm"
            variant="outline"
            aria-label={`${t.open}: ${house.name}`}
            onClick={() => setSearch({ house: house.id })}
          >
            {t.open}
          </Button>
        </div>
      </Card.Body>
    </Card.Root>
  );
}

export function OwnHouses() {
  const list = useQuery(getGetOwnHousesQueryOptions());
  return (
    <QueryState
      query={list}
      isEmpty={(l) => l.items.length === 0}
      empty={t.empty}
      emptyTestId="house-empty"
      pendingMinH="10rem"
    >
      {(l) => (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label={t.views.mine}>
          {l.items.map((house) => (
            <li key={house.id}>
              <HouseCard house={house} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
