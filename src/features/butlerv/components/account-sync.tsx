// Tab "Einzelnes Konto" of /acp/sync (issue 28, point 5): find an account by its number or, with
// the right to search community accounts, by name; see its expected and actual chat roles and
// voice groups, whether it is linked and in sync, when it was last synced; and sync it alone
// now, with what changed per service and why a service failed. ?user= and ?q= keep it in the URL.
import { Badge, Box, Button, Grid, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getSearchAcpUsersQueryOptions } from '../../../api/generated/endpoints/auth/auth';
import { getListButlervSyncLogQueryKey, useSyncButlervUser } from '../../../api/generated/endpoints/butlerv/butlerv';
import type { ButlervUserSyncResult } from '../../../api/generated/model/butlervUserSyncResult';
import type { ButlervUserSyncStatus } from '../../../api/generated/model/butlervUserSyncStatus';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { stateOptions, userStatusOptions } from '../queries';
import type { SyncSearch } from '../search-params';
import { butlervTexts } from '../texts';

const t = butlervTexts.account;

export function AccountSync({ search }: { search: SyncSearch }) {
  return (
    <Stack gap="4">
      <FindAccount search={search} />
      {search.user ? (
        <AccountStatus key={search.user} userId={search.user} />
      ) : search.q ? null : (
        <Text color="fg.muted">{t.pick}</Text>
      )}
    </Stack>
  );
}

function FindAccount({ search }: { search: SyncSearch }) {
  const [, setSearch] = useSearchState<SyncSearch>();
  const canSearch = useCan('searchAcpUsers');
  const [text, setText] = useState(search.q ?? (search.user ? String(search.user) : ''));
  const q = search.q && canSearch ? search.q : undefined;
  const found = useQuery({
    ...getSearchAcpUsersQueryOptions({ q: q ?? '', limit: 10 }),
    enabled: q !== undefined,
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="3" as="section" aria-labelledby="find-account">
      <Heading as="h2" size="md" id="find-account">
        {t.find}
      </Heading>
      <FormStack
        onSubmit={(e) => {
          e.preventDefault();
          const value = text.trim();
          if (!value) return;
          if (/^\d+$/.test(value)) setSearch({ user: Number(value), q: undefined });
          else if (canSearch) setSearch({ q: value.slice(0, 100), user: undefined });
        }}
      >
        <HStack gap="2" align="end" wrap="wrap">
          <Box>
            <Text asChild fontSize="sm" display="block">
              <label htmlFor="account-find">{t.field}</label>
            </Text>
            <Input
              id="account-find"
              width="18rem"
              value={text}
              inputMode={canSearch ? 'text' : 'numeric'}
              aria-describedby="account-find-hint"
              onChange={(e) => setText(e.target.value)}
            />
          </Box>
          <Button type="submit" variant="outline">
            {t.search}
          </Button>
        </HStack>
        <Text id="account-find-hint" fontSize="sm" color="fg.muted">
          {canSearch ? t.hint : t.hintIdOnly}
        </Text>
      </FormStack>
      {q !== undefined ? (
        <QueryState query={found} isEmpty={(p) => p.items.length === 0} empty={t.none}>
          {(p) => (
            <Stack as="ul" aria-label={t.results} gap="1" listStyleType="none">
              {p.items.map((u) => (
                <HStack as="li" key={u.userId} justify="space-between" borderBottomWidth="1px" py="1">
                  <Text>
                    {u.accountName}
                    <Text as="span" color="fg.muted" fontSize="sm">
                      {' '}
                      · {u.characters.map((c) => c.name).join(', ')} · {t.number(u.userId)}
                    </Text>
                  </Text>
                  <Button size="sm" variant="outline" onClick={() => setSearch({ user: u.userId, q: undefined })}>
                    {t.open(u.accountName)}
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </QueryState>
      ) : null}
    </Stack>
  );
}

function AccountStatus({ userId }: { userId: number }) {
  const client = useQueryClient();
  const status = useQuery(userStatusOptions(userId));
  const [result, setResult] = useState<ButlervUserSyncResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sync = useSyncButlervUser({
    mutation: {
      onSuccess: (data) => {
        setResult(data);
        notifier.create({ title: t.synced, type: 'success' });
      },
      onError: (error) => setFailure(describeError(error)),
      onSettled: () => {
        void client.invalidateQueries({ queryKey: userStatusOptions(userId).queryKey });
        void client.invalidateQueries({ queryKey: getListButlervSyncLogQueryKey().slice(0, 1) });
        void client.invalidateQueries({ queryKey: stateOptions().queryKey });
      },
    },
  });
  return (
    <QueryState query={status}>
      {(s) => (
        <Box
          as="section"
          aria-labelledby="account-sync"
          borderWidth="1px"
          borderRadius="lg"
          p="4"
          data-testid="account-sync"
        >
          <HStack justify="space-between" wrap="wrap" mb="2">
            <Heading as="h2" size="md" id="account-sync">
              {t.heading(s.accountName)}
            </Heading>
            <Button
              colorPalette="brand"
              loading={sync.isPending}
              onClick={() => {
                if (sync.isPending) return;
                setFailure(null);
                sync.mutate({ userId });
              }}
            >
              {t.syncNow}
            </Button>
          </HStack>
          <HStack gap="2" wrap="wrap" mb="3">
            <Text fontSize="sm" color="fg.muted">
              {t.number(s.userId)}
            </Text>
            <Badge colorPalette={s.inSync ? 'green' : 'orange'}>{s.inSync ? t.inSync : t.outOfSync}</Badge>
            <Text fontSize="sm">{s.lastSyncAt ? t.last(formatDateTime(s.lastSyncAt)) : t.never}</Text>
          </HStack>
          {failure ? (
            <Text color="fg.error" role="alert" mb="2">
              {failure}
            </Text>
          ) : null}
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <ServiceRoles
              service="chat"
              linked={s.chatLinked}
              label={t.chatRoles}
              expected={s.expectedChatRoles}
              actual={s.actualChatRoles}
            />
            <ServiceRoles
              service="voice"
              linked={s.voiceLinked}
              label={t.voiceGroups}
              expected={s.expectedVoiceGroups}
              actual={s.actualVoiceGroups}
            />
          </Grid>
          <div aria-live="polite">{result ? <SyncResult result={result} /> : null}</div>
        </Box>
      )}
    </QueryState>
  );
}

type Service = keyof typeof butlervTexts.services;

function ServiceRoles(props: {
  service: Service;
  linked: ButlervUserSyncStatus['chatLinked'];
  label: string;
  expected: readonly string[];
  actual: readonly string[];
}) {
  const list = (names: readonly string[]) => (names.length ? names.join(', ') : t.nothing);
  return (
    <Stack gap="1" data-testid={`account-${props.service}`}>
      <HStack>
        <Text fontWeight="semibold">{butlervTexts.services[props.service]}</Text>
        <Badge colorPalette={props.linked ? 'green' : 'red'}>{props.linked ? t.linked : t.notLinked}</Badge>
      </HStack>
      <Text fontSize="sm">
        {props.label} {t.expected}: {list(props.expected)}
      </Text>
      <Text fontSize="sm">
        {props.label} {t.actual}: {list(props.actual)}
      </Text>
    </Stack>
  );
}

function SyncResult({ result }: { result: ButlervUserSyncResult }) {
  return (
    <Stack gap="1" mt="4" data-testid="account-sync-result">
      <Text fontWeight="semibold">{t.result(formatDateTime(result.syncedAt))}</Text>
      {result.results.map((r) => (
        <Text key={r.service} fontSize="sm" color={r.outcome === 'failed' ? 'fg.error' : undefined}>
          {butlervTexts.services[r.service]}: {t.outcomes[r.outcome]}
          {r.added.length ? ` · ${t.added}: ${r.added.join(', ')}` : ''}
          {r.removed.length ? ` · ${t.removed}: ${r.removed.join(', ')}` : ''}
          {r.error ? ` · ${butlervTexts.log.reason}: ${r.error}` : ''}
        </Text>
      ))}
    </Stack>
  );
}
