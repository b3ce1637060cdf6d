// The board of one department: live status, who dispatches, the own unit's status panel (or
// the selected unit's for a dispatcher), open calls and units; the opened call and the new-call
// form beside them. What the user may do comes from the team rights (useCan with the team
// accounts) and the department's state: a unit creates calls and takes them itself only while
// no dispatcher is on duty, a dispatcher drives every unit.
import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useMemo } from 'react';
import type { VcadBoard } from '../../../api/generated/model/vcadBoard';
import type { VcadDepartmentSettings } from '../../../api/generated/model/vcadDepartmentSettings';
import type { VcadSession } from '../../../api/generated/model/vcadSession';
import { useCan } from '../../../api/permissions';
import { LoadingLine, QueryError } from '../../../components/feedback/query-error';
import { EmptyState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import { AlertsPanel } from '../alerts/alerts-panel';
import { CallPanel } from '../calls/call-panel';
import { CreateCallForm } from '../calls/create-call-form';
import { departmentSettingsOptions } from '../queries';
import { useTeamScope } from '../rights';
import type { VcadSearch } from '../search-params';
import { clipText } from '../../../lib/clip-text';
import { vcadTexts as t } from '../texts';
import { boardColumnsCss } from './board-css';
import { CallList, type CallListProps } from './call-list';
import { DispatchToggle } from './dispatch-toggle';
import { boardOptions } from './live-board';
import { LiveStatus } from './live-status';
import { StatusPanel } from './status-panel';
import { UnitList, type UnitListProps } from './unit-list';
import { StartUnitForm } from '../units/start-unit-form';
import { UnitDetail } from '../units/unit-detail';
import { isolateText } from '../../../lib/bidi';

export interface BoardContext {
  departmentId: number;
  board: VcadBoard;
  session: VcadSession;
  dispatching: boolean;
  ownUnit: VcadBoard['units'][number] | undefined;
  /** The department's rules for units (unknown while loading or when the call failed: nothing allowed). */
  settings: VcadDepartmentSettings | undefined;
}

/** A unit takes a call itself only while no dispatcher is on duty and the department allows it. */
export const unitMaySelfDispatch = ({ board, dispatching, ownUnit, settings }: BoardContext) =>
  !dispatching && board.dispatchers.length === 0 && settings?.selfDispatchWithoutDispatcher === true && !!ownUnit;

export function BoardView({ departmentId, session }: { departmentId: number; session: VcadSession }) {
  const client = useQueryClient();
  const board = useQuery(boardOptions(client, departmentId));
  if (board.isPending) return <LoadingLine />;
  if (!board.data) return <QueryError error={board.error} onRetry={() => void board.refetch()} />;
  return <Board board={board.data} departmentId={departmentId} session={session} />;
}

function Board({ board, departmentId, session }: { board: VcadBoard; departmentId: number; session: VcadSession }) {
  const [search, setSearch] = useSearchState<VcadSearch>();
  const scope = useTeamScope();
  const can = useCan();
  const dispatching = session.dispatchingDepartmentIds.includes(departmentId);
  const ownId = session.currentUnit?.id;
  const ownUnit = board.units.find((u) => u.id === ownId);
  const settings = useQuery(departmentSettingsOptions(departmentId)).data;
  const context: BoardContext = { departmentId, board, session, dispatching, ownUnit, settings };
  const callNumbers = useMemo(() => new Map(board.openCalls.map((c) => [c.id, c.number])), [board.openCalls]);
  const opened = search.unit ? board.units.find((u) => u.id === search.unit) : undefined;
  // A dispatcher drives the opened unit's status; for others opening a unit shows its details.
  const selected = dispatching ? opened : undefined;
  const membership = session.memberships.find((m) => m.departmentId === departmentId);
  const mayStart = !session.currentUnit && !!membership && can('startVcadUnit', scope);
  const mayStatus = can('setVcadUnitStatus', scope);
  // A unit of this department opens calls only where the department lets units do so.
  const mayCreate =
    can('createVcadCall', scope) && (dispatching || (!!ownUnit && settings?.unitsMayCreateCalls === true));
  const dispatchers = t.dispatchers(board.dispatchers.map((d) => isolateText(clipText(d.player.name))));
  // Stable callbacks: the memoised rows render again only when their own unit or call changed.
  const openCall = useCallback((id: number | undefined) => setSearch({ call: id }, { replace: true }), [setSearch]);
  const selectUnit = useCallback((id: number | undefined) => setSearch({ unit: id }, { replace: true }), [setSearch]);
  const startNew = useCallback(() => setSearch({ new: 1 }), [setSearch]);
  const openedCall = useMemo(() => board.openCalls.find((c) => c.id === search.call), [board.openCalls, search.call]);

  return (
    <Stack gap="4">
      <BoardHeader
        departmentId={departmentId}
        session={session}
        dispatching={dispatching}
        dispatchers={dispatchers}
        offerNew={mayCreate && !search.new}
        onNew={startNew}
      />
      {ownUnit && mayStatus ? (
        <StatusPanel
          unit={ownUnit}
          departmentId={departmentId}
          keys={!selected}
          heading={t.myUnit.heading(ownUnit.callsign)}
        />
      ) : null}
      {selected && mayStatus ? (
        <StatusPanel unit={selected} departmentId={departmentId} keys heading={t.setStatusOf(selected.callsign)} />
      ) : null}
      {mayStart && membership ? <StartUnitForm departmentId={departmentId} callsign={membership.callsign} /> : null}
      {mayCreate && search.new ? (
        <CreateCallForm context={context} onDone={(id) => setSearch({ new: undefined, call: id })} />
      ) : null}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
        css={boardColumnsCss}
      >
        <Stack gap="4" minW="0" data-column="calls">
          <AlertsPanel
            departmentId={departmentId}
            call={openedCall}
            mayNotify={dispatching && can('notifyVcadUnits', scope)}
          />
          {search.call ? (
            <CallPanel key={search.call} id={search.call} context={context} onClose={() => openCall(undefined)} />
          ) : null}
          <CallsSection calls={board.openCalls} opened={search.call} onOpen={openCall} />
        </Stack>
        <Stack gap="4" minW="0" data-column="units">
          {opened ? (
            <UnitDetail
              key={opened.id}
              unit={opened}
              departmentId={departmentId}
              own={opened.id === ownId && mayStatus}
              onClose={() => selectUnit(undefined)}
            />
          ) : null}
          <UnitsSection
            units={board.units}
            callNumbers={callNumbers}
            selected={opened?.id}
            onSelect={selectUnit}
            onOpenCall={openCall}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}

// The board's parts below are memoised with props that keep their identity while their part of
// the board does not change: a poll renders the lists it changed (and in them the changed rows),
// not the header, the panels or the other list.

interface HeaderProps {
  departmentId: number;
  session: VcadSession;
  dispatching: boolean;
  /** Who dispatches, as the line says it. */
  dispatchers: string;
  offerNew: boolean;
  onNew: () => void;
}

const BoardHeader = memo(function BoardHeader({
  departmentId,
  session,
  dispatching,
  dispatchers,
  offerNew,
  onNew,
}: HeaderProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Stack gap="0">
        <LiveStatus departmentId={departmentId} />
        <Text fontSize="sm" data-testid="vcad-dispatchers">
          {dispatchers}
        </Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <DispatchToggle departmentId={departmentId} session={session} dispatching={dispatching} />
        {offerNew ? (
          <Button size="sm" colorPalette="brand" onClick={onNew}>
            {t.newCall}
          </Button>
        ) : null}
      </HStack>
    </HStack>
  );
});

const CallsSection = memo(function CallsSection({ calls, opened, onOpen }: CallListProps) {
  return (
    <Stack as="section" aria-labelledby="vcad-calls-heading" gap="2" css={{ contain: 'layout style' }}>
      <Text as="h2" id="vcad-calls-heading" fontWeight="semibold" fontSize="lg">
        {t.calls.heading} ({calls.length})
      </Text>
      {calls.length ? (
        <CallList calls={calls} opened={opened} onOpen={onOpen} />
      ) : (
        <EmptyState testId="vcad-calls-empty">{t.calls.empty}</EmptyState>
      )}
    </Stack>
  );
});

const UnitsSection = memo(function UnitsSection(props: UnitListProps) {
  return (
    // Scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too.
    <Stack
      as="section"
      aria-label={t.units.heading}
      gap="2"
      minW="0"
      overflowX="auto"
      tabIndex={0}
      css={{ contain: 'layout style' }}
    >
      {props.units.length ? (
        <UnitList {...props} />
      ) : (
        <EmptyState testId="vcad-units-empty">{t.units.empty}</EmptyState>
      )}
    </Stack>
  );
});
