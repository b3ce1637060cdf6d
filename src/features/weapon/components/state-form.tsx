// Change a weapon's registry state (weapon.edit) with a note for the log; setting it destroyed
// asks first (it cannot be changed afterwards). A destroyed weapon offers no change. What was typed
// is a draft per weapon (over its current state) until saved.
import { Box, Button, Heading, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getSearchWeaponAdminQueryKey, useEditWeaponAdminState } from '../../../api/generated/endpoints/weapon/weapon';
import type { WeaponDetails } from '../../../api/generated/model/weaponDetails';
import type { WeaponStateChange } from '../../../api/generated/model/weaponStateChange';
import { EditWeaponAdminStateBody } from '../../../api/generated/zod/weapon/weapon.zod';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { weaponTexts } from '../texts';

const t = weaponTexts.change;
/** The first part of every admin registry query's key (the generated keys start with the path). */
const registryKey = new RegExp(`^${getSearchWeaponAdminQueryKey('x')[0].replace(/search\/x$/, '')}`);
const toBody = (v: { state: string; note: string }) => ({ state: v.state, note: v.note.trim() }) as WeaponStateChange;

export function StateForm({ weapon }: { weapon: WeaponDetails }) {
  const client = useQueryClient();
  const initial = { state: weapon.state as string, note: '' };
  const draft = useServerDraft(`draft.acp.weapon.state.${weapon.id}`, initial);
  const form = useContractForm({ schema: EditWeaponAdminStateBody, initial, draft, toBody });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<WeaponStateChange | null>(null);
  const edit = useEditWeaponAdminState({
    mutation: {
      onSuccess: () => {
        form.reset();
        setConfirming(null);
        notifier.create({ title: t.saved, type: 'success' });
      },
      onError: (error) => {
        setConfirming(null);
        setFailure(form.applyServerErrors(error) ? null : describeError(error));
      },
      // Every registry query (the detail, searches, look-ups, owner lists) may show the state.
      onSettled: () => client.invalidateQueries({ predicate: (q) => registryKey.test(String(q.queryKey[0])) }),
    },
  });
  if (weapon.state === 'destroyed') return <Text color="fg.muted">{t.destroyed}</Text>;
  const send = (data: WeaponStateChange) => {
    if (edit.isPending) return;
    setFailure(null);
    edit.mutate({ weaponId: weapon.id, data });
  };
  return (
    <Box as="section" aria-labelledby="weapon-state" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="weapon-state" mb="3">
        {t.heading}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => (data.state === 'destroyed' ? setConfirming(data) : send(data)))}
      >
        <FormField label={t.state} message={form.message('state')} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="state"
              value={form.values.state}
              onChange={(e) => form.set('state', e.target.value)}
            >
              {Object.entries(weaponTexts.states).map(([state, label]) => (
                <option key={state} value={state}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t.note} message={form.message('note')} required>
          <Textarea {...form.input('note')} rows={2} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={edit.isPending}>
            {t.submit}
          </Button>
        </Box>
      </FormStack>
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmTitle}
        body={t.confirmBody}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={edit.isPending}
        onConfirm={() => confirming && send(confirming)}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
