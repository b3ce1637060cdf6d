// The actions of a post: edit and delete own posts, report others'.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { useDeleteDashboardPost } from '../../../api/generated/endpoints/dashboard/dashboard';
import type { DashboardPost } from '../../../api/generated/model/dashboardPost';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeError } from '../../../lib/describe-error';
import { changeFeeds, restoreFeeds, type Snapshot } from '../optimistic';
import { invalidateFeeds } from '../queries';
import { dashboardTexts as t } from '../texts';
import { ReportDialog } from './report-dialog';

export function PostMenu({ post, onEdit }: { post: DashboardPost; onEdit: () => void }) {
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null);
  const remove = useDeleteDashboardPost<unknown, Snapshot>({
    mutation: {
      onMutate: () => changeFeeds(client, (items) => items.filter((p) => p.id !== post.id)),
      onError: (error, _v, snapshot) => {
        restoreFeeds(client, snapshot);
        notifier.create({ title: t.failed, description: describeError(error), type: 'error' });
      },
      onSuccess: () => notifier.create({ title: t.actions.deleted, type: 'success' }),
      onSettled: () => invalidateFeeds(client),
    },
  });
  const act = (value: string) => (value === 'edit' ? onEdit() : setDialog(value as 'delete' | 'report'));

  return (
    <>
      <Menu.Root onSelect={(d) => act(d.value)} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={t.actions.menu}>
            <Ellipsis />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {post.mine ? <Menu.Item value="edit">{t.actions.edit}</Menu.Item> : null}
              {post.mine ? <Menu.Item value="delete">{t.actions.delete}</Menu.Item> : null}
              {!post.mine ? <Menu.Item value="report">{t.actions.report}</Menu.Item> : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t.actions.confirmDelete}
        confirmLabel={t.actions.delete}
        cancelLabel={t.actions.cancel}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          remove.mutate({ id: post.id });
        }}
      />
      {dialog === 'report' ? <ReportDialog postId={post.id} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
