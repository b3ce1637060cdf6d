// The top bar search (spec §2: placeholder "Was möchtest du hören?", lg and up: the top bar
// renders it only there).
// The first paint needs only a plain field; the combobox (and its positioning code,
// about 1.4 MB of heap) loads on first use: pointer over the field, focus or Ctrl+K
// (Cmd+K). It replaces the field keeping what was typed and the focus.
import { Box, Input, InputGroup, Kbd } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { shellTexts } from '../texts';

export interface SearchComboboxProps {
  initialQuery: string;
  /** Take the focus on mount (the plain field had it). */
  autoFocus: boolean;
}

const t = shellTexts.search;

export function SearchField() {
  const box = useRef<HTMLDivElement>(null);
  const plain = useRef<HTMLInputElement>(null);
  // What the plain field holds, kept in state so the combobox takes over every key
  // typed up to the moment it mounts, not just those before its code arrived.
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps>>();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!wanted || Combobox) return;
    let live = true;
    void import('./search-combobox').then((m) => {
      if (live) setCombobox(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [wanted, Combobox]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      box.current?.querySelector('input')?.focus();
      setWanted(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Box
      ref={box}
      flex="0 1 24rem"
      minW="15rem"
      role="search"
      data-testid="search"
      onPointerEnter={() => setWanted(true)}
    >
      {Combobox ? (
        <Combobox initialQuery={query} autoFocus={focused} />
      ) : (
        <InputGroup
          startElement={<Search size="16" aria-hidden />}
          endElement={
            <Kbd size="sm" aria-label={t.shortcut}>
              {t.shortcut}
            </Kbd>
          }
        >
          <Input
            ref={plain}
            size="sm"
            borderRadius="full"
            aria-label={t.label}
            placeholder={shellTexts.searchPlaceholder}
            data-testid="search-input"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={() => {
              setWanted(true);
              setFocused(true);
            }}
            onBlur={() => setFocused(false)}
          />
        </InputGroup>
      )}
    </Box>
  );
}
