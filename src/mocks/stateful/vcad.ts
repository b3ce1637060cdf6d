// Dispatch (vCAD) with state: three departments on a busy evening (and a fourth, BCSO, still
// being set up: nobody on duty, no calls, so it may be deleted). Domain rules the mock keeps:
// a unit is on at most one call; assigning sets it en route, closing frees every assigned unit;
// a closed call has a result and a closing time; every status change is kept in the unit's
// history and, when the unit has a call, in the call's log; the board with `since` answers only
// what changed since then (304 when nothing did). The evening goes on by itself: every few
// seconds of real time another unit changes its status, and now and then an emergency call
// comes in or a call is finished (never the signed-in player's unit or his calls, so what he
// does stays his). The ten-codes are the standard APCO codes with their German meanings.
// The world and its rules live in ./vcad/ (world.ts, rules.ts, admin.ts); this file answers.
import { HttpResponse, type RequestHandler } from 'msw';
import { body, done, idParam, me, notFound, on, page, problem, type Json } from './kit';
import { adminHandlers, codeHandlers } from './vcad/admin';
import {
  alerts,
  callLog,
  calls,
  dispatchers,
  FIELD_NAMES,
  fleet,
  iso,
  ME_UNIT_CALLSIGN,
  nowMs,
  pub,
  refOf,
  staffOf,
  STATUS_CODES,
  statusLog,
  units,
  unitTypes,
  vehicleJson,
} from './vcad/world';
import {
  advance,
  assign,
  board,
  callDetails,
  callOf,
  changeTime,
  close,
  conflict,
  departmentOf,
  isDispatching,
  log,
  myUnit,
  noDispatcher,
  query,
  release,
  setStatus,
  touch,
  withCall,
} from './vcad/rules';

const callHandlers = (): RequestHandler[] => [
  ...on('listVcadCalls', ({ request }) => {
    advance();
    const q = query(request);
    const text = (q.get('q') ?? '').toLowerCase();
    const found = calls().where(
      (c) =>
        (!q.get('departmentId') || (c.department as Json).id === Number(q.get('departmentId'))) &&
        (!q.get('state') || c.state === q.get('state')) &&
        (!q.get('priority') || c.priority === q.get('priority')) &&
        (!q.get('unitId') || (c.units as Json[]).some((a) => (a.unit as Json).id === Number(q.get('unitId')))) &&
        (!text ||
          [c.number, c.title, c.description, (c.location as Json).street].some((v) =>
            String(v ?? '')
              .toLowerCase()
              .includes(text),
          )),
    );
    found.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
    return HttpResponse.json(page(request, found.map(pub)));
  }),
  ...on('createVcadCall', async ({ request }) => {
    const input = await body(request);
    const d = departmentOf(input.departmentId);
    if (!d) return notFound('Diese Abteilung');
    const dispatching = isDispatching(d.id);
    const unit = myUnit();
    const settings = d._settings as Json;
    if (!dispatching && !(unit && settings.unitsMayCreateCalls && (unit.department as Json).id === d.id)) {
      return problem(
        403,
        'Keine Berechtigung',
        'Nur die Leitstelle oder eine Einheit dieser Abteilung kann Einsätze anlegen.',
      );
    }
    // A unit takes its new call itself only while nobody dispatches the department, and only
    // where the department lets units dispatch themselves.
    if (input.selfAssign === true) {
      if (!noDispatcher(d.id)) {
        return conflict('Leitstelle im Dienst', 'Die Leitstelle ist besetzt: sie weist die Einheiten zu.');
      }
      if (!settings.selfDispatchWithoutDispatcher) {
        return problem(403, 'Keine Berechtigung', 'In dieser Abteilung übernehmen Einheiten Einsätze nicht selbst.');
      }
    }
    const { selfAssign, departmentId: _d, ...fields } = input;
    const at = nowMs();
    const call = calls().insert({
      ...fields,
      department: refOf(d),
      state: 'pending',
      createdBy: me(),
      createdByRole: dispatching ? 'dispatcher' : 'unit',
      createdAt: iso(at),
      updatedAt: iso(at),
      units: [],
      _changed: changeTime(),
    });
    // Numbered by id, not by how many calls there are: closed calls are pruned (prune.ts).
    call.number = `E-2026-${String(3000 + Number(call.id) - 1).padStart(5, '0')}`;
    log(call, 'created', dispatching ? 'Von der Leitstelle angelegt' : `Von ${String(unit?.callsign)} angelegt`);
    if (selfAssign && unit && !unit.currentCallId) assign(call, unit, true, me());
    return HttpResponse.json(callDetails(call), { status: 201 });
  }),
  ...on('getVcadCall', ({ params }) => withCall(params, (call) => HttpResponse.json(callDetails(call)))),
  ...on('updateVcadCall', async ({ request, params }) =>
    withCall(params, async (call) => {
      if (call.state === 'closed')
        return conflict('Einsatz abgeschlossen', 'Ein abgeschlossener Einsatz kann nicht geändert werden.');
      const { departmentId, ...input } = await body(request);
      const d = departmentId === undefined ? undefined : departmentOf(departmentId);
      if (departmentId !== undefined && !d) return notFound('Diese Abteilung');
      Object.assign(call, input, d ? { department: refOf(d) } : {});
      log(
        call,
        'updated',
        `Geändert: ${Object.keys(input)
          .map((key) => FIELD_NAMES[key] ?? key)
          .concat(d ? ['Abteilung'] : [])
          .join(', ')}`,
      );
      return HttpResponse.json(pub(call));
    }),
  ),
  ...on('assignVcadCallUnit', async ({ request, params }) =>
    withCall(params, async (call) => {
      const input = await body(request);
      const unit = units().get(input.unitId as number);
      if (!unit) return notFound('Diese Einheit');
      if (call.state === 'closed')
        return conflict('Einsatz abgeschlossen', 'Einem abgeschlossenen Einsatz kann keine Einheit zugewiesen werden.');
      if (unit.state === 'offduty')
        return conflict('Einheit außer Dienst', `${String(unit.callsign)} ist nicht im Dienst.`);
      if (unit.currentCallId === call.id)
        return conflict('Bereits zugewiesen', `${String(unit.callsign)} ist diesem Einsatz schon zugewiesen.`);
      if (unit.currentCallId)
        return conflict('Einheit im Einsatz', `${String(unit.callsign)} ist bereits einem anderen Einsatz zugewiesen.`);
      const dept = (call.department as Json).id;
      const selfDispatch = (departmentOf(dept)?._settings as Json | undefined)?.selfDispatchWithoutDispatcher === true;
      if (!isDispatching(dept) && !(unit._mine && noDispatcher(dept) && selfDispatch)) {
        return problem(
          403,
          'Keine Berechtigung',
          'Einheiten zuweisen darf die Leitstelle; ohne Leitstelle nur die eigene Einheit.',
        );
      }
      assign(call, unit, input.primary === true, me());
      return HttpResponse.json(pub(call));
    }),
  ),
  ...on('unassignVcadCallUnit', ({ params }) =>
    withCall(params, (call) => {
      const unit = units().get(String(params.unitId));
      if (!unit || !(call.units as Json[]).some((a) => (a.unit as Json).id === unit.id))
        return notFound('Diese Zuweisung');
      release(call, unit, me());
      log(call, 'unassigned', `${String(unit.callsign)} abgezogen`, unit);
      return HttpResponse.json(pub(call));
    }),
  ),
  ...on('listVcadCallLog', ({ request, params }) =>
    withCall(params, (call) => {
      const kind = query(request).get('kind');
      return HttpResponse.json(
        page(
          request,
          callLog()
            .where((l) => l.callId === call.id && (!kind || l.kind === kind))
            .map(pub),
        ),
      );
    }),
  ),
  ...on('addVcadCallNote', async ({ request, params }) =>
    withCall(params, async (call) => {
      if (call.state === 'closed')
        return conflict('Einsatz abgeschlossen', 'Zu einem abgeschlossenen Einsatz kommen keine Notizen mehr.');
      log(call, 'note', String((await body(request)).text));
      const entry = callLog()
        .where((l) => l.callId === call.id)
        .at(-1);
      return HttpResponse.json(entry ? pub(entry) : {}, { status: 201 });
    }),
  ),
  ...on('closeVcadCall', async ({ request, params }) =>
    withCall(params, async (call) => {
      if (call.state === 'closed') return conflict('Bereits abgeschlossen', 'Dieser Einsatz ist schon abgeschlossen.');
      const input = await body(request);
      close(call, String(input.outcome), input.report as string | undefined, me());
      return HttpResponse.json(pub(call));
    }),
  ),
  ...on('openVcadCall', async ({ request, params }) =>
    withCall(params, async (call) => {
      if (call.state !== 'closed')
        return conflict('Nicht abgeschlossen', 'Nur ein abgeschlossener Einsatz kann wieder geöffnet werden.');
      const reason = String((await body(request)).reason);
      Object.assign(call, { state: 'pending', units: [], _closed: undefined });
      delete call.closedAt;
      delete call.outcome;
      log(call, 'reopened', `Wieder geöffnet: ${reason}`);
      return HttpResponse.json(pub(call));
    }),
  ),
];

const unitHandlers = (): RequestHandler[] => [
  ...on('listVcadUnits', ({ request }) => {
    advance();
    const q = query(request);
    const found = units().where(
      (u) =>
        u.state !== 'offduty' &&
        (!q.get('departmentId') || (u.department as Json).id === Number(q.get('departmentId'))) &&
        (!q.get('state') || u.state === q.get('state')),
    );
    return HttpResponse.json({ items: found.map(pub) });
  }),
  ...on('getVcadUnit', ({ params }) => {
    const unit = units().get(idParam(params));
    // A unit off duty is dissolved (stopVcadUnit): gone like a deleted item.
    if (!unit || unit.state === 'offduty') return notFound('Diese Einheit');
    const call = callOf(unit);
    return HttpResponse.json({
      unit: pub(unit),
      ...(call ? { currentCall: pub(call) } : {}),
      recentStatus: statusLog()
        .where((s) => s.unitId === unit.id)
        .slice(0, 20)
        .map(pub),
    });
  }),
  ...on('setVcadUnitStatus', async ({ request, params }) => {
    const unit = units().get(idParam(params));
    if (!unit || unit.state === 'offduty') return notFound('Diese Einheit');
    const input = await body(request);
    const code = STATUS_CODES.find(([c]) => c === input.statusCode);
    const state = String(code?.[2] ?? input.state);
    if (input.statusCode !== undefined && !code) {
      return problem(422, 'Eingabe ungültig', undefined, [
        { field: 'statusCode', message: 'Diesen Statuscode gibt es nicht.' },
      ]);
    }
    const dept = (unit.department as Json).id;
    if (!unit._mine && !isDispatching(dept)) {
      return problem(403, 'Keine Berechtigung', 'Den Status fremder Einheiten ändert nur die Leitstelle.');
    }
    if ((state === 'enroute' || state === 'onscene' || code?.[4]) && !unit.currentCallId) {
      return conflict('Kein Einsatz', `${String(unit.callsign)} ist keinem Einsatz zugewiesen.`);
    }
    if (state === 'offduty') {
      const call = callOf(unit);
      if (call) release(call, unit, me());
    }
    setStatus(unit, state, code?.[0], me(), input.note as string | undefined);
    return HttpResponse.json(pub(unit));
  }),
  ...on('listVcadUnitStatusHistory', ({ request, params }) => {
    const unit = units().get(idParam(params));
    return unit
      ? HttpResponse.json(
          page(
            request,
            statusLog()
              .where((s) => s.unitId === unit.id)
              .map(pub),
          ),
        )
      : notFound('Diese Einheit');
  }),
  ...on('editVcadUnit', async ({ request, params }) => {
    const unit = units().get(idParam(params));
    if (!unit || unit.state === 'offduty') return notFound('Diese Einheit');
    const input = await body(request);
    if (
      input.callsign &&
      units().where((u) => u.callsign === input.callsign && u.id !== unit.id && u.state !== 'offduty').length
    ) {
      return conflict('Rufname vergeben', `${String(input.callsign)} ist schon im Dienst.`);
    }
    const type = input.unitTypeId === undefined ? undefined : unitTypes().get(input.unitTypeId as number);
    Object.assign(unit, input, type ? { unitTypeName: type.name } : {});
    touch(unit);
    return HttpResponse.json(pub(unit));
  }),
  ...on('addVcadUnitMember', async ({ request, params }) => {
    const unit = units().get(String(params.id));
    if (!unit || unit.state === 'offduty') return notFound('Diese Einheit');
    const playerId = Number((await body(request)).playerId);
    const staff = staffOf((unit.department as Json).id).find((m) => (m.player as Json).id === playerId);
    if (!staff) return notFound('Diese Person in der Abteilung');
    const members = unit.members as Json[];
    const max = Number(
      (departmentOf((unit.department as Json).id)?._settings as Json | undefined)?.maxUnitMembers ?? 2,
    );
    if (members.length >= max) return conflict('Einheit voll', `${String(unit.callsign)} hat schon ${max} Personen.`);
    if (units().where((u) => u.state !== 'offduty' && (u.members as Json[]).some((m) => m.id === playerId)).length) {
      return conflict('Schon in einer Einheit', `${String((staff.player as Json).name)} ist schon in einer Einheit.`);
    }
    unit.members = [...members, staff.player];
    touch(unit);
    return HttpResponse.json(pub(unit));
  }),
  ...on('removeVcadUnitMember', ({ params }) => {
    const unit = units().get(String(params.id));
    const playerId = Number(params.playerId);
    if (!unit || unit.state === 'offduty' || !(unit.members as Json[]).some((m) => m.id === playerId)) {
      return notFound('Dieses Mitglied der Einheit');
    }
    unit.members = (unit.members as Json[]).filter((m) => m.id !== playerId);
    // The last member leaving ends the unit.
    if ((unit.members as Json[]).length === 0) {
      const call = callOf(unit);
      if (call) release(call, unit, me());
      setStatus(unit, 'offduty', undefined, me());
    } else touch(unit);
    return HttpResponse.json(pub(unit));
  }),
  ...on('listVcadStaff', ({ request, params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    const q = query(request);
    const onDuty = q.get('onDuty');
    const found = staffOf(d.id).filter(
      (m) => (!q.get('role') || m.role === q.get('role')) && (onDuty === null || m.onDuty === (onDuty === 'true')),
    );
    return HttpResponse.json(page(request, found));
  }),
  ...on('listVcadVehicles', ({ request, params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    const state = query(request).get('state');
    return HttpResponse.json({
      items: fleet()
        .where((v) => v.departmentId === d.id && (!state || v.state === state))
        .map(vehicleJson),
    });
  }),
  ...on('addVcadVehicle', async ({ request, params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    const input = await body(request);
    if (fleet().where((v) => v.vehicleId === input.vehicleId).length) {
      return conflict('Schon in einer Flotte', 'Dieses Fahrzeug gehört schon zu einer Abteilung.');
    }
    const added = fleet().insert(
      {
        plate: `LS ${String(1000 + (Number(input.vehicleId) % 9000))}`,
        model: 'Vapid Police Cruiser',
        state: 'available',
        ...input,
        departmentId: d.id,
      },
      { first: false },
    );
    return HttpResponse.json(vehicleJson(added), { status: 201 });
  }),
  ...on('removeVcadVehicle', ({ params }) => {
    const found = fleet().where(
      (v) => v.departmentId === Number(params.departmentId) && v.vehicleId === Number(params.vehicleId),
    )[0];
    if (!found) return notFound('Dieses Fahrzeug der Flotte');
    if (found.state === 'inUse') return conflict('Fahrzeug im Einsatz', 'Eine Einheit fährt gerade damit.');
    fleet().remove(found.id);
    return done('Aus der Flotte genommen.');
  }),
  ...on('stopVcadUnit', ({ params }) => {
    const unit = units().get(idParam(params));
    if (!unit || unit.state === 'offduty') return notFound('Diese Einheit');
    const call = callOf(unit);
    if (call) release(call, unit, me());
    setStatus(unit, 'offduty', undefined, me());
    return done('Dienst beendet.', unit.id);
  }),
  ...on('startVcadUnit', async ({ request }) => {
    const input = await body(request);
    const d = departmentOf(input.departmentId);
    const type = unitTypes().get(input.unitTypeId as number);
    if (!d || !type) return notFound(d ? 'Dieser Einheitentyp' : 'Diese Abteilung');
    if (myUnit()) return conflict('Bereits im Dienst', 'Du bist schon in einer Einheit.');
    if (units().where((u) => u.callsign === input.callsign && u.state !== 'offduty').length) {
      return conflict('Rufname vergeben', `${String(input.callsign)} ist schon im Dienst.`);
    }
    const at = nowMs();
    const unit = units().insert({
      callsign: input.callsign,
      department: refOf(d),
      unitTypeId: type.id,
      unitTypeName: type.name,
      state: 'available',
      statusCode: '2',
      members: [me()],
      stateSince: iso(at),
      onDutySince: iso(at),
      _changed: changeTime(),
      _mine: true,
    });
    return HttpResponse.json(pub(unit), { status: 201 });
  }),
];

const sessionHandlers = (): RequestHandler[] => [
  ...on('getVcadSession', () => {
    const unit = myUnit();
    const memberships = [
      {
        player: me(),
        departmentId: 1,
        role: 'field',
        callsign: ME_UNIT_CALLSIGN,
        badgeNumber: '4711',
        onDuty: !!unit,
        addedAt: '2026-03-01T18:00:00Z',
      },
      {
        player: me(),
        departmentId: 2,
        role: 'dispatcher',
        badgeNumber: '4711',
        onDuty: isDispatching(2),
        addedAt: '2026-05-10T18:00:00Z',
      },
    ];
    return HttpResponse.json({
      memberships,
      ...(unit ? { currentUnit: pub(unit) } : {}),
      dispatchingDepartmentIds: dispatchers()
        .where((d) => (d.player as Json).id === me().id)
        .map((d) => d.departmentId),
      openAlertCount: alerts().where((a) => !a.confirmedAt).length,
    });
  }),
  ...on('getVcadBoard', ({ request, params }) => {
    const raw = query(request).get('since');
    const since = raw === null ? undefined : Date.parse(raw);
    if (since !== undefined && Number.isNaN(since)) {
      return problem(400, 'Ungültige Anfrage', 'since ist kein Zeitpunkt.');
    }
    return board(Number(params.departmentId), since);
  }),
  ...on('startVcadDispatch', ({ params }) => {
    const d = departmentOf(params.departmentId);
    if (!d) return notFound('Diese Abteilung');
    if (isDispatching(d.id)) return conflict('Bereits im Dienst', 'Du disponierst diese Abteilung schon.');
    const shift = dispatchers().insert({ player: me(), departmentId: d.id, since: iso(nowMs()) });
    touch(d);
    return HttpResponse.json(pub(shift), { status: 201 });
  }),
  ...on('stopVcadDispatch', ({ params }) => {
    const mine = dispatchers().where(
      (x) => x.departmentId === Number(params.departmentId) && (x.player as Json).id === me().id,
    )[0];
    if (!mine) return conflict('Nicht im Dienst', 'Du disponierst diese Abteilung nicht.');
    dispatchers().remove(mine.id);
    const d = departmentOf(params.departmentId);
    if (d) touch(d);
    return done('Leitstellendienst beendet.');
  }),
  ...on('notifyVcadUnits', async ({ request }) => {
    const input = await body(request);
    const ids = input.allUnits
      ? units()
          .where((u) => (u.department as Json).id === Number(input.departmentId) && u.state !== 'offduty')
          .map((u) => u.id)
      : ((input.unitIds as number[] | undefined) ?? []);
    if (ids.some((id) => !units().get(id))) return notFound('Eine der Einheiten');
    if (input.callId !== undefined && !calls().get(input.callId as number)) return notFound('Dieser Einsatz');
    const alert = alerts().insert({
      kind: input.allUnits ? 'broadcast' : 'message',
      priority: input.priority,
      message: input.message,
      from: me(),
      ...(input.departmentId ? { departmentId: input.departmentId } : {}),
      ...(input.callId ? { callId: input.callId } : {}),
      unitIds: ids,
      createdAt: iso(nowMs()),
    });
    const call = input.callId ? calls().get(input.callId as number) : undefined;
    if (call) log(call, 'alert', `Alarm: ${String(input.message)}`);
    return HttpResponse.json(pub(alert), { status: 201 });
  }),
  ...on('listVcadAlerts', ({ request }) => {
    // Max works for every department of this mock, so he sees every alert.
    const unconfirmed = query(request).get('unconfirmed') === 'true';
    return HttpResponse.json(
      page(
        request,
        alerts()
          .where((a) => !unconfirmed || !a.confirmedAt)
          .map(pub),
      ),
    );
  }),
  ...on('confirmVcadAlert', ({ params }) => {
    const alert = alerts().update(idParam(params), { confirmedAt: iso(nowMs()) });
    return alert ? HttpResponse.json(pub(alert)) : notFound('Dieser Alarm');
  }),
  ...on('sendVcadUnitPanic', async ({ request, params }) => {
    const unit = units().get(idParam(params));
    if (!unit) return notFound('Diese Einheit');
    const input = await body(request);
    const alert = alerts().insert({
      kind: 'panic',
      priority: 'urgent',
      message: `${String(unit.callsign)}: Beamter in Not${input.note ? ` – ${String(input.note)}` : ''}`,
      from: me(),
      departmentId: (unit.department as Json).id,
      unitIds: units()
        .where((u) => u.state !== 'offduty')
        .map((u) => u.id),
      ...(input.location ? { location: input.location } : {}),
      createdAt: iso(nowMs()),
    });
    return HttpResponse.json(pub(alert), { status: 201 });
  }),
];

export const vcadHandlers = (): RequestHandler[] => [
  ...sessionHandlers(),
  ...callHandlers(),
  ...unitHandlers(),
  ...codeHandlers(),
  ...adminHandlers(),
];
