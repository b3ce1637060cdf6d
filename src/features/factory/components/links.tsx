// The company's vehicles and bank accounts: short lists that link into their own areas
// (/vehicle?vehicle=<id>, /bank?account=<id>), not copies of those screens. Each needs its
// member right (Fahrzeuge nutzen, Konten nutzen); without it the list says so.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  getGetFactoryBankAccountsQueryOptions,
  getGetFactoryVehiclesQueryOptions,
} from '../../../api/generated/endpoints/factory/factory';
import type { Factory } from '../../../api/generated/model/factory';
import { useCan } from '../../../api/permissions';
import { QueryState } from '../../../components/views/query-state';
import { formatMoney, formatNumber } from '../../../lib/format';
import { factoryTexts } from '../texts';

const org = (c: Factory) => ({ org: { myRights: c.myRights, myRole: c.myRole } });

export function CompanyVehicles({ company }: { company: Factory }) {
  const t = factoryTexts.vehicles;
  const may = useCan('getFactoryVehicles', org(company));
  const list = useQuery({ ...getGetFactoryVehiclesQueryOptions(company.id), enabled: may });
  if (!may) return <Text color="fg.muted">{t.noRight}</Text>;
  return (
    <QueryState query={list} pendingMinH="8rem" isEmpty={(l) => l.items.length === 0} empty={t.empty}>
      {(l) => (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t.heading}>
          {l.items.map((v) => (
            <Box as="li" key={v.id} borderWidth="1px" borderRadius="md" p="2" data-testid="factory-vehicle">
              <HStack justify="space-between" wrap="wrap">
                <Stack gap="0">
                  <Text fontWeight="medium">{t.line(v.model, v.plate)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {[
                      v.parked ? t.parked(v.garage ?? '') : t.out,
                      v.fuel !== undefined ? t.fuel(formatNumber(v.fuel, 0)) : null,
                      v.damage !== undefined ? t.damage(formatNumber(v.damage, 0)) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Link to="/vehicle" search={{ vehicle: v.id }} aria-label={`${t.open}: ${v.plate}`}>
                  {t.open}
                </Link>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

export function CompanyBank({ company }: { company: Factory }) {
  const t = factoryTexts.bank;
  const may = useCan('getFactoryBankAccounts', org(company));
  const list = useQuery({ ...getGetFactoryBankAccountsQueryOptions(company.id), enabled: may });
  if (!may) return <Text color="fg.muted">{t.noRight}</Text>;
  return (
    <QueryState query={list} pendingMinH="6rem" isEmpty={(l) => l.items.length === 0} empty={t.empty}>
      {(l) => (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t.heading}>
          {l.items.map((a) => (
            <Box as="li" key={a.id} borderWidth="1px" borderRadius="md" p="2" data-testid="factory-account">
              <HStack justify="space-between" wrap="wrap">
                <Stack gap="0">
                  <Text fontWeight="medium">
                    {a.label} · {a.accountNumber}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t.balance}: {formatMoney(a.balance)}
                  </Text>
                </Stack>
                <Link to="/bank" search={{ account: a.id }} aria-label={`${t.open}: ${a.accountNumber}`}>
                  {t.open}
                </Link>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
