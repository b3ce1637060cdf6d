// An opened post (?post=<id>) with its comments, oldest first: write one (422 under the
// field, text kept on failure), delete an own one or one under an own post (confirmed).
import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  getGetMessengerSocialPostQueryOptions,
  getListMessengerSocialCommentsQueryOptions,
  useAddMessengerSocialComment,
  useDeleteMessengerSocialComment,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerSocialComment } from '../../../api/generated/model/messengerSocialComment';
import type { MessengerSocialPost } from '../../../api/generated/model/messengerSocialPost';
import { AddMessengerSocialCommentBody } from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { SafeText } from '../components/safe-text';
import { AuthorLine, useSocialSearch } from './common';
import { PostCard } from './post-card';
import { commentsChanged } from './queries';
import { socialTexts } from './texts';

const t = socialTexts.comments;

export function PostDetail({ postId }: { postId: number }) {
  const [, setSearch] = useSocialSearch();
  const post = useQuery(getGetMessengerSocialPostQueryOptions(postId));
  const back = () => setSearch({ post: undefined });
  const gone = isAxiosError(post.error) && post.error.response?.status === 404;
  return (
    <Stack gap="3" data-testid="social-post-detail">
      <Box>
        <Button size="sm" variant="ghost" onClick={back}>
          <ArrowLeft aria-hidden="true" />
          {socialTexts.profile.back}
        </Button>
      </Box>
      {gone ? (
        <Text color="fg.muted">{socialTexts.post.gone}</Text>
      ) : (
        <QueryState query={post}>
          {(data) => (
            <Stack gap="3">
              <PostCard post={data} opened onDeleted={back} />
              <Comments post={data} />
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

function Comments({ post }: { post: MessengerSocialPost }) {
  const list = useQuery(getListMessengerSocialCommentsQueryOptions(post.id, { skip: 0, limit: 100 }));
  return (
    <Stack as="section" aria-label={t.label} gap="3">
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <Stack as="ul" listStyleType="none" gap="2" aria-label={t.label}>
            {data.items.map((c) => (
              <li key={c.id}>
                <CommentRow comment={c} mayDelete={c.mine || post.mine} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <CommentForm postId={post.id} />
    </Stack>
  );
}

function CommentRow({ comment, mayDelete }: { comment: MessengerSocialComment; mayDelete: boolean }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMessengerSocialComment({
    mutation: {
      onSuccess: () => {
        setConfirming(false);
        notifier.create({ title: t.deleted, type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => commentsChanged(client, comment.postId),
    },
  });
  return (
    <Stack gap="1" borderLeftWidth="2px" pl="3" data-testid="social-comment">
      <HStack justify="space-between" gap="2">
        <AuthorLine author={comment.author} at={comment.createdAt} />
        {mayDelete ? (
          <Button size="xs" variant="ghost" aria-label={t.delete} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </HStack>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="social-comment-text">
        <SafeText text={comment.text} />
      </Text>
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle}
        confirmLabel={t.delete}
        cancelLabel={socialTexts.post.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          if (!remove.isPending) remove.mutate({ id: comment.postId, commentId: comment.id });
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function CommentForm({ postId }: { postId: number }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: AddMessengerSocialCommentBody,
    initial: { text: '' },
    draft: useServerDraft(`draft.messenger.social.comment.${postId}`, { text: '' }),
    toBody: (v) => ({ text: v.text.trim() }),
  });
  const add = useAddMessengerSocialComment({
    mutation: {
      onSuccess: () => form.reset(),
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => commentsChanged(client, postId),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (add.isPending) return;
    setFailure(null);
    add.mutate({ id: postId, data });
  });
  return (
    <FormStack onSubmit={submit} aria-label={t.submit}>
      <FormField label={t.text} message={form.message('text')}>
        <Textarea {...form.input('text')} rows={2} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Box>
        <Button type="submit" size="sm" colorPalette="brand" loading={add.isPending}>
          {t.submit}
        </Button>
      </Box>
    </FormStack>
  );
}
