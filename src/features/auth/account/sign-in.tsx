// Sign-in for the signed-out user (issue 29), the three ways the contract offers: the community
// account's password (loginUser), a one-time code from the game (loginWithToken) and the chat
// service's code after its consent screen (loginWithChatService). On success the login query
// gets the new state at once (the polling stops, the shell greets) and everything else refetches.
import { Button, Checkbox, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import * as zod from 'zod/mini';
import {
  getGetLoggedInQueryKey,
  useLoginUser,
  useLoginWithChatService,
  useLoginWithToken,
  useLogoutUser,
} from '../../../api/generated/endpoints/auth/auth';
import type { LoginStatus } from '../../../api/generated/model/loginStatus';
import { LoginUserBody, LoginWithChatServiceBody } from '../../../api/generated/zod/auth/auth.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { describeError } from '../../../lib/describe-error';
import { accountTexts } from './texts';

const t = accountTexts.signIn;
const METHODS = ['password', 'token', 'chat'] as const;
type Method = (typeof METHODS)[number];

// The contract's Code path parameter (openapi/components/parameters.yaml): no generated body schema.
const TokenSchema = zod.object({ code: zod.string().check(zod.regex(/^[A-Za-z0-9-]{1,32}$/, t.tokenInvalid)) });

const statusOf = (error: unknown) => (isAxiosError(error) ? error.response?.status : undefined);

/** Puts the new sign-in state into the login query and refetches the rest for the new user. */
function useSessionChange() {
  const client = useQueryClient();
  return async (status: LoginStatus) => {
    client.setQueryData(getGetLoggedInQueryKey(), status);
    await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== getGetLoggedInQueryKey()[0] });
  };
}

export function SignInPanel() {
  const [method, setMethod] = useState<Method>('password');
  return (
    <Stack gap="4" maxW="32rem" mt="6" data-testid="sign-in">
      <Heading as="h2" size="lg">
        {t.heading}
      </Heading>
      <SegmentedFilter label={t.methodLabel} options={METHODS} labels={t.methods} value={method} onChange={setMethod} />
      {method === 'password' ? <PasswordForm /> : null}
      {method === 'token' ? <TokenForm /> : null}
      {method === 'chat' ? <ChatForm /> : null}
    </Stack>
  );
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <Text color="fg.error" role="alert">
      {text}
    </Text>
  ) : null;
}

function PasswordForm() {
  const changed = useSessionChange();
  const login = useLoginUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: LoginUserBody,
    initial: { username: '', password: '', remember: false },
    toBody: (v) => ({ username: v.username.trim(), password: v.password, remember: v.remember }),
  });
  return (
    <FormStack
      aria-label={t.methods.password}
      onSubmit={form.handleSubmit((data) => {
        if (login.isPending) return;
        setFailure(null);
        login.mutate(
          { data },
          {
            onSuccess: (status) => void changed(status),
            // A wrong password (401 with the field named) and a 422 land under their field.
            onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
          },
        );
      })}
    >
      <FormField label={t.username} message={form.message('username')} helper={t.usernameHelp} required>
        <Input {...form.input('username')} autoComplete="username" spellCheck={false} />
      </FormField>
      <FormField label={t.password} message={form.message('password')} required>
        <Input {...form.input('password')} type="password" autoComplete="current-password" />
      </FormField>
      <Checkbox.Root checked={form.values.remember} onCheckedChange={(e) => form.set('remember', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.remember}</Checkbox.Label>
      </Checkbox.Root>
      <Failure text={failure} />
      <HStack>
        <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText={t.pending}>
          {t.submit}
        </Button>
      </HStack>
    </FormStack>
  );
}

function TokenForm() {
  const changed = useSessionChange();
  const login = useLoginWithToken();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: TokenSchema, initial: { code: '' }, toBody: (v) => ({ code: v.code.trim() }) });
  return (
    <FormStack
      aria-label={t.methods.token}
      onSubmit={form.handleSubmit(({ code }) => {
        if (login.isPending) return;
        setFailure(null);
        login.mutate(
          { code },
          {
            onSuccess: (status) => void changed(status),
            onError: (error) => setFailure(statusOf(error) === 404 ? t.tokenUnknown : describeError(error)),
          },
        );
      })}
    >
      <FormField label={t.token} message={form.message('code')} helper={t.tokenHelp} required>
        <Input {...form.input('code')} autoComplete="one-time-code" spellCheck={false} />
      </FormField>
      <Failure text={failure} />
      <HStack>
        <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText={t.pending}>
          {t.submit}
        </Button>
      </HStack>
    </FormStack>
  );
}

function ChatForm() {
  const changed = useSessionChange();
  const login = useLoginWithChatService();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: LoginWithChatServiceBody,
    initial: { code: '' },
    toBody: (v) => ({ code: v.code.trim() }),
  });
  return (
    <FormStack
      aria-label={t.methods.chat}
      onSubmit={form.handleSubmit((data) => {
        if (login.isPending) return;
        setFailure(null);
        login.mutate(
          { data },
          {
            onSuccess: (status) => void changed(status),
            onError: (error) =>
              setFailure(
                form.applyServerErrors(error) ? null : statusOf(error) === 404 ? t.chatNotLinked : describeError(error),
              ),
          },
        );
      })}
    >
      <FormField label={t.chat} message={form.message('code')} helper={t.chatHelp} required>
        <Input {...form.input('code')} autoComplete="off" spellCheck={false} />
      </FormField>
      <Failure text={failure} />
      <HStack>
        <Button type="submit" colorPalette="brand" loading={login.isPending} loadingText={t.pending}>
          {t.chatSubmit}
        </Button>
      </HStack>
    </FormStack>
  );
}

/** "Abmelden" for the signed-in user: the login query says signed out at once. */
export function SignOutButton() {
  const changed = useSessionChange();
  const logout = useLogoutUser();
  const s = accountTexts.signOut;
  return (
    <Button
      variant="outline"
      loading={logout.isPending}
      loadingText={s.pending}
      onClick={() => {
        if (logout.isPending) return;
        logout.mutate(undefined, {
          onSuccess: () => {
            notifier.create({ title: s.done, type: 'info' });
            void changed({ loggedIn: false });
          },
          onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
        });
      }}
    >
      {s.action}
    </Button>
  );
}
