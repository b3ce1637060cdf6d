// /acp/logs: the admin log, newest first, filtered by text (admin, action, target), area and
// days, paged; ?entry= opens one line with its details. Tab "Bedingungen": the admin terms,
// with the accept button while the current version is not accepted, and with common.adminTerms
// the editor that publishes a new version (terms-editor.tsx). All view state in the URL.
import { Badge, Box, Button, DataList, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetAdminTermsQueryKey, useAcceptAdminTerms } from '../../api/generated/endpoints/common/common';
import type { CommonAdminLogEntry } from '../../api/generated/model/commonAdminLogEntry';
import type { CommonAdminTerms } from '../../api/generated/model/commonAdminTerms';
import { acpRights } from '../../api/generated/acp-rights';
import { useCan } from '../../api/permissions';
import { notifier } from '../../components/feedback/toaster';
import { PageFrame } from '../../components/views/page-frame';
import { PagedList } from '../../components/views/paged-list';
import { QueryState } from '../../components/views/query-state';
import { SearchBar } from '../../components/views/search-bar';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { describeError } from '../../lib/describe-error';
import { clipText, kerningFor } from '../../lib/clip-text';
import { formatDate, formatDateTime } from '../../lib/format';
import { entryOptions, logOptions, termsOptions } from './queries';
import type { LogsSearch } from './search-params';
import { TermsEditor } from './terms-editor';
import { commonTexts as t } from './texts';
import { isolateText } from '../../lib/bidi';
export { loadLogs } from './load';

const TABS = ['log', 'terms'] as const;
const areaLabel = (area: string) => (t.areas as Record<string, string>)[area] ?? area;
const rightLabel = (right: string) => (acpRights as Record<string, { label: string }>)[right]?.label ?? right;

export function LogsPage() {
  const [search, setSearch] = useSearchState<LogsSearch>();
  const tab = search.tab ?? 'log';
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5" mt="2">
        <SegmentedFilter
          label={t.tabLabel}
          options={TABS}
          labels={t.tabs}
          value={tab}
          onChange={(next) => setSearch({ tab: next === 'log' ? undefined : next, entry: undefined })}
        />
        {tab === 'terms' ? <Terms /> : search.entry ? <Entry id={search.entry} /> : <Log search={search} />}
      </Stack>
    </PageFrame>
  );
}

function Log({ search }: { search: LogsSearch }) {
  const [, setSearch] = useSearchState<LogsSearch>();
  const log = useQuery({ ...logOptions(search), placeholderData: keepPreviousData });
  return (
    <Stack gap="4">
      <SearchBar
        label={t.log.search}
        placeholder={t.log.placeholder}
        value={search.q ?? ''}
        onSearch={(q) => setSearch({ q: q.trim() || undefined, page: undefined }, { replace: true })}
      />
      <HStack gap="3" wrap="wrap" align="end">
        <Box>
          <Text asChild fontSize="sm" display="block">
            <label htmlFor="log-area">{t.log.area}</label>
          </Text>
          <NativeSelect.Root size="sm" width="14rem">
            <NativeSelect.Field
              id="log-area"
              value={search.area ?? ''}
              onChange={(e) => setSearch({ area: e.target.value || undefined, page: undefined })}
            >
              <option value="">{t.log.allAreas}</option>
              {Object.entries(t.areas).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        {(['from', 'until'] as const).map((key) => (
          <Box key={key}>
            <Text asChild fontSize="sm" display="block">
              <label htmlFor={`log-${key}`}>{t.log[key]}</label>
            </Text>
            <Input
              id={`log-${key}`}
              type="date"
              size="sm"
              width="11rem"
              value={search[key] ?? ''}
              onChange={(e) => setSearch({ [key]: e.target.value || undefined, page: undefined })}
            />
          </Box>
        ))}
      </HStack>
      <PagedList
        query={log}
        label={t.log.list}
        gap="2"
        getKey={(l) => l.id}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        empty={t.log.empty}
        emptyTestId="admin-log-empty"
        renderItem={(l) => <LogRow line={l} onOpen={() => setSearch({ entry: l.id })} />}
      />
    </Stack>
  );
}

// The row shows the start of each text (clipText: a 100,000-character name took the page 40 s to
// lay out); the opened entry shows them whole. Names in the joined line are isolated (bidi).
function LogRow({ line, onOpen }: { line: CommonAdminLogEntry; onOpen: () => void }) {
  return (
    <HStack data-testid="admin-log-row" justify="space-between" borderBottomWidth="1px" py="1.5" gap="3">
      <Box minW="0">
        <Text fontWeight="medium">{clipText(line.action)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {[
            formatDateTime(line.createdAt),
            isolateText(clipText(line.admin.name)),
            areaLabel(line.area),
            line.targetPlayer ? t.log.target(isolateText(clipText(line.targetPlayer.name))) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {line.details ? (
          <Text fontSize="sm" lineClamp={1}>
            {clipText(line.details)}
          </Text>
        ) : null}
      </Box>
      <Button size="sm" variant="outline" onClick={onOpen} aria-label={t.log.open(clipText(line.action))}>
        Öffnen
      </Button>
    </HStack>
  );
}

function Entry({ id }: { id: number }) {
  const [, setSearch] = useSearchState<LogsSearch>();
  const entry = useQuery(entryOptions(id));
  return (
    <Stack gap="4">
      <Box>
        <Button variant="ghost" size="sm" onClick={() => setSearch({ entry: undefined })}>
          {t.log.back}
        </Button>
      </Box>
      <QueryState query={entry}>
        {(l) => (
          <Box
            // Shows the line's texts whole: a very long word wraps without kerning (kerningFor).
            fontKerning={kerningFor(l.action, l.admin.name, l.targetPlayer?.name, l.details)}
            as="section"
            aria-labelledby="log-entry"
            borderWidth="1px"
            borderRadius="lg"
            p="4"
            data-testid="admin-log-entry"
          >
            <Heading as="h2" size="md" id="log-entry" mb="3">
              {l.action}
            </Heading>
            <DataList.Root orientation="horizontal">
              {[
                [t.log.fields.at, formatDateTime(l.createdAt)],
                [t.log.fields.admin, l.admin.name],
                [t.log.fields.area, areaLabel(l.area)],
                [t.log.fields.right, l.right ? rightLabel(l.right) : t.log.none],
                [t.log.fields.target, l.targetPlayer?.name ?? t.log.none],
                [t.log.fields.details, l.details ?? t.log.none],
              ].map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>{label}</DataList.ItemLabel>
                  <DataList.ItemValue whiteSpace="pre-wrap">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}

function Terms() {
  const terms = useQuery(termsOptions());
  const canPublish = useCan('publishAdminTerms');
  return (
    <QueryState query={terms}>
      {(data) => (
        <Stack gap="5">
          <TermsView terms={data} />
          {canPublish ? <TermsEditor terms={data} /> : null}
        </Stack>
      )}
    </QueryState>
  );
}

function TermsView({ terms }: { terms: CommonAdminTerms }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useAcceptAdminTerms({
    mutation: {
      onSuccess: () => notifier.create({ title: t.terms.done, type: 'success' }),
      onError: (error) => setFailure(describeError(error)),
      onSettled: () => client.invalidateQueries({ queryKey: getGetAdminTermsQueryKey() }),
    },
  });
  return (
    <Box as="section" aria-labelledby="admin-terms" borderWidth="1px" borderRadius="lg" p="4" maxW="50rem">
      <Heading as="h2" size="md" id="admin-terms">
        {terms.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t.terms.version(terms.version, formatDate(terms.publishedAt))}
      </Text>
      {terms.mustAccept ? (
        <Badge colorPalette="orange" mb="3" whiteSpace="normal" data-testid="terms-must-accept">
          {t.terms.mustAccept}
        </Badge>
      ) : null}
      <Text whiteSpace="pre-wrap" mb="4">
        {terms.text}
      </Text>
      {failure ? (
        <Text color="fg.error" role="alert" mb="2">
          {failure}
        </Text>
      ) : null}
      {terms.mustAccept ? (
        <Button
          colorPalette="brand"
          loading={accept.isPending}
          onClick={() => {
            if (accept.isPending) return;
            setFailure(null);
            accept.mutate({ data: { version: terms.version } });
          }}
        >
          {t.terms.accept}
        </Button>
      ) : (
        <Text data-testid="terms-accepted">
          {terms.acceptedVersion && terms.acceptedAt
            ? t.terms.accepted(terms.acceptedVersion, formatDate(terms.acceptedAt))
            : t.terms.never}
        </Text>
      )}
    </Box>
  );
}
