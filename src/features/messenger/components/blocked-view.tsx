// Blocked numbers of the chosen SIM: block a number (checked by the contract's pattern; 409 when
// it is blocked already) and unblock one after a confirmation.
import { Box, Button, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  blockMessengerNumber,
  getListMessengerBlockedNumbersQueryOptions,
  unblockMessengerNumber,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerBlockedNumber } from '../../../api/generated/model/messengerBlockedNumber';
import { BlockMessengerNumberBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { blockedChanged } from '../queries';
import { messengerTexts } from '../texts';

const t = messengerTexts.blocked;

export function BlockedView({ simId }: { simId: number }) {
  const client = useQueryClient();
  const list = useQuery(getListMessengerBlockedNumbersQueryOptions(simId));
  const [asking, setAsking] = useState<MessengerBlockedNumber | null>(null);
  const unblock = useMutation({
    mutationFn: (entry: MessengerBlockedNumber) => unblockMessengerNumber(simId, entry.id),
    onSuccess: (_, entry) => notifier.create({ title: t.unblocked(entry.number), type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => blockedChanged(client, simId),
  });
  return (
    <Stack gap="3" maxW="40rem" as="section" aria-label={t.label}>
      <BlockForm simId={simId} />
      {list.isPending ? (
        <Stack gap="2" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h="12" borderRadius="md" />
          ))}
        </Stack>
      ) : (
        <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty} emptyTestId="blocked-empty">
          {(data) => (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t.label} data-testid="blocked-list">
              {data.items.map((entry) => (
                <Box as="li" key={entry.id} borderWidth="1px" borderRadius="md" p="3">
                  <HStack justify="space-between" wrap="wrap" gap="2">
                    <HStack gap="2">
                      <Text fontFamily="mono">{entry.number}</Text>
                      {entry.contactName ? <Text fontWeight="semibold">{entry.contactName}</Text> : null}
                      <Text fontSize="sm" color="fg.muted">
                        {t.since(formatDate(entry.blockedAt))}
                      </Text>
                    </HStack>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={unblock.isPending && unblock.variables.id === entry.id}
                      onClick={() => setAsking(entry)}
                      aria-label={`${t.unblock}: ${entry.number}`}
                    >
                      {t.unblock}
                    </Button>
                  </HStack>
                </Box>
              ))}
            </Stack>
          )}
        </QueryState>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t.unblockTitle(asking.number) : ''}
        confirmLabel={t.unblock}
        cancelLabel={messengerTexts.confirm.cancel}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking && !unblock.isPending) unblock.mutate(asking);
          setAsking(null);
        }}
      />
    </Stack>
  );
}

function BlockForm({ simId }: { simId: number }) {
  const client = useQueryClient();
  const draft = useMemo(() => defineDraft(`draft.messenger.block.${simId}`, { number: '' }), [simId]);
  const form = useContractForm({
    schema: BlockMessengerNumberBody,
    initial: { number: '' },
    draft,
    toBody: (v) => ({ number: v.number.trim() }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const block = useMutation({
    mutationFn: (data: { number: string }) => blockMessengerNumber(simId, data),
    onSuccess: (entry) => {
      form.reset();
      notifier.create({ title: messengerTexts.contacts.blocked(entry.number), type: 'success' });
    },
    onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () => blockedChanged(client, simId),
  });
  return (
    <FormStack
      aria-label={t.number}
      onSubmit={form.handleSubmit((data) => {
        if (block.isPending) return;
        setFailure(null);
        block.mutate(data);
      })}
    >
      <FormField label={t.number} message={form.message('number')} helper={messengerTexts.newChat.numberHelp}>
        <HStack gap="2" w="full" maxW="24rem">
          <Input {...form.input('number')} inputMode="numeric" autoComplete="off" fontFamily="mono" />
          <Button type="submit" size="sm" colorPalette="red" loading={block.isPending}>
            {t.block}
          </Button>
        </HStack>
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
    </FormStack>
  );
}
