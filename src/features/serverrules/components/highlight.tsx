// Text with the search words marked (<mark>), readable by screen readers as plain text.
import { Box } from '@chakra-ui/react';
import { highlightParts } from '../search';

export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.hit ? (
          <Box as="mark" key={i} bg="yellow.subtle" color="fg" borderRadius="sm">
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
