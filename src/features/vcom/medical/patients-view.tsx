// ?view=patients (the medical team): the patient look-up, or the opened file (?patient=, its
// tabs by ?tab=); without a patient, ?tab=treatments|missions|catalogue (?item= the opened one).
// Loaded on demand by the vcom page: only the medical team needs this code.
import { Badge, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { oneOf } from '../../../components/views/search-values';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { formatDate } from '../../../lib/format';
import type { VcomSearch } from '../search-params';
import { vcomMedicalTexts } from '../texts';
import { PersonLookup } from '../workspace/person-lookup';
import { FILE_TABS, PatientFile, type FileTab } from './patient-file';
import { patientSearchOptions } from './queries';
import { medTexts } from './texts';
import { useMedRights } from './use-med-rights';
import { VIEW_TABS, type ViewTab } from './view-tabs';

// Treatments across patients, rescue missions and the catalogue load when their tab opens.
const WorkTabs = lazy(() => import('./work-tabs'));

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
  const queryClient = useQueryClient();
  const found = useQuery({ ...patientSearchOptions(q ?? ''), enabled: !!q, placeholderData: keepPreviousData });
  return (
    <PersonLookup
      texts={texts}
      q={q}
      found={found}
      onSearch={onSearch}
      ask={(next) => void queryClient.prefetchQuery(patientSearchOptions(next))}
      onOpen={onOpen}
      idOf={(p) => p.citizen.id}
    >
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
  /** ?tab= (a file tab with ?patient, else a view tab) and ?item= (the opened treatment or mission). */
  tab: string | undefined;
  item: number | undefined;
  onSearch: (q: string) => void;
  onOpen: (id: number | undefined) => void;
  onChange: (patch: Partial<VcomSearch>) => void;
}

const fileTabs = Object.fromEntries(FILE_TABS.map((x) => [x, 1])) as Record<FileTab, 1>;
const viewTabs = Object.fromEntries(VIEW_TABS.map((x) => [x, 1])) as Record<ViewTab, 1>;

export default function PatientsView(props: PatientsViewProps) {
  const { q, patient, treat, manageInvoices, tab, item, onSearch, onOpen, onChange } = props;
  const rights = useMedRights();
  if (patient) {
    return (
      <PatientFile
        id={patient}
        treat={treat}
        manageInvoices={manageInvoices}
        tab={oneOf(tab, fileTabs) ?? 'file'}
        rights={rights}
        onTab={(next) => onChange({ tab: next === 'file' ? undefined : next })}
        onBack={() => onChange({ patient: undefined, tab: undefined })}
      />
    );
  }
  const view = oneOf(tab, viewTabs) ?? 'search';
  return (
    <Stack gap="4">
      <SegmentedFilter
        label={medTexts.viewTabs.label}
        options={VIEW_TABS}
        labels={medTexts.viewTabs}
        value={view}
        onChange={(next) => onChange({ tab: next === 'search' ? undefined : next, item: undefined })}
        attached={false}
      />
      {view === 'search' ? (
        <PatientLookup q={q} onSearch={onSearch} onOpen={onOpen} />
      ) : (
        <Suspense fallback={null}>
          <WorkTabs
            tab={view}
            item={item}
            rights={rights}
            onItem={(id) => onChange({ item: id })}
            onPatient={(id) => onChange({ patient: id, tab: undefined, item: undefined })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
