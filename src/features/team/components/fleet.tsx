// The organisation's vehicles (plate, model, garage, fuel, damage) and, for those with the
// right "Konten nutzen", its bank accounts, each linking to the bank area's screen.
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import {
  getGetTeamBankAccountsQueryOptions,
  getGetTeamVehiclesQueryOptions,
} from '../../../api/generated/endpoints/team/team';
import type { Team } from '../../../api/generated/model/team';
import { useCan } from '../../../api/permissions';
import { QueryState } from '../../../components/views/query-state';
import { formatMoney, formatPercent } from '../../../lib/format';
import { teamTexts } from '../texts';

const t = teamTexts.fleet;

export function Fleet({ team }: { team: Team }) {
  const canBank = useCan('getTeamBankAccounts', { org: { myRights: team.myRights, myRole: team.myRole } });
  const vehicles = useQuery(getGetTeamVehiclesQueryOptions(team.id));
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="team-vehicles">
        <Heading as="h3" size="sm" id="team-vehicles" mb="2">
          {t.vehicles}
        </Heading>
        <QueryState query={vehicles} isEmpty={(l) => l.items.length === 0} empty={t.noVehicles} pendingMinH="8rem">
          {(list) => (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t.vehicles}>
              {list.items.map((v) => (
                <Box as="li" key={v.id} borderWidth="1px" borderRadius="md" p="2" data-testid="team-vehicle">
                  <HStack justify="space-between" wrap="wrap">
                    <Text fontWeight="medium">{t.vehicle(v.model, v.plate)}</Text>
                    <Badge colorPalette={v.parked ? 'gray' : 'green'}>{v.parked ? t.parked : t.out}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t.vehicleLine(v.garage ?? '–', formatPercent(v.fuel ?? 0), formatPercent(v.damage ?? 0))}
                    {v.usedBy ? ` · ${v.usedBy.name}` : ''}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </QueryState>
      </Box>
      <Box as="section" aria-labelledby="team-accounts">
        <Heading as="h3" size="sm" id="team-accounts" mb="2">
          {t.accounts}
        </Heading>
        {canBank ? <Accounts teamId={team.id} /> : <Text color="fg.muted">{t.noBankRight}</Text>}
      </Box>
    </Stack>
  );
}

function Accounts({ teamId }: { teamId: number }) {
  const accounts = useQuery(getGetTeamBankAccountsQueryOptions(teamId));
  return (
    <QueryState query={accounts} isEmpty={(l) => l.items.length === 0} empty={t.noAccounts} pendingMinH="4rem">
      {(list) => (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t.accounts}>
          {list.items.map((a) => (
            <HStack as="li" key={a.id} justify="space-between" wrap="wrap" data-testid="team-account">
              <Link asChild>
                <RouterLink to="/bank" search={{ account: a.id }} aria-label={t.openAccount(a.label)}>
                  {a.label} ({a.accountNumber})
                </RouterLink>
              </Link>
              <Text fontWeight="medium">{formatMoney(a.balance)}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
