// ?view=browser: the in-game browser's websites. The newest few, a search (?q=) over the list
// with pages (?page=), and one website opened with its content (?site=). Loaded on demand.
import { Box, Button, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  useGetPlayerBrowserWebsite,
  useListPlayerBrowserNewest,
  useListPlayerBrowserWebsites,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerBrowserWebsite } from '../../../api/generated/model/playerBrowserWebsite';
import { DataTable } from '../../../components/views/data-table';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { skipOf } from '../../../components/views/search-values';
import { useSearchState } from '../../../components/views/use-search-state';
import { formatDate, formatNumber } from '../../../lib/format';
import type { OwnSearch } from './search-params';
import { Section } from './section';
import { ownTexts } from './texts';

const t = ownTexts.browser;
const PAGE_SIZE = 10;

export default function BrowserView() {
  const [search, setSearch] = useSearchState<OwnSearch>();
  const open = (site: number | undefined) => setSearch({ site });
  return search.site ? (
    <Website id={search.site} onBack={() => open(undefined)} />
  ) : (
    <Stack gap="6">
      <Text color="fg.muted">{t.intro}</Text>
      <Newest onOpen={open} />
      <Box as="section" aria-labelledby="own-browser-list">
        <Heading as="h2" size="md" id="own-browser-list" mb="3">
          {t.heading}
        </Heading>
        <SearchBar
          label={t.search}
          placeholder={t.placeholder}
          value={search.q ?? ''}
          onSearch={(q) => setSearch({ q: q || undefined, page: undefined }, { replace: true })}
          mb="3"
        />
        <Websites q={search.q} page={search.page ?? 1} onPage={(page) => setSearch({ page })} onOpen={open} />
      </Box>
    </Stack>
  );
}

function OpenLink({ site, onOpen }: { site: PlayerBrowserWebsite; onOpen: (id: number) => void }) {
  return (
    <Link
      href={`?view=browser&site=${site.id}`}
      onClick={(e) => {
        e.preventDefault();
        onOpen(site.id);
      }}
      fontWeight="semibold"
    >
      {site.title}
    </Link>
  );
}

function Newest({ onOpen }: { onOpen: (id: number) => void }) {
  const query = useListPlayerBrowserNewest();
  return (
    <Section id="own-browser-newest" title={t.newest}>
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={t.empty} pendingMinH="6rem">
        {(d) => (
          <List.Root gap="1" variant="plain">
            {d.items.map((site) => (
              <List.Item key={site.id}>
                <Text>
                  <OpenLink site={site} onOpen={onOpen} /> · {site.address}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
      </QueryState>
    </Section>
  );
}

function Websites(props: { q?: string; page: number; onPage: (page: number) => void; onOpen: (id: number) => void }) {
  const { q, page, onPage, onOpen } = props;
  const query = useListPlayerBrowserWebsites(
    { skip: skipOf(page, PAGE_SIZE), limit: PAGE_SIZE, ...(q ? { q } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const columns = [
    { key: 'title', header: t.title, cell: (s: PlayerBrowserWebsite) => <OpenLink site={s} onOpen={onOpen} /> },
    { key: 'address', header: t.address, cell: (s: PlayerBrowserWebsite) => s.address },
    { key: 'organisation', header: t.organisation, cell: (s: PlayerBrowserWebsite) => s.organisation ?? '–' },
    { key: 'visits', header: t.visits, align: 'end', cell: (s: PlayerBrowserWebsite) => formatNumber(s.visits ?? 0) },
    { key: 'created', header: t.created, cell: (s: PlayerBrowserWebsite) => formatDate(s.createdAt) },
  ] as const;
  return (
    <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={t.empty} pendingMinH="20rem">
      {(d) => (
        <Stack gap="3">
          <DataTable columns={columns} rows={d.items} getKey={(s) => s.id} caption={t.heading} />
          <Pager page={page} pageSize={PAGE_SIZE} total={d.page.total} onPage={onPage} />
        </Stack>
      )}
    </QueryState>
  );
}

function Website({ id, onBack }: { id: number; onBack: () => void }) {
  const query = useGetPlayerBrowserWebsite(id);
  return (
    <Stack gap="4">
      <HStack>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t.back}
        </Button>
      </HStack>
      <QueryState query={query} pendingMinH="16rem">
        {(s) => (
          <Box as="article" aria-labelledby="own-browser-site" data-testid="own-website">
            <Heading as="h2" size="lg" id="own-browser-site">
              {s.title}
            </Heading>
            <Text color="fg.muted" mb="3">
              {s.address}
              {s.organisation ? ` · ${t.organisation}: ${s.organisation}` : ''}
              {s.owner ? ` · ${t.owner}: ${s.owner.name.replace(/_/g, ' ')}` : ''}
              {` · ${t.visits}: ${formatNumber(s.visits ?? 0)}`}
            </Text>
            <Text whiteSpace="pre-wrap">{s.content ?? s.description}</Text>
          </Box>
        )}
      </QueryState>
    </Stack>
  );
}
