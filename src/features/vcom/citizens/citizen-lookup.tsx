// The citizen look-up: a debounced, URL-bound field (?q=) and the matching citizens; opening
// one puts it in the URL (?citizen=). The field and list are the workspace's PersonLookup.
import { Badge, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { citizenSearchOptions } from '../queries';
import { vcomTexts } from '../texts';
import { PersonLookup } from '../workspace/person-lookup';

const t = vcomTexts.citizens;
const texts = { label: t.lookup, placeholder: t.placeholder, list: t.list, empty: t.empty, hint: t.hint };

export function CitizenLookup({
  q,
  onSearch,
  onOpen,
}: {
  q: string | undefined;
  onSearch: (q: string) => void;
  onOpen: (id: number) => void;
}) {
  const queryClient = useQueryClient();
  const found = useQuery({ ...citizenSearchOptions(q ?? ''), enabled: !!q, placeholderData: keepPreviousData });
  return (
    <PersonLookup
      texts={texts}
      q={q}
      found={found}
      onSearch={onSearch}
      ask={(next) => void queryClient.prefetchQuery(citizenSearchOptions(next))}
      onOpen={onOpen}
      idOf={(c) => c.id}
    >
      {(c) => (
        <>
          <Text as="span" fontWeight="semibold">
            {c.name.replace('_', ' ')}
          </Text>
          {c.birthDate ? <Text as="span">{formatDate(c.birthDate)}</Text> : null}
          {c.phone ? <Text as="span">{c.phone}</Text> : null}
          {c.wanted ? <Badge colorPalette="red">{t.wanted}</Badge> : null}
          {c.openWarrants ? <Badge colorPalette="orange">{t.warrants(c.openWarrants)}</Badge> : null}
        </>
      )}
    </PersonLookup>
  );
}
