// Operations of the vcom tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

// Issue 25 points 3-6 (HR, calendar, working times, websites) are built as ?view=hr|times|calendar|website;
// what those views leave out:
const HRAPP =
  'changing an application after sending it, review comments and interview invitations: not built yet (#25); the applicant withdraws and sends a new one';
const HRFORM =
  'application forms with questions and advertised vacancies: not built yet (#25); an application is a free text';
const HRTRAIN = 'trainings and training courses in the HR file: not built yet (#25)';
const HRFILEMORE = 'commendations, notes on an HR file and the HR statistics: not built yet (#25)';
const HRLEAVE = 'cancelling an own leave request [Urlaubsantrag]: not built yet (#25)';
const CALMORE =
  "the member's own upcoming slots, a single slot on its own and closing a slot as done or no-show: not built yet (#25); the week view lists every slot";
const SITESECTIONS = 'sub-pages of an organisation website: not built yet (#25); the start page and its news are';
const ADMIN = 'vcom administration (accounts, ranks, team rights, audit): not part of issue 24, not built yet';
const DASH = 'the vcom start tiles: the workspace opens on the citizen look-up instead; not built yet';

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
  { operationId: 'listVcomMyCalendarSlots', reason: CALMORE },
  { operationId: 'getVcomCalendarSlot', reason: CALMORE },
  { operationId: 'closeVcomCalendarSlot', reason: CALMORE },
  { operationId: 'listVcomWebsiteSections', reason: SITESECTIONS },
  { operationId: 'createVcomWebsiteSection', reason: SITESECTIONS },
  { operationId: 'updateVcomWebsiteSection', reason: SITESECTIONS },
  { operationId: 'deleteVcomWebsiteSection', reason: SITESECTIONS },
  { operationId: 'editVcomApplication', reason: HRAPP },
  { operationId: 'listVcomApplicationComments', reason: HRAPP },
  { operationId: 'addVcomApplicationComment', reason: HRAPP },
  { operationId: 'assignVcomApplicationInterview', reason: HRAPP },
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
  { operationId: 'cancelVcomLeaveRequest', reason: HRLEAVE },
]);
