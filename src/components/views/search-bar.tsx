// A search field bound to the URL: what the user types shows at once, and reaches
// `onSearch` (which writes the URL) once typing pauses. When the URL changes from outside
// (back button, a link), the field follows it. Extra controls (a select, a print button)
// go in as children, inside the same labelled search landmark.
import { Input, Stack, type StackProps } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface SearchBarProps extends Omit<StackProps, 'onChange'> {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
  delay?: number;
  children?: ReactNode;
}

export function SearchBar({ label, placeholder, value, onSearch, delay = 300, children, ...rest }: SearchBarProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      latest.current(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return (
    <Stack direction="row" gap="3" wrap="wrap" align="center" role="search" aria-label={label} {...rest}>
      {/* Below md the field has its own line, so controls that arrive later join the others' line. */}
      <Input
        flex="1"
        flexBasis={{ base: '100%', md: 'auto' }}
        minW="12rem"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {children}
    </Stack>
  );
}
