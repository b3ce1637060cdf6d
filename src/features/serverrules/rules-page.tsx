// /rules: the listed rulesets; one is open (?set=<id>, the first by default), with
// deep links to each paragraph (#p-<id>), a search within it and a print layout.
import { Box, Button, Flex, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearch } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { getGetListedRulesetsQueryOptions } from '../../api/generated/endpoints/serverrules/serverrules';
import { useCan } from '../../api/permissions';
import { LoadingLine, QueryError } from '../../components/feedback/query-error';
import { ChoiceButton } from '../../components/ui/choice-button';
import { usePageTitle } from '../../lib/use-page-title';
import { PrintStyle } from './components/print-style';
import { RulesetView } from './components/ruleset-view';
import { rulesTexts as t } from './texts';

export function RulesPage() {
  usePageTitle(t.title);
  const search: { set?: number } = useSearch({ strict: false });
  const list = useQuery(getGetListedRulesetsQueryOptions());
  const [query, setQuery] = useState('');
  const canEdit = useCan('saveChangedSubParagraphs');
  const rulesets = list.data?.items ?? [];
  const current = rulesets.find((r) => r.id === search.set) ?? rulesets[0];

  return (
    <Box p={{ base: '4', md: '8' }} maxW="56rem">
      <PrintStyle />
      <Heading as="h1" size="2xl" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="4" data-print="hide">
        {t.intro}
      </Text>
      {list.isPending ? <LoadingLine /> : null}
      {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && rulesets.length === 0 ? <Text color="fg.muted">{t.noRulesets}</Text> : null}
      {current ? (
        <Stack gap="6">
          <Flex as="nav" aria-label={t.rulesets} gap="2" wrap="wrap" data-print="hide">
            {rulesets.map((r) => (
              <ChoiceButton key={r.id} asChild>
                <RouterLink to="/rules" search={{ set: r.id }} aria-current={r.id === current.id ? 'page' : undefined}>
                  {r.title}
                </RouterLink>
              </ChoiceButton>
            ))}
          </Flex>
          <HStack gap="3" wrap="wrap" data-print="hide" role="search" aria-label={t.searchLabel}>
            {/* The field has its own line below md, so the editor link (with the rights, later)
                joins the print button's line instead of adding one: nothing below moves. */}
            <Input
              flex="1"
              flexBasis={{ base: '100%', md: 'auto' }}
              minW="12rem"
              type="search"
              aria-label={t.searchLabel}
              placeholder={t.searchPlaceholder}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden /> {t.print}
            </Button>
            {canEdit ? (
              <Link asChild fontWeight="semibold">
                <RouterLink to="/rules/edit">{t.toEditor}</RouterLink>
              </Link>
            ) : null}
          </HStack>
          <RulesetView rulesetId={current.id} query={query} />
        </Stack>
      ) : null}
    </Box>
  );
}
