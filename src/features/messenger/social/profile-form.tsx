// The own profile: registering it (a character without one is asked to first) and editing
// it. Both through the generated validators; a 422 (a handle taken) lands under its field;
// the input stays when sending fails; one send at a time.
import { Box, Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useEditMessengerSocialProfile,
  useRegisterMessengerSocialProfile,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSocialProfile } from '../../../api/generated/model/messengerSocialProfile';
import type { MessengerSocialProfileCreate } from '../../../api/generated/model/messengerSocialProfileCreate';
import type { MessengerSocialProfileUpdate } from '../../../api/generated/model/messengerSocialProfileUpdate';
import {
  EditMessengerSocialProfileBody,
  RegisterMessengerSocialProfileBody,
} from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { meOptions, socialChanged } from './queries';
import { socialTexts } from './texts';

const t = socialTexts.register;

const registerDraft = defineDraft('draft.messenger.social.register', { handle: '', displayName: '', bio: '' });

export function RegisterForm() {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: RegisterMessengerSocialProfileBody,
    initial: { handle: '', displayName: '', bio: '' },
    draft: registerDraft,
    toBody: (v) =>
      ({
        handle: v.handle.trim(),
        displayName: v.displayName.trim(),
        ...(v.bio.trim() ? { bio: v.bio.trim() } : {}),
      }) as MessengerSocialProfileCreate,
  });
  const register = useRegisterMessengerSocialProfile({
    mutation: {
      // Only after success: refetching the missing profile would show the loading state and
      // drop the form with what was typed (a query without data goes back to pending).
      onSuccess: (profile) => {
        client.setQueryData(meOptions().queryKey, profile);
        form.reset();
        notifier.create({ title: t.created, type: 'success' });
        void socialChanged(client);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (register.isPending) return;
    setFailure(null);
    register.mutate({ data });
  });
  return (
    <Stack gap="3" maxW="36rem" data-testid="social-register">
      <Text fontWeight="semibold" fontSize="lg" as="h2">
        {t.heading}
      </Text>
      <Text color="fg.muted">{t.intro}</Text>
      <FormStack onSubmit={submit} aria-label={t.heading}>
        <FormField label={t.handle} message={form.message('handle')} helper={t.handleHelp} required>
          <Input {...form.input('handle')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
        </FormField>
        <FormField label={t.displayName} message={form.message('displayName')} required>
          <Input {...form.input('displayName')} autoComplete="nickname" />
        </FormField>
        <FormField label={t.bio} message={form.message('bio')}>
          <Textarea {...form.input('bio')} rows={2} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={register.isPending}>
            {t.submit}
          </Button>
        </Box>
      </FormStack>
    </Stack>
  );
}

export function EditProfileForm({ profile, onDone }: { profile: MessengerSocialProfile; onDone: () => void }) {
  const client = useQueryClient();
  const e = socialTexts.edit;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: EditMessengerSocialProfileBody,
    initial: { displayName: profile.displayName, bio: profile.bio ?? '' },
    draft: useServerDraft(`draft.messenger.social.profile.${profile.id}`, {
      displayName: profile.displayName,
      bio: profile.bio ?? '',
    }),
    // The bio is sent even when emptied: that is how it is cleared.
    toBody: (v) => ({ displayName: v.displayName.trim(), bio: v.bio.trim() }) as MessengerSocialProfileUpdate,
  });
  const edit = useEditMessengerSocialProfile({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: e.saved, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => socialChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (edit.isPending) return;
    setFailure(null);
    edit.mutate({ data });
  });
  return (
    <FormStack onSubmit={submit} aria-label={e.heading} borderWidth="1px" borderRadius="md" p="3" maxW="36rem">
      <FormField label={t.displayName} message={form.message('displayName')} required>
        <Input {...form.input('displayName')} />
      </FormField>
      <FormField label={t.bio} message={form.message('bio')}>
        <Textarea {...form.input('bio')} rows={2} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={edit.isPending}>
          {e.submit}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            // Cancelling drops the draft: the next edit starts from the profile.
            form.reset();
            onDone();
          }}
        >
          {e.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}
