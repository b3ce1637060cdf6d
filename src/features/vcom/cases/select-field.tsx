// A labelled native select over a fixed set of values with German labels (cases and orders).
import { NativeSelect } from '@chakra-ui/react';
import { FormField } from '../../../components/form/form-field';

export function SelectField<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
  message,
  placeholder,
}: {
  label: string;
  value: T | '';
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  message?: string;
  placeholder?: string;
}) {
  return (
    <FormField label={label} message={message} maxW="20rem">
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as T)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
