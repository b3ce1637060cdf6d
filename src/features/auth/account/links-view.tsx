// Linked accounts [Verknüpfungen]: the chat service, the voice server and the subscription
// service, each with its state (linked, pending, failed with its reason); link with the
// service's code (the voice server: the identity), unlink after a confirmation, retry a
// failed link (own operations of the account: no right to check, the server decides). A failed send keeps what was typed (drafts), a 422 shows under the field.
import { Box, Button, Card, DataList, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetChatServiceLinkQueryKey,
  getGetSubscriptionLinkQueryKey,
  getGetVoiceServerLinkQueryKey,
  useGetChatServiceLink,
  useGetSubscriptionLink,
  useGetVoiceServerLink,
  useLinkChatServiceAccount,
  useLinkSubscriptionAccount,
  useUnlinkChatServiceAccount,
  useUnlinkSubscriptionAccount,
  useUnlinkVoiceServerId,
  useUpdateVoiceServerId,
} from '../../../api/generated/endpoints/auth/auth';
import type { AuthLinkState } from '../../../api/generated/model/authLinkState';
import type { AuthLinkStateService } from '../../../api/generated/model/authLinkStateService';
import type { AuthLinkStateState } from '../../../api/generated/model/authLinkStateState';
import {
  LinkChatServiceAccountBody,
  LinkSubscriptionAccountBody,
  UpdateVoiceServerIdBody,
} from '../../../api/generated/zod/auth/auth.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { accountTexts } from './texts';

const t = accountTexts.links;
const palettes = { unlinked: 'gray', pending: 'orange', linked: 'green', failed: 'red' } as const satisfies Record<
  AuthLinkStateState,
  string
>;

export function LinksView() {
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t.intro}</Text>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <ChatLink />
        <VoiceLink />
        <SubscriptionLink />
      </SimpleGrid>
    </Stack>
  );
}

/** After a change: the link's own state from the answer, or fetched again. */
function useSettle(key: QueryKey) {
  const client = useQueryClient();
  return (state?: AuthLinkState) =>
    state ? client.setQueryData(key, state) : void client.invalidateQueries({ queryKey: key });
}

const codeDraft = (service: string) => defineDraft(`account-link-${service}`, { code: '' });
const chatDraft = codeDraft('chat');
const subscriptionDraft = codeDraft('subscription');
const voiceDraft = defineDraft('account-link-voice', { voiceId: '' });

function ChatLink() {
  const query = useGetChatServiceLink();
  const settle = useSettle(getGetChatServiceLinkQueryKey());
  const link = useLinkChatServiceAccount();
  const unlink = useUnlinkChatServiceAccount();
  return (
    <LinkCard service="chat" query={query}>
      {(state) => (
        <>
          {state.state === 'unlinked' || state.state === 'failed' ? (
            <CodeForm
              service="chat"
              draft={chatDraft}
              schema={LinkChatServiceAccountBody}
              pending={link.isPending}
              send={(code, done) =>
                link.mutate(
                  { data: { code } },
                  {
                    onSuccess: (next) => {
                      settle(next);
                      notifier.create({ title: t.linked(t.services.chat), type: 'success' });
                      done();
                    },
                    onError: (error) => done(error),
                  },
                )
              }
            />
          ) : null}
          {state.state === 'linked' || state.state === 'pending' ? (
            <UnlinkButton
              service="chat"
              pending={unlink.isPending}
              unlink={(done) =>
                unlink.mutate(undefined, {
                  onSuccess: () => {
                    settle();
                    notifier.create({ title: t.unlinked(t.services.chat), type: 'success' });
                    done();
                  },
                  onError: (error) => done(error),
                })
              }
            />
          ) : null}
        </>
      )}
    </LinkCard>
  );
}

function SubscriptionLink() {
  const query = useGetSubscriptionLink({
    // A pending link is confirmed by the service: ask again now and then while it waits.
    query: { refetchInterval: (q) => (q.state.data?.state === 'pending' ? 5_000 : false) },
  });
  const settle = useSettle(getGetSubscriptionLinkQueryKey());
  const link = useLinkSubscriptionAccount();
  const unlink = useUnlinkSubscriptionAccount();
  return (
    <LinkCard service="subscription" query={query}>
      {(state) => (
        <>
          {state.state === 'unlinked' || state.state === 'failed' ? (
            <CodeForm
              service="subscription"
              draft={subscriptionDraft}
              schema={LinkSubscriptionAccountBody}
              pending={link.isPending}
              send={(code, done) =>
                link.mutate(
                  { data: { code } },
                  {
                    onSuccess: (next) => {
                      settle(next);
                      notifier.create({ title: t.pendingSaved(t.services.subscription), type: 'success' });
                      done();
                    },
                    onError: (error) => done(error),
                  },
                )
              }
            />
          ) : null}
          {state.state === 'linked' || state.state === 'pending' ? (
            <UnlinkButton
              service="subscription"
              pending={unlink.isPending}
              unlink={(done) =>
                unlink.mutate(undefined, {
                  onSuccess: () => {
                    settle();
                    notifier.create({ title: t.unlinked(t.services.subscription), type: 'success' });
                    done();
                  },
                  onError: (error) => done(error),
                })
              }
            />
          ) : null}
        </>
      )}
    </LinkCard>
  );
}

function VoiceLink() {
  const query = useGetVoiceServerLink();
  const settle = useSettle(getGetVoiceServerLinkQueryKey());
  const update = useUpdateVoiceServerId();
  const unlink = useUnlinkVoiceServerId();
  const [retryFailure, setRetryFailure] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const sendId = (voiceId: string, done: (error?: unknown) => void, message: string) =>
    update.mutate(
      { data: { voiceId } },
      {
        onSuccess: (next) => {
          settle(next);
          notifier.create({ title: message, type: next.state === 'failed' ? 'error' : 'success' });
          setChanging(false);
          done();
        },
        onError: (error) => done(error),
      },
    );
  return (
    <LinkCard service="voice" query={query}>
      {(state) => (
        <>
          {state.state === 'failed' && state.externalId ? (
            <Stack gap="2">
              <Button
                size="sm"
                colorPalette="brand"
                alignSelf="start"
                loading={update.isPending}
                onClick={() => {
                  if (update.isPending || !state.externalId) return;
                  sendId(
                    state.externalId,
                    (error) => setRetryFailure(error ? describeError(error) : null),
                    t.retried(t.services.voice),
                  );
                }}
              >
                {t.retry}
              </Button>
              {retryFailure ? (
                <Text color="fg.error" role="alert">
                  {retryFailure}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {state.state === 'unlinked' || changing ? (
            <VoiceForm pending={update.isPending} send={(id, done) => sendId(id, done, t.linked(t.services.voice))} />
          ) : (
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => setChanging(true)}>
              {t.relink}
            </Button>
          )}
          {state.state !== 'unlinked' ? (
            <UnlinkButton
              service="voice"
              pending={unlink.isPending}
              unlink={(done) =>
                unlink.mutate(undefined, {
                  onSuccess: () => {
                    settle();
                    notifier.create({ title: t.unlinked(t.services.voice), type: 'success' });
                    done();
                  },
                  onError: (error) => done(error),
                })
              }
            />
          ) : null}
        </>
      )}
    </LinkCard>
  );
}

function LinkCard(props: {
  service: AuthLinkStateService;
  query: UseQueryResult<AuthLinkState, unknown>;
  children: (state: AuthLinkState) => React.ReactNode;
}) {
  const { service, query, children } = props;
  const headingId = `link-${service}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" data-testid={`link-${service}`}>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {t.services[service]}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t.explain[service]}
        </Text>
        <QueryState query={query} pendingMinH="6rem">
          {(state) => (
            <Stack gap="3">
              <Box>
                <StatusBadge value={state.state} labels={t.states} palettes={palettes} />
              </Box>
              <Details state={state} />
              {state.state === 'failed' && state.failureReason ? (
                <Text color="fg.error" data-testid={`link-${service}-reason`}>
                  {t.reason}: {state.failureReason}
                </Text>
              ) : null}
              {children(state)}
            </Stack>
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}

function Details({ state }: { state: AuthLinkState }) {
  const rows: Array<[string, string]> = [];
  if (state.externalName) rows.push([t.externalName, state.externalName]);
  if (state.externalId) rows.push([t.externalId, state.externalId]);
  if (state.linkedAt) rows.push([t.linkedAt, formatDate(state.linkedAt)]);
  if (state.subscriptionTier) rows.push([t.tier, t.tiers[state.subscriptionTier] ?? state.subscriptionTier]);
  if (state.subscriptionValidUntil) rows.push([t.validUntil, formatDate(state.subscriptionValidUntil)]);
  if (state.lastCheckedAt) rows.push([t.lastCheckedAt, formatDateTime(state.lastCheckedAt)]);
  if (!rows.length) return null;
  return (
    <DataList.Root orientation="vertical" size="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function CodeForm(props: {
  service: 'chat' | 'subscription';
  draft: ReturnType<typeof codeDraft>;
  schema: typeof LinkChatServiceAccountBody;
  pending: boolean;
  send: (code: string, done: (error?: unknown) => void) => void;
}) {
  const { service, draft, schema, pending, send } = props;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema, initial: { code: '' }, draft, toBody: (v) => ({ code: v.code.trim() }) });
  return (
    <FormStack
      aria-label={`${t.services[service]}: ${t.link}`}
      onSubmit={form.handleSubmit((body) => {
        if (pending) return;
        send(body.code, (error) => {
          if (!error) return form.reset();
          setFailure(form.applyServerErrors(error) ? null : describeError(error));
        });
      })}
    >
      <FormField label={t.code} message={form.message('code')} helper={t.codeHelp} required>
        <Input {...form.input('code')} autoComplete="off" />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack>
        <Button type="submit" size="sm" colorPalette="brand" loading={pending}>
          {t.link}
        </Button>
      </HStack>
    </FormStack>
  );
}

function VoiceForm({ pending, send }: { pending: boolean; send: (id: string, done: (e?: unknown) => void) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: UpdateVoiceServerIdBody,
    initial: { voiceId: '' },
    draft: voiceDraft,
    toBody: (v) => ({ voiceId: v.voiceId.trim() }),
  });
  return (
    <FormStack
      aria-label={`${t.services.voice}: ${t.link}`}
      onSubmit={form.handleSubmit((body) => {
        if (pending) return;
        send(body.voiceId, (error) => {
          if (!error) return form.reset();
          setFailure(form.applyServerErrors(error) ? null : describeError(error));
        });
      })}
    >
      <FormField label={t.voiceId} message={form.message('voiceId')} helper={t.voiceIdHelp} required>
        <Input {...form.input('voiceId')} autoComplete="off" spellCheck={false} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack>
        <Button type="submit" size="sm" colorPalette="brand" loading={pending}>
          {t.link}
        </Button>
      </HStack>
    </FormStack>
  );
}

function UnlinkButton(props: {
  service: AuthLinkStateService;
  pending: boolean;
  unlink: (done: (error?: unknown) => void) => void;
}) {
  const { service, pending, unlink } = props;
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={() => setOpen(true)}>
        {t.unlink}
      </Button>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <ConfirmDialog
        open={open}
        title={t.unlinkTitle(t.services[service])}
        body={t.unlinkBody[service]}
        confirmLabel={t.unlink}
        cancelLabel={t.cancel}
        busy={pending}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          if (pending) return;
          unlink((error) => {
            setOpen(false);
            setFailure(error ? describeError(error) : null);
          });
        }}
      />
    </>
  );
}
