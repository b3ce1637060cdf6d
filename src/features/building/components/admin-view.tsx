// The admin's building view (?view=admin, ACP right building.admin; the route guards it): find
// buildings by name, owner or number (?q=), open one (?building=) and set a new owner (an
// existing character, with a reason), rename it, or block it (with a reason) and lift the block.
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { OrgAdminSearchResult } from '../../../api/generated/model/orgAdminSearchResult';
import { DataTable, type Column } from '../../../components/views/data-table';
import { EmptyState, QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { formatDate, formatNumber } from '../../../lib/format';
import { adminQueryText, adminSearchQuery } from '../queries';
import { buildingTexts } from '../texts';
import { AdminBuildingPanel } from './admin-building-panel';

const t = buildingTexts.admin;

interface AdminViewProps {
  q: string;
  opened: number | undefined;
  onSearch: (q: string) => void;
  onOpen: (id: number | undefined) => void;
  /** The opened flat of the opened building (?flat=). */
  flat: number | undefined;
  onFlat: (id: number | undefined) => void;
}

export function AdminView({ q, opened, onSearch, onOpen, flat, onFlat }: AdminViewProps) {
  const text = adminQueryText(q);
  const results = useQuery({ ...adminSearchQuery(text ?? ''), enabled: text !== undefined });
  const columns: ReadonlyArray<Column<OrgAdminSearchResult>> = [
    {
      key: 'name',
      header: t.name,
      cell: (b) => (
        <Text fontWeight="medium">
          {b.name}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            #{b.id}
          </Text>
        </Text>
      ),
      sortValue: (b) => b.name,
    },
    { key: 'owner', header: t.owner, cell: (b) => b.owner?.name ?? '–', sortValue: (b) => b.owner?.name ?? '' },
    {
      key: 'members',
      header: t.members,
      cell: (b) => formatNumber(b.memberCount, 0),
      align: 'end',
      sortValue: (b) => b.memberCount,
    },
    { key: 'created', header: t.created, cell: (b) => formatDate(b.createdAt), sortValue: (b) => b.createdAt },
    {
      key: 'state',
      header: t.state,
      cell: (b) => (b.blocked ? <Badge colorPalette="red">{buildingTexts.blocked}</Badge> : null),
    },
    {
      key: 'open',
      header: '',
      cell: (b) => (
        <Button
          size="xs"
          variant={opened === b.id ? 'solid' : 'outline'}
          aria-expanded={opened === b.id}
          aria-label={t.openFor(b.name)}
          onClick={() => onOpen(opened === b.id ? undefined : b.id)}
        >
          {opened === b.id ? t.close : t.open}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="4">
      <SearchBar label={t.search} placeholder={t.placeholder} value={q} onSearch={onSearch} />
      {text === undefined ? (
        <EmptyState testId="building-admin-hint">{t.hint}</EmptyState>
      ) : (
        <QueryState
          query={results}
          isEmpty={(page) => page.items.length === 0}
          empty={t.empty}
          emptyTestId="building-admin-empty"
          pendingMinH="12rem"
        >
          {(page) => {
            const chosen = page.items.find((b) => b.id === opened);
            return (
              <Stack gap="4">
                <DataTable caption={t.label} columns={columns} rows={page.items} getKey={(b) => b.id} />
                {chosen ? (
                  <Box as="section" aria-labelledby="building-admin-opened" borderWidth="1px" borderRadius="md" p="3">
                    <HStack justify="space-between" mb="3">
                      <Heading as="h2" size="md" id="building-admin-opened">
                        {chosen.name}
                      </Heading>
                    </HStack>
                    <AdminBuildingPanel building={chosen} flat={flat} onFlat={onFlat} />
                  </Box>
                ) : null}
              </Stack>
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}
