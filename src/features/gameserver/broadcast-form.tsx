// A chat message from the admin team to everyone online (gameserver.message): text and kind,
// checked by the contract's validator; the draft survives a failed send and a reload; a 503
// (server offline) is said as such and not sent again by itself.
import { Box, Button, Heading, Text, Textarea } from '@chakra-ui/react';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import { useSendGameserverBroadcast } from '../../api/generated/endpoints/gameserver/gameserver';
import type { GameserverMessage } from '../../api/generated/model/gameserverMessage';
import { SendGameserverBroadcastBody } from '../../api/generated/zod/gameserver/gameserver.zod';
import { notifier } from '../../components/feedback/toaster';
import { defineDraft } from '../../components/form/draft';
import { FormField } from '../../components/form/form-field';
import { useContractForm } from '../../components/form/use-contract-form';
import { FormStack } from '../../components/ui/form-stack';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { describeError } from '../../lib/describe-error';
import { gameserverTexts } from './texts';

const t = gameserverTexts.broadcast;
const KINDS = ['info', 'warning', 'admin', 'announcement'] as const;
const empty = { text: '', kind: 'info' as string };
const draft = defineDraft('draft.acp.server.broadcast', empty);
const toBody = (v: typeof empty) => ({ text: v.text.trim(), kind: v.kind }) as GameserverMessage;

export function BroadcastForm() {
  const form = useContractForm({ schema: SendGameserverBroadcastBody, initial: empty, draft, toBody });
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendGameserverBroadcast({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.sent, type: 'success' });
      },
      onError: (error) => {
        if (form.applyServerErrors(error)) return setFailure(null);
        const offline = isAxiosError(error) && error.response?.status === 503;
        setFailure(offline ? gameserverTexts.offline : describeError(error));
      },
    },
  });
  const kind = (KINDS as readonly string[]).includes(form.values.kind)
    ? (form.values.kind as (typeof KINDS)[number])
    : 'info';
  return (
    <Box as="section" aria-labelledby="server-broadcast" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="server-broadcast" mb="3">
        {t.heading}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (send.isPending) return;
          setFailure(null);
          send.mutate({ data });
        })}
      >
        <SegmentedFilter
          label={t.kind}
          options={KINDS}
          labels={t.kinds}
          value={kind}
          onChange={(k) => form.set('kind', k)}
        />
        <FormField label={t.text} message={form.message('text')} required>
          <Textarea {...form.input('text')} rows={3} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={send.isPending}>
            {t.send}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
