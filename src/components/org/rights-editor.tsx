// The rights of one member as checkboxes (a room mate's TenantRights, an employee's
// OrgEmployeeRights): the caller names the flags and their German labels, gets the complete
// new flags on save (the contract's rights bodies are complete objects), and says while the
// save is pending (no second send). Read-only without `onSave` (a member without the right
// to manage others sees what a person may do, not a form). `hints` explains each right in a
// line under its label.
//
//   <RightsEditor legend="Rechte von Anna_Schmidt" rights={mate.rights}
//     labels={{ useStorage: 'Lager nutzen', useGarage: 'Garage nutzen', lockDoors: 'Türen abschließen',
//       inviteGuests: 'Gäste einladen' } satisfies Record<keyof TenantRights, string>}
//     onSave={(rights) => save.mutate({ houseId, playerId, data: rights })} saving={save.isPending} />
import { Box, Button, Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { orgTexts as t } from './texts';

interface RightsEditorProps<K extends string> {
  legend: string;
  rights: Readonly<Record<K, boolean>>;
  /** German label per flag, in the order shown. */
  labels: Readonly<Record<K, string>>;
  onSave?: (rights: Record<K, boolean>) => void;
  saving?: boolean;
  /** Optional German line per flag under its label: what the right allows. */
  hints?: Readonly<Partial<Record<K, string>>>;
}

export function RightsEditor<K extends string>({
  legend,
  rights,
  labels,
  onSave,
  saving = false,
  hints,
}: RightsEditorProps<K>) {
  const keys = Object.keys(labels) as K[];
  const [draft, setDraft] = useState<Record<K, boolean>>({ ...rights });
  // The server's answer (or another person's change) replaces what is shown (adjusted while
  // rendering, React's pattern for state derived from a changed prop).
  const shown = JSON.stringify(rights);
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setDraft({ ...rights });
  }
  const changed = keys.some((k) => draft[k] !== rights[k]);
  const shownRights = onSave ? draft : rights;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm">{legend}</Fieldset.Legend>
      <Stack gap="1" mt="1">
        {keys.map((key) => (
          <Checkbox.Root
            key={key}
            size="sm"
            checked={shownRights[key] === true}
            disabled={!onSave || saving}
            onCheckedChange={(e) => setDraft((d) => ({ ...d, [key]: e.checked === true }))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {labels[key]}
              {hints?.[key] ? (
                <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                  {hints[key]}
                </Text>
              ) : null}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {onSave ? (
        <Box mt="2">
          <Button size="xs" variant="outline" disabled={!changed} loading={saving} onClick={() => onSave({ ...draft })}>
            {t.saveRights}
          </Button>
        </Box>
      ) : null}
    </Fieldset.Root>
  );
}
