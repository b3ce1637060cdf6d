// A unit opened on the board (?unit=<id>): crew, vehicle, time on duty and its status history.
// For the own unit also what its members do themselves: the note to dispatch, taking in or
// letting go a partner, the panic button, and ending the shift (after confirmation).
import { Box, CloseButton, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getGetVcadUnitQueryOptions,
  getListVcadUnitStatusHistoryQueryOptions,
} from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadUnit } from '../../../api/generated/model/vcadUnit';
import { QueryState } from '../../../components/views/query-state';
import { formatDateTime } from '../../../lib/format';
import { vcadTexts } from '../texts';
import { OwnUnitActions } from './own-unit-actions';
import { kerningFor } from '../../../lib/clip-text';

const t = vcadTexts.unit;
const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });

interface UnitDetailProps {
  unit: VcadUnit;
  departmentId: number;
  own: boolean;
  onClose: () => void;
}

export function UnitDetail({ unit, departmentId, own, onClose }: UnitDetailProps) {
  // Fetched again whenever the board shows the unit changed (the board keeps an unchanged unit
  // as the same object).
  const detail = useQuery(getGetVcadUnitQueryOptions(unit.id));
  const history = useQuery(getListVcadUnitStatusHistoryQueryOptions(unit.id, { limit: 10 }));
  const { refetch: again } = detail;
  const { refetch: historyAgain } = history;
  useEffect(() => {
    void again();
    void historyAgain();
  }, [unit, again, historyAgain]);
  return (
    <Box
      // Shows the unit's texts whole: a very long word wraps without kerning (kerningFor).
      fontKerning={kerningFor(unit.callsign, unit.unitTypeName, ...unit.members.map((m) => m.name))}
      as="section"
      aria-labelledby="vcad-unit-heading"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid="vcad-unit"
    >
      <HStack justify="space-between" align="start">
        <Heading as="h2" size="lg" id="vcad-unit-heading">
          {t.details(unit.callsign)}
        </Heading>
        <CloseButton size="sm" aria-label={t.close} onClick={onClose} />
      </HStack>
      <Stack gap="2" fontSize="sm">
        <Text>
          {unit.unitTypeName} · {unit.department.shortName} · {t.since(formatDateTime(unit.onDutySince))}
        </Text>
        <Text>
          <strong>{t.crew}:</strong> {unit.members.map((m) => m.name).join(', ')}
        </Text>
        {unit.plate ? (
          <Text>
            <strong>{t.vehicle}:</strong> {unit.plate}
          </Text>
        ) : null}
        {unit.note ? <Text fontStyle="italic">{unit.note}</Text> : null}
        <QueryState query={detail}>
          {(d) =>
            d.currentCall ? (
              <Text>
                <strong>{t.call}:</strong> {d.currentCall.number} {d.currentCall.title}
              </Text>
            ) : null
          }
        </QueryState>
        {own ? <OwnUnitActions unit={unit} departmentId={departmentId} /> : null}
        <Stack as="section" aria-labelledby="vcad-unit-history" gap="1">
          <Heading as="h3" size="sm" id="vcad-unit-history">
            {t.history}
          </Heading>
          <QueryState query={history} isEmpty={(d) => d.items.length === 0} empty={t.historyEmpty}>
            {(d) => (
              <Stack as="ol" gap="0.5" listStyleType="none" data-testid="vcad-unit-history">
                {d.items.map((change) => (
                  <li key={change.id}>
                    {t.historyLine(
                      time.format(Date.parse(change.changedAt)),
                      change.statusCode ?? '',
                      vcadTexts.unitState[change.state],
                      change.changedBy.name,
                    )}
                  </li>
                ))}
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Stack>
    </Box>
  );
}
