// The contract's descriptions are CommonMark. Shown as text and code, never as HTML from
// the contract: paragraphs, "- " lists, `code`, **bold**, and links as their text and
// address. Everything else stays the text it is (React escapes it).
import { Fragment, type ReactNode } from 'react';

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** One line or paragraph: code spans, bold and links; the rest is text. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) out.push(text.slice(last, index));
    const [, code, bold, linkText, href] = match;
    if (code !== undefined) out.push(<code key={index}>{code}</code>);
    else if (bold !== undefined) out.push(<strong key={index}>{bold}</strong>);
    else out.push(<Fragment key={index}>{`${linkText} (${href})`}</Fragment>);
    last = index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const LIST_ITEM = /^\s*[-*]\s+/;

/** A description in a line of its own (a schema's, a response's): inline markup only. */
export function InlineMarkdown({ text }: { text: string }) {
  return <>{inline(text.replace(/\s*\n\s*/g, ' '))}</>;
}

/** A longer description: paragraphs and lists. */
export function Markdown({ text }: { text: string }) {
  const blocks = text.trim().split(/\n\s*\n/);
  return (
    <div className="md">
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((line) => LIST_ITEM.test(line))) {
          return (
            <ul key={i}>
              {lines.map((line, j) => (
                <li key={j}>{inline(line.replace(LIST_ITEM, ''))}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{inline(lines.map((l) => l.trim()).join(' '))}</p>;
      })}
    </div>
  );
}
