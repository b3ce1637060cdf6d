// Operations of the vcom tag that no screen offers, each with its reason (docs/adding-an-area.md).
// Read by the tests and tools, never by the app: the reasons stay out of every player's download.
import { defineNotOffered } from '../../api/area-manifest';

// Issue 25 points 3-6 (HR, calendar, working times, websites) are built as ?view=hr|times|calendar|website;
// the HR file's records, trainings, courses, statistics, the application form and vacancies too.
export const notOffered = defineNotOffered([]);
