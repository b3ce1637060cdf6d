// A labelled field with its message. Chakra's (Ark's) Field wires the label to the control and
// sets aria-invalid; it points aria-describedby at the helper text only (an error text gets
// aria-errormessage, which screen readers read unevenly). So the message is rendered in the
// helper's place: aria-describedby always names what is under the field, message or helper.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FieldMessageProps {
  /** The German message from useContractForm's message(path); none: the field is fine. */
  message?: string | undefined;
  /** Shown while there is no message (e.g. a character count). */
  helper?: ReactNode;
}

/** The line under a control inside a Field.Root: the message, else the helper. */
export function FieldMessage({ message, helper }: FieldMessageProps) {
  if (message)
    return (
      <Field.HelperText color="fg.error" aria-live="polite" data-field-message="">
        {message}
      </Field.HelperText>
    );
  return helper ? <Field.HelperText>{helper}</Field.HelperText> : null;
}

interface FormFieldProps extends FieldMessageProps, Omit<Field.RootProps, 'invalid' | 'children' | 'label'> {
  label: ReactNode;
  children: ReactNode;
}

export function FormField({ label, message, helper, children, ...root }: FormFieldProps) {
  return (
    <Field.Root invalid={!!message} {...root}>
      <Field.Label>{label}</Field.Label>
      {children}
      <FieldMessage message={message} helper={helper} />
    </Field.Root>
  );
}
