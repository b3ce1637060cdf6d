// ?view=patients (the medical team): the patient look-up, or the opened file (?patient=).
// Loaded on demand by the vcom page: only the medical team needs this code.
import { Badge, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { vcomMedicalTexts } from '../texts';
import { PersonLookup } from '../workspace/person-lookup';
import { PatientFile } from './patient-file';
import { patientSearchOptions } from './queries';

const t = vcomMedicalTexts.lookup;
const texts = { label: t.label, placeholder: t.placeholder, list: t.list, empty: t.empty, hint: t.hint };

function PatientLookup({
  q,
  onSearch,
  onOpen,
}: {
  q: string | undefined;
  onSearch: (q: string) => void;
  onOpen: (id: number) => void;
}) {
  const found = useQuery({ ...patientSearchOptions(q ?? ''), enabled: !!q, placeholderData: keepPreviousData });
  return (
    <PersonLookup texts={texts} q={q} found={found} onSearch={onSearch} onOpen={onOpen} idOf={(p) => p.citizen.id}>
      {(p) => (
        <>
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
        </>
      )}
    </PersonLookup>
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
