// ?view=patients (the medical team): the patient look-up, or the opened file (?patient=).
// Loaded on demand by the vcom page: only the medical team needs this code.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { formatDate } from '../../../lib/format';
import { vcomMedicalTexts } from '../texts';
import { PatientFile } from './patient-file';
import { patientSearchOptions } from './queries';

const t = vcomMedicalTexts.lookup;

function PatientLookup({
  q,
  onSearch,
  onOpen,
}: {
  q: string | undefined;
  onSearch: (q: string) => void;
  onOpen: (id: number) => void;
}) {
  // SearchBar settles the text before it reaches the URL: the server is asked when typing pauses.
  const found = useQuery({ ...patientSearchOptions(q ?? ''), enabled: !!q, placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <SearchBar label={t.label} placeholder={t.placeholder} value={q ?? ''} onSearch={onSearch} />
      {q ? (
        <section aria-label={t.list}>
          <QueryState query={found} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
            {(data) => (
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {data.items.map((p) => (
                  <li key={p.citizen.id}>
                    <Button
                      variant="outline"
                      justifyContent="start"
                      w="full"
                      h="auto"
                      py="2"
                      onClick={() => onOpen(p.citizen.id)}
                    >
                      <HStack gap="3" wrap="wrap">
                        <Text as="span" fontWeight="semibold">
                          {p.citizen.name.replace('_', ' ')}
                        </Text>
                        {p.birthDate ? <Text as="span">{formatDate(p.birthDate)}</Text> : null}
                        {p.inTreatment ? <Badge colorPalette="orange">{t.inTreatment}</Badge> : null}
                        {p.lastVisitAt ? (
                          <Text as="span" color="fg.muted">
                            {t.lastVisit(formatDate(p.lastVisitAt))}
                          </Text>
                        ) : null}
                      </HStack>
                    </Button>
                  </li>
                ))}
              </Stack>
            )}
          </QueryState>
        </section>
      ) : (
        <Text color="fg.muted">{t.hint}</Text>
      )}
    </Stack>
  );
}

export interface PatientsViewProps {
  q: string | undefined;
  patient: number | undefined;
  treat: boolean;
  manageInvoices: boolean;
  onSearch: (q: string) => void;
  onOpen: (id: number | undefined) => void;
}

export default function PatientsView({ q, patient, treat, manageInvoices, onSearch, onOpen }: PatientsViewProps) {
  return patient ? (
    <PatientFile id={patient} treat={treat} manageInvoices={manageInvoices} onBack={() => onOpen(undefined)} />
  ) : (
    <PatientLookup q={q} onSearch={onSearch} onOpen={onOpen} />
  );
}
