// One paragraph in the reader: number and title as a heading with its own link
// (#p-<id>), then its sub-paragraphs.
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import type { ServerRuleTreeParagraph } from '../../../api/generated/model/serverRuleTreeParagraph';
import { rulesTexts as t } from '../texts';
import { Highlight } from './highlight';

export const paragraphAnchor = (id: number) => `p-${id}`;

export function ParagraphView({ paragraph, query }: { paragraph: ServerRuleTreeParagraph; query: string }) {
  const anchor = paragraphAnchor(paragraph.id);
  return (
    <Box as="section" id={anchor} aria-labelledby={`${anchor}-h`} data-print="keep" scrollMarginTop="20">
      <Heading as="h3" size="md" id={`${anchor}-h`} display="flex" alignItems="center" gap="2">
        <span>
          <Highlight text={`${paragraph.number} ${paragraph.title}`} query={query} />
        </span>
        <Link href={`#${anchor}`} aria-label={t.linkTo(paragraph.number)} color="fg.muted" data-print="hide">
          <Link2 size="16" aria-hidden />
        </Link>
      </Heading>
      <Stack as="ol" gap="2" mt="2" listStyleType="none">
        {paragraph.subParagraphs.map((sub) => (
          <Text as="li" key={sub.id} display="flex" gap="2">
            <Text as="span" fontWeight="semibold" flexShrink={0}>
              {sub.number}
            </Text>
            <span>
              <Highlight text={sub.text} query={query} />
            </span>
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
