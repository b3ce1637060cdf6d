// The bot's settings: both services on or off, the interval of the automatic sync, and whether
// roles that no mapping gives any more are taken away. Through the generated validator; a 422
// shows under its field and a failed send keeps the values; what is changed lives in a draft
// (over a reload too) until it is saved.
import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEditButlervSettings } from '../../../api/generated/endpoints/butlerv/butlerv';
import type { ButlervSettings } from '../../../api/generated/model/butlervSettings';
import type { ButlervSettingsUpdate } from '../../../api/generated/model/butlervSettingsUpdate';
import { EditButlervSettingsBody } from '../../../api/generated/zod/butlerv/butlerv.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { settingsOptions, stateOptions } from '../queries';
import { butlervTexts } from '../texts';

const t = butlervTexts.settings;
type Values = { chatEnabled: boolean; voiceEnabled: boolean; autoSyncMinutes: string; removeUnmappedRoles: boolean };
const toBody = (v: Values): ButlervSettingsUpdate => ({
  chatEnabled: v.chatEnabled,
  voiceEnabled: v.voiceEnabled,
  autoSyncMinutes: v.autoSyncMinutes.trim() === '' ? Number.NaN : Number(v.autoSyncMinutes),
  removeUnmappedRoles: v.removeUnmappedRoles,
});

export function SettingsPanel() {
  const settings = useQuery(settingsOptions());
  return <QueryState query={settings}>{(s) => <SettingsForm key={s.updatedAt ?? ''} settings={s} />}</QueryState>;
}

function SettingsForm({ settings }: { settings: ButlervSettings }) {
  const client = useQueryClient();
  const initial: Values = {
    chatEnabled: settings.chatEnabled,
    voiceEnabled: settings.voiceEnabled,
    autoSyncMinutes: String(settings.autoSyncMinutes),
    removeUnmappedRoles: settings.removeUnmappedRoles,
  };
  const form = useContractForm({
    schema: EditButlervSettingsBody,
    initial,
    draft: useServerDraft('draft.butlerv.settings', initial),
    toBody,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useEditButlervSettings({
    mutation: {
      onSuccess: (saved) => {
        form.reset();
        notifier.create({ title: t.saved, type: 'success' });
        client.setQueryData(settingsOptions().queryKey, saved);
        void client.invalidateQueries({ queryKey: stateOptions().queryKey });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const box = (key: 'chatEnabled' | 'voiceEnabled' | 'removeUnmappedRoles') => (
    <HStack as="label" gap="2">
      <input type="checkbox" name={key} checked={form.values[key]} onChange={(e) => form.set(key, e.target.checked)} />
      <span>{t[key]}</span>
    </HStack>
  );
  return (
    <Box as="section" aria-labelledby="sync-settings" borderWidth="1px" borderRadius="lg" p="4" maxW="36rem">
      <Heading as="h2" size="md" id="sync-settings" mb="3">
        {t.heading}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (save.isPending) return;
          setFailure(null);
          save.mutate({ data });
        })}
      >
        {box('chatEnabled')}
        {box('voiceEnabled')}
        <FormField label={t.autoSyncMinutes} message={form.message('autoSyncMinutes')} required>
          <Input {...form.input('autoSyncMinutes')} inputMode="numeric" />
        </FormField>
        {box('removeUnmappedRoles')}
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {t.save}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
