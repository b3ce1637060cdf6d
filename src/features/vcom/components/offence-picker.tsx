// Offences chosen from the one penal catalogue: the search (by paragraph or words, asked once
// typing pauses; a paragraph's code is looked up exactly as well) and the chosen list, each with
// a button that removes it. The ticket (issue and correction), the arrest and a case's handover
// to justice choose their offences with it; each says how a chosen one reads.
import { Box, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { LegalCrime } from '../../../api/generated/model/legalCrime';
import { FormField } from '../../../components/form/form-field';
import { QueryState } from '../../../components/views/query-state';
import { formatMoney } from '../../../lib/format';
import { FieldError } from './section';
import { catalogueOptions, crimeSearchOptions } from '../queries';
import { vcomTexts } from '../texts';
import { crimeByCodeOptions } from '../tickets/queries';
import { ticketTexts } from '../tickets/texts';
import { useDebounced } from '../use-debounced';

const t = vcomTexts.issue;
/** A catalogue code as the law books print it: letters, a dash, the paragraph (STVO-24). */
const CODE = /^[a-z]{2,8}-\d{1,4}[a-z]?$/i;

/** The sums the offences carry: their own values, added up. */
export function totalsOf(crimes: readonly LegalCrime[]) {
  return {
    fine: crimes.reduce((n, c) => n + c.fine, 0),
    prisonMinutes: crimes.reduce((n, c) => n + c.prisonMinutes, 0),
    points: crimes.reduce((n, c) => n + c.points, 0),
  };
}

/** The chosen offences (ids as a form keeps them) read from the catalogue, in the order chosen. */
export function useChosenCrimes(crimeIds: readonly string[]): LegalCrime[] {
  const catalogue = useQuery(catalogueOptions());
  return crimeIds
    .map((id) => catalogue.data?.items.find((c) => String(c.id) === id))
    .filter((c): c is LegalCrime => c !== undefined);
}

function CrimeSearch({ chosen, onAdd }: { chosen: readonly string[]; onAdd: (crime: LegalCrime) => void }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const found = useQuery({ ...crimeSearchOptions(q), enabled: q.length > 0 });
  // A paragraph's code (STVO-24) is looked up exactly as well: the one offence first.
  const code = CODE.test(q) ? q.toUpperCase() : '';
  const byCode = useQuery({ ...crimeByCodeOptions(code), enabled: code.length > 0 });
  return (
    <Stack gap="2">
      <FormField label={t.crimeSearch}>
        <Input type="search" placeholder={t.crimePlaceholder} value={text} onChange={(e) => setText(e.target.value)} />
      </FormField>
      {byCode.data ? (
        <HStack as="section" aria-label={ticketTexts.codeFound} justify="space-between" gap="2">
          <Text fontWeight="semibold">
            {byCode.data.code} · {byCode.data.law} {byCode.data.sectionNumber} · {byCode.data.title} ·{' '}
            {formatMoney(byCode.data.fine)}
          </Text>
          <IconButton
            size="sm"
            aria-label={t.add(byCode.data.title)}
            disabled={chosen.includes(String(byCode.data.id))}
            onClick={() => byCode.data && onAdd(byCode.data)}
          >
            <Plus />
          </IconButton>
        </HStack>
      ) : null}
      {q && !byCode.data ? (
        <Box as="section" aria-label={t.results}>
          <QueryState query={found} isEmpty={(d) => d.items.length === 0} empty={t.noCrimes}>
            {(data) => (
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {data.items.map((crime) => (
                  <HStack as="li" key={crime.id} justify="space-between" gap="2">
                    <Text>
                      {crime.law} {crime.sectionNumber} · {crime.title} · {formatMoney(crime.fine)}
                    </Text>
                    <IconButton
                      size="sm"
                      variant="outline"
                      aria-label={t.add(crime.title)}
                      disabled={chosen.includes(String(crime.id))}
                      onClick={() => onAdd(crime)}
                    >
                      <Plus />
                    </IconButton>
                  </HStack>
                ))}
              </Stack>
            )}
          </QueryState>
        </Box>
      ) : null}
    </Stack>
  );
}

/** How the chosen list is named; the offences' words unless given (a handover's charges). */
export interface PickerLabels {
  heading: string;
  none: string;
  remove: (title: string) => string;
}

const offenceLabels: PickerLabels = { heading: t.chosen, none: t.noneChosen, remove: t.remove };

export function OffencePicker<C extends { id: number; title: string }>({
  chosenIds,
  chosen,
  onAdd,
  onRemove,
  describe,
  message,
  labels = offenceLabels,
  children,
}: {
  /** The ids chosen (as strings): the search offers them no more. */
  chosenIds: readonly string[];
  /** The chosen offences as the list shows them. */
  chosen: readonly C[];
  onAdd: (crime: LegalCrime) => void;
  onRemove: (chosen: C) => void;
  /** The line of one chosen offence. */
  describe: (chosen: C) => ReactNode;
  /** The form's message for the chosen list (a 422 under its field). */
  message: string | undefined;
  labels?: PickerLabels;
  /** Under the list (a sum). */
  children?: ReactNode;
}) {
  return (
    <>
      <CrimeSearch chosen={chosenIds} onAdd={onAdd} />
      <Box as="section" aria-label={labels.heading}>
        <Text fontWeight="semibold">{labels.heading}</Text>
        {chosen.length === 0 ? (
          <Text color="fg.muted">{labels.none}</Text>
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {chosen.map((crime) => (
              <HStack as="li" key={crime.id} justify="space-between">
                <Text>{describe(crime)}</Text>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={labels.remove(crime.title)}
                  onClick={() => onRemove(crime)}
                >
                  <X />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        )}
        <FieldError text={message} />
        {children}
      </Box>
    </>
  );
}
