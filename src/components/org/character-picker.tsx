// Pick a character by name: a search field, then the matches as radio buttons (keyboard:
// Tab into the group, arrows between people). The search itself is the caller's (a feature
// passes its generated query, e.g. searchPlayersByName), so this part stays free of the API
// and serves vehicle keys, room mates, members and invitations alike.
//
//   <CharacterPicker label="Person" value={picked} onChange={setPicked}
//     useMatches={(text) => usePeopleSearch(text)} unavailable={{ 4711: 'hat schon einen Schlüssel' }} />
import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { FieldMessage } from '../form/form-field';
import { orgTexts as t } from './texts';

export interface Person {
  id: number;
  name: string;
}

/** What the caller's search answers for a text (a react-query result fits). */
export interface PersonMatches {
  data?: readonly Person[] | undefined;
  isFetching: boolean;
  isError: boolean;
}

/** Searches start from this many characters (a single letter would list half the server). */
export const MIN_SEARCH = 2;

interface CharacterPickerProps {
  label: string;
  value: Person | null;
  onChange: (person: Person | null) => void;
  /** The caller's search as a hook, called with the debounced text ('' while too short). */
  useMatches: (text: string) => PersonMatches;
  /** People who cannot be picked, with the reason shown beside them (already a member, ...). */
  unavailable?: Readonly<Record<number, string>>;
  /** The form's message for this field (useContractForm's message(path)). */
  message?: string | undefined;
  delay?: number;
}

export function CharacterPicker(props: CharacterPickerProps) {
  const { label, value, onChange, useMatches, unavailable = {}, message, delay = 300 } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim().length >= MIN_SEARCH ? text.trim() : ''), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  const matches = useMatches(asked);
  const people = asked ? (matches.data ?? []) : [];
  const chosenShown = value !== null && people.some((p) => p.id === value.id);

  return (
    <Stack gap="2">
      <Field.Root invalid={!!message}>
        <Field.Label>{label}</Field.Label>
        <Input
          type="search"
          value={text}
          placeholder={t.search}
          autoComplete="off"
          aria-controls={`${id}-results`}
          onChange={(e) => setText(e.target.value)}
        />
        <FieldMessage message={message} helper={t.searchHint} />
      </Field.Root>
      <Box id={`${id}-results`} aria-live="polite" aria-busy={matches.isFetching}>
        {value !== null && !chosenShown ? <Text fontSize="sm">{t.chosen(value.name)}</Text> : null}
        {asked && matches.isError ? (
          <Text fontSize="sm" color="fg.error">
            {t.failed}
          </Text>
        ) : asked && matches.data && people.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t.none(asked)}
          </Text>
        ) : asked && !matches.data ? (
          <Text fontSize="sm" color="fg.muted">
            {t.searching}
          </Text>
        ) : null}
        {people.length > 0 ? (
          <Box as="fieldset" borderWidth="1px" borderRadius="md" p="2">
            <Text as="legend" fontSize="sm" px="1">
              {t.results}
            </Text>
            <Stack gap="1">
              {people.map((person) => {
                const reason = unavailable[person.id];
                return (
                  <Text
                    as="label"
                    key={person.id}
                    display="flex"
                    alignItems="center"
                    gap="2"
                    cursor={reason ? 'not-allowed' : 'pointer'}
                    color={reason ? 'fg.muted' : undefined}
                  >
                    <input
                      type="radio"
                      name={`${id}-person`}
                      value={person.id}
                      checked={value?.id === person.id}
                      disabled={reason !== undefined}
                      onChange={() => onChange(person)}
                      style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-brand-solid)' }}
                    />
                    {person.name}
                    {reason ? ` – ${reason}` : null}
                  </Text>
                );
              })}
            </Stack>
          </Box>
        ) : null}
      </Box>
    </Stack>
  );
}
