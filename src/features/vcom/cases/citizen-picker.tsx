// Picks citizens from the look-up (the same search as "Person abfragen"): typed text, asked once
// typing pauses, each hit with an add button. Used for suspects of a new case, persons of a
// case and the person of an order.
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { VcomCitizenSummary } from '../../../api/generated/model/vcomCitizenSummary';
import { FormField } from '../../../components/form/form-field';
import { QueryState } from '../../../components/views/query-state';
import { formatDate } from '../../../lib/format';
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
