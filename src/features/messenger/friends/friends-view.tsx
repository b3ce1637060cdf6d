// Tab "Freunde" of the messenger: send a friend request by character name, the open requests
// (accept, decline, withdraw: the last two confirmed), the friends (online first, unread
// counts; polled) on the left and the chat with the opened one (?friend=) on the right (on
// narrow screens one after the other). Friends belong to the user, not to the SIM.
import { Badge, Box, Button, Grid, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import {
  acceptMessengerFriendRequest,
  declineMessengerFriendRequest,
  getListMessengerFriendRequestsQueryOptions,
  getListMessengerFriendsQueryOptions,
  sendMessengerFriendRequest,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerFriend } from '../../../api/generated/model/messengerFriend';
import type { MessengerFriendRequest } from '../../../api/generated/model/messengerFriendRequest';
import type { MessengerFriendRequestInput } from '../../../api/generated/model/messengerFriendRequestInput';
import { SendMessengerFriendRequestBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import type { MessengerSearch } from '../search-params';
import { FriendChat } from './friend-chat';
import { presence, spoken } from './presence';
import { FRIEND_POLL_MS, friendsChanged } from './queries';
import { friendsTexts as t } from './texts';

interface FriendsViewProps {
  search: MessengerSearch;
  setSearch: (patch: Partial<MessengerSearch>, options?: { replace?: boolean }) => void;
}

export function FriendsView({ search, setSearch }: FriendsViewProps) {
  const friends = useQuery({ ...getListMessengerFriendsQueryOptions(), refetchInterval: FRIEND_POLL_MS });
  const opened = search.friend;
  const friend = friends.data?.items.find((f) => f.user.friendId === opened);
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(16rem, 24rem) minmax(0, 1fr)' }}
      gap="4"
      alignItems="start"
      as="section"
      aria-label={t.label}
    >
      <Stack gap="4" minW="0" display={{ base: opened ? 'none' : 'flex', lg: 'flex' }}>
        <RequestForm />
        <Requests />
        {friends.isPending ? (
          <Stack gap="2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="12" borderRadius="md" />
            ))}
          </Stack>
        ) : (
          <QueryState
            query={friends}
            isEmpty={(d) => d.items.length === 0}
            empty={t.list.empty}
            emptyTestId="friends-empty"
          >
            {(data) => (
              <Stack as="ul" gap="1" listStyleType="none" aria-label={t.list.label} data-testid="friend-list">
                {data.items.map((f) => (
                  <Box as="li" key={f.user.friendId}>
                    <FriendRow
                      friend={f}
                      opened={f.user.friendId === opened}
                      onOpen={() => setSearch({ friend: f.user.friendId })}
                    />
                  </Box>
                ))}
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
      <Box minW="0" display={{ base: opened ? 'block' : 'none', lg: 'block' }}>
        {opened && friends.data && !friend ? (
          <Box minH="40" borderWidth="1px" borderRadius="md" p="4">
            <Text color="fg.muted">{t.chat.pick}</Text>
          </Box>
        ) : opened ? (
          <FriendChat
            key={opened}
            friendId={opened}
            friend={friend}
            onBack={() => setSearch({ friend: undefined })}
            onRemoved={() => setSearch({ friend: undefined })}
          />
        ) : (
          <Box minH="40" borderWidth="1px" borderRadius="md" display="flex" alignItems="center" justifyContent="center">
            <Text color="fg.muted">{t.chat.pick}</Text>
          </Box>
        )}
      </Box>
    </Grid>
  );
}

function FriendRow({ friend, opened, onOpen }: { friend: MessengerFriend; opened: boolean; onOpen: () => void }) {
  const name = spoken(friend.user.name);
  return (
    <Button
      variant={opened ? 'subtle' : 'ghost'}
      aria-current={opened ? 'true' : undefined}
      w="full"
      h="auto"
      py="2"
      px="3"
      justifyContent="space-between"
      onClick={onOpen}
      aria-label={friend.unreadCount > 0 ? `${name}, ${t.list.unread(friend.unreadCount)}` : name}
      data-testid="friend"
    >
      <HStack gap="2" minW="0">
        <Box
          w="2.5"
          h="2.5"
          borderRadius="full"
          bg={friend.online ? 'green.500' : 'gray.400'}
          flexShrink={0}
          aria-hidden="true"
        />
        <Stack gap="0" align="start" minW="0">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {presence(friend)}
          </Text>
        </Stack>
      </HStack>
      {friend.unreadCount > 0 ? (
        <Badge colorPalette="brand" variant="solid" data-testid="friend-unread">
          {friend.unreadCount}
        </Badge>
      ) : null}
    </Button>
  );
}

function Requests() {
  const client = useQueryClient();
  const requests = useQuery({ ...getListMessengerFriendRequestsQueryOptions(), refetchInterval: FRIEND_POLL_MS * 5 });
  const [asking, setAsking] = useState<{ request: MessengerFriendRequest; incoming: boolean } | null>(null);
  const accept = useMutation({
    mutationFn: (r: MessengerFriendRequest) => acceptMessengerFriendRequest(r.id),
    onSuccess: (f) => notifier.create({ title: t.requests.accepted(spoken(f.user.name)), type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => friendsChanged(client),
  });
  const decline = useMutation({
    mutationFn: (ask: { request: MessengerFriendRequest; incoming: boolean }) =>
      declineMessengerFriendRequest(ask.request.id),
    onSuccess: (_, ask) =>
      notifier.create({ title: ask.incoming ? t.requests.declined : t.requests.withdrawn, type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => friendsChanged(client),
  });
  if (!requests.data || (requests.data.incoming.length === 0 && requests.data.outgoing.length === 0)) {
    return requests.isError ? <QueryState query={requests}>{() => null}</QueryState> : null;
  }
  const busy = (r: MessengerFriendRequest) =>
    (accept.isPending && accept.variables.id === r.id) || (decline.isPending && decline.variables.request.id === r.id);
  const section = (incoming: boolean) => {
    const list = incoming ? requests.data.incoming : requests.data.outgoing;
    if (list.length === 0) return null;
    const heading = incoming ? t.requests.incoming : t.requests.outgoing;
    return (
      <Stack gap="2" as="section" aria-label={heading}>
        <Text fontWeight="semibold">{heading}</Text>
        <Stack as="ul" gap="2" listStyleType="none" aria-label={heading}>
          {list.map((r) => {
            const who = spoken((incoming ? r.from : r.to).name);
            return (
              <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p="2" data-testid="friend-request">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="semibold">{who}</Text>
                    {r.message ? (
                      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                        {r.message}
                      </Text>
                    ) : null}
                  </Stack>
                  <HStack gap="1">
                    {incoming ? (
                      <Button
                        size="xs"
                        colorPalette="brand"
                        loading={accept.isPending && accept.variables.id === r.id}
                        disabled={busy(r)}
                        onClick={() => accept.mutate(r)}
                        aria-label={`${t.requests.accept}: ${who}`}
                      >
                        {t.requests.accept}
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={busy(r)}
                      onClick={() => setAsking({ request: r, incoming })}
                      aria-label={`${incoming ? t.requests.decline : t.requests.withdraw}: ${who}`}
                    >
                      {incoming ? t.requests.decline : t.requests.withdraw}
                    </Button>
                  </HStack>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      </Stack>
    );
  };
  return (
    <Stack gap="3">
      {section(true)}
      {section(false)}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking
            ? asking.incoming
              ? t.requests.declineTitle(spoken(asking.request.from.name))
              : t.requests.withdrawTitle(spoken(asking.request.to.name))
            : ''
        }
        confirmLabel={asking?.incoming ? t.requests.decline : t.requests.withdraw}
        cancelLabel={t.cancel}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking && !decline.isPending) decline.mutate(asking);
          setAsking(null);
        }}
      />
    </Stack>
  );
}

const empty = { name: '', message: '' };
const draft = defineDraft('draft.messenger.friends.request', empty);

function RequestForm() {
  const client = useQueryClient();
  const form = useContractForm({
    schema: SendMessengerFriendRequestBody,
    initial: empty,
    draft,
    toBody: (v): MessengerFriendRequestInput => ({
      name: v.name.trim(),
      ...(v.message.trim() ? { message: v.message.trim() } : {}),
    }),
  });
  const [refused, setRefused] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: MessengerFriendRequestInput) => sendMessengerFriendRequest(body),
    onSuccess: (r) => {
      form.reset();
      notifier.create({ title: t.add.sent(spoken(r.to.name)), type: 'success' });
    },
    onError: (error) => {
      if (form.applyServerErrors(error)) return setFailure(null);
      // 404 (no such character) and 409 (friends already, a request open) concern the name.
      const status = isAxiosError(error) ? error.response?.status : undefined;
      if (status === 404 || status === 409) return setRefused(describeError(error));
      setFailure(describeError(error));
    },
    onSettled: () => friendsChanged(client),
  });
  return (
    <FormStack
      aria-label={t.add.heading}
      borderWidth="1px"
      borderRadius="md"
      p="3"
      onSubmit={form.handleSubmit((body) => {
        if (send.isPending) return;
        setFailure(null);
        setRefused(null);
        send.mutate(body);
      })}
      data-testid="friend-request-form"
    >
      <Text fontWeight="semibold">{t.add.heading}</Text>
      <FormField label={t.add.name} message={refused ?? form.message('name')} helper={t.add.nameHelp}>
        <Input
          {...form.input('name')}
          onChange={(e) => {
            setRefused(null);
            form.set('name', e.target.value);
          }}
          autoComplete="off"
        />
      </FormField>
      <FormField label={t.add.message} message={form.message('message')}>
        <Input {...form.input('message')} autoComplete="off" />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Button type="submit" size="sm" colorPalette="brand" alignSelf="start" loading={send.isPending}>
        {t.add.send}
      </Button>
    </FormStack>
  );
}
