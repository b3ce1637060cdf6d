// The search combobox behind the top bar's search field (search-field.tsx loads it on
// first use): finds every page the user may open (the spec's and the areas', admin pages
// only with the ACP right), known tracks and playlists; arrows, Enter and Escape work as
// in any combobox.
import { Box, Combobox, createListCollection, Kbd, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SearchComboboxProps } from './search-field';
import { useStored } from '../../lib/use-stored';
import { catalogTracks } from '../../music/catalog';
import { playlistsKey } from '../../music/library/library-keys';
import { useCan } from '../../api/permissions';
import { useAreas } from '../navigation/area-source';
import { destinations } from '../navigation/destinations';
import { shellTexts } from '../texts';
import { buildSearchItems, filterSearchItems } from './search-items';

const t = shellTexts.search;

export default function SearchCombobox({ initialQuery, autoFocus }: SearchComboboxProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [playlists] = useStored(playlistsKey);
  const can = useCan();
  const areas = useAreas();
  const pages = [
    ...destinations,
    ...(areas ?? []).flatMap((a) => a.destinations).filter((d) => !d.requires || can(d.requires)),
  ];
  // The pages change with the loaded areas and the rights: rebuild when their list does.
  const pagesKey = pages.map((d) => d.to).join(' ');
  const all = useMemo(
    () => buildSearchItems(pages, catalogTracks, playlists),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pagesKey, playlists],
  );
  const collection = useMemo(
    () => createListCollection({ items: filterSearchItems(all, query), groupBy: (item) => item.group }),
    [all, query],
  );

  // It replaces the plain field; if that had the focus, take it over with the caret at the
  // end, before the browser handles the next key (a layout effect runs in the same commit).
  useLayoutEffect(() => {
    const el = input.current;
    if (!el || !autoFocus) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
    // Only on mount: later renders must not steal the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
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
        <Combobox.Input
          ref={input}
          ps="8"
          pe="16"
          borderRadius="full"
          placeholder={shellTexts.searchPlaceholder}
          data-testid="search-input"
        />
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
  );
}
