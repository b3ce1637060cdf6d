// The chosen SIM card's counters (contacts, chats, blocked numbers, missed calls) and its
// settings: the name the owner gives it and whether it rings. Checked by the contract's
// validator (name 1–30 characters); a 422 shows under the field.
import { Box, Button, Checkbox, HStack, Input, Skeleton, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetMessengerSimQueryKey,
  getGetMessengerSimQueryOptions,
  updateMessengerSim,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSim } from '../../../api/generated/model/messengerSim';
import type { MessengerSimUpdate } from '../../../api/generated/model/messengerSimUpdate';
import { UpdateMessengerSimBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatNumber } from '../../../lib/format';
import { listsChanged } from '../queries';
import { messengerTexts } from '../texts';

const t = messengerTexts.simSettings;

export function SimSettings({ sim }: { sim: MessengerSim }) {
  const details = useQuery(getGetMessengerSimQueryOptions(sim.id));
  const [editing, setEditing] = useState(false);
  return (
    <Box data-testid="sim-settings">
      <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted" minH="8">
        {details.data ? (
          <Text data-testid="sim-counters">
            {t.counters(
              formatNumber(details.data.contactCount),
              formatNumber(details.data.conversationCount),
              formatNumber(details.data.blockedCount),
            )}
          </Text>
        ) : details.isPending ? (
          <Skeleton h="4" w="16rem" />
        ) : null}
        <Button size="xs" variant="ghost" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
          {t.edit}
        </Button>
      </HStack>
      {editing ? <SimForm key={sim.id} sim={sim} onDone={() => setEditing(false)} /> : null}
    </Box>
  );
}

function SimForm({ sim, onDone }: { sim: MessengerSim; onDone: () => void }) {
  const client = useQueryClient();
  const form = useContractForm({
    schema: UpdateMessengerSimBody,
    initial: { label: sim.label, muted: sim.muted },
    draft: useServerDraft(`draft.messenger.sim.${sim.id}`, { label: sim.label, muted: sim.muted }),
    toBody: (v): MessengerSimUpdate => ({ label: v.label.trim(), muted: v.muted }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (data: MessengerSimUpdate) => updateMessengerSim(sim.id, data),
    onSuccess: () => {
      form.reset();
      notifier.create({ title: t.saved, type: 'success' });
      onDone();
    },
    onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: () =>
      Promise.all([listsChanged(client), client.invalidateQueries({ queryKey: getGetMessengerSimQueryKey(sim.id) })]),
  });
  return (
    <FormStack
      aria-label={t.heading}
      maxW="24rem"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      mt="2"
      onSubmit={form.handleSubmit((data) => {
        if (save.isPending) return;
        setFailure(null);
        save.mutate(data);
      })}
    >
      <FormField label={t.label} message={form.message('label')} required>
        <Input {...form.input('label')} autoComplete="off" />
      </FormField>
      <Checkbox.Root checked={form.values.muted} onCheckedChange={(e) => form.set('muted', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.muted}</Checkbox.Label>
      </Checkbox.Root>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending}>
          {t.save}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            // Cancelling drops the draft: the next edit starts from the SIM's values.
            form.reset();
            onDone();
          }}
        >
          {t.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}
