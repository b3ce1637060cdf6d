// The frame the vcom views share: a section named by its heading (a bordered card unless
// `plain`), the line a failed request leaves, and the titled list with an "add" form under it
// that the parts of a case repeat (journal, notes, persons, evidence, officers, attachments).
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';

export function Section({
  id,
  title,
  level = 'h3',
  plain = false,
  children,
}: {
  id: string;
  title: ReactNode;
  /** h4 for a section inside another one (a small heading). */
  level?: 'h3' | 'h4';
  /** Without the card's border: a section that is the view's main content. */
  plain?: boolean;
  children: ReactNode;
}) {
  const card = plain ? {} : { borderWidth: '1px', borderRadius: 'lg', p: '4' };
  return (
    <Box as="section" aria-labelledby={id} {...card}>
      <Heading as={level} size={level === 'h3' ? 'md' : 'sm'} id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function Failure({ text }: { text: string | null }) {
  return text ? (
    <Text role="alert" color="fg.error">
      {text}
    </Text>
  ) : null;
}

export interface SectionForm {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields; the failure line and the submit button follow them. */
  fields: ReactNode;
  submitLabel: string;
  busy: boolean;
}

/**
 * A titled list (QueryState: loading, empty, error) with, for those who may write, a form under
 * it. A failure shows inside the form, or under `children` (an add block of its own, such as a
 * picker) when there is no form; `dialog` (a confirmation) comes last.
 */
export function SectionList<T>({
  id,
  title,
  query,
  empty,
  ordered = false,
  gap = '1',
  renderItem,
  form,
  failure,
  children,
  dialog,
}: {
  id: string;
  title: string;
  query: UseQueryResult<{ items: T[] }>;
  empty: string;
  /** A journal: an ordered list, named by the section's heading alone. */
  ordered?: boolean;
  gap?: '1' | '2';
  /** One `<li>` per item. */
  renderItem: (item: T) => ReactNode;
  /** Shown to those who may write (`canWrite && {…}`). */
  form?: SectionForm | false | null;
  failure: string | null;
  children?: ReactNode;
  dialog?: ReactNode;
}) {
  return (
    <Section id={id} title={title}>
      <Stack gap="3" mt="2">
        <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={empty}>
          {(data) => (
            <Stack
              as={ordered ? 'ol' : 'ul'}
              gap={gap}
              listStyleType="none"
              m="0"
              p="0"
              aria-label={ordered ? undefined : title}
            >
              {data.items.map(renderItem)}
            </Stack>
          )}
        </QueryState>
        {children}
        {form ? (
          <FormStack onSubmit={form.onSubmit}>
            {form.fields}
            <Failure text={failure} />
            <Button type="submit" alignSelf="start" loading={form.busy}>
              {form.submitLabel}
            </Button>
          </FormStack>
        ) : (
          <Failure text={failure} />
        )}
        {dialog}
      </Stack>
    </Section>
  );
}
