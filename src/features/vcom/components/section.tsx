// The frame the vcom views share: a section named by its heading (a bordered card unless
// `plain`), the line a failed request leaves, a query's items as a list, a form in a card of its
// own, and the titled list with an "add" form under it that the parts of a case repeat (journal,
// notes, persons, evidence, officers, attachments).
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';

export function Section({
  id,
  title,
  level = 'h3',
  plain = false,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  /** h4 for a section inside another one (a small heading). */
  level?: 'h3' | 'h4';
  /** Without the card's border: a section that is the view's main content. */
  plain?: boolean;
  /** A button beside the heading (add, issue, start). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const card = plain ? {} : { borderWidth: '1px', borderRadius: 'lg', p: '4' };
  const heading = (
    <Heading as={level} size={level === 'h3' ? 'md' : 'sm'} id={id}>
      {title}
    </Heading>
  );
  return (
    <Box as="section" aria-labelledby={id} {...card}>
      {action ? (
        <HStack justify="space-between" wrap="wrap">
          {heading}
          {action}
        </HStack>
      ) : (
        heading
      )}
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

/** A form's message under a part that is no single field (a chosen list, a picked person). */
export function FieldError({ text }: { text: string | undefined }) {
  return text ? (
    <Text color="fg.error" fontSize="sm">
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

/** A query's items as a bare list (QueryState: loading, empty, error), one `<li>` per item. */
export function QueryList<T>({
  query,
  empty,
  ordered = false,
  gap = '1',
  label,
  renderItem,
}: {
  query: UseQueryResult<{ items: T[] }>;
  empty: string;
  ordered?: boolean;
  gap?: '1' | '2';
  /** The list's name, where the heading above does not name it alone. */
  label?: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={empty}>
      {(data) => (
        <Stack as={ordered ? 'ol' : 'ul'} gap={gap} listStyleType="none" m="0" p="0" aria-label={label}>
          {data.items.map(renderItem)}
        </Stack>
      )}
    </QueryState>
  );
}

/** The end of a form: its failure line, then submit and cancel. */
export function FormButtons({
  failure,
  submitLabel,
  busy,
  busyLabel,
  submitDisabled,
  cancelLabel,
  onCancel,
}: {
  failure: string | null;
  submitLabel: string;
  busy: boolean;
  /** The submit button's text while the request runs. */
  busyLabel?: string;
  submitDisabled?: boolean;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      <Failure text={failure} />
      <HStack gap="2">
        <Button type="submit" loading={busy} loadingText={busyLabel} disabled={submitDisabled}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </HStack>
    </>
  );
}

/**
 * A form in a card of its own (a small heading): its fields (`children`), the failure line,
 * submit and cancel. `notice` stands between the heading and the form (a conflict).
 */
export function FormCard({
  id,
  title,
  level = 'h4',
  onSubmit,
  submitLabel,
  busy,
  busyLabel,
  submitDisabled,
  cancelLabel,
  onCancel,
  failure,
  notice,
  children,
}: {
  id: string;
  title: ReactNode;
  /** h3 for a form that is a view's own section (not one inside a list). */
  level?: 'h3' | 'h4';
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busy: boolean;
  /** The submit button's text while the request runs. */
  busyLabel: string;
  submitDisabled?: boolean;
  cancelLabel: string;
  onCancel: () => void;
  failure: string | null;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section id={id} title={title} level={level}>
      {notice}
      <FormStack gap="3" mt="3" onSubmit={onSubmit}>
        {children}
        <FormButtons
          failure={failure}
          submitLabel={submitLabel}
          busy={busy}
          busyLabel={busyLabel}
          submitDisabled={submitDisabled}
          cancelLabel={cancelLabel}
          onCancel={onCancel}
        />
      </FormStack>
    </Section>
  );
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
        <QueryList
          query={query}
          empty={empty}
          ordered={ordered}
          gap={gap}
          label={ordered ? undefined : title}
          renderItem={renderItem}
        />
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
