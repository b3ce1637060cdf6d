// The casino self-block (gambling protection), a part of the overview: the state (open, blocked
// by oneself until, banned by the team) and a block for some days, asked once more before it
// is sent (a self-block cannot be lifted early). A longer running block refuses a shorter one
// (409, said as a whole); a wrong number of days shows under the field. The days typed live in
// a draft (over a reload too) until the block is sent or its question cancelled.
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetPlayerCasinoQueryKey,
  getGetPlayerControlPanelQueryKey,
  useBlockPlayerCasino,
  useGetPlayerCasino,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerCasinoState } from '../../../api/generated/model/playerCasinoState';
import { BlockPlayerCasinoBody, blockPlayerCasinoBodyDaysMax } from '../../../api/generated/zod/player/player.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Section } from './section';
import { ownTexts } from './texts';

const t = ownTexts.casino;
const blockDraft = defineDraft('draft.player.casinoBlock', { days: '30' });
const untilIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function stateText(c: PlayerCasinoState): string {
  if (c.banned) return t.banned(c.bannedUntil ? formatDateTime(c.bannedUntil) : null);
  if (c.selfBlocked && c.blockedUntil) return t.blockedUntil(formatDateTime(c.blockedUntil));
  return t.open;
}

export function CasinoCard() {
  const query = useGetPlayerCasino();
  return (
    <Section id="own-casino" title={t.heading}>
      <Text color="fg.muted">{t.intro}</Text>
      <QueryState query={query} pendingMinH="6rem">
        {(c) => (
          <Stack gap="3">
            <Text fontWeight="semibold" data-testid="own-casino">
              {stateText(c)}
            </Text>
            {c.banned ? null : <BlockForm blocked={c.selfBlocked} />}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function BlockForm({ blocked }: { blocked: boolean }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: BlockPlayerCasinoBody,
    initial: blockDraft.fallback,
    draft: blockDraft,
    toBody: (v) => ({ days: v.days.trim() === '' ? Number.NaN : Number(v.days) }),
  });
  const block = useBlockPlayerCasino({
    mutation: {
      onSuccess: (next) => {
        form.reset();
        setAsking(null);
        setFailure(null);
        client.setQueryData(getGetPlayerCasinoQueryKey(), next);
        void client.invalidateQueries({ queryKey: getGetPlayerControlPanelQueryKey() });
        notifier.create({ title: t.done, type: 'success' });
      },
      onError: (error) => {
        setAsking(null);
        setFailure(form.applyServerErrors(error) ? null : describeError(error));
      },
    },
  });
  return (
    <>
      <FormStack
        aria-label={t.heading}
        onSubmit={form.handleSubmit(({ days }) => {
          setFailure(null);
          setAsking(days);
        })}
      >
        <HStack gap="3" align="end" wrap="wrap">
          <Box maxW="10rem">
            <FormField
              label={t.days}
              message={form.message('days')}
              helper={`1–${blockPlayerCasinoBodyDaysMax}`}
              required
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={blockPlayerCasinoBodyDaysMax}
                {...form.input('days')}
              />
            </FormField>
          </Box>
          <Button type="submit" variant="outline" colorPalette="red" loading={block.isPending}>
            {blocked ? t.extend : t.submit}
          </Button>
        </HStack>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
      </FormStack>
      <ConfirmDialog
        open={asking !== null}
        title={t.confirmTitle}
        body={asking === null ? undefined : t.confirmBody(asking, formatDate(untilIn(asking)))}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={block.isPending}
        onConfirm={() => {
          if (asking !== null && !block.isPending) block.mutate({ data: { days: asking } });
        }}
        onClose={() => {
          form.reset();
          setAsking(null);
        }}
      />
    </>
  );
}
