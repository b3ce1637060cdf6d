// Upload a picture: the file (type and size checked as the contract says, its pixels once the
// preview has read them), a preview at the picture's own aspect ratio, caption and place (kept
// in a draft; a file cannot be kept across a reload, the form says so). Sent as multipart.
import { Box, Button, chakra, Heading, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useUploadPicture } from '../../../api/generated/endpoints/pictures/pictures';
import type { Picture } from '../../../api/generated/model/picture';
import type { PictureUpload } from '../../../api/generated/model/pictureUpload';
import { UploadPictureBody } from '../../../api/generated/zod/pictures/pictures.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatNumber } from '../../../lib/format';
import { picturesChanged } from '../queries';
import { picturesTexts } from '../texts';
import { fileProblem, tooLarge, UPLOAD_TYPES } from '../upload-rules';

const t = picturesTexts.upload;
const draftKey = defineDraft('draft.pictures.upload', { caption: '', location: '' });

interface Chosen {
  file: File;
  url: string;
  width?: number;
  height?: number;
}

function fileMessage(chosen: Chosen | null): string | undefined {
  if (!chosen) return undefined;
  const problem = fileProblem(chosen.file);
  if (problem === 'type') return t.type;
  if (problem === 'size') return t.size(formatNumber(chosen.file.size / 1_048_576, 1));
  if (chosen.width && chosen.height && tooLarge(chosen.width, chosen.height))
    return t.pixels(chosen.width, chosen.height);
  return undefined;
}

export function UploadForm({ onUploaded }: { onUploaded: (picture: Picture) => void }) {
  const client = useQueryClient();
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: UploadPictureBody,
    initial: { caption: '', location: '' },
    draft: draftKey,
    toBody: (v) =>
      ({
        file: chosen?.file,
        ...(v.caption.trim() ? { caption: v.caption.trim() } : {}),
        ...(v.location.trim() ? { location: v.location.trim() } : {}),
      }) as PictureUpload,
    rules: () => ({ file: fileMessage(chosen) }),
    messages: { file: { required: t.missing, format: t.missing } },
  });
  // The preview's object URL lives as long as the choice.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);
  const upload = useUploadPicture({
    mutation: {
      onSuccess: (picture) => {
        form.reset();
        setChosen(null);
        notifier.create({ title: t.uploaded, type: 'success' });
        onUploaded(picture);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => picturesChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (upload.isPending) return;
    setFailure(null);
    upload.mutate({ data });
  });
  const fileMessageShown = form.message('file');
  return (
    <Box as="section" aria-labelledby={`${id}-h`} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id={`${id}-h`} mb="3">
        {t.heading}
      </Heading>
      <FormStack onSubmit={submit}>
        <FormField label={t.file} message={fileMessageShown} helper={chosen ? undefined : t.chooseAgain} required>
          <Input
            type="file"
            name="file"
            accept={UPLOAD_TYPES.join(',')}
            p="1"
            onChange={(e) => {
              const file = e.target.files?.[0];
              form.touch('file');
              setChosen(file ? { file, url: URL.createObjectURL(file) } : null);
            }}
          />
        </FormField>
        {chosen && !fileProblem(chosen.file) ? (
          <Box as="figure" maxW="24rem">
            <chakra.img
              src={chosen.url}
              alt={t.preview}
              w="full"
              h="auto"
              borderRadius="md"
              bg="bg.muted"
              {...(chosen.width ? { htmlWidth: chosen.width, htmlHeight: chosen.height } : { aspectRatio: '16 / 9' })}
              onLoad={(e) => {
                const img = e.currentTarget;
                setChosen((c) =>
                  c && c.url === img.src ? { ...c, width: img.naturalWidth, height: img.naturalHeight } : c,
                );
              }}
            />
            <Text as="figcaption" fontSize="sm" color="fg.muted">
              {t.preview}
              {chosen.width && chosen.height ? ` · ${picturesTexts.picture.size(chosen.width, chosen.height)}` : ''}
            </Text>
          </Box>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={t.caption} message={form.message('caption')}>
            <Input {...form.input('caption')} />
          </FormField>
          <FormField label={t.location} message={form.message('location')}>
            <Input {...form.input('location')} />
          </FormField>
        </SimpleGrid>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={upload.isPending}>
            {t.submit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
