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
  useLoginUser,
  useLoginWithChatService,
  useLoginWithToken,
  useLogoutUser,
} from '../../../api/generated/endpoints/auth/auth';
import { getGetLoggedInQueryKey } from '../../../api/generated/start/session';
import type { LoginStatus } from '../../../api/generated/model/loginStatus';
import { LoginUserBody, LoginWithChatServiceBody } from '../../../api/generated/zod/auth/auth.zod';
import { notifier } from '../../../components/feedback/toaster';
import type { ContractSchema } from '../../../components/form/contract-messages';
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

/** The end of every sign-in form: what failed, and the submit button (pending while sent). */
function FormEnd({ failure, pending, label = t.submit }: { failure: string | null; pending: boolean; label?: string }) {
  return (
    <>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack>
        <Button type="submit" colorPalette="brand" loading={pending} loadingText={t.pending}>
          {label}
        </Button>
      </HStack>
    </>
  );
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
      <FormEnd failure={failure} pending={login.isPending} />
    </FormStack>
  );
}

interface Sent {
  onSuccess: (status: LoginStatus) => void;
  onError: (error: unknown) => void;
}

function TokenForm() {
  const login = useLoginWithToken();
  return (
    <CodeForm
      method="token"
      schema={TokenSchema}
      label={t.token}
      helper={t.tokenHelp}
      autoComplete="one-time-code"
      unknown={t.tokenUnknown}
      pending={login.isPending}
      send={(code, sent) => login.mutate({ code }, sent)}
    />
  );
}

function ChatForm() {
  const login = useLoginWithChatService();
  return (
    <CodeForm
      method="chat"
      schema={LoginWithChatServiceBody}
      label={t.chat}
      helper={t.chatHelp}
      autoComplete="off"
      unknown={t.chatNotLinked}
      submitLabel={t.chatSubmit}
      pending={login.isPending}
      send={(code, sent) => login.mutate({ data: { code } }, sent)}
    />
  );
}

/**
 * A sign-in by one code (the game's one-time code, the chat service's code): a 422 lands under
 * the field, a 404 says the code is unknown (or the chat account not linked).
 */
function CodeForm(props: {
  method: 'token' | 'chat';
  schema: ContractSchema<unknown>;
  label: string;
  helper: string;
  autoComplete: string;
  unknown: string;
  submitLabel?: string;
  pending: boolean;
  send: (code: string, sent: Sent) => void;
}) {
  const { method, schema, label, helper, autoComplete, unknown, submitLabel, pending, send } = props;
  const changed = useSessionChange();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema, initial: { code: '' }, toBody: (v) => ({ code: v.code.trim() }) });
  return (
    <FormStack
      aria-label={t.methods[method]}
      onSubmit={form.handleSubmit(({ code }) => {
        if (pending) return;
        setFailure(null);
        send(code, {
          onSuccess: (status) => void changed(status),
          onError: (error) =>
            setFailure(form.applyServerErrors(error) ? null : statusOf(error) === 404 ? unknown : describeError(error)),
        });
      })}
    >
      <FormField label={label} message={form.message('code')} helper={helper} required>
        <Input {...form.input('code')} autoComplete={autoComplete} spellCheck={false} />
      </FormField>
      <FormEnd failure={failure} pending={pending} label={submitLabel} />
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
