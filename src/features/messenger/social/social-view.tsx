// The messenger's social network (?tab=social and its views as tabs; issue 20, part 8). Without an own profile
// the player is asked to register one first. With it: the own profile on top, then the feed
// (posts of the followed profiles and the own ones, with the composer), explore (everyone's
// newest posts, searchable), people (profile search), notifications and, with the right
// messenger.moderate, the reported posts (?tab=reports|closed, guarded by the loader). An opened profile (?profile=) or post (?post=)
// takes the place of the section. Everything is in the URL (../search-params.ts).
import { Box, Button, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import {
  getListMessengerSocialFeedQueryOptions,
  getListMessengerSocialPostsQueryOptions,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSocialPostPage } from '../../../api/generated/model/messengerSocialPostPage';
import { useCan } from '../../../api/permissions';
import { LoadingLine, QueryError } from '../../../components/feedback/query-error';
import { PagedList } from '../../../components/views/paged-list';
import type { QueryLike } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import type { SocialSection } from '../search-params';
import { Alerts } from './alerts';
import { useSocialSearch } from './common';
import { PeopleSearch } from './people';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';
import { PostDetail } from './post-detail';
import { EditProfileForm, RegisterForm } from './profile-form';
import { ProfileHeader, ProfileView } from './profile-view';
import { meOptions, pageParams } from './queries';
import { Reports } from './reports';
import { socialTexts as t } from './texts';

const leave = { profile: undefined, post: undefined, page: undefined, q: undefined };

export function SocialView() {
  const [search, setSearch] = useSocialSearch();
  const me = useQuery(meOptions());
  const moderate = useCan('listMessengerSocialReports');
  const [editing, setEditing] = useState(false);
  if (me.isPending) return <LoadingLine />;
  if (!me.data) {
    if (isAxiosError(me.error) && me.error.response?.status === 404) return <RegisterForm />;
    return <QueryError error={me.error} onRetry={() => void me.refetch()} />;
  }
  const sections: SocialSection[] = ['feed', 'explore', 'people', 'alerts', ...(moderate ? ['reports' as const] : [])];
  // closed reports are the reports section; a profile's lists belong to people.
  const view = search.tab;
  const section: SocialSection =
    view === 'closed'
      ? 'reports'
      : view === 'followers' || view === 'following'
        ? 'people'
        : view === 'explore' || view === 'people' || view === 'alerts' || view === 'reports'
          ? view
          : 'feed';
  return (
    <Stack gap="4" data-testid="social">
      <ProfileHeader
        profile={me.data}
        actions={
          <Button size="sm" variant="outline" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
            <Pencil aria-hidden="true" />
            {t.edit.open}
          </Button>
        }
      />
      {editing ? <EditProfileForm profile={me.data} onDone={() => setEditing(false)} /> : null}
      <SegmentedFilter
        label={t.sectionsLabel}
        options={sections}
        labels={t.sections}
        value={section}
        attached={false}
        onChange={(next) => setSearch({ ...leave, tab: next === 'feed' ? 'social' : next })}
      />
      <Box minW="0">
        {search.post ? (
          <PostDetail key={search.post} postId={search.post} />
        ) : search.profile ? (
          <ProfileView key={search.profile} profileId={search.profile} />
        ) : section === 'explore' ? (
          <Explore />
        ) : section === 'people' ? (
          <PeopleSearch />
        ) : section === 'alerts' ? (
          <Alerts />
        ) : section === 'reports' && moderate ? (
          <Reports />
        ) : (
          <Feed />
        )}
      </Box>
    </Stack>
  );
}

function PostList({
  query,
  label,
  empty,
}: {
  query: QueryLike<MessengerSocialPostPage>;
  label: string;
  empty: string;
}) {
  const [search, setSearch] = useSocialSearch();
  return (
    <PagedList
      query={query}
      getKey={(p) => p.id}
      renderItem={(p) => <PostCard post={p} />}
      label={label}
      page={search.page ?? 1}
      onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
      empty={empty}
      emptyTestId="social-empty"
      gap="3"
    />
  );
}

function Feed() {
  const [search] = useSocialSearch();
  const feed = useQuery({
    ...getListMessengerSocialFeedQueryOptions(pageParams(search.page)),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="3">
      <PostComposer />
      <PostList query={feed} label={t.feed.label} empty={t.feed.empty} />
    </Stack>
  );
}

function Explore() {
  const [search, setSearch] = useSocialSearch();
  const q = search.q ?? '';
  const posts = useQuery({
    ...getListMessengerSocialPostsQueryOptions({ ...pageParams(search.page), ...(q ? { q } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="3">
      <SearchBar
        label={t.explore.search}
        placeholder={t.explore.placeholder}
        value={q}
        onSearch={(text) => setSearch({ q: text || undefined, page: undefined }, { replace: true })}
      />
      <PostList query={posts} label={t.explore.label} empty={t.explore.empty} />
    </Stack>
  );
}
