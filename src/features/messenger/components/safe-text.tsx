// User text as text, links clickable (opening in a new tab, without the opener), never HTML.
import { Link } from '@chakra-ui/react';
import { Fragment } from 'react';
import { textParts } from '../safe-text';

export function SafeText({ text }: { text: string }) {
  return (
    <>
      {textParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <Link
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="fg.info"
            textDecoration="underline"
            wordBreak="break-all"
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
