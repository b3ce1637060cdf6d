// vcom HR with state, the HR file's further records and recruiting (issue 25, point 3):
// commendations, internal notes, trainings and the courses they come from, the HR statistics,
// the application form and advertised vacancies. Domain rules the mock keeps: a former member
// takes no commendation or training (409); a training names a course of the file's organisation
// and was completed no later than today (422 under the field), a passed one stays valid for the
// course's validity days; a course name is unique in its organisation (409); a commendation and
// a training are written to the service history (who, when, what) and count in the file; the
// statistics are counted from the files, applications and leave; a vacancy closes in the
// future (422 under closesAt) and only open ones are listed; an application answers the form's
// required questions (422 under answers; answers to questions not on the form are dropped), names a vacancy of its organisation
// (422 under vacancyId) and is refused while the form is closed (409). Team rights (manageHr,
// manageTrainings) are refused by the check layer.
import { HttpResponse, type RequestHandler } from 'msw';
import { actingVcomStaff } from '../../scenarios/vcom-session';
import { collection, MOCK_REFERENCE_DATE } from '../../store';
import { body, done, idParam, me, notFound, now, on, page, problem, type Json } from '../kit';
import { applications, hrEvents, hrFiles, leaveRequests } from './hr';
import type { Row } from './world';

const at = (daysAgo: number) => new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 86_400_000).toISOString();
const conflict = (detail: string) => problem(409, 'Konflikt', detail);
const invalid = (field: string, message: string) => problem(422, 'Eingabe ungültig', message, [{ field, message }]);
const SEED_LEAD = { staffId: 1805, name: 'Karl_Braun', team: 'police', rank: 'Captain' };
/** Who acts: the scenario's staff member, else the hrLead account. */
const lead = (request: Request) =>
  actingVcomStaff(request) ?? { staffId: 1808, name: me().name, team: 'police', rank: 'Personalleitung' };
const fileOf = (params: Record<string, unknown>) =>
  hrFiles().where((f) => String((f.staff as Json).staffId) === idParam(params))[0];
const strip = ({ staffId: _, ...rest }: Row): Json => rest;

export const trainingCourses = () =>
  collection<Row>('vcom.trainingCourses', () => [
    {
      team: 'police',
      name: 'Grundausbildung Streifendienst',
      description: 'Festnahme, Funk, Eigensicherung.',
      required: true,
      validityDays: 0,
    },
    {
      team: 'police',
      name: 'Erste Hilfe',
      description: 'Auffrischung alle zwei Jahre.',
      required: false,
      validityDays: 730,
    },
    { team: 'medic', name: 'Notfallmedizin I', required: true, validityDays: 365 },
  ]);

export const trainings = () =>
  collection<Row>('vcom.trainings', () => [
    {
      staffId: 1002,
      course: { id: 1, name: 'Grundausbildung Streifendienst' },
      completedAt: at(85),
      result: 'passed',
      instructor: SEED_LEAD,
    },
    {
      staffId: 1002,
      course: { id: 2, name: 'Erste Hilfe' },
      completedAt: at(60),
      result: 'passed',
      instructor: SEED_LEAD,
      validUntil: at(60 - 730),
    },
  ]);

export const hrFileNotes = () =>
  collection<Row>('vcom.hrFileNotes', () => [
    {
      entityType: 'hrFile',
      entityId: 1001,
      author: SEED_LEAD,
      text: 'Zuverlässig im Streifendienst; Funkdisziplin noch üben.',
      confidential: false,
      createdAt: at(10),
    },
  ]);

/** The application forms, one per organisation (`team`). */
export const applicationForms = () =>
  collection<Row>('vcom.applicationForms', () => [
    {
      team: 'police',
      open: true,
      intro: 'Schön, dass du zum LSPD möchtest. Beantworte bitte die Fragen ehrlich.',
      questions: [
        { id: 1, text: 'Hast du einen Führerschein?', kind: 'yesNo', required: false },
        { id: 2, text: 'Wie viele Stunden pro Woche kannst du Dienst tun?', kind: 'number', required: false },
      ],
      updatedAt: at(30),
    },
  ]);
let questionSerial = 100;

export const vacancies = () =>
  collection<Row>('vcom.vacancies', () => [
    {
      team: 'police',
      title: 'Streifenpolizist (m/w/d)',
      description: 'Streifendienst in Mission Row, auch nachts.',
      openings: 3,
      createdAt: at(12),
    },
    {
      team: 'medic',
      title: 'Rettungssanitäter (m/w/d)',
      description: 'Einsätze im ganzen Stadtgebiet.',
      openings: 2,
      createdAt: at(6),
    },
  ]);
const isOpen = (v: Row, when = now()) => !v.closesAt || String(v.closesAt) > when;

/** The form of `team` (a closed, empty one when the organisation has none yet). */
export function formOf(team: string): Json {
  const found = applicationForms().where((f) => f.team === team)[0];
  if (found) {
    const { id: _, ...form } = found;
    return form;
  }
  return { team, open: true, intro: 'Bewirb dich bei uns.', questions: [] };
}

/**
 * Why an application to `team` is refused by its form or vacancy, else undefined; the answers
 * come back with their question's text.
 */
export function checkApplication(input: Json): { refusal?: Response; answers: Json[] } {
  const team = String(input.team);
  const form = formOf(team);
  if (form.open === false)
    return { refusal: conflict('Diese Organisation nimmt gerade keine Bewerbungen an.'), answers: [] };
  if (input.vacancyId !== undefined) {
    const v = vacancies().get(Number(input.vacancyId));
    if (!v || v.team !== team || !isOpen(v)) {
      return { refusal: invalid('vacancyId', 'Diese Stelle ist nicht (mehr) ausgeschrieben.'), answers: [] };
    }
  }
  const questions = form.questions as Json[];
  const given = Array.isArray(input.answers) ? (input.answers as Json[]) : [];
  const answers: Json[] = [];
  for (const a of given) {
    const q = questions.find((x) => x.id === a.questionId);
    // An answer to a question no longer on the form (changed meanwhile) is dropped, not refused.
    if (q && String(a.answer ?? '').trim())
      answers.push({ questionId: q.id, question: q.text, answer: String(a.answer) });
  }
  const missing = questions.find((q) => q.required === true && !answers.some((a) => a.questionId === q.id));
  if (missing) return { refusal: invalid('answers', `Bitte beantworte: ${String(missing.text)}`), answers: [] };
  return { answers };
}

const fileRecordHandlers = (): RequestHandler[] => [
  ...on('addVcomCommendation', async ({ params, request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    if (f.status === 'former') return conflict('Diese Person ist nicht mehr im Dienst.');
    const input = await body(request);
    const title = String(input.title ?? '').trim();
    if (!title) return invalid('title', 'Bitte gib der Belobigung einen Titel.');
    const list = (f.commendations as Json[]) ?? [];
    const commendation: Json = {
      id: list.reduce((max, c) => Math.max(max, Number(c.id)), 0) + 1,
      title,
      ...(input.text ? { text: String(input.text) } : {}),
      issuedBy: lead(request),
      issuedAt: now(),
    };
    hrFiles().update(f.id, { commendations: [commendation, ...list], version: Number(f.version) + 1 });
    hrEvents().insert({
      staffId: (f.staff as Json).staffId,
      kind: 'commended',
      at: now(),
      by: lead(request),
      note: title,
    });
    return HttpResponse.json(commendation, { status: 201 });
  }),
  ...on('listVcomHrFileNotes', ({ params, request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    const staffId = (f.staff as Json).staffId;
    const found = hrFileNotes()
      .where((n) => n.entityId === staffId)
      .sort(
        (a, b) =>
          Number(b.pinned === true) - Number(a.pinned === true) ||
          String(b.createdAt).localeCompare(String(a.createdAt)),
      );
    return HttpResponse.json(page(request, found));
  }),
  ...on('addVcomHrFileNote', async ({ params, request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    const input = await body(request);
    const text = String(input.text ?? '').trim();
    if (!text) return invalid('text', 'Bitte schreib eine Notiz.');
    const created = hrFileNotes().insert({
      entityType: 'hrFile',
      entityId: (f.staff as Json).staffId,
      author: lead(request),
      text,
      confidential: input.confidential === true,
      ...(input.pinned === true ? { pinned: true } : {}),
      createdAt: now(),
    });
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('listVcomTrainings', ({ params }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    const staffId = (f.staff as Json).staffId;
    return HttpResponse.json({
      items: trainings()
        .where((x) => x.staffId === staffId)
        .sort((a, b) => String(b.completedAt).localeCompare(String(a.completedAt)))
        .map(strip),
    });
  }),
  ...on('addVcomTraining', async ({ params, request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    if (f.status === 'former') return conflict('Diese Person ist nicht mehr im Dienst.');
    const input = await body(request);
    const course = trainingCourses().get(Number(input.courseId));
    if (!course || course.team !== f.team)
      return invalid('courseId', 'Diesen Lehrgang bietet die Organisation nicht an.');
    const completedAt = String(input.completedAt);
    if (Number.isNaN(Date.parse(completedAt)) || completedAt > now()) {
      return invalid('completedAt', 'Der Abschluss darf nicht in der Zukunft liegen.');
    }
    const staffId = (f.staff as Json).staffId;
    const days = Number(course.validityDays ?? 0);
    const created = trainings().insert({
      staffId,
      course: { id: course.id, name: course.name },
      completedAt,
      result: String(input.result),
      instructor: lead(request),
      ...(input.result === 'passed' && days > 0
        ? { validUntil: new Date(Date.parse(completedAt) + days * 86_400_000).toISOString() }
        : {}),
      ...(input.note ? { note: String(input.note) } : {}),
    });
    hrFiles().update(f.id, { trainingCount: Number(f.trainingCount ?? 0) + 1, version: Number(f.version) + 1 });
    hrEvents().insert({
      staffId,
      kind: 'trained',
      at: now(),
      by: lead(request),
      note: `${String(course.name)}: ${input.result === 'passed' ? 'bestanden' : 'nicht bestanden'}`,
    });
    return HttpResponse.json(strip(created), { status: 201 });
  }),
  ...on('removeVcomTraining', ({ params, request }) => {
    const f = fileOf(params);
    if (!f) return notFound('Diese Personalakte');
    const staffId = (f.staff as Json).staffId;
    const x = trainings().get(Number(params.id));
    if (!x || x.staffId !== staffId) return notFound('Dieser Lehrgang in der Akte');
    trainings().remove(x.id);
    hrFiles().update(f.id, {
      trainingCount: Math.max(0, Number(f.trainingCount ?? 1) - 1),
      version: Number(f.version) + 1,
    });
    hrEvents().insert({
      staffId,
      kind: 'trained',
      at: now(),
      by: lead(request),
      note: `${String((x.course as Json).name)}: Eintrag entfernt`,
    });
    return done('Lehrgang aus der Akte entfernt.', x.id);
  }),
];

const courseHandlers = (): RequestHandler[] => [
  ...on('listVcomTrainingCourses', ({ request }) => {
    const team = new URL(request.url).searchParams.get('team');
    return HttpResponse.json({
      items: trainingCourses()
        .where((c) => c.team === team)
        .sort((a, b) => String(a.name).localeCompare(String(b.name))),
    });
  }),
  ...on('createVcomTrainingCourse', async ({ request }) => {
    const input = await body(request);
    const name = String(input.name ?? '').trim();
    if (!name) return invalid('name', 'Bitte gib dem Lehrgang einen Namen.');
    if (
      trainingCourses().where((c) => c.team === input.team && String(c.name).toLowerCase() === name.toLowerCase())
        .length
    ) {
      return conflict('Einen Lehrgang mit diesem Namen gibt es schon.');
    }
    const created = trainingCourses().insert(
      {
        team: String(input.team),
        name,
        ...(input.description ? { description: String(input.description) } : {}),
        required: input.required === true,
        ...(input.validityDays !== undefined ? { validityDays: Number(input.validityDays) } : {}),
      },
      { first: false },
    );
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('getVcomHrStatistics', ({ params }) => {
    const team = String(params.team);
    const files = hrFiles().where((f) => f.team === team);
    const inService = files.filter((f) => f.status !== 'former');
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const perRank = new Map<number, Json>();
    for (const f of inService) {
      const level = Number(f.rankLevel);
      const row = perRank.get(level) ?? {
        rankLevel: level,
        rank: String((f.staff as Json).rank).slice(0, 40),
        count: 0,
      };
      row.count = Number(row.count) + 1;
      perRank.set(level, row);
    }
    const today = now().slice(0, 10);
    const onLeave = new Set(
      leaveRequests()
        .where(
          (l) =>
            (l.staff as Json).team === team &&
            l.status === 'approved' &&
            String(l.from) <= today &&
            String(l.to) >= today,
        )
        .map((l) => (l.staff as Json).staffId),
    );
    return HttpResponse.json({
      team,
      headcount: inService.length,
      onProbation: inService.filter((f) => f.status === 'probation').length,
      onLeave: inService.filter((f) => f.status === 'onLeave' || onLeave.has((f.staff as Json).staffId)).length,
      suspended: inService.filter((f) => f.status === 'suspended').length,
      openApplications: applications().where(
        (a) => a.team === team && ['submitted', 'inReview', 'interview', 'accepted'].includes(String(a.status)),
      ).length,
      hiredLast30d: files.filter((f) => String(f.hiredAt) >= since).length,
      leftLast30d: files.filter((f) => f.leftAt && String(f.leftAt) >= since).length,
      perRank: [...perRank.values()].sort((a, b) => Number(b.rankLevel) - Number(a.rankLevel)).slice(0, 21),
    });
  }),
];

const recruitingHandlers = (): RequestHandler[] => [
  ...on('getVcomApplicationForm', ({ params }) => HttpResponse.json(formOf(String(params.team)))),
  ...on('updateVcomApplicationForm', async ({ params, request }) => {
    const team = String(params.team);
    const input = await body(request);
    const questions = Array.isArray(input.questions) ? (input.questions as Json[]) : [];
    const texts = questions.map((q) =>
      String(q.text ?? '')
        .trim()
        .toLowerCase(),
    );
    const twice = texts.findIndex((text, i) => texts.indexOf(text) !== i);
    if (twice >= 0) return invalid(`questions.${twice}.text`, 'Diese Frage steht schon im Formular.');
    const known = new Set((formOf(team).questions as Json[]).map((q) => q.id));
    const form: Json = {
      team,
      open: input.open === true,
      intro: String(input.intro ?? ''),
      questions: questions.map((q) => ({
        id: q.id !== undefined && known.has(q.id) ? q.id : ++questionSerial,
        text: String(q.text).trim(),
        kind: String(q.kind),
        required: q.required === true,
      })),
      updatedAt: now(),
    };
    const found = applicationForms().where((f) => f.team === team)[0];
    if (found) applicationForms().update(found.id, form);
    else applicationForms().insert(form);
    return HttpResponse.json(form);
  }),
  ...on('listVcomVacancies', ({ request }) => {
    const team = new URL(request.url).searchParams.get('team');
    return HttpResponse.json({
      items: vacancies()
        .where((v) => (!team || v.team === team) && isOpen(v))
        .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
        .slice(0, 50),
    });
  }),
  ...on('createVcomVacancy', async ({ request }) => {
    const input = await body(request);
    const title = String(input.title ?? '').trim();
    if (!title) return invalid('title', 'Bitte gib der Stelle einen Titel.');
    if (input.closesAt !== undefined && String(input.closesAt) <= now()) {
      return invalid('closesAt', 'Die Ausschreibung muss in der Zukunft enden.');
    }
    const created = vacancies().insert({
      team: String(input.team),
      title,
      description: String(input.description ?? ''),
      openings: Number(input.openings),
      createdAt: now(),
      ...(input.closesAt ? { closesAt: String(input.closesAt) } : {}),
    });
    return HttpResponse.json(created, { status: 201 });
  }),
  ...on('deleteVcomVacancy', ({ params }) => {
    const v = vacancies().get(Number(idParam(params)));
    if (!v) return notFound('Diese Stelle');
    vacancies().remove(v.id);
    return done('Stelle entfernt.', v.id);
  }),
];

export const hrRecordHandlers = (): RequestHandler[] => [
  ...fileRecordHandlers(),
  ...courseHandlers(),
  ...recruitingHandlers(),
];
