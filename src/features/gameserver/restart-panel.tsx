// A restart with a countdown the players see (gameserver.restart): minutes and a reason, checked
// by the contract's validator, then a confirmation; a scheduled restart shows when, by whom and
// how long is left, and can be called off. An offline server (503) says that nothing happened.
// What was typed is a draft until the restart is scheduled.
import { Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  getGetGameserverStatusQueryKey,
  useCancelGameserverRestart,
  useRestartGameserver,
} from '../../api/generated/endpoints/gameserver/gameserver';
import type { GameserverRestart } from '../../api/generated/model/gameserverRestart';
import type { GameserverRestartRequest } from '../../api/generated/model/gameserverRestartRequest';
import { RestartGameserverBody } from '../../api/generated/zod/gameserver/gameserver.zod';
import { notifier } from '../../components/feedback/toaster';
import { defineDraft } from '../../components/form/draft';
import { FormField } from '../../components/form/form-field';
import { useContractForm } from '../../components/form/use-contract-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormStack } from '../../components/ui/form-stack';
import { formatDateTime, formatDuration } from '../../lib/format';
import { liveError } from './offline';
import { gameserverTexts } from './texts';

const t = gameserverTexts.restart;
const empty = { delayMinutes: '10', reason: '' };
const draft = defineDraft('draft.acp.server.restart', empty);
const toBody = (v: typeof empty) =>
  ({
    delayMinutes: v.delayMinutes.trim() === '' ? undefined : Number(v.delayMinutes),
    reason: v.reason.trim(),
  }) as GameserverRestartRequest;

/** Seconds until `iso`, ticking once a second while shown. */
function useSecondsLeft(iso: string) {
  const left = () => Math.max(0, Math.round((Date.parse(iso) - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left reads only iso
  }, [iso]);
  return seconds;
}

function Scheduled({ restart }: { restart: GameserverRestart }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const seconds = useSecondsLeft(restart.scheduledAt);
  const cancel = useCancelGameserverRestart({
    mutation: {
      onSuccess: () => notifier.create({ title: t.cancelled, type: 'success' }),
      onError: (error) => setFailure(liveError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: getGetGameserverStatusQueryKey() }),
    },
  });
  return (
    <Stack gap="2" data-testid="restart-scheduled">
      <Text>{t.pending(formatDateTime(restart.scheduledAt), restart.requestedBy.name)}</Text>
      <Text fontWeight="semibold" role="timer" aria-live="off">
        {t.countdown(formatDuration(seconds))}
      </Text>
      <Text color="fg.muted">{restart.reason}</Text>
      <Box>
        <Button
          variant="outline"
          colorPalette="red"
          loading={cancel.isPending}
          onClick={() => {
            if (cancel.isPending) return;
            setFailure(null);
            cancel.mutate();
          }}
        >
          {t.cancel}
        </Button>
      </Box>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}

export function RestartPanel({ scheduled }: { scheduled?: GameserverRestart }) {
  const client = useQueryClient();
  const form = useContractForm({ schema: RestartGameserverBody, initial: empty, draft, toBody });
  const [confirming, setConfirming] = useState<GameserverRestartRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const restart = useRestartGameserver({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.scheduled, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : liveError(error)),
      onSettled: () => {
        setConfirming(null);
        return client.invalidateQueries({ queryKey: getGetGameserverStatusQueryKey() });
      },
    },
  });
  return (
    <Box as="section" aria-labelledby="server-restart" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="server-restart" mb="3">
        {t.heading}
      </Heading>
      {scheduled ? (
        <Scheduled restart={scheduled} />
      ) : (
        <FormStack
          onSubmit={form.handleSubmit((data) => {
            setFailure(null);
            setConfirming(data);
          })}
        >
          <HStack gap="3" align="start" wrap="wrap">
            <FormField label={t.delay} message={form.message('delayMinutes')} required maxW="12rem">
              <Input {...form.input('delayMinutes')} inputMode="numeric" />
            </FormField>
            <FormField label={t.reason} message={form.message('reason')} required flex="1" minW="16rem">
              <Textarea {...form.input('reason')} rows={2} />
            </FormField>
          </HStack>
          {failure ? (
            <Text color="fg.error" role="alert">
              {failure}
            </Text>
          ) : null}
          <Box>
            <Button type="submit" colorPalette="red">
              {t.schedule}
            </Button>
          </Box>
        </FormStack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmTitle}
        body={t.confirmBody(confirming?.delayMinutes ?? 0)}
        confirmLabel={t.confirm}
        cancelLabel={t.cancelDialog}
        busy={restart.isPending}
        onConfirm={() => {
          if (confirming && !restart.isPending) restart.mutate({ data: confirming });
        }}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
