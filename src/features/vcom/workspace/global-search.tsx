// The workspace's one search field: citizens by name, phone or plate, tickets by number, cases by number or id
// (searchVcom). "/" focuses it from anywhere on the page (Ctrl+K stays the shell's); the
// server is asked once typing pauses; Escape clears it.
import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getSearchVcomQueryOptions } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomSearchHit } from '../../../api/generated/model/vcomSearchHit';
import { QueryState } from '../../../components/views/query-state';
import { vcomTexts as t } from '../texts';
import { useDebounced } from '../use-debounced';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function GlobalSearch({ onHit }: { onHit: (hit: VcomSearchHit) => void }) {
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const q = useDebounced(text.trim());
  const hits = useQuery({ ...getSearchVcomQueryOptions({ q }), enabled: q.length > 0 });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      event.preventDefault();
      field.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Box role="search" aria-label={t.search.label} position="relative" mb="4">
      <Input
        ref={field}
        type="search"
        aria-label={t.search.label}
        aria-keyshortcuts="/"
        placeholder={t.search.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setText('');
        }}
      />
      {q && text.trim() ? (
        <Box as="section" aria-label={t.search.results} borderWidth="1px" borderRadius="md" mt="1" p="2">
          <QueryState query={hits} isEmpty={(d) => d.hits.length === 0} empty={t.search.none}>
            {(data) => (
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {data.hits.map((hit) => (
                  <li key={`${hit.entityType}-${hit.id}`}>
                    <Button
                      variant="ghost"
                      justifyContent="start"
                      w="full"
                      onClick={() => {
                        setText('');
                        onHit(hit);
                      }}
                    >
                      <Text as="span" color="fg.muted" fontSize="sm">
                        {t.search.kinds[hit.entityType] ?? hit.entityType}
                      </Text>
                      {hit.label}
                      {hit.detail ? (
                        <Text as="span" color="fg.muted" fontSize="sm">
                          {hit.detail}
                        </Text>
                      ) : null}
                    </Button>
                  </li>
                ))}
              </Stack>
            )}
          </QueryState>
        </Box>
      ) : null}
    </Box>
  );
}
