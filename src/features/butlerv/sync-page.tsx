// /acp/sync: the role sync with the chat service and the voice server. Above every tab the
// sync state with "Jetzt synchronisieren"; tab "Zuordnungen" (per service), "Abgleichsprotokoll"
// (by service and outcome, paged, with the reason of each failure; a line's account opens in the
// account tab), "Einstellungen" and "Einzelnes Konto" (one account's state and its own sync).
import { Badge, Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageFrame } from '../../components/views/page-frame';
import { PagedList } from '../../components/views/paged-list';
import { SegmentedFilter } from '../../components/views/segmented-filter';
import { useSearchState } from '../../components/views/use-search-state';
import { formatDateTime } from '../../lib/format';
import { AccountSync } from './components/account-sync';
import { Mappings } from './components/mappings';
import { SettingsPanel } from './components/settings-form';
import { SyncState } from './components/sync-state';
import { syncLogOptions } from './queries';
import type { SyncSearch } from './search-params';
import { butlervTexts as t } from './texts';
export { loadSync } from './load';

const TABS = ['mappings', 'log', 'settings', 'account'] as const;
const SERVICES = ['chat', 'voice'] as const;

export function SyncPage() {
  const [search, setSearch] = useSearchState<SyncSearch>();
  const tab = search.tab ?? 'mappings';
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5" mt="2">
        <SyncState />
        <SegmentedFilter
          label={t.tabLabel}
          options={TABS}
          labels={t.tabs}
          value={tab}
          onChange={(next) =>
            setSearch({ tab: next === 'mappings' ? undefined : next, page: undefined, outcome: undefined })
          }
        />
        {tab === 'account' ? (
          <AccountSync search={search} />
        ) : tab === 'settings' ? (
          <SettingsPanel />
        ) : tab === 'log' ? (
          <SyncLog search={search} />
        ) : (
          <>
            <SegmentedFilter
              label={t.serviceLabel}
              options={SERVICES}
              labels={t.services}
              value={search.service ?? 'chat'}
              onChange={(service) => setSearch({ service: service === 'chat' ? undefined : service })}
            />
            <Mappings key={search.service ?? 'chat'} service={search.service ?? 'chat'} />
          </>
        )}
      </Stack>
    </PageFrame>
  );
}

function SyncLog({ search }: { search: SyncSearch }) {
  const [, setSearch] = useSearchState<SyncSearch>();
  const log = useQuery({ ...syncLogOptions(search), placeholderData: keepPreviousData });
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root size="sm" width="14rem">
          <NativeSelect.Field
            aria-label={t.serviceLabel}
            value={search.service ?? ''}
            onChange={(e) =>
              setSearch({ service: (e.target.value || undefined) as SyncSearch['service'], page: undefined })
            }
          >
            <option value="">{`${t.serviceLabel}: ${t.log.all}`}</option>
            {SERVICES.map((s) => (
              <option key={s} value={s}>
                {t.services[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="14rem">
          <NativeSelect.Field
            aria-label={t.log.outcomeLabel}
            value={search.outcome ?? ''}
            onChange={(e) =>
              setSearch({ outcome: (e.target.value || undefined) as SyncSearch['outcome'], page: undefined })
            }
          >
            <option value="">{`${t.log.outcomeLabel}: ${t.log.all}`}</option>
            {(['ok', 'failed', 'skipped'] as const).map((o) => (
              <option key={o} value={o}>
                {t.log.outcomes[o]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <PagedList
        query={log}
        label={t.log.list}
        gap="2"
        getKey={(l) => l.id}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        empty={t.log.empty}
        emptyTestId="sync-log-empty"
        renderItem={(l) => (
          <Box data-testid="sync-log-row" borderBottomWidth="1px" py="1.5">
            <HStack gap="2" wrap="wrap">
              {l.userId && l.accountName ? (
                <Button
                  size="xs"
                  variant="outline"
                  order={1}
                  onClick={() => setSearch({ tab: 'account', user: l.userId, q: undefined, page: undefined })}
                >
                  {t.log.openAccount(l.accountName)}
                </Button>
              ) : null}
              <Badge colorPalette={l.outcome === 'failed' ? 'red' : l.outcome === 'ok' ? 'green' : 'gray'}>
                {t.log.outcomes[l.outcome]}
              </Badge>
              <Text fontWeight="medium">{t.log.actions[l.action]}</Text>
              <Text color="fg.muted" fontSize="sm">
                {[t.services[l.service], l.accountName, l.target, formatDateTime(l.createdAt)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </HStack>
            {l.error ? (
              <Text fontSize="sm" color="fg.error">
                {t.log.reason}: {l.error}
              </Text>
            ) : null}
          </Box>
        )}
      />
    </Stack>
  );
}
