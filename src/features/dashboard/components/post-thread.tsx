// The replies of one post (oldest first) and, when allowed, the reply form.
import { Stack, Text } from '@chakra-ui/react';
import { useGetDashboardPostData } from '../../../api/generated/endpoints/dashboard/dashboard';
import type { DashboardPost } from '../../../api/generated/model/dashboardPost';
import { QueryState } from '../../../components/views/query-state';
import { dashboardTexts as t } from '../texts';
import { PostMeta } from './post-meta';
import { ReplyForm } from './reply-form';

export function PostThread({ post, signedIn }: { post: DashboardPost; signedIn: boolean }) {
  const query = useGetDashboardPostData(post.id);
  return (
    <QueryState query={query}>
      {({ replies, post: current }) => (
        <Stack gap="3" mt="2" ps="4" borderStartWidth="2px" borderColor="border.emphasized">
          {replies.length === 0 ? <Text color="fg.muted">{t.noReplies}</Text> : null}
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t.replies(replies.length)}>
            {replies.map((reply) => (
              <li key={reply.id}>
                <PostMeta author={reply.author.name} createdAt={reply.createdAt} edited={!!reply.editedAt} />
                <Text whiteSpace="pre-wrap">{reply.text}</Text>
              </li>
            ))}
          </Stack>
          {!current.repliesAllowed ? (
            <Text color="fg.muted">{t.repliesClosed}</Text>
          ) : signedIn ? (
            <ReplyForm postId={post.id} />
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
