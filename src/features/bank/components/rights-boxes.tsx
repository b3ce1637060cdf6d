// The four rights on an account as checkboxes: read only without `onChange`.
import { Checkbox, HStack } from '@chakra-ui/react';
import type { BankShareRights } from '../../../api/generated/model/bankShareRights';
import { bankTexts } from '../texts';

const RIGHTS: ReadonlyArray<keyof BankShareRights> = ['view', 'transfer', 'standingOrders', 'manage'];

/** The four rights as checkboxes; `onChange` gets the new set (none when read only). */
export function RightsBoxes(props: {
  label: string;
  rights: BankShareRights;
  onChange?: (r: BankShareRights) => void;
}) {
  const { label, rights, onChange } = props;
  return (
    <HStack as="fieldset" gap="4" wrap="wrap" aria-label={label}>
      {RIGHTS.map((right) => (
        <Checkbox.Root
          key={right}
          size="sm"
          checked={rights[right]}
          disabled={!onChange}
          onCheckedChange={(e) => onChange?.({ ...rights, [right]: e.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{bankTexts.shares.rights[right]}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </HStack>
  );
}
