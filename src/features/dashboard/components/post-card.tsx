// One entry of the feed: meta, title, text, replies on demand (opened through the URL,
// so a link can point at a thread), and the actions menu.
import { Box, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Suspense, useId, useState } from 'react';
import type { DashboardPost } from '../../../api/generated/model/dashboardPost';
import { lazyPart } from '../../../lib/lazy-part';
import { dashboardTexts as t } from '../texts';
import { PostMeta } from './post-meta';

const PostThread = lazyPart(() => import('./post-thread'), 'PostThread');
const PostMenu = lazyPart(() => import('./post-menu'), 'PostMenu');
const EditPostForm = lazyPart(() => import('./edit-post-form'), 'EditPostForm');

interface PostCardProps {
  post: DashboardPost;
  signedIn: boolean;
  open: boolean;
  onToggle: (open: boolean) => void;
}

export function PostCard({ post, signedIn, open, onToggle }: PostCardProps) {
  const [editing, setEditing] = useState(false);
  const threadId = useId();
  const pending = post.id < 0; // optimistic, not yet confirmed by the server
  return (
    <Card.Root as="article" size="sm" opacity={pending ? 0.7 : 1} data-testid="post" aria-busy={pending}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <PostMeta author={post.author.name} createdAt={post.createdAt} edited={!!post.editedAt} kind={post.kind} />
          {signedIn && !pending ? (
            <Suspense fallback={null}>
              <PostMenu post={post} onEdit={() => setEditing(true)} />
            </Suspense>
          ) : null}
        </HStack>
        {post.title ? (
          <Heading as="h3" size="md">
            {post.title}
          </Heading>
        ) : null}
        {editing ? (
          <Suspense fallback={null}>
            <EditPostForm post={post} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <Text whiteSpace="pre-wrap">{post.text}</Text>
        )}
        {post.advertiser ? <Text color="fg.muted">{t.advertBy(post.advertiser)}</Text> : null}
        {!pending && (post.repliesAllowed || post.replyCount > 0) ? (
          <Box>
            <Button
              variant="ghost"
              size="sm"
              px="2"
              aria-expanded={open}
              aria-controls={threadId}
              onClick={() => onToggle(!open)}
            >
              {open ? t.hideReplies : post.replyCount > 0 ? t.showReplies(post.replyCount) : t.reply}
            </Button>
            <Box id={threadId}>
              {open ? (
                <Suspense fallback={null}>
                  <PostThread post={post} signedIn={signedIn} />
                </Suspense>
              ) : null}
            </Box>
          </Box>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
