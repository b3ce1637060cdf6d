// A whole ruleset for reading: title, date, the paragraphs that match the search.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/views/query-state';
import { formatDateTime } from '../../../lib/format';
import { words } from '../../../lib/text-search';
import { rulesetTreeOptions } from '../queries';
import { matchParagraphs } from '../search';
import { rulesTexts as t } from '../texts';
import { ParagraphView } from './paragraph-view';

export function RulesetView({ rulesetId, query }: { rulesetId: number; query: string }) {
  const tree = useQuery(rulesetTreeOptions(rulesetId));
  const searching = words(query).length > 0;
  return (
    <QueryState query={tree}>
      {(ruleset) => {
        const paragraphs = matchParagraphs(ruleset.paragraphs, query);
        return (
          <Stack gap="5">
            <div>
              <Heading as="h2" size="xl">
                {ruleset.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t.updated(formatDateTime(ruleset.updatedAt))}
              </Text>
              {ruleset.description ? <Text mt="2">{ruleset.description}</Text> : null}
            </div>
            {searching ? (
              <Text role="status" aria-live="polite" fontWeight="semibold">
                {paragraphs.length > 0 ? t.hits(paragraphs.length) : t.noHits}
              </Text>
            ) : null}
            {!searching && paragraphs.length === 0 ? <Text color="fg.muted">{t.noParagraphs}</Text> : null}
            {paragraphs.map((p) => (
              <ParagraphView key={p.id} paragraph={p} query={query} />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}
