// A native select over a fixed set of values with their German labels (kind, category,
// blood type, ...), as the medical forms pick them. Its label comes from the FormField around it.
import { NativeSelect } from '@chakra-ui/react';

export function LabelSelect({
  value,
  onChange,
  labels,
}: {
  value: string;
  onChange: (value: string) => void;
  labels: Record<string, string>;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
        {Object.entries(labels).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
