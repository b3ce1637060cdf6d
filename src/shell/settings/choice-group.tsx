// A labelled group of radio choices, stored through the validated storage.
import { HStack, RadioGroup, Text } from '@chakra-ui/react';
import { useId } from 'react';

interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  options: Record<V, string>;
  onChange: (value: V) => void;
  testId: string;
}

export function ChoiceGroup<V extends string>({ label, value, options, onChange, testId }: ChoiceGroupProps<V>) {
  const id = useId();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(e) => {
        if (e.value && e.value in options) onChange(e.value as V);
      }}
      aria-labelledby={id}
      colorPalette="brand"
      data-testid={testId}
    >
      <Text id={id} fontWeight="semibold" mb="2">
        {label}
      </Text>
      <HStack gap="5" wrap="wrap">
        {(Object.keys(options) as V[]).map((key) => (
          <RadioGroup.Item key={key} value={key}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{options[key]}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
