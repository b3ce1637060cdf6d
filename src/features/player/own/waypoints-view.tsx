// "An das Spiel senden" (?view=waypoints, common tag: temporary data): the player stores a
// waypoint for a short time and gets the key to type in the game; his values are listed with
// their keys and expiry, read back from the server, changed (?key= opens one in the form) or
// deleted before they expire (after asking). The contract has no list operation: the keys are
// kept in this browser per account (waypoint-keys.ts), and a key that answers 404 is dropped.
import { Box, Button, Code, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import {
  getGetTempDataQueryKey,
  useDeleteTempData,
  useGetTempData,
} from '../../../api/generated/endpoints/common/common';
import { useGetLoggedIn } from '../../../api/generated/start/session';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime, relativeTime } from '../../../lib/format';
import type { OwnSearch } from './search-params';
import { Section } from './section';
import { ownTexts } from './texts';
import { WaypointForm } from './waypoint-form';
import { useSentValues, type SentValue } from './waypoint-keys';
import { decodeValue } from './waypoint-value';

const t = ownTexts.waypoints;
const isNotFound = (error: unknown) => isAxiosError(error) && error.response?.status === 404;

export default function WaypointsView() {
  const [search, setSearch] = useSearchState<OwnSearch>();
  const account = useGetLoggedIn().data?.userId;
  const sent = useSentValues(account);
  const editing = search.key ? sent.list.find((e) => e.key === search.key) : undefined;
  const [lastKey, setLastKey] = useState<string | null>(null);
  // A link to a key this browser does not keep (another device, gone): back to the new form.
  const stray = search.key !== undefined && !editing;
  useEffect(() => {
    if (stray) setSearch({ key: undefined }, { replace: true });
  }, [stray, setSearch]);
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t.intro}</Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section id="own-waypoint-form" title={editing ? t.editHeading(editing.key) : t.newHeading}>
          {editing ? (
            <EditWaypoint
              key={editing.key}
              entry={editing}
              onSaved={(value) => {
                sent.put(value);
                setSearch({ key: undefined });
              }}
              onCancel={() => setSearch({ key: undefined })}
            />
          ) : (
            <WaypointForm
              onStored={(value) => {
                sent.put(value);
                setLastKey(value.key);
              }}
            />
          )}
          {lastKey && !editing ? (
            <Box role="status" data-testid="waypoint-created" borderWidth="1px" borderRadius="md" p="3">
              <Text>{t.created(lastKey)}</Text>
            </Box>
          ) : null}
        </Section>
        <Section id="own-waypoint-list" title={t.listHeading}>
          {sent.list.length === 0 ? (
            <Text color="fg.muted" data-testid="empty-state">
              {t.empty}
            </Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="waypoint-list">
              {sent.list.map((entry) => (
                <WaypointRow
                  key={entry.key}
                  entry={entry}
                  onEdit={() => setSearch({ key: entry.key })}
                  onGone={() => {
                    sent.drop(entry.key);
                    if (search.key === entry.key) setSearch({ key: undefined });
                    if (lastKey === entry.key) setLastKey(null);
                  }}
                />
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** The form with the stored value of `entry` (read back from the server). */
function EditWaypoint({
  entry,
  onSaved,
  onCancel,
}: {
  entry: SentValue;
  onSaved: (value: SentValue) => void;
  onCancel: () => void;
}) {
  const query = useGetTempData(entry.key);
  return (
    <QueryState query={query} pendingMinH="12rem">
      {(stored) => {
        const content = decodeValue(stored.value);
        const initial =
          content.kind === 'waypoint'
            ? { label: content.label || entry.label, x: String(content.x), y: String(content.y) }
            : { label: content.text.slice(0, 100), x: '', y: '' };
        return <WaypointForm editKey={entry.key} initial={initial} onStored={onSaved} onCancel={onCancel} />;
      }}
    </QueryState>
  );
}

function WaypointRow({ entry, onEdit, onGone }: { entry: SentValue; onEdit: () => void; onGone: () => void }) {
  const client = useQueryClient();
  const query = useGetTempData(entry.key);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const gone = isNotFound(query.error) && !query.data;
  // An expired or elsewhere deleted value answers 404: it leaves the list.
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);
  // When its time is up, it is read once more (and leaves the list on its 404).
  const expiresAt = query.data?.expiresAt ?? entry.expiresAt;
  const { refetch } = query;
  useEffect(() => {
    const left = Date.parse(expiresAt) - Date.now();
    if (!(left < 86_400_000)) return undefined;
    const timer = setTimeout(() => void refetch(), Math.max(0, left) + 1000);
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);
  const remove = useDeleteTempData({
    mutation: {
      onSuccess: () => {
        setAsking(false);
        client.removeQueries({ queryKey: getGetTempDataQueryKey(entry.key) });
        notifier.create({ title: t.removed, type: 'success' });
        onGone();
      },
      onError: (error) => {
        setAsking(false);
        if (isNotFound(error)) onGone();
        else setFailure(describeError(error));
      },
    },
  });
  const content = query.data ? decodeValue(query.data.value) : undefined;
  const label = content?.kind === 'waypoint' && content.label ? content.label : entry.label;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="waypoint-row">
      <Stack gap="1">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">{label}</Text>
          <Text>
            {t.keyLabel}:{' '}
            <Code fontSize="md" data-testid="waypoint-key">
              {entry.key}
            </Code>
          </Text>
        </HStack>
        {content?.kind === 'waypoint' ? <Text>{t.coordinates(content.x, content.y)}</Text> : null}
        {content?.kind === 'note' ? (
          <Text>
            {t.note}: {content.text}
          </Text>
        ) : null}
        {query.isPending ? <Text color="fg.muted">{t.reading}</Text> : null}
        {query.isError && !gone ? (
          <HStack gap="2" wrap="wrap">
            <Text color="fg.error">{t.readFailed}</Text>
            <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
              {ownTexts.waypoints.retry}
            </Button>
          </HStack>
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          {t.expires(formatDateTime(expiresAt), relativeTime(expiresAt))}
        </Text>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <HStack gap="2" mt="1">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t.edit(label)} disabled={!content}>
            {t.editShort}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={t.remove(label)}
            onClick={() => {
              setFailure(null);
              setAsking(true);
            }}
          >
            {t.removeShort}
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle}
        body={t.confirmBody(label, entry.key)}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          if (!remove.isPending) remove.mutate({ key: entry.key });
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
