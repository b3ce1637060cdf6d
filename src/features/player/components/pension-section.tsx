// Pension [Rente] and payday [Zahltag] of a character in its overview, as the character's own
// page (/myCharacter) shows them: read-only, the contract has no admin write for either.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { PlayerAdminDetails } from '../../../api/generated/model/playerAdminDetails';
import type { PlayerPaydayEntry } from '../../../api/generated/model/playerPaydayEntry';
import { DataTable, type Column } from '../../../components/views/data-table';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { playerAdminTexts } from '../texts';
import { Facts } from './facts';

const t = playerAdminTexts.pension;
const money = (value: number | undefined) => (value === undefined ? '–' : formatMoney(value));

const columns: ReadonlyArray<Column<PlayerPaydayEntry>> = [
  { key: 'paidAt', header: t.paidAt, cell: (p) => formatDateTime(p.paidAt) },
  { key: 'salary', header: t.salary, cell: (p) => money(p.salary), align: 'end' },
  { key: 'bonus', header: t.bonus, cell: (p) => money(p.bonus), align: 'end' },
  { key: 'taxes', header: t.taxes, cell: (p) => money(p.taxes), align: 'end' },
  { key: 'rent', header: t.rent, cell: (p) => money(p.rent), align: 'end' },
  { key: 'pension', header: t.pensionPart, cell: (p) => money(p.pension), align: 'end' },
  { key: 'total', header: t.total, cell: (p) => money(p.total), align: 'end' },
];

export function PensionSection({ player }: { player: PlayerAdminDetails }) {
  const { pension, payday, recentPaydays } = player;
  const rows: Array<[string, string]> = [];
  if (pension) {
    rows.push([t.state, pension.entitled ? t.entitled(formatMoney(pension.monthlyAmount)) : t.notEntitled]);
    rows.push([t.contributions, formatMoney(pension.contributionsPaid)]);
    if (pension.playTimeHours !== undefined && pension.requiredPlayTimeHours !== undefined)
      rows.push([t.progress, t.progressOf(pension.playTimeHours, pension.requiredPlayTimeHours)]);
    if (pension.startsAt) rows.push([t.startsAt, formatDate(pension.startsAt)]);
  }
  if (payday) {
    rows.push([t.nextPayday, formatDateTime(payday.nextAt)]);
    rows.push([t.periodPlayed, t.minutesOf(payday.minutesPlayed, payday.minutesRequired)]);
  }
  return (
    <Box as="section" aria-labelledby="acp-pension" data-testid="player-pension">
      <Heading as="h2" size="md" id="acp-pension" mb="3">
        {t.heading}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t.none}</Text>
      ) : (
        <Stack gap="4">
          <Facts rows={rows} label={t.facts} />
          {recentPaydays?.length ? (
            <DataTable caption={t.recent} columns={columns} rows={recentPaydays} getKey={(p) => p.id} />
          ) : (
            <Text color="fg.muted">{t.recentEmpty}</Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
