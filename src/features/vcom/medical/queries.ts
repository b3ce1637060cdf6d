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
  getGetVcomMedicalMissionQueryOptions,
  getGetVcomTreatmentQueryOptions,
  getListVcomMedicalCertificatesQueryOptions,
  getListVcomMedicalMissionsQueryKey,
  getListVcomMedicalMissionsQueryOptions,
  getListVcomMedicationsQueryOptions,
  getListVcomPatientAuditQueryKey,
  getListVcomPatientAuditQueryOptions,
  getListVcomPatientNotesQueryOptions,
  getListVcomPrescriptionsQueryOptions,
  getListVcomTreatmentServicesQueryKey,
  getListVcomTreatmentsQueryKey,
  getListVcomTreatmentsQueryOptions,
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
    client.invalidateQueries({ queryKey: getListVcomTreatmentsQueryKey() }),
  ]);
}

// Issue 25 point 1, the rest: the patient file's tabs, the treatments across patients, rescue
// missions and the whole catalogue (inactive services too, for its administration).
export const prescriptionsOptions = (id: number) => getListVcomPrescriptionsQueryOptions(id);
/** The medications a prescription picks from (a short list that rarely changes). */
export const medicationsOptions = () => getListVcomMedicationsQueryOptions({ query: { staleTime: 5 * 60_000 } });
export const certificatesOptions = (id: number) => getListVcomMedicalCertificatesQueryOptions(id);
export const patientNotesOptions = (id: number) => getListVcomPatientNotesQueryOptions(id, { limit: PAGE });
export const patientAuditOptions = (id: number) => getListVcomPatientAuditQueryOptions(id, { limit: PAGE });
export const allTreatmentsOptions = (status: 'active' | 'closed' | undefined) =>
  getListVcomTreatmentsQueryOptions({ ...(status ? { status } : {}), limit: PAGE });
export const treatmentOptions = (id: number) => getGetVcomTreatmentQueryOptions(id);
export const missionsOptions = (status: 'open' | 'closed' | undefined) =>
  getListVcomMedicalMissionsQueryOptions({ ...(status ? { status } : {}), limit: PAGE });
export const missionOptions = (id: number) => getGetVcomMedicalMissionQueryOptions(id);
export const catalogueOptions = () => getListVcomTreatmentServicesQueryOptions();

/** A change of the patient file's tabs: the tab's list, the history and the file refetch. */
export function fileTabChanged(client: QueryClient, id: number, queryKey: readonly unknown[]) {
  return Promise.all([
    client.invalidateQueries({ queryKey }),
    client.invalidateQueries({ queryKey: getListVcomPatientAuditQueryKey(id) }),
    patientChanged(client, id),
  ]);
}

/** Missions changed: the lists and the opened one refetch. */
export const missionsChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: getListVcomMedicalMissionsQueryKey() });

/** The catalogue changed: every list of services (the treatments' picker too) refetches. */
export const catalogueChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: getListVcomTreatmentServicesQueryKey() });
