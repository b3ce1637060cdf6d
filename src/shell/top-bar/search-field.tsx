// The top bar search (spec §2: placeholder "Was möchtest du hören?", lg and up).
// Finds the menu's destinations, known tracks and playlists; Ctrl+K (Cmd+K)
// focuses it; arrows, Enter and Escape work as in any combobox.
import { Box, Combobox, createListCollection, Kbd, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStored } from '../../lib/storage';
import { catalogTracks } from '../../music/catalog';
import { playlistsKey } from '../../music/library/library-keys';
import { publicDestinations } from '../navigation/destinations';
import { shellTexts } from '../texts';
import { buildSearchItems, filterSearchItems } from './search-items';

const t = shellTexts.search;

export function SearchField() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [playlists] = useStored(playlistsKey);
  const all = useMemo(() => buildSearchItems(publicDestinations, catalogTracks, playlists), [playlists]);
  const collection = useMemo(
    () => createListCollection({ items: filterSearchItems(all, query), groupBy: (item) => item.group }),
    [all, query],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && input.current?.offsetParent) {
        event.preventDefault();
        input.current.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Box hideBelow="lg" flex="0 1 24rem" minW="15rem" role="search" data-testid="search">
      <Combobox.Root
        collection={collection}
        inputValue={query}
        onInputValueChange={(e) => setQuery(e.inputValue)}
        selectionBehavior="clear"
        openOnClick
        onSelect={(e) => {
          const item = all.find((i) => i.value === e.itemValue);
          if (item) void navigate({ to: item.to });
        }}
        size="sm"
      >
        <Combobox.Label srOnly>{t.label}</Combobox.Label>
        <Combobox.Control>
          <Box position="absolute" insetStart="2.5" top="50%" translate="0 -50%" color="fg.muted" pointerEvents="none">
            <Search size="16" aria-hidden />
          </Box>
          <Combobox.Input ref={input} ps="8" pe="16" borderRadius="full" placeholder={shellTexts.searchPlaceholder} />
          <Combobox.IndicatorGroup>
            <Kbd size="sm" aria-label={t.shortcut}>
              {t.shortcut}
            </Kbd>
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty>{t.empty}</Combobox.Empty>
              {collection.group().map(([group, items]) => (
                <Combobox.ItemGroup key={group}>
                  <Combobox.ItemGroupLabel>{group}</Combobox.ItemGroupLabel>
                  {items.map((item) => (
                    <Combobox.Item item={item} key={item.value}>
                      <Combobox.ItemText>
                        {item.label}
                        {item.detail ? ` – ${item.detail}` : ''}
                      </Combobox.ItemText>
                    </Combobox.Item>
                  ))}
                </Combobox.ItemGroup>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </Box>
  );
}
