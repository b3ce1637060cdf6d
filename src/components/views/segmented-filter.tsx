// A row of toggles of which one is chosen (a filter, a tab): real buttons with aria-pressed,
// in a labelled group, so keyboard and screen readers know which one is on.
import { Group, HStack } from '@chakra-ui/react';
import { ChoiceButton } from '../ui/choice-button';

interface SegmentedFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
  /** Buttons joined into one bar (a few short filters) or spaced apart, wrapping on narrow screens. */
  attached?: boolean;
}

export function SegmentedFilter<T extends string>(props: SegmentedFilterProps<T>) {
  const { label, options, labels, value, onChange, attached = true } = props;
  const buttons = options.map((option) => (
    <ChoiceButton key={option} type="button" aria-pressed={value === option} onClick={() => onChange(option)}>
      {labels[option]}
    </ChoiceButton>
  ));
  return attached ? (
    // Wraps too: a bar of many choices is wider than a phone (issue #30: no sideways scroll at 375 px).
    <Group attached flexWrap="wrap" role="group" aria-label={label}>
      {buttons}
    </Group>
  ) : (
    <HStack gap="2" wrap="wrap" role="group" aria-label={label}>
      {buttons}
    </HStack>
  );
}
