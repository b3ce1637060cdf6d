// The server console (gameserver.command): a command, its answer below it, the session's history
// newest last; arrow keys bring earlier commands back, as in a terminal. A failed send keeps the
// command (a draft, also across a reload); an offline server (503) says that nothing ran.
import { Box, Button, Code, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { useSendGameserverCommand } from '../../api/generated/endpoints/gameserver/gameserver';
import type { GameserverCommandResult } from '../../api/generated/model/gameserverCommandResult';
import { SendGameserverCommandBody } from '../../api/generated/zod/gameserver/gameserver.zod';
import { defineDraft } from '../../components/form/draft';
import { FormField } from '../../components/form/form-field';
import { useContractForm } from '../../components/form/use-contract-form';
import { FormStack } from '../../components/ui/form-stack';
import { formatDateTime } from '../../lib/format';
import { liveError } from './offline';
import { gameserverTexts } from './texts';

const t = gameserverTexts.console;
const empty = { command: '' };
const draft = defineDraft('draft.acp.server.console', empty);

export function ConsolePanel() {
  const form = useContractForm({
    schema: SendGameserverCommandBody,
    initial: empty,
    draft,
    toBody: (v) => ({ command: v.command.trim() }),
  });
  const [history, setHistory] = useState<GameserverCommandResult[]>([]);
  const [recall, setRecall] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendGameserverCommand({
    mutation: {
      onSuccess: (result) => {
        setHistory((h) => [...h.slice(-49), result]);
        setRecall(null);
        form.reset();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : liveError(error)),
    },
  });
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    if (history.length === 0) return;
    e.preventDefault();
    const last = history.length - 1;
    const next =
      e.key === 'ArrowUp' ? Math.max(0, (recall ?? history.length) - 1) : recall === null ? null : recall + 1;
    const index = next !== null && next > last ? null : next;
    setRecall(index);
    form.set('command', index === null ? '' : (history[index]?.command ?? ''));
  };
  return (
    <Box as="section" aria-labelledby="server-console" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="server-console" mb="3">
        {t.heading}
      </Heading>
      <Stack
        role="log"
        aria-label={t.history}
        gap="2"
        maxH="20rem"
        overflowY="auto"
        bg="bg.muted"
        borderRadius="md"
        p="3"
        mb="3"
        fontFamily="mono"
        fontSize="sm"
        tabIndex={0}
      >
        {history.length === 0 ? <Text color="fg.muted">{t.empty}</Text> : null}
        {history.map((r, i) => (
          <Box key={`${r.executedAt}-${String(i)}`} data-testid="console-entry">
            <Text>
              <Code>{`> ${r.command}`}</Code>{' '}
              <Text as="span" color={r.ok ? 'fg.success' : 'fg.error'}>
                {r.ok ? t.ok : t.failed}
              </Text>{' '}
              <Text as="span" color="fg.muted">
                {formatDateTime(r.executedAt)}
              </Text>
            </Text>
            <Text whiteSpace="pre-wrap">{r.output}</Text>
          </Box>
        ))}
      </Stack>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (send.isPending) return;
          setFailure(null);
          send.mutate({ data });
        })}
      >
        <HStack align="end" gap="2">
          <FormField label={t.command} message={form.message('command')} helper={t.hint} required flex="1">
            <Input {...form.input('command')} onKeyDown={onKey} autoComplete="off" fontFamily="mono" />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={send.isPending}>
            {t.send}
          </Button>
        </HStack>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
      </FormStack>
    </Box>
  );
}
