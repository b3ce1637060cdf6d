// A form laid out as a vertical stack. noValidate: the browser's own (English)
// bubbles stay off; forms check their fields and show German messages instead.
//
// A submit counts once until the form has rendered what it caused. Forms guard against sending
// twice with their mutation's pending state, but that state renders a tick after the first
// submit: a double click (or Enter pressed twice) on a busy machine landed in between and sent
// the same write twice. Every submit changes some state (pending, messages), so the next render
// opens the form again; so does typing (an uncontrolled field changes without a render).
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';

type SubmitEvent = Parameters<NonNullable<HTMLChakraProps<'form'>['onSubmit']>>[0];

export function FormStack({ gap = '3', onSubmit, ...props }: HTMLChakraProps<'form'>) {
  const waiting = useRef(false);
  // No dependencies: after every commit of this form, a new submit is a new one.
  useLayoutEffect(() => {
    waiting.current = false;
  });
  const submit = (event: SubmitEvent) => {
    if (waiting.current) {
      event.preventDefault();
      return;
    }
    waiting.current = true;
    onSubmit?.(event);
  };
  const reopen = () => {
    waiting.current = false;
  };
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap={gap}
      noValidate
      onSubmit={submit}
      onInputCapture={reopen}
      {...props}
    />
  );
}
