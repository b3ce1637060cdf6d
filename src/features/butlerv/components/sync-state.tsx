// The sync state of both services, and "Jetzt synchronisieren": starts a run, then follows the
// state every second while it runs (progress), and shows the result: last sync, failures and
// the last error's reason.
import { Badge, Box, Button, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getListButlervSyncLogQueryKey, useSyncButlervNow } from '../../../api/generated/endpoints/butlerv/butlerv';
import type { ButlervServiceSyncState } from '../../../api/generated/model/butlervServiceSyncState';
import { notifier } from '../../../components/feedback/toaster';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { stateOptions } from '../queries';
import { butlervTexts } from '../texts';

const t = butlervTexts.state;

export function SyncState() {
  const client = useQueryClient();
  const [started, setStarted] = useState(false);
  const state = useQuery({
    ...stateOptions(),
    refetchInterval: (q) => (started || q.state.data?.chat.running || q.state.data?.voice.running ? 1000 : false),
  });
  const running = Boolean(state.data?.chat.running || state.data?.voice.running);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (running) wasRunning.current = true;
    else if (wasRunning.current && state.data) {
      wasRunning.current = false;
      setStarted(false);
      notifier.create({ title: t.finished, type: 'info' });
      void client.invalidateQueries({ queryKey: getListButlervSyncLogQueryKey().slice(0, 1) });
    }
  }, [running, state.data, client]);
  const [failure, setFailure] = useState<string | null>(null);
  const sync = useSyncButlervNow({
    mutation: {
      onSuccess: () => {
        setStarted(true);
        notifier.create({ title: t.started, type: 'success' });
        void client.invalidateQueries({ queryKey: stateOptions().queryKey });
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  return (
    <Box as="section" aria-labelledby="sync-state" borderWidth="1px" borderRadius="lg" p="4">
      <HStack justify="space-between" wrap="wrap" mb="3">
        <Heading as="h2" size="md" id="sync-state">
          {t.heading}
        </Heading>
        <Button
          colorPalette="brand"
          loading={sync.isPending}
          disabled={running || started}
          onClick={() => {
            if (sync.isPending) return;
            setFailure(null);
            const services = (['chat', 'voice'] as const).filter((s) => state.data?.[s].enabled !== false);
            sync.mutate({ data: { services: services.length ? services : ['chat', 'voice'] } });
          }}
        >
          {t.syncNow}
        </Button>
      </HStack>
      {failure ? (
        <Text color="fg.error" role="alert" mb="2">
          {failure}
        </Text>
      ) : null}
      <div aria-live="polite">
        {running || started ? (
          <HStack mb="3" data-testid="sync-progress">
            <Spinner size="sm" />
            <Text>{t.running}</Text>
          </HStack>
        ) : null}
      </div>
      <QueryState query={state}>
        {(s) => (
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <ServiceState state={s.chat} />
            <ServiceState state={s.voice} />
          </Grid>
        )}
      </QueryState>
    </Box>
  );
}

function ServiceState({ state }: { state: ButlervServiceSyncState }) {
  return (
    <Stack gap="1" data-testid={`sync-state-${state.service}`}>
      <HStack>
        <Text fontWeight="semibold">{butlervTexts.services[state.service]}</Text>
        <Badge colorPalette={state.enabled ? 'green' : 'gray'}>{state.enabled ? t.enabled : t.disabled}</Badge>
      </HStack>
      <Text fontSize="sm">{state.lastSyncAt ? t.last(formatDateTime(state.lastSyncAt)) : t.never}</Text>
      {state.nextSyncAt ? <Text fontSize="sm">{t.next(formatDateTime(state.nextSyncAt))}</Text> : null}
      <Text fontSize="sm">
        {t.failures(state.failuresLast24h)} · {t.pending(state.pendingUsers)}
      </Text>
      {state.lastError ? (
        <Text fontSize="sm" color="fg.error" data-testid="sync-last-error">
          {t.lastError}: {state.lastError}
        </Text>
      ) : null}
    </Stack>
  );
}
