// A profile (?profile=<id>): name, bio, counts, follow/unfollow (not on the own one, which
// is edited here instead), and its posts, followers or following (?tab=followers|following).
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck, Pencil, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import {
  getGetMessengerSocialUserQueryOptions,
  getListMessengerSocialFollowersQueryOptions,
  getListMessengerSocialFollowingQueryOptions,
  getListMessengerSocialUserPostsQueryOptions,
  useFollowMessengerSocialUser,
  useUnfollowMessengerSocialUser,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSocialProfile } from '../../../api/generated/model/messengerSocialProfile';
import { notifier } from '../../../components/feedback/toaster';
import { PagedList } from '../../../components/views/paged-list';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { describeError } from '../../../lib/describe-error';
import { formatNumber } from '../../../lib/format';
import { SafeText } from '../components/safe-text';
import { useSocialSearch } from './common';
import { isProfileList } from './tab';
import { PeopleList } from './people';
import { PostCard } from './post-card';
import { EditProfileForm } from './profile-form';
import { pageParams, socialChanged } from './queries';
import { socialTexts } from './texts';

const t = socialTexts.profile;
type ProfileList = 'posts' | 'followers' | 'following';
const lists: readonly ProfileList[] = ['posts', 'followers', 'following'];
const listLabels = { posts: t.posts, followers: t.followers, following: t.following } satisfies Record<
  ProfileList,
  string
>;

export function ProfileView({ profileId }: { profileId: number }) {
  const [search, setSearch] = useSocialSearch();
  const profile = useQuery(getGetMessengerSocialUserQueryOptions(profileId));
  return (
    <Stack gap="3" data-testid="social-profile">
      <Box>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            setSearch({
              profile: undefined,
              page: undefined,
              ...(isProfileList(search.tab) ? { tab: 'people' as const } : {}),
            })
          }
        >
          <ArrowLeft aria-hidden="true" />
          {t.back}
        </Button>
      </Box>
      <QueryState query={profile}>{(data) => <ProfileDetail profile={data} />}</QueryState>
    </Stack>
  );
}

export function ProfileHeader({ profile, actions }: { profile: MessengerSocialProfile; actions?: React.ReactNode }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="social-profile-header">
      <HStack justify="space-between" align="start" wrap="wrap" gap="2">
        <Stack gap="0" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text as="h2" fontWeight="bold" fontSize="lg">
              {profile.displayName}
            </Text>
            {profile.verified ? (
              <Badge colorPalette="blue" variant="subtle" size="sm">
                <BadgeCheck aria-hidden="true" />
                {t.verified}
              </Badge>
            ) : null}
            {profile.followsMe ? (
              <Badge variant="outline" size="sm">
                {t.followsYou}
              </Badge>
            ) : null}
          </HStack>
          <Text color="fg.muted">@{profile.handle}</Text>
        </Stack>
        {actions}
      </HStack>
      {profile.bio ? (
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          <SafeText text={profile.bio} />
        </Text>
      ) : null}
      <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text data-testid="social-count-posts">
          <strong>{formatNumber(profile.postCount)}</strong> {t.posts}
        </Text>
        <Text data-testid="social-count-followers">
          <strong>{formatNumber(profile.followerCount)}</strong> {t.followers}
        </Text>
        <Text data-testid="social-count-following">
          <strong>{formatNumber(profile.followingCount)}</strong> {t.following}
        </Text>
      </HStack>
    </Stack>
  );
}

function ProfileDetail({ profile }: { profile: MessengerSocialProfile }) {
  const [search, setSearch] = useSocialSearch();
  const [editing, setEditing] = useState(false);
  const list: ProfileList = search.tab === 'followers' || search.tab === 'following' ? search.tab : 'posts';
  return (
    <Stack gap="3">
      <ProfileHeader
        profile={profile}
        actions={
          profile.mine ? (
            <Button size="sm" variant="outline" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
              <Pencil aria-hidden="true" />
              {socialTexts.edit.open}
            </Button>
          ) : (
            <FollowButton profile={profile} />
          )
        }
      />
      {editing ? <EditProfileForm profile={profile} onDone={() => setEditing(false)} /> : null}
      <SegmentedFilter
        label={t.lists}
        options={lists}
        labels={listLabels}
        value={list}
        onChange={(next) =>
          setSearch({
            tab: next !== 'posts' ? next : isProfileList(search.tab) ? 'people' : search.tab,
            page: undefined,
          })
        }
      />
      {list === 'posts' ? <UserPosts profileId={profile.id} /> : <Follows profileId={profile.id} kind={list} />}
    </Stack>
  );
}

export function FollowButton({ profile }: { profile: MessengerSocialProfile }) {
  const client = useQueryClient();
  const options = {
    mutation: {
      onSuccess: (state: { following: boolean }) =>
        notifier.create({ title: (state.following ? t.followed : t.unfollowed)(profile.handle), type: 'success' }),
      onError: (error: unknown) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => socialChanged(client),
    },
  };
  const follow = useFollowMessengerSocialUser(options);
  const unfollow = useUnfollowMessengerSocialUser(options);
  const busy = follow.isPending || unfollow.isPending;
  return profile.followedByMe ? (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      onClick={() => !busy && unfollow.mutate({ profileId: profile.id })}
    >
      <UserMinus aria-hidden="true" />
      {t.unfollow}
    </Button>
  ) : (
    <Button
      size="sm"
      colorPalette="brand"
      loading={busy}
      onClick={() => !busy && follow.mutate({ profileId: profile.id })}
    >
      <UserPlus aria-hidden="true" />
      {t.follow}
    </Button>
  );
}

function UserPosts({ profileId }: { profileId: number }) {
  const [search, setSearch] = useSocialSearch();
  const posts = useQuery({
    ...getListMessengerSocialUserPostsQueryOptions(profileId, pageParams(search.page)),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList
      query={posts}
      getKey={(p) => p.id}
      renderItem={(p) => <PostCard post={p} />}
      label={t.posts}
      page={search.page ?? 1}
      onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
      empty={t.noPosts}
      gap="3"
    />
  );
}

function Follows({ profileId, kind }: { profileId: number; kind: 'followers' | 'following' }) {
  const [search, setSearch] = useSocialSearch();
  const params = pageParams(search.page);
  const followers = useQuery({
    ...getListMessengerSocialFollowersQueryOptions(profileId, params),
    enabled: kind === 'followers',
  });
  const following = useQuery({
    ...getListMessengerSocialFollowingQueryOptions(profileId, params),
    enabled: kind === 'following',
  });
  return (
    <PeopleList
      query={kind === 'followers' ? followers : following}
      label={listLabels[kind]}
      empty={kind === 'followers' ? t.noFollowers : t.noFollowing}
      page={search.page ?? 1}
      onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
    />
  );
}
