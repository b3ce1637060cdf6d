// A labelled field with its message: Chakra's Field wires the label to the control and, while
// there is a message, sets aria-invalid and points aria-describedby at it (else at the helper).
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps extends Omit<Field.RootProps, 'invalid' | 'children' | 'label'> {
  label: ReactNode;
  /** The German message from useContractForm's message(path); none: the field is fine. */
  message?: string | undefined;
  /** Shown while there is no message (e.g. a character count). */
  helper?: ReactNode;
  children: ReactNode;
}

export function FormField({ label, message, helper, children, ...root }: FormFieldProps) {
  return (
    <Field.Root invalid={!!message} {...root}>
      <Field.Label>{label}</Field.Label>
      {children}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
      {!message && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
