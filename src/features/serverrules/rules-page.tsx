// /rules: the listed rulesets; one is open (?set=<id>, the first by default), with
// deep links to each paragraph (#p-<id>), a search within it (?q=) and a print layout.
// Ruleset and search text live in the URL, so a shared link shows the same hits.
import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { useCan } from '../../api/permissions';
import { ChoiceButton } from '../../components/ui/choice-button';
import { PageFrame } from '../../components/views/page-frame';
import { QueryState } from '../../components/views/query-state';
import { SearchBar } from '../../components/views/search-bar';
import { useSearchState } from '../../components/views/use-search-state';
import { PrintStyle } from './components/print-style';
import { RulesetView } from './components/ruleset-view';
import { listedRulesetsOptions, pickRuleset } from './queries';
import type { RulesSearch } from './search-params';
import { rulesTexts as t } from './texts';

export function RulesPage() {
  const [search, setSearch] = useSearchState<RulesSearch>();
  const list = useQuery(listedRulesetsOptions());
  const canEdit = useCan('saveChangedSubParagraphs');
  const query = search.q ?? '';

  return (
    <PageFrame
      title={t.title}
      description={
        <Text color="fg.muted" mb="4" data-print="hide">
          {t.intro}
        </Text>
      }
    >
      <PrintStyle />
      <QueryState query={list} isEmpty={(data) => data.items.length === 0} empty={t.noRulesets}>
        {(data) => {
          const current = pickRuleset(data.items, search.set);
          return current ? (
            <Stack gap="6">
              <Flex as="nav" aria-label={t.rulesets} gap="2" wrap="wrap" data-print="hide">
                {data.items.map((r) => (
                  <ChoiceButton key={r.id} asChild>
                    <RouterLink
                      to="/rules"
                      search={{ set: r.id, ...(search.q ? { q: search.q } : {}) }}
                      aria-current={r.id === current.id ? 'page' : undefined}
                    >
                      {r.title}
                    </RouterLink>
                  </ChoiceButton>
                ))}
              </Flex>
              <SearchBar
                label={t.searchLabel}
                placeholder={t.searchPlaceholder}
                value={query}
                onSearch={(q) => setSearch({ q: q.trim() ? q : undefined }, { replace: true })}
                data-print="hide"
              >
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden /> {t.print}
                </Button>
                {canEdit ? (
                  <Link asChild fontWeight="semibold">
                    <RouterLink to="/rules/edit">{t.toEditor}</RouterLink>
                  </Link>
                ) : null}
              </SearchBar>
              <RulesetView rulesetId={current.id} query={query} />
            </Stack>
          ) : null;
        }}
      </QueryState>
    </PageFrame>
  );
}
