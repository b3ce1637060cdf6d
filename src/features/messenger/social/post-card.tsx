// One post: author, text (as text, links clickable, never HTML), likes, comments, and the
// actions the viewer has: like (shown at once, then as the server counts it), open the
// comments, report, delete an own post (confirmed).
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Flag, Heart, MessageSquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  useDeleteMessengerSocialPost,
  useLikeMessengerSocialPost,
  useUnlikeMessengerSocialPost,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSocialPost } from '../../../api/generated/model/messengerSocialPost';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { SafeText } from '../components/safe-text';
import { AuthorLine, openPost, useSocialSearch } from './common';
import { socialChanged } from './queries';
import { ReportForm } from './report-form';
import { socialTexts } from './texts';

const t = socialTexts.post;

interface PostCardProps {
  post: MessengerSocialPost;
  /** In the opened post the comments button is not needed. */
  opened?: boolean;
  onDeleted?: () => void;
}

export function PostCard({ post, opened = false, onDeleted }: PostCardProps) {
  const client = useQueryClient();
  const [, setSearch] = useSocialSearch();
  const [reporting, setReporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // What the viewer did last, shown until the lists bring the server's count.
  const [own, setOwn] = useState<{ liked: boolean; likeCount: number } | null>(null);
  const liked = own?.liked ?? post.likedByMe;
  const likeCount = own?.likeCount ?? post.likeCount;
  const settle = {
    onSuccess: (state: { liked: boolean; likeCount: number }) =>
      setOwn({ liked: state.liked, likeCount: state.likeCount }),
    onError: (error: unknown) => {
      setOwn(null);
      notifier.create({ title: describeError(error), type: 'error' });
    },
    onSettled: () => socialChanged(client),
  };
  const like = useLikeMessengerSocialPost({ mutation: settle });
  const unlike = useUnlikeMessengerSocialPost({ mutation: settle });
  const remove = useDeleteMessengerSocialPost({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.deleted, type: 'success' });
        setConfirming(false);
        onDeleted?.();
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => socialChanged(client),
    },
  });
  const busy = like.isPending || unlike.isPending;
  const toggle = () => {
    if (busy) return;
    setOwn({ liked: !liked, likeCount: Math.max(0, likeCount + (liked ? -1 : 1)) });
    (liked ? unlike : like).mutate({ id: post.id });
  };
  return (
    <Stack
      as="article"
      aria-label={t.by(post.author.displayName)}
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="social-post"
    >
      <AuthorLine author={post.author} at={post.createdAt} />
      <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="social-post-text">
        <SafeText text={post.text} />
      </Text>
      <HStack gap="1" wrap="wrap">
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={liked}
          aria-label={`${liked ? t.unlike : t.like} (${t.likes(likeCount)})`}
          onClick={toggle}
          data-testid="social-like"
        >
          <Heart fill={liked ? 'currentColor' : 'none'} aria-hidden="true" />
          {likeCount}
        </Button>
        {opened ? (
          <Text fontSize="sm" color="fg.muted" px="2">
            {t.comments(post.commentCount)}
          </Text>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setSearch(openPost(post.id))}
            aria-label={`${t.open} (${t.comments(post.commentCount)})`}
          >
            <MessageSquare aria-hidden="true" />
            {post.commentCount}
          </Button>
        )}
        {post.mine ? (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t.delete}
          </Button>
        ) : (
          <Button size="sm" variant="ghost" aria-expanded={reporting} onClick={() => setReporting((r) => !r)}>
            <Flag aria-hidden="true" />
            {t.report}
          </Button>
        )}
      </HStack>
      {reporting ? (
        <Box>
          <ReportForm postId={post.id} onDone={() => setReporting(false)} />
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle}
        body={t.deleteBody}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          if (!remove.isPending) remove.mutate({ id: post.id });
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
