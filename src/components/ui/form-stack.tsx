// A form laid out as a vertical stack. noValidate: the browser's own (English)
// bubbles stay off; forms check their fields and show German messages instead.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export function FormStack({ gap = '3', ...props }: HTMLChakraProps<'form'>) {
  return <chakra.form display="flex" flexDirection="column" gap={gap} noValidate {...props} />;
}
