// One call, opened from the board or the history (?call=<id>): what, where, who reported it,
// the assigned units, and its history. The actions follow the rights and the call's state.
// On the board the call is fetched again whenever the board shows it changed.
import { Box, CloseButton, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { VcadCall } from '../../../api/generated/model/vcadCall';
import type { VcadCallLogEntry } from '../../../api/generated/model/vcadCallLogEntry';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime } from '../../../lib/format';
import type { BoardContext } from '../board/board-view';
import { callChanged, callLogOptions, callOptions } from '../queries';
import { vcadTexts as t } from '../texts';
import { CallActions } from './call-actions';
import { kerningFor } from '../../../lib/clip-text';

const priorityPalette = { low: 'gray', normal: 'blue', high: 'orange', critical: 'red' } as const;
const statePalette = { pending: 'gray', dispatched: 'yellow', onscene: 'red', closed: 'green' } as const;

interface CallPanelProps {
  id: number;
  /** The board the call was opened from; none in the history. */
  context?: BoardContext;
  onClose: () => void;
}

export function CallPanel({ id, context, onClose }: CallPanelProps) {
  const call = useQuery(callOptions(id));
  const onBoard = context?.board.openCalls.find((c) => c.id === id)?.updatedAt;
  const client = useQueryClient();
  useEffect(() => {
    if (onBoard) void callChanged(client, id);
  }, [onBoard, client, id]);
  return (
    <Box
      as="section"
      aria-labelledby="vcad-call-heading"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid="vcad-call"
    >
      <QueryState query={call}>
        {({ call: c, log }) => (
          // Shows the call's texts whole: a very long word wraps without kerning (kerningFor).
          <Stack
            gap="3"
            fontKerning={kerningFor(
              c.title,
              c.description,
              c.location.street,
              c.location.hint,
              c.caller?.name,
              ...log.flatMap((entry) => [entry.text, entry.author.name]),
            )}
          >
            <HStack justify="space-between" align="start">
              <Heading as="h2" size="lg" id="vcad-call-heading">
                {t.call.details(c.number)}: {c.title}
              </Heading>
              <CloseButton size="sm" aria-label={t.call.close} onClick={onClose} />
            </HStack>
            <CallFacts call={c} />
            <CallActions call={c} context={context} />
            <CallLog id={c.id} first={log} />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function CallFacts({ call }: { call: VcadCall }) {
  const where = [call.location.street, call.location.postal, call.location.hint].filter(Boolean).join(' · ');
  return (
    <Stack gap="1" fontSize="sm">
      <HStack gap="2" wrap="wrap">
        <StatusBadge value={call.priority} labels={t.priority} palettes={priorityPalette} />
        <StatusBadge value={call.state} labels={t.callState} palettes={statePalette} />
        <Text>{t.callType[call.type]}</Text>
        <Text color="fg.muted">{call.department.shortName}</Text>
      </HStack>
      {call.description ? <Text>{call.description}</Text> : null}
      <Text>
        <strong>{t.call.location}:</strong> {where}
      </Text>
      {call.caller?.name || call.caller?.number ? (
        <Text>
          <strong>{t.call.caller}:</strong> {[call.caller.name, call.caller.number].filter(Boolean).join(', ')}
        </Text>
      ) : null}
      <Text color="fg.muted">
        {t.call.createdBy(call.createdBy.name, t.call.role[call.createdByRole] ?? call.createdByRole)},{' '}
        {formatDateTime(call.createdAt)}
      </Text>
      {call.closedAt && call.outcome ? (
        <Text fontWeight="semibold">{t.call.closedAt(formatDateTime(call.closedAt), t.outcome[call.outcome])}</Text>
      ) : null}
    </Stack>
  );
}

const timeOf = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The whole history (up to 100 lines) once loaded; the call's latest lines until then. */
function CallLog({ id, first }: { id: number; first: VcadCallLogEntry[] }) {
  const full = useQuery(callLogOptions(id));
  const log = full.data?.items ?? first;
  return (
    <Stack as="section" aria-labelledby="vcad-call-log" gap="1">
      <Heading as="h3" size="sm" id="vcad-call-log">
        {t.call.log}
      </Heading>
      {log.length ? (
        <Stack as="ol" gap="1" fontSize="sm" listStyleType="none" data-testid="vcad-call-log">
          {log.map((entry) => (
            <li key={entry.id}>
              <Text as="span" color="fg.muted">
                {timeOf.format(Date.parse(entry.at))}
              </Text>{' '}
              {entry.text}{' '}
              <Text as="span" color="fg.muted">
                – {entry.author.name}
              </Text>
            </li>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t.call.logEmpty}</Text>
      )}
    </Stack>
  );
}
