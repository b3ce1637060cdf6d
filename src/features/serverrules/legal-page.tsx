// /rules/legal: the legal code [Gesetzbuch]: sections by law, searchable; a section
// opens to its offences with fine, prison time and points. Search text, law and the
// opened section live in the URL (?q=, ?law=, ?section=), so a link shows the same view.
import { Box, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LegalSection } from '../../api/generated/model/legalSection';
import { LegalLaw } from '../../api/generated/model/legalLaw';
import { PageFrame } from '../../components/views/page-frame';
import { QueryState } from '../../components/views/query-state';
import { SearchBar } from '../../components/views/search-bar';
import { useSearchState } from '../../components/views/use-search-state';
import { LegalCrimes } from './components/legal-crimes';
import { PrintStyle } from './components/print-style';
import { legalListOptions } from './queries';
import type { LegalSearch } from './search-params';
import { rulesTexts } from './texts';

const t = rulesTexts.legal;

export function LegalPage() {
  const [search, setSearch] = useSearchState<LegalSearch>();
  const sections = useQuery({ ...legalListOptions(search), placeholderData: keepPreviousData });
  return (
    <PageFrame title={t.title} description={t.intro}>
      <PrintStyle />
      <SearchBar
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q.trim() ? q : undefined, section: undefined }, { replace: true })}
        mb="5"
        data-print="hide"
      >
        <NativeSelect.Root width="12rem">
          <NativeSelect.Field
            aria-label={t.lawLabel}
            value={search.law ?? ''}
            onChange={(e) => {
              const law = Object.values(LegalLaw).find((l) => l === e.target.value);
              setSearch({ law, section: undefined });
            }}
          >
            <option value="">{t.allLaws}</option>
            {Object.values(LegalLaw).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </SearchBar>
      <QueryState query={sections} isEmpty={(data) => data.items.length === 0} empty={t.empty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" aria-busy={sections.isFetching}>
            {data.items.map((s) => (
              <LegalSectionItem
                key={s.id}
                section={s}
                open={search.section === s.id}
                onToggle={(open) => setSearch({ section: open ? s.id : undefined }, { replace: true })}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}

interface LegalSectionItemProps {
  section: LegalSection;
  open: boolean;
  onToggle: (open: boolean) => void;
}

function LegalSectionItem({ section, open, onToggle }: LegalSectionItemProps) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="legal-section">
      {/* Open only through the URL: the summary's click (mouse, Enter, Space) asks for the
          other state instead of letting the element toggle itself out of step with it. */}
      <details open={open}>
        <Box
          as="summary"
          cursor="pointer"
          fontWeight="semibold"
          focusRing="outside"
          onClick={(e) => {
            e.preventDefault();
            onToggle(!open);
          }}
        >
          {`${section.number} ${section.law} – ${section.title}`}{' '}
          <Text as="span" fontWeight="normal" color="fg.muted">
            ({t.crimes(section.crimeCount)})
          </Text>
        </Box>
        <Stack gap="2" mt="2">
          {section.description ? <Text>{section.description}</Text> : null}
          {open ? <LegalCrimes sectionId={section.id} /> : null}
        </Stack>
      </details>
    </Box>
  );
}
