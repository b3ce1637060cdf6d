// An opened picture: the image at its own aspect ratio, caption, place, uploader and date; report
// it (reason and text, the contract's validator), or delete it when it is one's own (confirmed).
import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeletePicture, useGetPicture } from '../../../api/generated/endpoints/pictures/pictures';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { picturesChanged } from '../queries';
import { picturesTexts } from '../texts';
import { captionOf } from './picture-grid';
import { ReportForm } from './report-form';

const t = picturesTexts.picture;

export function PictureDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const client = useQueryClient();
  const picture = useGetPicture(id);
  const [reporting, setReporting] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const remove = useDeletePicture({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.deleted });
        onClose();
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => picturesChanged(client, id),
    },
  });
  return (
    <Box
      as="section"
      aria-labelledby="picture-detail"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      data-testid="picture-detail"
    >
      <QueryState query={picture}>
        {(p) => (
          <Stack gap="3">
            <HStack justify="space-between" align="start" wrap="wrap">
              <Heading as="h2" size="lg" id="picture-detail">
                {captionOf(p)}
              </Heading>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t.close}
              </Button>
            </HStack>
            <chakra.img
              src={p.imagePath}
              alt={captionOf(p)}
              htmlWidth={p.width}
              htmlHeight={p.height}
              w="full"
              h="auto"
              maxH="70vh"
              objectFit="contain"
              bg="bg.muted"
              borderRadius="md"
            />
            <Text color="fg.muted" fontSize="sm">
              {[
                p.location,
                t.by(p.uploader.name, formatDateTime(p.createdAt)),
                p.width && p.height ? t.size(p.width, p.height) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <HStack gap="2" wrap="wrap">
              {p.mine ? (
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  loading={remove.isPending}
                  onClick={() => setConfirm(true)}
                >
                  {t.delete}
                </Button>
              ) : (
                <Button size="sm" variant="outline" aria-expanded={reporting} onClick={() => setReporting(!reporting)}>
                  {t.report}
                </Button>
              )}
            </HStack>
            {reporting && !p.mine ? <ReportForm pictureId={p.id} onDone={() => setReporting(false)} /> : null}
            <ConfirmDialog
              open={confirm}
              title={t.confirmDelete}
              body={captionOf(p)}
              confirmLabel={t.delete}
              cancelLabel={t.cancel}
              onClose={() => setConfirm(false)}
              onConfirm={() => {
                setConfirm(false);
                remove.mutate({ id: p.id });
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
