// The vcad mock's administration: codes, general and department settings, departments,
// unit types and staff.
import { HttpResponse, type RequestHandler } from 'msw';
import { body, done, idParam, notFound, on, type Json } from '../kit';
import {
  calls,
  departments,
  generalSettings,
  iso,
  nowMs,
  pub,
  reserve,
  staffOf,
  statusCodes,
  tenCodes,
  typesOf,
  units,
  unitTypes,
} from './world';
import { conflict, departmentJson, departmentOf, touch } from './rules';

export const codeHandlers = (): RequestHandler[] => [
  ...on('listVcadTenCodes', () =>
    HttpResponse.json({
      items: tenCodes()
        .all()
        .sort((a, b) => Number(a.order) - Number(b.order))
        .map(({ id: _id, ...c }) => c),
    }),
  ),
  ...on('listVcadStatusCodes', () =>
    HttpResponse.json({
      items: statusCodes()
        .all()
        .sort((a, b) => Number(a.order) - Number(b.order))
        .map(({ id: _id, ...c }) => c),
    }),
  ),
  ...on('getVcadGeneralSettings', () => HttpResponse.json(pub(generalSettings().all()[0] ?? { id: 0 }))),
  ...on('listVcadDepartments', () => HttpResponse.json({ items: departments().all().map(departmentJson) })),
  ...on('getVcadDepartment', ({ params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    return HttpResponse.json({
      department: departmentJson(d),
      unitTypes: typesOf(d.id).map(pub),
      settings: d._settings as Json,
      staffCount: 12 + Number(d.id) * 7,
      vehicleCount: 6 + Number(d.id) * 3,
    });
  }),
  ...on('getVcadDepartmentSettings', ({ params }) => {
    const d = departmentOf(params.departmentId);
    return d ? HttpResponse.json(d._settings as Json) : notFound('Diese Abteilung');
  }),
  ...on('listVcadUnitTypes', ({ params }) => {
    const d = departmentOf(params.departmentId);
    return d ? HttpResponse.json({ items: typesOf(d.id).map(pub) }) : notFound('Diese Abteilung');
  }),
];

/** A code (ten-code, status code) by its `code` path parameter. */
export const byCode = (list: () => ReturnType<typeof tenCodes>, params: Record<string, unknown>) =>
  list().where((c) => c.code === decodeURIComponent(String(params.code)))[0];

/** Create, replace and delete of the codes, keyed by their code (409 when it exists). */
export function codeWrites(kind: 'TenCode' | 'StatusCode', list: () => ReturnType<typeof tenCodes>, what: string) {
  return [
    ...on(`addVcad${kind}`, async ({ request }) => {
      const input = await body(request);
      if (list().where((c) => c.code === input.code).length)
        return conflict('Code vergeben', `${String(input.code)} gibt es schon.`);
      const { id: _id, ...created } = list().insert(input, { first: false });
      return HttpResponse.json(created, { status: 201 });
    }),
    ...on(`editVcad${kind}`, async ({ request, params }) => {
      const found = byCode(list, params);
      if (!found) return notFound(what);
      const { id: _id, ...changed } = list().update(found.id, { ...(await body(request)), code: found.code }) ?? found;
      return HttpResponse.json(changed);
    }),
    ...on(`deleteVcad${kind}`, ({ params }) => {
      const found = byCode(list, params);
      if (!found) return notFound(what);
      if (kind === 'StatusCode' && units().where((u) => u.statusCode === found.code && u.state !== 'offduty').length) {
        return conflict('Code in Gebrauch', `Einheiten zeigen gerade Status ${String(found.code)}.`);
      }
      list().remove(found.id);
      return done('Gelöscht.');
    }),
  ];
}

export const adminHandlers = (): RequestHandler[] => [
  ...codeWrites('TenCode', tenCodes, 'Dieser Zehner-Code'),
  ...codeWrites('StatusCode', statusCodes, 'Dieser Statuscode'),
  ...on('editVcadGeneralSettings', async ({ request }) => {
    const input = await body(request);
    generalSettings().update(1, input);
    return HttpResponse.json(pub(generalSettings().all()[0] ?? { id: 0 }));
  }),
  ...on('editVcadDepartmentSettings', async ({ request, params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    d._settings = await body(request);
    return HttpResponse.json(d._settings as Json);
  }),
  ...on('addVcadDepartment', async ({ request }) => {
    const input = await body(request);
    if (departments().where((d) => d.shortName === input.shortName).length) {
      return conflict('Kürzel vergeben', `${String(input.shortName)} gibt es schon.`);
    }
    const d = departments().insert(
      { ...input, _settings: { ...(departments().all()[0]?._settings as Json) } },
      { first: false },
    );
    return HttpResponse.json(departmentJson(d), { status: 201 });
  }),
  ...on('editVcadDepartment', async ({ request, params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    const input = await body(request);
    if (departments().where((x) => x.shortName === input.shortName && x.id !== d.id).length) {
      return conflict('Kürzel vergeben', `${String(input.shortName)} gibt es schon.`);
    }
    Object.assign(d, input);
    touch(d);
    return HttpResponse.json(departmentJson(d));
  }),
  ...on('deleteVcadDepartment', ({ params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    const busy =
      units().where((u) => (u.department as Json).id === d.id && u.state !== 'offduty').length +
      calls().where((c) => (c.department as Json).id === d.id && c.state !== 'closed').length;
    if (busy)
      return conflict('Abteilung im Einsatz', 'Solange Einheiten im Dienst oder Einsätze offen sind, bleibt sie.');
    departments().remove(d.id);
    return done('Abteilung gelöscht.', d.id);
  }),
  ...on('addVcadUnitType', async ({ request, params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    const type = unitTypes().insert({ ...(await body(request)), departmentId: d.id }, { first: false });
    return HttpResponse.json(pub(type), { status: 201 });
  }),
  ...on('editVcadUnitType', async ({ request, params }) => {
    const type = unitTypes().update(idParam(params), await body(request));
    return type ? HttpResponse.json(pub(type)) : notFound('Dieser Einheitentyp');
  }),
  ...on('deleteVcadUnitType', ({ params }) => {
    const type = unitTypes().get(idParam(params));
    if (!type) return notFound('Dieser Einheitentyp');
    if (units().where((u) => u.unitTypeId === type.id && u.state !== 'offduty').length) {
      return conflict('Typ im Dienst', 'Einheiten dieses Typs sind im Dienst; deaktiviere ihn stattdessen.');
    }
    unitTypes().remove(type.id);
    return done('Einheitentyp gelöscht.', type.id);
  }),
  ...on('addVcadStaff', async ({ request, params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    const input = await body(request);
    if (staffOf(d.id).some((m) => (m.player as Json).id === input.playerId)) {
      return conflict('Schon im Personal', 'Diese Person gehört schon zur Abteilung.');
    }
    const { playerId, ...rest } = input;
    const added = reserve().insert(
      {
        ...rest,
        player: { id: playerId, name: `Person_${String(playerId)}` },
        departmentId: d.id,
        onDuty: false,
        addedAt: iso(nowMs()),
      },
      { first: false },
    );
    return HttpResponse.json(pub(added), { status: 201 });
  }),
  ...on('editVcadStaff', async ({ request, params }) => {
    const found = reserve().where(
      (m) => m.departmentId === Number(params.departmentId) && (m.player as Json).id === Number(params.playerId),
    )[0];
    if (!found) return notFound('Dieses Mitglied des Personals');
    return HttpResponse.json(pub(reserve().update(found.id, await body(request)) ?? found));
  }),
  ...on('removeVcadStaff', ({ params }) => {
    const found = reserve().where(
      (m) => m.departmentId === Number(params.departmentId) && (m.player as Json).id === Number(params.playerId),
    )[0];
    if (!found) return notFound('Dieses Mitglied des Personals');
    reserve().remove(found.id);
    return done('Aus dem Personal entfernt.');
  }),
];
