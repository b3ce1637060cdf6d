// A whole ruleset for reading: title, date, the paragraphs that match the search.
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetRulesetTreeQueryOptions } from '../../../api/generated/endpoints/serverrules/serverrules';
import { LoadingLine, QueryError } from '../../../components/feedback/query-error';
import { formatDateTime } from '../../../lib/relative-time';
import { matchParagraphs, words } from '../search';
import { rulesTexts as t } from '../texts';
import { ParagraphView } from './paragraph-view';

export function RulesetView({ rulesetId, query }: { rulesetId: number; query: string }) {
  const tree = useQuery(getGetRulesetTreeQueryOptions(rulesetId));
  if (tree.isPending) return <LoadingLine />;
  if (tree.isError) return <QueryError error={tree.error} onRetry={() => void tree.refetch()} />;
  const paragraphs = matchParagraphs(tree.data.paragraphs, query);
  const searching = words(query).length > 0;
  return (
    <Stack gap="5">
      <div>
        <Heading as="h2" size="xl">
          {tree.data.title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t.updated(formatDateTime(tree.data.updatedAt))}
        </Text>
        {tree.data.description ? <Text mt="2">{tree.data.description}</Text> : null}
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
}
