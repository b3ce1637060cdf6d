// The admin view's filter by account kind (the accounts list and the richest accounts share it).
import { Field, NativeSelect } from '@chakra-ui/react';
import type { BankAccountKind } from '../../../api/generated/model/bankAccountKind';
import { bankTexts } from '../texts';

const t = bankTexts.admin;

export function KindSelect({
  value,
  onChange,
}: {
  value: BankAccountKind | undefined;
  onChange: (kind: BankAccountKind | undefined) => void;
}) {
  return (
    <Field.Root w="auto">
      <Field.Label srOnly>{t.kind}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(e) => onChange((e.target.value || undefined) as BankAccountKind | undefined)}
        >
          <option value="">{t.allKinds}</option>
          {Object.entries(bankTexts.kind).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
