// Open alerts to the own unit and department (dispatcher messages, alerting, panic), each
// confirmed with 10-4. Polled with the board; a new alert plays the dispatch tone unless the
// user turned tones off. A dispatcher alerts units from here: all of the department, or the
// units of the opened call.
import { Box, Button, Checkbox, HStack, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import {
  getListVcadAlertsQueryKey,
  getListVcadAlertsQueryOptions,
  useConfirmVcadAlert,
  useNotifyVcadUnits,
} from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadCall } from '../../../api/generated/model/vcadCall';
import { NotifyVcadUnitsBody } from '../../../api/generated/zod/vcad/vcad.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { useStored } from '../../../lib/use-stored';
import { BOARD_POLL_MS } from '../board/live-board';
import { vcadTexts } from '../texts';
import { alertTonesKey, playDispatchTone } from './tone';

const t = vcadTexts.alerts;
const time = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });
const openAlerts = () => ({
  ...getListVcadAlertsQueryOptions({ unconfirmed: true, limit: 20 }),
  refetchInterval: (query: { state: { status: string } }) => (query.state.status === 'error' ? false : BOARD_POLL_MS),
});

/** Memoised: the board's polls render it again only when the opened call changed. */
export const AlertsPanel = memo(function AlertsPanel({
  departmentId,
  call,
  mayNotify,
}: {
  departmentId: number;
  call?: VcadCall;
  mayNotify: boolean;
}) {
  const client = useQueryClient();
  const alerts = useQuery(openAlerts());
  const [tones, setTones] = useStored(alertTonesKey);
  const seen = useRef<Set<number> | null>(null);
  const items = alerts.data?.items;
  useEffect(() => {
    if (!items) return;
    // The first answer is what was there before: only alerts that come in later sound.
    const fresh = seen.current ? items.filter((a) => !seen.current?.has(a.id)) : [];
    seen.current = new Set([...(seen.current ?? []), ...items.map((a) => a.id)]);
    if (fresh.length && tones) playDispatchTone(fresh.some((a) => a.priority === 'urgent'));
  }, [items, tones]);
  const confirm = useConfirmVcadAlert({
    mutation: {
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => client.invalidateQueries({ queryKey: getListVcadAlertsQueryKey() }),
    },
  });
  return (
    <Stack as="section" aria-labelledby="vcad-alerts" gap="2">
      <HStack justify="space-between" wrap="wrap">
        <Text as="h2" id="vcad-alerts" fontWeight="semibold" fontSize="lg">
          {t.heading}
        </Text>
        <Switch.Root size="sm" checked={tones} onCheckedChange={(e) => setTones(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t.tones}</Switch.Label>
        </Switch.Root>
      </HStack>
      {items?.length ? (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="vcad-alerts">
          {items.map((alert) => (
            <HStack
              as="li"
              key={alert.id}
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
              justify="space-between"
              wrap="wrap"
              borderColor={alert.priority === 'urgent' ? 'border.error' : undefined}
            >
              <Box>
                <Text fontWeight="semibold">
                  {t.kind[alert.kind] ?? alert.kind}
                  {alert.priority === 'urgent' ? ` (${t.urgent})` : ''}: {alert.message}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t.from(alert.from.name, time.format(Date.parse(alert.createdAt)))}
                </Text>
              </Box>
              <Button
                size="xs"
                variant="outline"
                loading={confirm.isPending && confirm.variables.id === alert.id}
                onClick={() => confirm.mutate({ id: alert.id })}
              >
                {t.confirm}
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {alerts.isError ? describeError(alerts.error) : t.empty}
        </Text>
      )}
      {mayNotify ? <NotifyForm departmentId={departmentId} call={call} /> : null}
    </Stack>
  );
});

const emptyNotice = { message: '', priority: 'normal', all: true };

function NotifyForm({ departmentId, call }: { departmentId: number; call?: VcadCall }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const toCall = call && call.units.length > 0 ? call : undefined;
  // One draft per department: an alert being written stays through a reload.
  const draft = useMemo(() => defineDraft(`draft.vcad.department.${departmentId}.notify`, emptyNotice), [departmentId]);
  const form = useContractForm({
    schema: NotifyVcadUnitsBody,
    initial: emptyNotice,
    draft,
    toBody: (v) => ({
      departmentId,
      message: v.message.trim(),
      priority: v.priority as 'normal' | 'urgent',
      ...(v.all || !toCall ? { allUnits: true } : { unitIds: toCall.units.map((a) => a.unit.id) }),
      ...(toCall ? { callId: toCall.id } : {}),
    }),
  });
  const notify = useNotifyVcadUnits({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.sent, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: getListVcadAlertsQueryKey() }),
    },
  });
  return (
    <FormStack
      gap="2"
      aria-label={t.notify}
      onSubmit={form.handleSubmit((data) => {
        setFailure(null);
        if (!notify.isPending) notify.mutate({ data });
      })}
    >
      <FormField label={t.message} message={form.message('message') ?? failure ?? undefined} required>
        <Input size="sm" {...form.input('message')} />
      </FormField>
      <HStack gap="3" wrap="wrap" align="end">
        <NativeSelect.Root size="sm" maxW="12rem">
          <NativeSelect.Field
            aria-label={t.priority}
            value={form.values.priority}
            onChange={(e) => form.set('priority', e.target.value)}
          >
            <option value="normal">{t.priorities.normal}</option>
            <option value="urgent">{t.priorities.urgent}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {toCall ? (
          <Checkbox.Root
            size="sm"
            checked={form.values.all}
            onCheckedChange={(e) => form.set('all', e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.allUnits}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <Button type="submit" size="sm" colorPalette="red" loading={notify.isPending}>
          {t.send}
        </Button>
      </HStack>
    </FormStack>
  );
}
