// My companies: one card each (name, my role, owner, duty, block), opened by the URL.
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetOwnFactoriesQueryOptions } from '../../../api/generated/endpoints/factory/factory';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import type { FactorySearch } from '../search-params';
import { factoryTexts as t } from '../texts';

export function OwnCompanies() {
  const own = useQuery(getGetOwnFactoriesQueryOptions());
  const [, setSearch] = useSearchState<FactorySearch>();
  return (
    <QueryState
      query={own}
      isEmpty={(list) => list.items.length === 0}
      empty={t.empty}
      emptyTestId="factory-empty"
      pendingMinH="14rem"
    >
      {(list) => (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t.companies}>
          {list.items.map((company) => (
            <Box as="li" key={company.id} borderWidth="1px" borderRadius="md" p="3" data-testid="factory-card">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Stack gap="1">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{company.name}</Text>
                    <Badge colorPalette={company.role === 'owner' ? 'brand' : 'gray'}>{t.roles[company.role]}</Badge>
                    {company.blocked ? <Badge colorPalette="red">{t.blocked}</Badge> : null}
                    {company.onDuty ? <Badge colorPalette="green">{t.onDuty}</Badge> : null}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {[company.owner ? t.ownerOf(company.owner.name) : null, company.address]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${t.open}: ${company.name}`}
                  onClick={() => setSearch({ factory: company.id, tab: undefined, page: undefined, q: undefined })}
                >
                  {t.open}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
