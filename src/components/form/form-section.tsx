// The frame of a form that stands in the page (an invitation, a key for a friend): a bordered
// section named by its heading, the fields the caller places, the failure no field can show
// (the server's words) and the submitting button, which waits while the request runs. The
// form's logic (values, validation, sending) stays with the caller, as with FormDialog.
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormStack } from '../ui/form-stack';

interface FormSectionProps {
  /** The heading's id: unique in the page (the section is named by it). */
  id: string;
  heading: ReactNode;
  /** h2 as a section of its own (a tab's form), h3 inside a page section, h4 inside a card or tab. */
  level?: 'h2' | 'h3' | 'h4';
  submitLabel: string;
  busy: boolean;
  /** A failure no field shows (null: none). */
  failure: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  maxW?: string;
  children: ReactNode;
}

export function FormSection({
  id,
  heading,
  level = 'h3',
  submitLabel,
  busy,
  failure,
  onSubmit,
  maxW,
  children,
}: FormSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" p="3" maxW={maxW}>
      <Heading as={level} size={level === 'h2' ? 'md' : level === 'h3' ? 'sm' : 'xs'} id={id} mb="2">
        {heading}
      </Heading>
      <FormStack onSubmit={onSubmit}>
        {children}
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" size="sm" loading={busy}>
            {submitLabel}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
