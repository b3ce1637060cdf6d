// /rules/legal: the legal code [Gesetzbuch]: sections by law, searchable; a section
// opens to its offences with fine, prison time and points.
import { Box, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useListLegalSections } from '../../api/generated/endpoints/serverrules/serverrules';
import type { LegalSection } from '../../api/generated/model/legalSection';
import { LegalLaw } from '../../api/generated/model/legalLaw';
import { LoadingLine, QueryError } from '../../components/feedback/query-error';
import { usePageTitle } from '../../lib/use-page-title';
import { LegalCrimes } from './components/legal-crimes';
import { PrintStyle } from './components/print-style';
import { rulesTexts } from './texts';
import { useDebounced } from './use-debounced';

const t = rulesTexts.legal;

export function legalParams(q: string, law: string) {
  const query = q.trim();
  return query || law ? { ...(query ? { q: query } : {}), ...(law ? { law: law as LegalLaw } : {}) } : undefined;
}

export function LegalPage() {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [law, setLaw] = useState('');
  const debounced = useDebounced(q);
  const sections = useListLegalSections(legalParams(debounced, law), { query: { placeholderData: (prev) => prev } });
  const items = sections.data?.items ?? [];
  return (
    <Box p={{ base: '4', md: '8' }} maxW="56rem">
      <PrintStyle />
      <Heading as="h1" size="2xl" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t.intro}
      </Text>
      <HStack gap="3" wrap="wrap" mb="5" role="search" aria-label={t.searchLabel} data-print="hide">
        <Input
          flex="1"
          minW="12rem"
          type="search"
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <NativeSelect.Root width="12rem">
          <NativeSelect.Field aria-label={t.lawLabel} value={law} onChange={(e) => setLaw(e.target.value)}>
            <option value="">{t.allLaws}</option>
            {Object.values(LegalLaw).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {sections.isPending ? <LoadingLine /> : null}
      {sections.isError ? <QueryError error={sections.error} onRetry={() => void sections.refetch()} /> : null}
      {sections.data && items.length === 0 ? <Text color="fg.muted">{t.empty}</Text> : null}
      <Stack as="ul" gap="2" listStyleType="none" aria-busy={sections.isFetching}>
        {items.map((s) => (
          <LegalSectionItem key={s.id} section={s} />
        ))}
      </Stack>
    </Box>
  );
}

function LegalSectionItem({ section }: { section: LegalSection }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="legal-section">
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <Box as="summary" cursor="pointer" fontWeight="semibold" focusRing="outside">
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
