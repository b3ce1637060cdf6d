// The one person look-up of the workspace (police: citizens, medical: patients): a URL-bound
// SearchBar that settles the text before it reaches the URL (the server is asked when typing
// pauses, not per keystroke) and the found persons as buttons that open a file.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';

/** How long typing must pause before the look-up asks the server. */
const LOOKUP_DELAY_MS = 150;

export interface PersonLookupTexts {
  label: string;
  placeholder: string;
  list: string;
  empty: string;
  hint: string;
}

export function PersonLookup<T>({
  texts,
  q,
  found,
  onSearch,
  ask,
  onOpen,
  idOf,
  children,
}: {
  texts: PersonLookupTexts;
  q: string | undefined;
  /** The search answer for `q` (enabled only while `q` is set). */
  found: UseQueryResult<{ items: T[] }>;
  onSearch: (q: string) => void;
  /** Starts the look-up for `q` (a prefetch of `found`'s query), before the URL changes. */
  ask: (q: string) => void;
  onOpen: (id: number) => void;
  idOf: (item: T) => number;
  /** What a hit shows inside its button. */
  children: (item: T) => ReactNode;
}) {
  return (
    <Stack gap="4">
      {/* Issue 24: the first hit within 300 ms of the last key, so the request leaves after 150 ms
          (scripts/bench/vcom-lookup.mjs measures it); a fast typist still sends one request. */}
      <SearchBar
        label={texts.label}
        placeholder={texts.placeholder}
        value={q ?? ''}
        onSearch={(next) => {
          // The request leaves now; the navigation to ?q= (~30 ms) renders while it is under way.
          if (next) ask(next);
          onSearch(next);
        }}
        delay={LOOKUP_DELAY_MS}
      />
      {q ? (
        <section aria-label={texts.list}>
          <QueryState query={found} isEmpty={(d) => d.items.length === 0} empty={texts.empty}>
            {(data) => (
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {data.items.map((item) => (
                  <li key={idOf(item)}>
                    <Button
                      variant="outline"
                      justifyContent="start"
                      w="full"
                      h="auto"
                      py="2"
                      onClick={() => onOpen(idOf(item))}
                    >
                      <HStack gap="3" wrap="wrap">
                        {children(item)}
                      </HStack>
                    </Button>
                  </li>
                ))}
              </Stack>
            )}
          </QueryState>
        </section>
      ) : (
        <Text color="fg.muted">{texts.hint}</Text>
      )}
    </Stack>
  );
}
