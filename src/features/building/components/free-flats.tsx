// Flats for rent [Wohnung mieten]: free flats, cheapest first, searched by building or address
// and a highest rent (both in the URL, like the page); "Mieten" opens the rent form for that
// flat (?flat=), which after renting leads to my flats with the new one opened.
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { formatMoney, formatNumber } from '../../../lib/format';
import { FREE_PAGE, freeQuery } from '../queries';
import type { BuildingSearch } from '../search-params';
import { buildingTexts } from '../texts';
import { RentForm } from './rent-form';

const t = buildingTexts.market;

interface FreeFlatsProps {
  search: BuildingSearch;
  onSearch: (change: Pick<BuildingSearch, 'q' | 'maxRent'>) => void;
  onPage: (page: number) => void;
  onPick: (flat: number | undefined) => void;
  onRented: (flat: number) => void;
}

export function FreeFlats({ search, onSearch, onPage, onPick, onRented }: FreeFlatsProps) {
  const free = useQuery(freeQuery(search.q, search.maxRent, search.page));
  return (
    <Stack gap="4">
      <SearchBar
        label={t.search}
        placeholder={t.placeholder}
        value={search.q ?? ''}
        onSearch={(q) => onSearch({ q: q.trim() ? q : undefined, maxRent: search.maxRent })}
      >
        <Input
          aria-label={t.maxRent}
          placeholder={t.maxRent}
          type="number"
          inputMode="numeric"
          min={1}
          maxW="12rem"
          defaultValue={search.maxRent ?? ''}
          onBlur={(e) => {
            const n = Number(e.target.value);
            onSearch({ q: search.q, maxRent: Number.isSafeInteger(n) && n > 0 ? n : undefined });
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
      </SearchBar>
      <QueryState
        query={free}
        isEmpty={(page) => page.items.length === 0}
        empty={t.empty}
        emptyTestId="market-empty"
        pendingMinH="24rem"
      >
        {(page) => (
          <Stack gap="3">
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t.label}>
              {page.items.map((flat) => (
                <Box as="li" key={flat.id} borderWidth="1px" borderRadius="md" p="3" data-testid="free-flat">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <Stack gap="0">
                      <Text fontWeight="semibold">
                        {flat.label} · {flat.buildingName}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {buildingTexts.cells.rooms(flat.rooms, formatNumber(flat.sizeSqm, 0))},{' '}
                        {buildingTexts.cells.floor} {formatNumber(flat.floor, 0)}
                      </Text>
                    </Stack>
                    <HStack gap="3">
                      <Text fontWeight="medium">
                        {formatMoney(flat.rent)} {buildingTexts.perInterval[flat.interval]}
                      </Text>
                      <Button
                        size="sm"
                        colorPalette="brand"
                        variant={search.flat === flat.id ? 'solid' : 'outline'}
                        aria-expanded={search.flat === flat.id}
                        aria-label={t.rentFor(flat.label, flat.buildingName)}
                        onClick={() => onPick(search.flat === flat.id ? undefined : flat.id)}
                      >
                        {t.rent}
                      </Button>
                    </HStack>
                  </HStack>
                  {search.flat === flat.id ? (
                    <RentForm flat={flat} onRented={onRented} onCancel={() => onPick(undefined)} />
                  ) : null}
                </Box>
              ))}
            </Stack>
            <Pager page={search.page ?? 1} pageSize={FREE_PAGE} total={page.page.total} onPage={onPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
