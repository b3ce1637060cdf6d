// /messenger: the phone. The SIM cards on top (the chosen one goes into the phone and is
// remembered by the server), then chats, contacts or blocked numbers of that SIM. Chats: the
// list with search on the left, the opened chat on the right (on narrow screens one after the
// other), the group panel beside or below it. Everything the screen shows is in the URL
// (search-params.ts), so reload, back button and links show the same view.
import { Box, Button, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { OfflineNotice } from '../../components/feedback/offline-notice';
import { LoadingLine, QueryError } from '../../components/feedback/query-error';
import { PageFrame } from '../../components/views/page-frame';
import { SearchBar } from '../../components/views/search-bar';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { lazyPart } from '../../lib/lazy-part';
import { isSocial } from './social/tab';
import { BlockedView } from './components/blocked-view';
import { CHAT_HEIGHT, ChatView } from './components/chat-view';
import { ContactsView } from './components/contacts-view';
import { ConversationList } from './components/conversation-list';
import { GroupPanel } from './components/group-panel';
import { CallsView } from './calls/calls-view';
import { FriendsView } from './friends/friends-view';
import { MailView } from './mail/mail-view';
import { NewChatForm } from './components/new-chat-form';
import { SimSettings } from './components/sim-settings';
import { SimSwitcher } from './components/sim-switcher';
import { conversationsOptions, currentSim, simsOptions } from './queries';
import type { MessengerSearch, MessengerTab } from './search-params';
import { messengerTexts as t } from './texts';
// The route's loader loads with the page (one chunk import per route, src/routes).
export { loadMessenger } from './load';

const tabs: readonly MessengerTab[] = ['chats', 'contacts', 'blocked', 'mail', 'friends', 'calls', 'social'];
// The social network loads with its tab (social/social-view.tsx): most visits are chats.
const SocialView = lazyPart(() => import('./social/social-view'), 'SocialView');
const noSocial = {
  profile: undefined,
  post: undefined,
  page: undefined,
};

export function MessengerPage() {
  const [search, setSearch] = useSearchState<MessengerSearch>();
  const sims = useQuery(simsOptions());
  const sim = currentSim(sims.data?.items, search.sim);
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <OfflineNotice text={t.offline} areaKey={simsOptions().queryKey} />
      {sims.isPending ? (
        <Stack gap="4" aria-busy="true">
          <Skeleton h="14" w="20rem" borderRadius="md" />
          <Skeleton h="10" w="18rem" borderRadius="md" />
          <Skeleton h={CHAT_HEIGHT} borderRadius="md" />
        </Stack>
      ) : !sims.data ? (
        <QueryError error={sims.error} onRetry={() => void sims.refetch()} />
      ) : !sim ? (
        <Text color="fg.muted" data-testid="messenger-no-sims">
          {t.noSims}
        </Text>
      ) : (
        <Stack gap="4">
          <SimSwitcher
            sims={sims.data.items}
            current={sim.id}
            onPick={(id) => setSearch({ sim: id, chat: undefined, info: undefined, q: undefined })}
          />
          <SimSettings sim={sim} />
          <SegmentedFilter
            label={t.tabsLabel}
            options={tabs}
            labels={t.tabs}
            value={isSocial(search.tab) ? 'social' : (search.tab ?? 'chats')}
            onChange={(tab) =>
              setSearch({
                tab: tab === 'chats' ? undefined : tab,
                q: undefined,
                thread: undefined,
                folder: undefined,
                friend: undefined,
                ...noSocial,
              })
            }
          />
          {search.tab === 'contacts' ? (
            <ContactsView
              simId={sim.id}
              search={search.q ?? ''}
              onSearch={(q) => setSearch({ q: q || undefined }, { replace: true })}
              onOpenChat={(id) => setSearch({ tab: undefined, chat: id, q: undefined, info: undefined })}
            />
          ) : search.tab === 'blocked' ? (
            <BlockedView simId={sim.id} />
          ) : search.tab === 'mail' ? (
            <MailView search={search} setSearch={setSearch} />
          ) : search.tab === 'friends' ? (
            <FriendsView search={search} setSearch={setSearch} />
          ) : search.tab === 'calls' ? (
            <CallsView simId={sim.id} simLabel={sim.label} />
          ) : isSocial(search.tab) ? (
            <Suspense fallback={<LoadingLine />}>
              <SocialView />
            </Suspense>
          ) : (
            <Chats simId={sim.id} search={search} setSearch={setSearch} />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}

interface ChatsProps {
  simId: number;
  search: MessengerSearch;
  setSearch: ReturnType<typeof useSearchState<MessengerSearch>>[1];
}

function Chats({ simId, search, setSearch }: ChatsProps) {
  const list = useQuery({ ...conversationsOptions(simId), placeholderData: keepPreviousData });
  const [creating, setCreating] = useState(false);
  const opened = search.chat;
  const summary = list.data?.items.find((c) => c.id === opened);
  const info = search.info === 1 && opened !== undefined;
  return (
    <Grid
      templateColumns={{
        base: 'minmax(0, 1fr)',
        lg: 'minmax(16rem, 22rem) minmax(0, 1fr)',
        xl: info ? 'minmax(16rem, 20rem) minmax(0, 1fr) minmax(16rem, 20rem)' : 'minmax(16rem, 22rem) minmax(0, 1fr)',
      }}
      gap="4"
      alignItems="start"
    >
      <Stack
        gap="3"
        minW="0"
        display={{ base: opened ? 'none' : 'flex', lg: 'flex' }}
        as="section"
        aria-label={t.list.label}
      >
        <HStack gap="2" align="end" wrap="wrap">
          <SearchBar
            label={t.list.search}
            placeholder={t.list.searchPlaceholder}
            value={search.q ?? ''}
            onSearch={(q) => setSearch({ q: q || undefined }, { replace: true })}
            flex="1"
          />
          <Button size="sm" variant="outline" onClick={() => setCreating((c) => !c)} aria-expanded={creating}>
            <MessageSquarePlus />
            {t.newChat.open}
          </Button>
        </HStack>
        {creating ? (
          <NewChatForm
            simId={simId}
            onCancel={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              setSearch({ chat: id, info: undefined });
            }}
          />
        ) : null}
        <ConversationList
          query={list}
          search={search.q ?? ''}
          opened={opened}
          onOpen={(id) => setSearch({ chat: id, info: undefined })}
        />
      </Stack>
      <Box minW="0" display={{ base: opened ? 'block' : 'none', lg: 'block' }}>
        {opened ? (
          <ChatView
            key={`${simId}-${opened}`}
            conversationId={opened}
            simId={simId}
            summary={summary}
            infoOpen={info}
            onInfo={(open) => setSearch({ info: open ? 1 : undefined }, { replace: true })}
            onBack={() => setSearch({ chat: undefined, info: undefined })}
            onRemoved={() => setSearch({ chat: undefined, info: undefined })}
          />
        ) : (
          <Box
            h={CHAT_HEIGHT}
            borderWidth="1px"
            borderRadius="md"
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <Text color="fg.muted">{t.chat.pick}</Text>
          </Box>
        )}
      </Box>
      {info && opened ? (
        <Box minW="0" gridColumn={{ base: 'auto', lg: '2', xl: 'auto' }}>
          <GroupPanel
            conversationId={opened}
            simId={simId}
            onClose={() => setSearch({ info: undefined }, { replace: true })}
            onLeft={() => setSearch({ chat: undefined, info: undefined })}
          />
        </Box>
      ) : null}
    </Grid>
  );
}
