// Operations of the vcom tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

// Issue 25 points 3-6 (HR, calendar, working times, websites) are built as ?view=hr|times|calendar|website;
// what those views leave out:
const HRFORM =
  'application forms with questions and advertised vacancies: not built yet (#25); an application is a free text';
const HRTRAIN = 'trainings and training courses in the HR file: not built yet (#25)';
const HRFILEMORE = 'commendations, notes on an HR file and the HR statistics: not built yet (#25)';
const MEDREC =
  'deleting a medical record: the patient file offers adding and editing (with the conflict view); deleting is for the record admins, not built yet';
const MEDLIST =
  "the treatments across all patients and a single treatment on its own: the patient file lists each patient's treatments in full";
const MEDCAT =
  'editing the service catalogue [Leistungskatalog]: the treatment picks from it; its administration is not built yet';
const MEDLATER =
  'prescriptions, certificates, patient notes and audit, rescue missions: issue 25 point 1 covers records, treatments and invoices; not built yet';
const COURTSTAFF =
  'assigning judge, prosecutor and clerk [Besetzung]: the case shows its judge; assigning is not built yet';
const COURTDOCS =
  'documents, notes and the audit trail of a court case: issue 25 point 2 covers cases, parties, hearings and the judgment; not built yet';
const JUDGMENTS =
  'the judgment register, appeals and revoking a judgment: the court case shows its own judgment (getVcomCourtCaseJudgment); the rest is not built yet';
const LAWYERS = 'the lawyer register: not built yet';
const PETITIONS = 'petitions [Anträge] to the court: not built yet';
const ADMIN = 'vcom administration (accounts, ranks, team rights, audit): not part of issue 24, not built yet';
const DASH = 'the vcom start tiles: the workspace opens on the citizen look-up instead; not built yet';
const NOTES =
  'notes on a citizen file, and editing or deleting a note: notes are taken on a case (addVcomCaseNote); the file shows its cases and audit trail; the mock keeps citizen notes for a later screen';
const REPORTS =
  "police reports [Einsatzberichte] as a register of their own: issue 24 point 4's reports are written as a case's journal entries and notes, edited with the case (409/412 conflict view); a separate report register is not built";
const RECORDS =
  'writing, correcting and deleting criminal records [Vorstrafen] by hand: a guilty judgment writes them (court view); the citizen file shows them read-only; the mock keeps them for a later screen';
const LICENCES = 'granting, revoking and restoring licences: not part of issue 24, not built yet; the file lists them';
const VEHICLES =
  "vehicle and weapon registers of their own: the file lists a citizen's; the global search finds owners by plate";
const CRIMES = 'the penal catalogue is read as one list with search (listVcomCrimes); single look-ups are not needed';
const TICKETS =
  'correcting, cancelling, paying and looking up tickets by number: not built before the deadline (the global search finds a ticket by number)';
const CITIZENEDIT = "changing a citizen's data or wanted flag: not part of issue 24's first part, not built yet";

export const notOffered = defineNotOffered([
  { operationId: 'selectVcomAccount', reason: ADMIN },
  { operationId: 'listVcomTeams', reason: ADMIN },
  { operationId: 'getVcomDashboard', reason: DASH },
  { operationId: 'getVcomTeamRights', reason: ADMIN },
  { operationId: 'setVcomTeamRights', reason: ADMIN },
  { operationId: 'listVcomTeamRanks', reason: ADMIN },
  { operationId: 'listVcomTeamMembers', reason: ADMIN },
  { operationId: 'listVcomTeamAudit', reason: ADMIN },
  { operationId: 'listVcomAccounts', reason: ADMIN },
  { operationId: 'createVcomAccount', reason: ADMIN },
  { operationId: 'getVcomAccount', reason: ADMIN },
  { operationId: 'updateVcomAccount', reason: ADMIN },
  { operationId: 'deleteVcomAccount', reason: ADMIN },
  { operationId: 'setVcomAccountRights', reason: ADMIN },
  { operationId: 'lockVcomAccount', reason: ADMIN },
  { operationId: 'unlockVcomAccount', reason: ADMIN },
  { operationId: 'resetVcomAccountPin', reason: ADMIN },
  { operationId: 'getVcomStaffProfile', reason: ADMIN },
  { operationId: 'listVcomUserAudit', reason: ADMIN },
  { operationId: 'listVcomAudit', reason: ADMIN },
  { operationId: 'editVcomNote', reason: NOTES },
  { operationId: 'deleteVcomNote', reason: NOTES },
  { operationId: 'getVcomApplicationForm', reason: HRFORM },
  { operationId: 'updateVcomApplicationForm', reason: HRFORM },
  { operationId: 'listVcomVacancies', reason: HRFORM },
  { operationId: 'createVcomVacancy', reason: HRFORM },
  { operationId: 'deleteVcomVacancy', reason: HRFORM },
  { operationId: 'listVcomTrainings', reason: HRTRAIN },
  { operationId: 'addVcomTraining', reason: HRTRAIN },
  { operationId: 'removeVcomTraining', reason: HRTRAIN },
  { operationId: 'addVcomCommendation', reason: HRFILEMORE },
  { operationId: 'listVcomHrFileNotes', reason: HRFILEMORE },
  { operationId: 'addVcomHrFileNote', reason: HRFILEMORE },
  { operationId: 'listVcomTrainingCourses', reason: HRTRAIN },
  { operationId: 'createVcomTrainingCourse', reason: HRTRAIN },
  { operationId: 'getVcomHrStatistics', reason: HRFILEMORE },
  { operationId: 'assignVcomCourtCaseStaff', reason: COURTSTAFF },
  { operationId: 'listVcomCourtDocuments', reason: COURTDOCS },
  { operationId: 'addVcomCourtDocument', reason: COURTDOCS },
  { operationId: 'listVcomCourtCaseNotes', reason: COURTDOCS },
  { operationId: 'addVcomCourtCaseNote', reason: COURTDOCS },
  { operationId: 'listVcomCourtCaseAudit', reason: COURTDOCS },
  { operationId: 'listVcomJudgments', reason: JUDGMENTS },
  { operationId: 'getVcomJudgment', reason: JUDGMENTS },
  { operationId: 'submitVcomJudgmentAppeal', reason: JUDGMENTS },
  { operationId: 'revokeVcomJudgment', reason: JUDGMENTS },
  { operationId: 'listVcomLawyers', reason: LAWYERS },
  { operationId: 'registerVcomLawyer', reason: LAWYERS },
  { operationId: 'removeVcomLawyer', reason: LAWYERS },
  { operationId: 'listVcomPetitions', reason: PETITIONS },
  { operationId: 'submitVcomPetition', reason: PETITIONS },
  { operationId: 'getVcomPetition', reason: PETITIONS },
  { operationId: 'approveVcomPetition', reason: PETITIONS },
  { operationId: 'rejectVcomPetition', reason: PETITIONS },
  { operationId: 'deleteVcomMedicalRecord', reason: MEDREC },
  { operationId: 'listVcomTreatments', reason: MEDLIST },
  { operationId: 'getVcomTreatment', reason: MEDLIST },
  { operationId: 'createVcomTreatmentService', reason: MEDCAT },
  { operationId: 'updateVcomTreatmentService', reason: MEDCAT },
  { operationId: 'deleteVcomTreatmentService', reason: MEDCAT },
  { operationId: 'listVcomPrescriptions', reason: MEDLATER },
  { operationId: 'issueVcomPrescription', reason: MEDLATER },
  { operationId: 'revokeVcomPrescription', reason: MEDLATER },
  { operationId: 'listVcomMedications', reason: MEDLATER },
  { operationId: 'listVcomMedicalCertificates', reason: MEDLATER },
  { operationId: 'issueVcomMedicalCertificate', reason: MEDLATER },
  { operationId: 'revokeVcomMedicalCertificate', reason: MEDLATER },
  { operationId: 'listVcomPatientNotes', reason: MEDLATER },
  { operationId: 'addVcomPatientNote', reason: MEDLATER },
  { operationId: 'listVcomPatientAudit', reason: MEDLATER },
  { operationId: 'listVcomMedicalMissions', reason: MEDLATER },
  { operationId: 'createVcomMedicalMission', reason: MEDLATER },
  { operationId: 'getVcomMedicalMission', reason: MEDLATER },
  { operationId: 'closeVcomMedicalMission', reason: MEDLATER },
  { operationId: 'updateVcomCitizen', reason: CITIZENEDIT },
  { operationId: 'setVcomCitizenWanted', reason: CITIZENEDIT },
  { operationId: 'addVcomCitizenRecord', reason: RECORDS },
  { operationId: 'editVcomCriminalRecord', reason: RECORDS },
  { operationId: 'deleteVcomCriminalRecord', reason: RECORDS },
  { operationId: 'grantVcomCitizenLicence', reason: LICENCES },
  { operationId: 'revokeVcomLicence', reason: LICENCES },
  { operationId: 'restoreVcomLicence', reason: LICENCES },
  { operationId: 'listVcomCitizenNotes', reason: NOTES },
  { operationId: 'addVcomCitizenNote', reason: NOTES },
  { operationId: 'searchVcomVehicles', reason: VEHICLES },
  { operationId: 'getVcomVehicle', reason: VEHICLES },
  { operationId: 'setVcomVehicleFlags', reason: VEHICLES },
  { operationId: 'getVcomRegisteredWeapon', reason: VEHICLES },
  { operationId: 'listVcomCrimeCategories', reason: CRIMES },
  { operationId: 'getVcomCrime', reason: CRIMES },
  { operationId: 'getVcomCrimeByCode', reason: CRIMES },
  { operationId: 'getVcomTicket', reason: TICKETS },
  { operationId: 'editVcomTicket', reason: TICKETS },
  { operationId: 'cancelVcomTicket', reason: TICKETS },
  { operationId: 'markVcomTicketPaid', reason: TICKETS },
  { operationId: 'getVcomTicketByNumber', reason: TICKETS },
  { operationId: 'listVcomPoliceReports', reason: REPORTS },
  { operationId: 'createVcomPoliceReport', reason: REPORTS },
  { operationId: 'getVcomPoliceReport', reason: REPORTS },
  { operationId: 'editVcomPoliceReport', reason: REPORTS },
  { operationId: 'deleteVcomPoliceReport', reason: REPORTS },
  { operationId: 'submitVcomPoliceReport', reason: REPORTS },
]);
