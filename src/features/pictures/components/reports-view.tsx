// Moderators (ACP right pictures.moderate): reports, oldest open first; close one with an
// outcome (dismiss, remove the picture, remove and warn) and a note.
import { Box, Button, chakra, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useClosePictureReport } from '../../../api/generated/endpoints/pictures/pictures';
import type { PictureReport } from '../../../api/generated/model/pictureReport';
import type { ReportClose } from '../../../api/generated/model/reportClose';
import type { ReportOutcome } from '../../../api/generated/model/reportOutcome';
import { ClosePictureReportBody } from '../../../api/generated/zod/pictures/pictures.zod';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { PagedList } from '../../../components/views/paged-list';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { picturesChanged, reportsOptions, reportsChanged } from '../queries';
import type { PicturesSearch } from '../search-params';
import { picturesTexts } from '../texts';

const t = picturesTexts.reports;
const outcomes = Object.keys(t.outcomes) as ReportOutcome[];

interface Props {
  search: PicturesSearch;
  setSearch: (patch: Partial<PicturesSearch>) => void;
}

export function ReportsView({ search, setSearch }: Props) {
  const reports = useQuery({ ...reportsOptions(search), placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <SegmentedFilter
        label={t.stateLabel}
        options={['open', 'closed'] as const}
        labels={t.state}
        value={search.state ?? 'open'}
        onChange={(s) => setSearch({ state: s === 'open' ? undefined : s, page: undefined })}
      />
      <PagedList
        query={reports}
        label={t.list}
        getKey={(r) => r.id}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        empty={t.empty}
        gap="3"
        renderItem={(r) => <ReportItem report={r} />}
      />
    </Stack>
  );
}

function ReportItem({ report }: { report: PictureReport }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ClosePictureReportBody,
    initial: { outcome: 'dismissed', note: '' },
    draft: useServerDraft(`draft.pictures.report.${report.id}`, { outcome: 'dismissed', note: '' }),
    toBody: (v) => ({ outcome: v.outcome, ...(v.note.trim() ? { note: v.note.trim() } : {}) }) as ReportClose,
  });
  const close = useClosePictureReport({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.closed, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => Promise.all([reportsChanged(client), picturesChanged(client)]),
    },
  });
  const submit = form.handleSubmit((data) => {
    if (close.isPending) return;
    setFailure(null);
    close.mutate({ id: report.id, data });
  });
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="picture-report">
      <HStack align="start" gap="3">
        {report.thumbnailPath ? (
          <chakra.img
            src={report.thumbnailPath}
            alt={t.thumb(report.pictureId)}
            htmlWidth={96}
            htmlHeight={72}
            w="24"
            h="18"
            objectFit="cover"
            borderRadius="sm"
            loading="lazy"
          />
        ) : null}
        <Stack gap="1" flex="1">
          <Text fontWeight="semibold">
            {t.line(picturesTexts.reason[report.reason], report.reporter.name, formatDateTime(report.createdAt))}
          </Text>
          {report.text ? <Text fontSize="sm">{report.text}</Text> : null}
          {report.state === 'closed' && report.outcome ? (
            <Text fontSize="sm" color="fg.muted">
              {t.outcomes[report.outcome]}
            </Text>
          ) : null}
        </Stack>
      </HStack>
      {report.state === 'open' ? (
        <FormStack onSubmit={submit} mt="3" aria-label={t.close}>
          <HStack gap="3" align="end" wrap="wrap">
            <FormField label={t.outcome} message={form.message('outcome')} maxW="20rem">
              <NativeSelect.Root>
                <NativeSelect.Field value={form.values.outcome} onChange={(e) => form.set('outcome', e.target.value)}>
                  {outcomes.map((o) => (
                    <option key={o} value={o}>
                      {t.outcomes[o]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t.note} message={form.message('note')} flex="1" minW="14rem">
              <Textarea {...form.input('note')} rows={1} />
            </FormField>
          </HStack>
          {failure ? (
            <Text color="fg.error" role="alert">
              {failure}
            </Text>
          ) : null}
          <Box>
            <Button type="submit" size="sm" loading={close.isPending}>
              {t.close}
            </Button>
          </Box>
        </FormStack>
      ) : null}
    </Box>
  );
}
