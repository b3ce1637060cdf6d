// Tab "Mail" of the messenger: the character's addresses on top (each with its unread count),
// the folders (inbox, sent, archive) and the threads of the chosen address on the left, the
// opened thread on the right (on narrow screens one after the other). Address, folder, search
// and thread are in the URL (?mail=, ?folder=, ?q=, ?thread=); writing a mail and managing the
// addresses open in place. Mail belongs to the character, not to the SIM in the phone.
import { Badge, Box, Button, Grid, Group, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AtSign, MailPlus } from 'lucide-react';
import { useState } from 'react';
import type { MessengerMailThreadSummary } from '../../../api/generated/model/messengerMailThreadSummary';
import { ChoiceButton } from '../../../components/ui/choice-button';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { relativeTime } from '../../../lib/format';
import type { MessengerSearch } from '../search-params';
import { AddressManager } from './address-manager';
import { NewMailForm } from './new-mail-form';
import { addressesOptions, currentAddress, MAIL_POLL_MS, threadsOptions } from './queries';
import { mailTexts as t } from './texts';
import { ThreadView } from './thread-view';

const folders = ['inbox', 'sent', 'archive'] as const;

interface MailViewProps {
  search: MessengerSearch;
  setSearch: (patch: Partial<MessengerSearch>, options?: { replace?: boolean }) => void;
}

export function MailView({ search, setSearch }: MailViewProps) {
  const addresses = useQuery({ ...addressesOptions(), refetchInterval: MAIL_POLL_MS });
  const [panel, setPanel] = useState<'compose' | 'manage' | null>(null);
  const address = currentAddress(addresses.data?.items, search.mail);
  const toggle = (next: 'compose' | 'manage') => setPanel((p) => (p === next ? null : next));
  if (addresses.isPending) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton h="10" w="28rem" maxW="full" borderRadius="md" />
        <Skeleton h="64" borderRadius="md" />
      </Stack>
    );
  }
  return (
    <Stack gap="3" as="section" aria-label={t.label}>
      <QueryState query={addresses}>
        {(data) => (
          <Stack gap="3">
            <HStack gap="2" wrap="wrap" justify="space-between" align="end">
              {address ? (
                <Group attached role="group" aria-label={t.addresses} flexWrap="wrap">
                  {data.items.map((a) => (
                    <ChoiceButton
                      key={a.id}
                      type="button"
                      aria-pressed={a.id === address.id}
                      onClick={() => setSearch({ mail: a.id, thread: undefined, q: undefined })}
                      aria-label={a.unreadCount > 0 ? `${a.address}, ${t.unread(a.unreadCount)}` : a.address}
                    >
                      {a.address}
                      {a.unreadCount > 0 ? (
                        <Badge colorPalette="brand" variant="solid" data-testid="mail-address-unread">
                          {a.unreadCount}
                        </Badge>
                      ) : null}
                    </ChoiceButton>
                  ))}
                </Group>
              ) : (
                <Text color="fg.muted">{t.noAddresses}</Text>
              )}
              <HStack gap="2">
                {address ? (
                  <Button
                    size="sm"
                    colorPalette="brand"
                    aria-expanded={panel === 'compose'}
                    onClick={() => toggle('compose')}
                  >
                    <MailPlus />
                    {t.compose.open}
                  </Button>
                ) : null}
                <Button size="sm" variant="outline" aria-expanded={panel === 'manage'} onClick={() => toggle('manage')}>
                  <AtSign />
                  {t.manage.open}
                </Button>
              </HStack>
            </HStack>
            {panel === 'manage' || !address ? (
              <AddressManager list={data} onClose={address ? () => setPanel(null) : undefined} />
            ) : null}
            {panel === 'compose' && address ? (
              <NewMailForm
                addresses={data.items}
                from={address.id}
                onCancel={() => setPanel(null)}
                onSent={(thread, from) => {
                  setPanel(null);
                  setSearch({ mail: from, folder: 'sent', thread, q: undefined });
                }}
              />
            ) : null}
            {address ? <Mailbox addressId={address.id} search={search} setSearch={setSearch} /> : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Mailbox({ addressId, search, setSearch }: MailViewProps & { addressId: number }) {
  const folder = search.folder ?? 'inbox';
  const q = search.q ?? '';
  const list = useQuery({
    ...threadsOptions(addressId, folder, q),
    placeholderData: keepPreviousData,
    refetchInterval: MAIL_POLL_MS,
  });
  const opened = search.thread;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(16rem, 24rem) minmax(0, 1fr)' }}
      gap="4"
      alignItems="start"
    >
      <Stack gap="3" minW="0" display={{ base: opened ? 'none' : 'flex', lg: 'flex' }}>
        <SegmentedFilter
          label={t.foldersLabel}
          options={folders}
          labels={t.folders}
          value={folder}
          onChange={(f) => setSearch({ folder: f === 'inbox' ? undefined : f, thread: undefined })}
        />
        <SearchBar
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={q}
          onSearch={(next) => setSearch({ q: next || undefined }, { replace: true })}
        />
        {list.isPending ? (
          <Stack gap="2" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h="16" borderRadius="md" />
            ))}
          </Stack>
        ) : (
          <QueryState
            query={list}
            isEmpty={(d) => d.items.length === 0}
            empty={q ? t.list.noMatch : t.list.empty}
            emptyTestId="mail-empty"
          >
            {(data) => (
              <Stack as="ul" gap="1" listStyleType="none" aria-label={t.list.label} data-testid="mail-threads">
                {data.items.map((thread) => (
                  <Box as="li" key={thread.id}>
                    <ThreadRow
                      thread={thread}
                      opened={opened === thread.id}
                      onOpen={() => setSearch({ thread: thread.id })}
                    />
                  </Box>
                ))}
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
      <Box minW="0" display={{ base: opened ? 'block' : 'none', lg: 'block' }}>
        {opened ? (
          <ThreadView
            key={opened}
            threadId={opened}
            onBack={() => setSearch({ thread: undefined })}
            onGone={() => setSearch({ thread: undefined })}
          />
        ) : (
          <Box minH="40" borderWidth="1px" borderRadius="md" display="flex" alignItems="center" justifyContent="center">
            <Text color="fg.muted">{t.thread.pick}</Text>
          </Box>
        )}
      </Box>
    </Grid>
  );
}

function ThreadRow({
  thread,
  opened,
  onOpen,
}: {
  thread: MessengerMailThreadSummary;
  opened: boolean;
  onOpen: () => void;
}) {
  return (
    <Button
      variant={opened ? 'subtle' : 'ghost'}
      aria-current={opened ? 'true' : undefined}
      w="full"
      h="auto"
      py="2"
      px="3"
      justifyContent="start"
      textAlign="start"
      onClick={onOpen}
      data-testid="mail-thread"
    >
      <Stack gap="0.5" w="full" minW="0">
        <HStack justify="space-between" gap="2">
          <Text fontWeight={thread.unread ? 'bold' : 'semibold'} truncate>
            {thread.subject}
          </Text>
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
            {relativeTime(thread.lastMessageAt)}
          </Text>
        </HStack>
        <HStack gap="2" justify="space-between">
          <Text fontSize="sm" color="fg.muted" truncate>
            {t.list.with(thread.participants.join(', '))}
          </Text>
          {thread.unread ? (
            <Badge colorPalette="brand" variant="solid" data-testid="mail-thread-unread">
              {t.list.unread}
            </Badge>
          ) : null}
        </HStack>
        {thread.lastMessagePreview ? (
          <Text fontSize="sm" color="fg.muted" truncate fontWeight="normal">
            {thread.lastMessagePreview}
          </Text>
        ) : null}
      </Stack>
    </Button>
  );
}
