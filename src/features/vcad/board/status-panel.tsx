// The status codes of a unit as buttons and number keys: the own unit's in the field, the
// selected unit's for a dispatcher. Each change lands on the board at once and, when the unit
// has a call, in the call's history (the server writes it; the call is fetched again).
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { useSetVcadUnitStatus } from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadStatusCode } from '../../../api/generated/model/vcadStatusCode';
import type { VcadUnit } from '../../../api/generated/model/vcadUnit';
import { describeError } from '../../../lib/describe-error';
import { callChanged, sessionOptions, statusCodesOptions } from '../queries';
import { vcadTexts as t } from '../texts';
import { applyUnit, refreshBoard } from './live-board';
import { useStatusKeys } from './status-keys';

interface StatusPanelProps {
  unit: VcadUnit;
  departmentId: number;
  /** What the number keys drive: only one panel on the screen listens at a time. */
  keys: boolean;
  heading: string;
}

/** Memoised: a poll renders it again only when its unit changed. */
export const StatusPanel = memo(function StatusPanel({ unit, departmentId, keys, heading }: StatusPanelProps) {
  const client = useQueryClient();
  const codes = useQuery(statusCodesOptions()).data?.items ?? [];
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const status = useSetVcadUnitStatus({
    mutation: {
      onSuccess: (changed, { data }) => {
        applyUnit(client, departmentId, changed);
        const label = codes.find((c) => c.code === data.statusCode)?.label ?? t.unitState[changed.state];
        setSaid({ ok: true, text: t.myUnit.sent(changed.callsign, label) });
        if (unit.currentCallId) void callChanged(client, unit.currentCallId);
      },
      onError: (error) => setSaid({ ok: false, text: describeError(error) }),
      onSettled: () => {
        void refreshBoard(client, departmentId);
        void client.invalidateQueries({ queryKey: sessionOptions().queryKey });
      },
    },
  });
  const usable = (code: VcadStatusCode) => !code.requiresCall || unit.currentCallId !== undefined;
  const send = (code: VcadStatusCode) => {
    // One change at a time: a key held or pressed twice does not send twice.
    if (status.isPending || !usable(code)) return;
    setSaid(null);
    status.mutate({ id: unit.id, data: { state: code.state, statusCode: code.code } });
  };
  useStatusKeys(
    codes.map((c) => c.code),
    (key) => {
      const code = codes.find((c) => c.code === key);
      if (code) send(code);
    },
    keys,
  );
  return (
    <Stack as="section" aria-label={heading} gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">{heading}</Text>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t.myUnit.status}>
        {codes.map((code) => (
          <Button
            key={code.code}
            size="sm"
            variant={unit.statusCode === code.code ? 'solid' : 'outline'}
            aria-pressed={unit.statusCode === code.code}
            aria-keyshortcuts={keys ? code.code : undefined}
            disabled={!usable(code)}
            onClick={() => send(code)}
          >
            {t.myUnit.code(code.code, code.label)}
          </Button>
        ))}
      </HStack>
      <Text
        fontSize="sm"
        color={said && !said.ok ? 'fg.error' : 'fg.muted'}
        role={said && !said.ok ? 'alert' : 'status'}
      >
        {said?.text ?? (keys ? t.myUnit.keys : '')}
      </Text>
    </Stack>
  );
});
