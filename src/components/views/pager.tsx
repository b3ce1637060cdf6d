// Page switcher of a skip/limit list: "Zurück", the range shown ("21–40 von 57") and
// "Weiter", as real buttons in a labelled navigation. Nothing when everything fits one page.
import { Button, HStack, Text } from '@chakra-ui/react';
import { viewTexts as t } from './texts';

interface PagerProps {
  /** 1-based, as in the URL. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export function Pager({ page, pageSize, total, onPage, label = t.pager }: PagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label={label} justify="center" gap="3" data-testid="pager">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" title={t.pageOf(Math.min(page, pages), pages)}>
        {from <= to ? t.range(from, to, total) : t.pageOf(page, pages)}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </HStack>
  );
}
