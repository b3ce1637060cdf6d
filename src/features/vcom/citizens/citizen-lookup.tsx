// The citizen look-up: a debounced, URL-bound field (?q=) and the matching citizens; opening
// one puts it in the URL (?citizen=).
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { formatDate } from '../../../lib/format';
import { citizenSearchOptions } from '../queries';
import { vcomTexts } from '../texts';

const t = vcomTexts.citizens;

export function CitizenLookup({
  q,
  onSearch,
  onOpen,
}: {
  q: string | undefined;
  onSearch: (q: string) => void;
  onOpen: (id: number) => void;
}) {
  const found = useQuery({ ...citizenSearchOptions(q ?? ''), enabled: !!q, placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <SearchBar label={t.lookup} placeholder={t.placeholder} value={q ?? ''} onSearch={onSearch} />
      {q ? (
        <section aria-label={t.list}>
          <QueryState query={found} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
            {(data) => (
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {data.items.map((c) => (
                  <li key={c.id}>
                    <Button
                      variant="outline"
                      justifyContent="start"
                      w="full"
                      h="auto"
                      py="2"
                      onClick={() => onOpen(c.id)}
                    >
                      <HStack gap="3" wrap="wrap">
                        <Text as="span" fontWeight="semibold">
                          {c.name.replace('_', ' ')}
                        </Text>
                        {c.birthDate ? <Text as="span">{formatDate(c.birthDate)}</Text> : null}
                        {c.phone ? <Text as="span">{c.phone}</Text> : null}
                        {c.wanted ? <Badge colorPalette="red">{t.wanted}</Badge> : null}
                        {c.openWarrants ? <Badge colorPalette="orange">{t.warrants(c.openWarrants)}</Badge> : null}
                      </HStack>
                    </Button>
                  </li>
                ))}
              </Stack>
            )}
          </QueryState>
        </section>
      ) : (
        <Text color="fg.muted">{t.hint}</Text>
      )}
    </Stack>
  );
}
