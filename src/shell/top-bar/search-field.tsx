// The top bar search (spec §2: placeholder "Was möchtest du hören?", lg and up).
// The first paint needs only a plain field; the combobox (and its positioning code)
// loads right after the first paint, or at once when the field is used earlier, and
// replaces the field keeping what was typed and the focus. Ctrl+K (Cmd+K) focuses it.
import { Box, Input, InputGroup, Kbd } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
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
  // The loaded combobox and what it takes over from the plain field at that moment.
  const [loaded, setLoaded] = useState<{ Combobox: ComponentType<SearchComboboxProps> } & SearchComboboxProps>();
  const [wanted, setWanted] = useState(false);
  const idle = useAfterFirstPaint();

  useEffect(() => {
    if (!(idle || wanted) || loaded) return;
    let live = true;
    void import('./search-combobox').then((m) => {
      if (!live) return;
      const field = plain.current;
      setLoaded({
        Combobox: m.default,
        initialQuery: field?.value ?? '',
        autoFocus: field !== null && document.activeElement === field,
      });
    });
    return () => {
      live = false;
    };
  }, [idle, wanted, loaded]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
      if (box.current?.offsetParent === null) return; // hidden below lg
      event.preventDefault();
      box.current?.querySelector('input')?.focus();
      setWanted(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Box ref={box} hideBelow="lg" flex="0 1 24rem" minW="15rem" role="search" data-testid="search">
      {loaded ? (
        <loaded.Combobox initialQuery={loaded.initialQuery} autoFocus={loaded.autoFocus} />
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
            onFocus={() => setWanted(true)}
          />
        </InputGroup>
      )}
    </Box>
  );
}
