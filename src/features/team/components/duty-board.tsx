// Who is on duty now in the public services (police, medics, fire brigade): the public duty
// overview by key, as a citizen asks before calling for help.
import { Box, Heading, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { getGetTeamDutyByKeyQueryOptions } from '../../../api/generated/endpoints/team/team';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import { formatNumber } from '../../../lib/format';
import { teamTexts } from '../texts';

const KEYS: readonly TeamKey[] = ['police', 'medic', 'fire'];
const t = teamTexts.board;

export function DutyBoard() {
  const boards = useQueries({ queries: KEYS.map((key) => getGetTeamDutyByKeyQueryOptions(key)) });
  return (
    <Box as="section" aria-labelledby="team-board">
      <Heading as="h2" size="md" id="team-board" mb="3">
        {t.heading}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        {boards.map((board, i) => {
          const key = KEYS[i] as TeamKey;
          return (
            <Box key={key} borderWidth="1px" borderRadius="md" p="3" minH="5rem" data-testid="team-board">
              <Text fontSize="sm" color="fg.muted">
                {teamTexts.kinds[key]}
              </Text>
              {board.isPending ? (
                <Skeleton h="6" mt="1" />
              ) : board.data ? (
                <HStack gap="1" align="baseline">
                  <Text fontSize="2xl" fontWeight="semibold">
                    {formatNumber(board.data.onDutyCount, 0)}
                  </Text>
                  <Text>{t.onDuty}</Text>
                </HStack>
              ) : (
                <Text color="fg.muted">{t.unknown}</Text>
              )}
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
