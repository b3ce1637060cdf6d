// The idle miner's scoreboard: the best ten, the signed-in character's line marked ("Du",
// visible and read out; the sign-in state is the shell's, already loaded).
import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useGetIdleMinerScoreboard } from '../../../api/generated/endpoints/common/common';
import type { IdleMinerScoreEntry } from '../../../api/generated/model/idleMinerScoreEntry';
import { useGetLoggedIn } from '../../../api/generated/start/session';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { formatNumber } from '../../../lib/format';
import { commonTexts } from '../texts';

const t = commonTexts.miner;
const c = t.columns;

const columnsFor = (me: number | undefined): ReadonlyArray<Column<IdleMinerScoreEntry>> => [
  { key: 'rank', header: c.rank, cell: (e) => String(e.rank), align: 'end' },
  {
    key: 'player',
    header: c.player,
    cell: (e) =>
      e.player.id === me ? (
        <HStack gap="2" data-testid="miner-own-line">
          <Text as="strong">{e.player.name.replace(/_/g, ' ')}</Text>
          <Badge colorPalette="brand" aria-label={t.yourLine}>
            {t.you}
          </Badge>
        </HStack>
      ) : (
        e.player.name.replace(/_/g, ' ')
      ),
  },
  { key: 'score', header: c.score, cell: (e) => formatNumber(e.score, 0), align: 'end' },
  { key: 'level', header: c.level, cell: (e) => String(e.level), align: 'end' },
  { key: 'prestige', header: c.prestige, cell: (e) => String(e.prestige), align: 'end' },
];

export function Scoreboard() {
  const board = useGetIdleMinerScoreboard({ skip: 0, limit: 10 });
  const me = useGetLoggedIn().data?.characterId;
  return (
    <Card.Root as="section" aria-labelledby="miner-scoreboard" variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="miner-scoreboard">
          {t.scoreboard}
        </Heading>
        <QueryState query={board} isEmpty={(p) => p.items.length === 0} empty={t.scoreEmpty} pendingMinH="12rem">
          {(p) => <DataTable caption={t.scoreCaption} columns={columnsFor(me)} rows={p.items} getKey={(e) => e.rank} />}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
