// Linked accounts [Verknüpfungen]: the chat service, the voice server and the subscription
// service, each with its state (linked, pending, failed with its reason); link with the
// service's code (the voice server: the identity), unlink after a confirmation, retry a
// failed link (own operations of the account: no right to check, the server decides). A failed
// send keeps what was typed (drafts), a 422 shows under the field. One card for every service:
// the service's queries, mutations and form field are passed in (SERVICES). Below them the
// in-game advert service (lifeinvader-card.tsx).
import { Box, Button, Card, DataList, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
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
import type { ContractSchema } from '../../../components/form/contract-messages';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { StoredKey } from '../../../lib/storage';
import { accountTexts } from './texts';

const t = accountTexts.links;
// On demand: the common tag's endpoints stay out of the page's preload list in every start.
const LifeinvaderCard = lazy(() => import('./lifeinvader-card').then((m) => ({ default: m.LifeinvaderCard })));
const palettes = { unlinked: 'gray', pending: 'orange', linked: 'green', failed: 'red' } as const satisfies Record<
  AuthLinkStateState,
  string
>;

export function LinksView() {
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t.intro}</Text>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        {SERVICES.map((spec) => (
          <ServiceLink key={spec.service} spec={spec} />
        ))}
      </SimpleGrid>
      <Suspense fallback={null}>
        <LifeinvaderCard />
      </Suspense>
    </Stack>
  );
}

/** After a change: the link's own state from the answer, or fetched again. */
function useSettle(key: QueryKey) {
  const client = useQueryClient();
  return (state?: AuthLinkState) =>
    state ? client.setQueryData(key, state) : void client.invalidateQueries({ queryKey: key });
}

type Done = (error?: unknown, next?: AuthLinkState) => void;
interface Callbacks<A> {
  onSuccess: (next: A) => void;
  onError: (error: unknown) => void;
}
/** A generated mutation as the card needs it: pending, and a send with its answer. */
interface Mutation<V, A> {
  isPending: boolean;
  mutate: (variables: V, callbacks: Callbacks<A>) => void;
}
const sender =
  <V,>(m: Mutation<V, AuthLinkState>, variables: (value: string) => V) =>
  (value: string, done: Done) =>
    m.mutate(variables(value), { onSuccess: (next) => done(undefined, next), onError: (error) => done(error) });
const unlinker = (m: Mutation<void, unknown>) => (done: Done) =>
  m.mutate(undefined, { onSuccess: () => done(), onError: (error) => done(error) });

/** One linked service: its queries and mutations, the field its link form asks for. */
interface ServiceSpec {
  service: AuthLinkStateService;
  field: 'code' | 'voiceId';
  schema: ContractSchema<unknown>;
  draft: StoredKey<Record<string, string>>;
  /** The toast after a link was sent. */
  sent: string;
  useLinkState: () => UseQueryResult<AuthLinkState, unknown>;
  queryKey: QueryKey;
  useLink: () => { pending: boolean; send: (value: string, done: Done) => void };
  useUnlink: () => { pending: boolean; send: (done: Done) => void };
  /**
   * The voice server: a failed link is retried with the identity it has, the identity can be
   * replaced, and a failed link can be unlinked too. The others link again by a new code.
   */
  identity?: boolean;
}

const draftOf = (service: string, field: string) =>
  defineDraft(`account-link-${service}`, { [field]: '' }) as StoredKey<Record<string, string>>;

const SERVICES: readonly ServiceSpec[] = [
  {
    service: 'chat',
    field: 'code',
    schema: LinkChatServiceAccountBody,
    draft: draftOf('chat', 'code'),
    sent: t.linked(t.services.chat),
    useLinkState: useGetChatServiceLink,
    queryKey: getGetChatServiceLinkQueryKey(),
    useLink: () => {
      const m = useLinkChatServiceAccount();
      return { pending: m.isPending, send: sender(m, (code) => ({ data: { code } })) };
    },
    useUnlink: () => {
      const m = useUnlinkChatServiceAccount();
      return { pending: m.isPending, send: unlinker(m) };
    },
  },
  {
    service: 'voice',
    field: 'voiceId',
    schema: UpdateVoiceServerIdBody,
    draft: draftOf('voice', 'voiceId'),
    sent: t.linked(t.services.voice),
    useLinkState: useGetVoiceServerLink,
    queryKey: getGetVoiceServerLinkQueryKey(),
    useLink: () => {
      const m = useUpdateVoiceServerId();
      return { pending: m.isPending, send: sender(m, (voiceId) => ({ data: { voiceId } })) };
    },
    useUnlink: () => {
      const m = useUnlinkVoiceServerId();
      return { pending: m.isPending, send: unlinker(m) };
    },
    identity: true,
  },
  {
    service: 'subscription',
    field: 'code',
    schema: LinkSubscriptionAccountBody,
    draft: draftOf('subscription', 'code'),
    sent: t.pendingSaved(t.services.subscription),
    // A pending link is confirmed by the service: ask again now and then while it waits.
    useLinkState: () =>
      useGetSubscriptionLink<AuthLinkState>({
        query: { refetchInterval: (q) => (q.state.data?.state === 'pending' ? 5_000 : false) },
      }),
    queryKey: getGetSubscriptionLinkQueryKey(),
    useLink: () => {
      const m = useLinkSubscriptionAccount();
      return { pending: m.isPending, send: sender(m, (code) => ({ data: { code } })) };
    },
    useUnlink: () => {
      const m = useUnlinkSubscriptionAccount();
      return { pending: m.isPending, send: unlinker(m) };
    },
  },
];

function ServiceLink({ spec }: { spec: ServiceSpec }) {
  const { service, identity = false } = spec;
  const query = spec.useLinkState();
  const settle = useSettle(spec.queryKey);
  const link = spec.useLink();
  const unlink = spec.useUnlink();
  const [retryFailure, setRetryFailure] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const send = (value: string, done: Done, message: string) =>
    link.send(value, (error, next) => {
      if (error) return done(error);
      settle(next);
      notifier.create({ title: message, type: next?.state === 'failed' ? 'error' : 'success' });
      setChanging(false);
      done();
    });
  const unlinkNow = (done: Done) =>
    unlink.send((error) => {
      if (!error) {
        settle();
        notifier.create({ title: t.unlinked(t.services[service]), type: 'success' });
      }
      done(error);
    });
  return (
    <LinkCard service={service} query={query}>
      {(state) => {
        const open = state.state === 'unlinked' || (!identity && state.state === 'failed') || changing;
        const linked = identity ? state.state !== 'unlinked' : state.state === 'linked' || state.state === 'pending';
        return (
          <>
            {identity && state.state === 'failed' && state.externalId ? (
              <Stack gap="2">
                <Button
                  size="sm"
                  colorPalette="brand"
                  alignSelf="start"
                  loading={link.pending}
                  onClick={() => {
                    if (link.pending || !state.externalId) return;
                    send(
                      state.externalId,
                      (error) => setRetryFailure(error ? describeError(error) : null),
                      t.retried(t.services[service]),
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
            {open ? (
              <LinkForm spec={spec} pending={link.pending} send={(value, done) => send(value, done, spec.sent)} />
            ) : identity ? (
              <Button size="sm" variant="outline" alignSelf="start" onClick={() => setChanging(true)}>
                {t.relink}
              </Button>
            ) : null}
            {linked ? <UnlinkButton service={service} pending={unlink.pending} unlink={unlinkNow} /> : null}
          </>
        );
      }}
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

/** The link form: the service's code, or the voice server's identity. */
function LinkForm({
  spec,
  pending,
  send,
}: {
  spec: ServiceSpec;
  pending: boolean;
  send: (value: string, done: Done) => void;
}) {
  const { service, field, schema, draft } = spec;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema,
    initial: { [field]: '' },
    draft,
    toBody: (v) => ({ [field]: (v[field] ?? '').trim() }),
  });
  const voice = field === 'voiceId';
  return (
    <FormStack
      aria-label={`${t.services[service]}: ${t.link}`}
      onSubmit={form.handleSubmit((body) => {
        if (pending) return;
        send(body[field] ?? '', (error) => {
          if (!error) return form.reset();
          setFailure(form.applyServerErrors(error) ? null : describeError(error));
        });
      })}
    >
      <FormField
        label={voice ? t.voiceId : t.code}
        message={form.message(field)}
        helper={voice ? t.voiceIdHelp : t.codeHelp}
        required
      >
        <Input {...form.input(field)} autoComplete="off" spellCheck={voice ? false : undefined} />
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

function UnlinkButton(props: { service: AuthLinkStateService; pending: boolean; unlink: (done: Done) => void }) {
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
