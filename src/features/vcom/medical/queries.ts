// Query options of the medical views (screens and the route loader share them) and what a
// change touches.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetVcomPatientQueryKey,
  getGetVcomPatientQueryOptions,
  getListVcomMedicalInvoicesQueryKey,
  getListVcomMedicalInvoicesQueryOptions,
  getListVcomMedicalRecordsQueryKey,
  getListVcomMedicalRecordsQueryOptions,
  getListVcomPatientTreatmentsQueryKey,
  getListVcomPatientTreatmentsQueryOptions,
  getListVcomTreatmentServicesQueryOptions,
  getSearchVcomPatientsQueryKey,
  getSearchVcomPatientsQueryOptions,
} from '../../../api/generated/endpoints/vcom/vcom';

const PAGE = 50;

export const patientSearchOptions = (q: string) => getSearchVcomPatientsQueryOptions({ q, limit: 20 });
export const patientOptions = (id: number) => getGetVcomPatientQueryOptions(id);
export const medicalRecordsOptions = (id: number) => getListVcomMedicalRecordsQueryOptions(id, { limit: PAGE });
export const treatmentsOptions = (id: number) => getListVcomPatientTreatmentsQueryOptions(id, { limit: PAGE });
/** The active services of the catalogue (small, changes rarely). */
export const servicesOptions = () =>
  getListVcomTreatmentServicesQueryOptions({ active: true }, { query: { staleTime: 5 * 60_000 } });
/** A patient's invoices: the list searched by the patient's name. */
export const patientInvoicesOptions = (name: string) =>
  getListVcomMedicalInvoicesQueryOptions({ q: name, limit: PAGE });

/** The patient file changed (records, treatments, invoices): its lists and counters refetch. */
export function patientChanged(client: QueryClient, id: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetVcomPatientQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomMedicalRecordsQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomPatientTreatmentsQueryKey(id) }),
    client.invalidateQueries({ queryKey: getListVcomMedicalInvoicesQueryKey() }),
    client.invalidateQueries({ queryKey: getSearchVcomPatientsQueryKey() }),
  ]);
}
