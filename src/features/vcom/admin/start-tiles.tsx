// The workspace's start tiles (getVcomDashboard): the organisation's counters on the citizens view
// without a query, each opening its view when the character's accounts open it. Loaded on demand.
import { Box, Button, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomDashboard } from '../../../api/generated/model/vcomDashboard';
import { QueryState } from '../../../components/views/query-state';
import type { VcomView } from '../search-params';
import { dashboardOptions } from './queries';
import { adminTexts } from './texts';

const t = adminTexts.tiles;
type Counter = Exclude<keyof VcomDashboard, 'team'>;

/** Each counter and the view that lists what it counts. */
const TILES: ReadonlyArray<[Counter, VcomView]> = [
  ['openCases', 'cases'],
  ['pendingOrders', 'orders'],
  ['activeWarrants', 'orders'],
  ['activeTreatments', 'patients'],
  ['upcomingHearings', 'court'],
  ['todaySlots', 'calendar'],
  ['openApplications', 'hr'],
  ['myDraftReports', 'reports'],
  ['onDutyCount', 'times'],
];

export default function StartTiles({
  team,
  views,
  onView,
}: {
  team: TeamKey;
  views: readonly VcomView[];
  onView: (view: VcomView) => void;
}) {
  const query = useQuery(dashboardOptions(team));
  return (
    <Box as="section" aria-labelledby="vcom-start-tiles">
      <Heading as="h2" size="md" id="vcom-start-tiles">
        {t.heading}
      </Heading>
      <QueryState query={query} pendingMinH="4.5rem">
        {(data) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, xl: 5 }} gap="2" mt="2">
            {TILES.filter(([key]) => typeof data[key] === 'number').map(([key, view]) => {
              const n = data[key] ?? 0;
              const content = (
                <>
                  <Text fontSize="2xl" fontWeight="bold" aria-hidden>
                    {n}
                  </Text>
                  <Text fontSize="sm" aria-hidden>
                    {t[key]}
                  </Text>
                </>
              );
              return (
                <li key={key}>
                  {views.includes(view) ? (
                    <Button
                      variant="outline"
                      w="full"
                      h="auto"
                      py="2"
                      flexDirection="column"
                      alignItems="start"
                      aria-label={t.tile(t[key], n)}
                      onClick={() => onView(view)}
                    >
                      {content}
                    </Button>
                  ) : (
                    <Box borderWidth="1px" borderRadius="md" px="4" py="2" aria-label={t.tile(t[key], n)} role="group">
                      {content}
                    </Box>
                  )}
                </li>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
    </Box>
  );
}
