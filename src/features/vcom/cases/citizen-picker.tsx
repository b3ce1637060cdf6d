// Picks citizens from the look-up (the same search as "Person abfragen"): typed text, asked once
// typing pauses, each hit with an add button. Used for suspects of a new case, persons of a
// case and the person of an order. ChosenCitizens adds the list of those picked into a form.
import { Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import type { VcomCitizenSummary } from '../../../api/generated/model/vcomCitizenSummary';
import { FormField } from '../../../components/form/form-field';
import { QueryState } from '../../../components/views/query-state';
import { formatDate } from '../../../lib/format';
import { FieldError } from '../components/section';
import { citizenSearchOptions } from '../queries';
import { vcomTexts } from '../texts';
import { useDebounced } from '../use-debounced';

export const displayName = (name: string) => name.replace('_', ' ');

export function CitizenPicker({
  label,
  placeholder,
  addLabel,
  taken = [],
  onPick,
}: {
  label: string;
  placeholder?: string;
  addLabel: (name: string) => string;
  taken?: readonly number[];
  onPick: (citizen: VcomCitizenSummary) => void;
}) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const found = useQuery({ ...citizenSearchOptions(q), enabled: q.length > 0 });
  return (
    <Stack gap="2">
      <FormField label={label}>
        <Input type="search" placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      {q ? (
        <QueryState query={found} isEmpty={(d) => d.items.length === 0} empty={vcomTexts.citizens.empty}>
          {(data) => (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {data.items.slice(0, 8).map((c) => (
                <HStack as="li" key={c.id} justify="space-between" gap="2">
                  <Text>
                    {displayName(c.name)}
                    {c.birthDate ? ` · ${formatDate(c.birthDate)}` : ''}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={taken.includes(c.id)}
                    aria-label={addLabel(displayName(c.name))}
                    onClick={() => onPick(c)}
                  >
                    <Plus aria-hidden />
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </QueryState>
      ) : null}
    </Stack>
  );
}

/** A form's picked citizens: names mirror ids (same order) so the chosen show by name after a reload. */
interface Chosen {
  citizenIds: string[];
  citizenNames: string[];
}

/**
 * The picker and the list of those picked into a form (a new case's suspects, a report's
 * citizens), each with a button that removes it, and the form's message for the list.
 */
export function ChosenCitizens<V extends Chosen>({
  values,
  update,
  message,
  label,
  placeholder,
  addLabel,
  listLabel,
  removeLabel,
}: {
  values: V;
  /** The form's update: changes of the list build on its latest values. */
  update: (change: (current: V) => V) => void;
  message: string | undefined;
  label: string;
  placeholder: string;
  addLabel: (name: string) => string;
  listLabel: string;
  removeLabel: (name: string) => string;
}) {
  return (
    <Stack gap="2">
      <CitizenPicker
        label={label}
        placeholder={placeholder}
        addLabel={addLabel}
        taken={values.citizenIds.map(Number)}
        onPick={(c) =>
          update((v) => ({
            ...v,
            citizenIds: [...v.citizenIds, String(c.id)],
            citizenNames: [...v.citizenNames, c.name],
          }))
        }
      />
      {values.citizenIds.length ? (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={listLabel}>
          {values.citizenIds.map((id, i) => {
            const name = displayName(values.citizenNames[i] ?? id);
            return (
              <HStack as="li" key={id} gap="2">
                <Text>{name}</Text>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={removeLabel(name)}
                  onClick={() =>
                    update((v) => ({
                      ...v,
                      citizenIds: v.citizenIds.filter((_, n) => n !== i),
                      citizenNames: v.citizenNames.filter((_, n) => n !== i),
                    }))
                  }
                >
                  <X />
                </IconButton>
              </HStack>
            );
          })}
        </Stack>
      ) : null}
      <FieldError text={message} />
    </Stack>
  );
}
