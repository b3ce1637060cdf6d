// Open calls, most urgent first: priority, number, kind, keyword, place, units and age. Each
// call is one button that opens it (the opened call lives in the URL). Rows are memoised by
// their call object, which stays the same while the call does not change.
import { chakra } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import type { VcadCall } from '../../../api/generated/model/vcadCall';
import type { VcadCallPriority } from '../../../api/generated/model/vcadCallPriority';
import { clipText } from '../../../lib/clip-text';
import { vcadTexts as t } from '../texts';
import { boardListCss } from './board-css';
import { ageOf, useClock } from './clock';

const rank = { critical: 0, high: 1, normal: 2, low: 3 } as const satisfies Record<VcadCallPriority, number>;

export const byUrgency = (a: VcadCall, b: VcadCall) =>
  rank[a.priority] - rank[b.priority] || a.createdAt.localeCompare(b.createdAt);

export interface CallListProps {
  calls: readonly VcadCall[];
  opened?: number;
  onOpen: (id: number | undefined) => void;
}

export function CallList({ calls, opened, onOpen }: CallListProps) {
  const sorted = useMemo(() => [...calls].sort(byUrgency), [calls]);
  return (
    <chakra.ul css={boardListCss} aria-label={t.calls.heading} data-testid="vcad-calls">
      {sorted.map((call) => (
        <CallRow key={call.id} call={call} opened={opened === call.id} onOpen={onOpen} />
      ))}
    </chakra.ul>
  );
}

const CallRow = memo(function CallRow({
  call,
  opened,
  onOpen,
}: {
  call: VcadCall;
  opened: boolean;
  onOpen: CallListProps['onOpen'];
}) {
  // Texts clipped (clipText): the opened call shows them whole.
  const units = clipText(call.units.map((a) => a.unit.callsign).join(', '));
  return (
    <li data-call={call.number}>
      <button type="button" aria-current={opened} onClick={() => onOpen(opened ? undefined : call.id)}>
        <span className="vcad-line">
          <span className="vcad-priority" data-priority={call.priority}>
            {t.priority[call.priority]}
          </span>
          <strong>{call.number}</strong>
          <span>{t.callType[call.type]}:</span>
          <span>{clipText(call.title)}</span>
        </span>
        <span className="vcad-line vcad-muted">
          <span>{clipText(call.location.street)}</span>
          <span className="vcad-state" data-state={call.state}>
            {t.callState[call.state]}
          </span>
          <span>{units || t.calls.noUnits}</span>
          <Age since={call.createdAt} />
        </span>
      </button>
    </li>
  );
});

function Age({ since }: { since: string }) {
  const now = useClock();
  return (
    <span>
      {t.calls.age} {ageOf(since, now)}
    </span>
  );
}
