// The flats of an opened building: label, floor, size, rent, tenant and due date, filtered by
// rented/free; the owner kicks a tenant after a confirmation that says what follows.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useKickBuildingCellTenant } from '../../../api/generated/endpoints/building/building';
import type { Building } from '../../../api/generated/model/building';
import type { BuildingCell } from '../../../api/generated/model/buildingCell';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { cellsQuery, flatChanged } from '../queries';
import { buildingTexts } from '../texts';
import { OfferForm } from './offer-form';

const t = buildingTexts.cells;
type Filter = 'all' | 'rented' | 'free';
const FILTERS: readonly Filter[] = ['all', 'rented', 'free'];

export function CellsPanel({ building }: { building: Building }) {
  const client = useQueryClient();
  const cells = useQuery(cellsQuery(building.id));
  const canKick = useCan('kickBuildingCellTenant', { org: building });
  const canOffer = useCan('updateBuildingCellOffer', { org: building });
  const [editing, setEditing] = useState<number | null>(null);
  const [filter, setFilter] = useState<Filter>('all');
  const [leaving, setLeaving] = useState<BuildingCell | null>(null);
  const kick = useKickBuildingCellTenant({
    mutation: {
      onSuccess: (_result, { cellId }) => {
        const cell = cells.data?.items.find((c) => c.id === cellId);
        notifier.create({ title: t.kicked(cell?.tenant?.name ?? '', cell?.label ?? ''), type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: (_result, _error, { cellId }) => flatChanged(client, cellId, building.id),
    },
  });

  const columns: ReadonlyArray<Column<BuildingCell>> = [
    {
      key: 'label',
      header: t.flat,
      cell: (c) => (
        <Stack gap="0">
          <Text fontWeight="medium">{c.label}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t.rooms(c.rooms, formatNumber(c.sizeSqm, 0))}
          </Text>
        </Stack>
      ),
      sortValue: (c) => c.label,
    },
    { key: 'floor', header: t.floor, cell: (c) => formatNumber(c.floor, 0), align: 'end', sortValue: (c) => c.floor },
    {
      key: 'rent',
      header: t.rent,
      cell: (c) => `${formatMoney(c.rent)} ${buildingTexts.perInterval[c.interval]}`,
      align: 'end',
      sortValue: (c) => c.rent,
    },
    {
      key: 'tenant',
      header: t.tenant,
      cell: (c) =>
        c.tenant ? (
          <Stack gap="0">
            <Text>{c.tenant.name}</Text>
            {c.roomMateCount > 0 ? (
              <Text fontSize="xs" color="fg.muted">
                {t.mates(c.roomMateCount)}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Badge colorPalette={c.rentable ? 'green' : 'gray'}>{c.rentable ? t.offered : t.notOffered}</Badge>
        ),
      sortValue: (c) => c.tenant?.name ?? '',
    },
    {
      key: 'paidUntil',
      header: t.paidUntil,
      cell: (c) => {
        if (!c.paidUntil) return '–';
        const overdue = Date.parse(c.paidUntil) < Date.now();
        return (
          <Text as="span" color={overdue ? 'fg.error' : undefined}>
            {formatDate(c.paidUntil)}
            {overdue ? ` (${buildingTexts.contractState.overdue})` : ''}
          </Text>
        );
      },
      sortValue: (c) => c.paidUntil ?? '',
    },
    {
      key: 'actions',
      header: '',
      cell: (c) => (
        <HStack gap="1" justify="end">
          {canOffer ? (
            <Button
              size="xs"
              variant="outline"
              aria-label={buildingTexts.offer.editFor(c.label)}
              aria-expanded={editing === c.id}
              onClick={() => setEditing(editing === c.id ? null : c.id)}
            >
              {buildingTexts.offer.edit}
            </Button>
          ) : null}
          {c.tenant && canKick ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t.kickFor(c.tenant.name, c.label)}
              loading={kick.isPending && kick.variables?.cellId === c.id}
              onClick={() => setLeaving(c)}
            >
              {t.kick}
            </Button>
          ) : null}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="3">
      <SegmentedFilter label={t.filter.label} options={FILTERS} labels={t.filter} value={filter} onChange={setFilter} />
      <QueryState query={cells} isEmpty={(page) => page.items.length === 0} empty={t.empty} pendingMinH="16rem">
        {(page) => {
          const edited = page.items.find((c) => c.id === editing);
          return (
            <Stack gap="3">
              <DataTable
                caption={t.label(building.name)}
                columns={columns}
                rows={page.items.filter((c) => filter === 'all' || (filter === 'free') === !c.tenant)}
                getKey={(c) => c.id}
              />
              {edited && canOffer ? <OfferForm key={edited.id} cell={edited} onDone={() => setEditing(null)} /> : null}
            </Stack>
          );
        }}
      </QueryState>
      <ConfirmDialog
        open={leaving !== null}
        title={leaving?.tenant ? t.kickTitle(leaving.tenant.name, leaving.label) : ''}
        body={t.kickBody}
        confirmLabel={t.kickConfirm}
        cancelLabel={buildingTexts.cancel}
        onClose={() => setLeaving(null)}
        onConfirm={() => {
          if (leaving && !kick.isPending) kick.mutate({ buildingId: building.id, cellId: leaving.id });
          setLeaving(null);
        }}
      />
    </Stack>
  );
}
