// The game server's runtime settings (gameserver.settings): loaded, edited and saved in one
// form checked by the contract's patch validator; only what changed is sent. A 422 lands under
// its field; an offline server (503) is shown as such and not asked again by itself. The edits are
// a draft over the server's values until saved.
import { Box, Button, Checkbox, Heading, Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetGameserverSettingsQueryKey,
  getGetGameserverSettingsQueryOptions,
  useEditGameserverSettings,
} from '../../api/generated/endpoints/gameserver/gameserver';
import type { GameserverSettings } from '../../api/generated/model/gameserverSettings';
import type { GameserverSettingsPatch } from '../../api/generated/model/gameserverSettingsPatch';
import type { GameserverWeather } from '../../api/generated/model/gameserverWeather';
import { EditGameserverSettingsBody } from '../../api/generated/zod/gameserver/gameserver.zod';
import { notifier } from '../../components/feedback/toaster';
import { useServerDraft } from '../../components/form/draft';
import { FormField } from '../../components/form/form-field';
import { useContractForm } from '../../components/form/use-contract-form';
import { FormStack } from '../../components/ui/form-stack';
import { QueryState } from '../../components/views/query-state';
import { liveError, noRetryWhenOffline } from './offline';
import { gameserverTexts } from './texts';

const t = gameserverTexts.settings;
const WEATHERS = Object.keys(t.weathers) as GameserverWeather[];

const valuesOf = (s: GameserverSettings) => ({
  serverName: s.serverName,
  maxPlayers: String(s.maxPlayers),
  maintenanceMode: s.maintenanceMode,
  whitelistEnabled: s.whitelistEnabled,
  weather: s.weather as string,
  timeScale: s.timeScale === undefined ? '' : String(s.timeScale),
  paydayIntervalMinutes: String(s.paydayIntervalMinutes),
  motd: s.motd ?? '',
});
type Values = ReturnType<typeof valuesOf>;
const num = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(',', '.')));

/** Only what differs from what the server holds. */
function changesOf(v: Values, was: Values): GameserverSettingsPatch {
  const patch: Record<string, unknown> = {};
  if (v.serverName.trim() !== was.serverName) patch.serverName = v.serverName.trim();
  if (v.maxPlayers !== was.maxPlayers) patch.maxPlayers = num(v.maxPlayers);
  if (v.maintenanceMode !== was.maintenanceMode) patch.maintenanceMode = v.maintenanceMode;
  if (v.whitelistEnabled !== was.whitelistEnabled) patch.whitelistEnabled = v.whitelistEnabled;
  if (v.weather !== was.weather) patch.weather = v.weather;
  if (v.timeScale !== was.timeScale) patch.timeScale = num(v.timeScale);
  if (v.paydayIntervalMinutes !== was.paydayIntervalMinutes) patch.paydayIntervalMinutes = num(v.paydayIntervalMinutes);
  if (v.motd.trim() !== was.motd) patch.motd = v.motd.trim();
  return patch as GameserverSettingsPatch;
}

export function SettingsPanel() {
  const settings = useQuery({ ...getGetGameserverSettingsQueryOptions(), retry: noRetryWhenOffline });
  return (
    <Box as="section" aria-labelledby="server-settings" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="server-settings" mb="3">
        {t.heading}
      </Heading>
      <QueryState query={settings} errorTitle={t.error} pendingMinH="10rem">
        {(s) => <SettingsForm key={JSON.stringify(s)} settings={s} />}
      </QueryState>
    </Box>
  );
}

function SettingsForm({ settings }: { settings: GameserverSettings }) {
  const client = useQueryClient();
  const was = valuesOf(settings);
  const draft = useServerDraft('draft.acp.server.settings', was);
  const form = useContractForm({
    schema: EditGameserverSettingsBody,
    initial: was,
    draft,
    toBody: (v: Values) => changesOf(v, was),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useEditGameserverSettings({
    mutation: {
      onSuccess: (next) => {
        // Saved: the draft of the old values goes; the new values start a new one.
        form.reset();
        client.setQueryData(getGetGameserverSettingsQueryKey(), next);
        notifier.create({ title: t.saved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : liveError(error)),
    },
  });
  const check = (field: 'maintenanceMode' | 'whitelistEnabled') => (
    <Checkbox.Root checked={form.values[field]} onCheckedChange={(e) => form.set(field, e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t[field]}</Checkbox.Label>
    </Checkbox.Root>
  );
  return (
    <FormStack
      onSubmit={form.handleSubmit((data) => {
        if (save.isPending || Object.keys(data).length === 0) return;
        setFailure(null);
        save.mutate({ data });
      })}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormField label={t.serverName} message={form.message('serverName')}>
          <Input {...form.input('serverName')} />
        </FormField>
        <FormField label={t.maxPlayers} message={form.message('maxPlayers')}>
          <Input {...form.input('maxPlayers')} inputMode="numeric" />
        </FormField>
        <FormField label={t.weather} message={form.message('weather')}>
          <NativeSelect.Root>
            <NativeSelect.Field value={form.values.weather} onChange={(e) => form.set('weather', e.target.value)}>
              {WEATHERS.map((w) => (
                <option key={w} value={w}>
                  {t.weathers[w]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.timeScale} message={form.message('timeScale')}>
          <Input {...form.input('timeScale')} inputMode="decimal" />
        </FormField>
        <FormField label={t.paydayIntervalMinutes} message={form.message('paydayIntervalMinutes')}>
          <Input {...form.input('paydayIntervalMinutes')} inputMode="numeric" />
        </FormField>
      </SimpleGrid>
      {check('maintenanceMode')}
      {check('whitelistEnabled')}
      <FormField label={t.motd} message={form.message('motd')}>
        <Textarea {...form.input('motd')} rows={2} />
      </FormField>
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
  );
}
