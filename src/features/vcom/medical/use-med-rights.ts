// The medical team's rights beyond treating (the contract's x-team-right of each operation):
// prescribe, issueCertificates, manageMedicalRecords, manageMedicalCatalogue, treatPatients.
import { useCan } from '../../../api/permissions';
import { useVcomRights } from '../rights';

export interface MedRights {
  prescribe: boolean;
  certify: boolean;
  note: boolean;
  deleteRecords: boolean;
  catalogue: boolean;
  missions: boolean;
}

export function useMedRights(): MedRights {
  const { scope } = useVcomRights();
  return {
    prescribe: useCan('issueVcomPrescription', scope),
    certify: useCan('issueVcomMedicalCertificate', scope),
    note: useCan('addVcomPatientNote', scope),
    deleteRecords: useCan('deleteVcomMedicalRecord', scope),
    catalogue: useCan('createVcomTreatmentService', scope),
    missions: useCan('createVcomMedicalMission', scope),
  };
}
