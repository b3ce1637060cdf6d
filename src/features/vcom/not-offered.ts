// Operations of the vcom tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

// Issue 25 points 3-6 (HR, calendar, working times, websites) are built as ?view=hr|times|calendar|website;
// what those views leave out:
const HRFORM =
  'application forms with questions and advertised vacancies: not built yet (#25); an application is a free text';
const HRTRAIN = 'trainings and training courses in the HR file: not built yet (#25)';
const HRFILEMORE = 'commendations, notes on an HR file and the HR statistics: not built yet (#25)';

export const notOffered = defineNotOffered([
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
]);
