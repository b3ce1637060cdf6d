// Units on duty: callsign, type, crew, status and call. Rows are plain table rows styled once
// at the table (no style props per row) and memoised by their unit object, which stays the
// same object while the unit does not change: an update renders only the rows it changed.
import { chakra } from '@chakra-ui/react';
import { memo } from 'react';
import type { VcadUnit } from '../../../api/generated/model/vcadUnit';
import { isolateText } from '../../../lib/bidi';
import { clipText } from '../../../lib/clip-text';
import { vcadTexts as t } from '../texts';
import { boardTableCss } from './board-css';

export interface UnitListProps {
  units: readonly VcadUnit[];
  /** Numbers of the open calls by id, for the call column. */
  callNumbers: ReadonlyMap<number, string>;
  selected?: number;
  /** Opens a unit (its details; a dispatcher also drives its status). */
  onSelect: (id: number | undefined) => void;
  onOpenCall: (id: number) => void;
}

export function UnitList({ units, callNumbers, selected, onSelect, onOpenCall }: UnitListProps) {
  return (
    <chakra.table css={boardTableCss} data-testid="vcad-units">
      <caption>{t.units.heading}</caption>
      <thead>
        <tr>
          <th scope="col">{t.units.callsign}</th>
          <th scope="col">{t.units.crew}</th>
          <th scope="col">{t.units.status}</th>
          <th scope="col">{t.units.call}</th>
        </tr>
      </thead>
      <tbody>
        {units.map((unit) => (
          <UnitRow
            key={unit.id}
            unit={unit}
            callNumber={unit.currentCallId ? callNumbers.get(unit.currentCallId) : undefined}
            selected={selected === unit.id}
            onSelect={onSelect}
            onOpenCall={onOpenCall}
          />
        ))}
      </tbody>
    </chakra.table>
  );
}

interface RowProps {
  unit: VcadUnit;
  callNumber: string | undefined;
  selected: boolean;
  onSelect: (id: number | undefined) => void;
  onOpenCall: (id: number) => void;
}

const UnitRow = memo(function UnitRow({ unit, callNumber, selected, onSelect, onOpenCall }: RowProps) {
  return (
    <tr data-selected={selected || undefined} data-unit={unit.callsign}>
      <td>
        <button type="button" aria-pressed={selected} onClick={() => onSelect(selected ? undefined : unit.id)}>
          {clipText(unit.callsign)}
        </button>
        <span className="vcad-muted">{clipText(unit.unitTypeName)}</span>
      </td>
      {/* Texts clipped (clipText): the opened unit shows them whole; names isolated (bidi). */}
      <td>{clipText(unit.members.map((m) => isolateText(m.name)).join(', '))}</td>
      <td>
        <span className="vcad-state" data-state={unit.state}>
          {unit.statusCode} {t.unitState[unit.state]}
        </span>
      </td>
      <td>
        {unit.currentCallId && callNumber ? (
          <button type="button" onClick={() => onOpenCall(unit.currentCallId as number)}>
            {callNumber}
          </button>
        ) : null}
      </td>
    </tr>
  );
});
