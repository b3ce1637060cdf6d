// The flats of a building in the admin view (ACP rights buildingcell.*): found by the building's
// name; an opened flat (?flat=) shows its tenant, due date and room mates, and the admin sets a
// new main tenant (an existing character, with a reason), ends the tenancy after a confirmation
// with a reason, or blocks the flat (with a reason) and lifts the block.
import { Badge, Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetBuildingcellAdminQueryOptions,
  getGetBuildingcellRoomMatesAdminQueryOptions,
  getSearchBuildingcellsAdminQueryKey,
  getSearchBuildingcellsAdminQueryOptions,
  useBlockBuildingcellAdmin,
  useChangeBuildingcellTenantAdmin,
  useKickBuildingcellTenantAdmin,
  useUnblockBuildingcellAdmin,
} from '../../../api/generated/endpoints/buildingcell/buildingcell';
import type { BuildingCell } from '../../../api/generated/model/buildingCell';
import type { BuildingCellTenantChangeRequest } from '../../../api/generated/model/buildingCellTenantChangeRequest';
import type { OrgAdminSearchResult } from '../../../api/generated/model/orgAdminSearchResult';
import { ChangeBuildingcellTenantAdminBody } from '../../../api/generated/zod/buildingcell/buildingcell.zod';
import { usePeopleSearch } from '../../../api/people-search';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { buildingTexts } from '../texts';

const t = buildingTexts.adminFlats;

interface AdminFlatsProps {
  building: OrgAdminSearchResult;
  opened: number | undefined;
  onOpen: (id: number | undefined) => void;
}

/** The flats' admin key prefix, from a generated key ("/api/buildingcell/admin/search/x" → "/api/buildingcell/admin/"). */
const ADMIN = getSearchBuildingcellsAdminQueryKey('x')[0].replace(/search\/x$/, '');

/** Every admin query of the flats (search, one flat, its room mates). */
const flatsChanged = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(ADMIN) });

export function AdminFlats({ building, opened, onOpen }: AdminFlatsProps) {
  const found = useQuery(getSearchBuildingcellsAdminQueryOptions(building.name, { limit: 100 }));
  const prefix = `${building.name}, `;
  return (
    <Box as="section" aria-labelledby={`admin-flats-${building.id}`}>
      <Heading as="h3" size="sm" id={`admin-flats-${building.id}`} mb="2">
        {t.heading}
      </Heading>
      <QueryState
        query={found}
        pendingMinH="8rem"
        isEmpty={(p) => !p.items.some((f) => f.name.startsWith(prefix))}
        empty={t.empty}
      >
        {(p) => (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t.heading}>
            {p.items
              .filter((f) => f.name.startsWith(prefix))
              .map((flat) => (
                <Box as="li" key={flat.id} borderWidth="1px" borderRadius="md" p="2" data-testid="admin-flat">
                  <HStack justify="space-between" wrap="wrap">
                    <Text fontWeight="medium">
                      {flat.name.slice(prefix.length)}{' '}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {t.people(flat.memberCount)}
                      </Text>{' '}
                      {flat.blocked ? <Badge colorPalette="red">{buildingTexts.blocked}</Badge> : null}
                    </Text>
                    <Button
                      size="xs"
                      variant={opened === flat.id ? 'solid' : 'outline'}
                      aria-expanded={opened === flat.id}
                      aria-label={t.openFor(flat.name)}
                      onClick={() => onOpen(opened === flat.id ? undefined : flat.id)}
                    >
                      {opened === flat.id ? buildingTexts.admin.close : buildingTexts.admin.open}
                    </Button>
                  </HStack>
                  {opened === flat.id ? <FlatAdmin flatId={flat.id} blocked={flat.blocked} /> : null}
                </Box>
              ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function FlatAdmin({ flatId, blocked }: { flatId: number; blocked: boolean }) {
  const flat = useQuery(getGetBuildingcellAdminQueryOptions(flatId));
  return (
    <Box mt="3" borderTopWidth="1px" pt="3" data-testid="admin-flat-panel">
      <QueryState query={flat} pendingMinH="10rem">
        {(cell) => (
          <Stack gap="4">
            <Text>
              {cell.tenant
                ? t.tenantLine(cell.tenant.name, cell.paidUntil ? formatDate(cell.paidUntil) : '–')
                : t.noTenant}
            </Text>
            <Mates flatId={flatId} />
            <TenantForm cell={cell} />
            <Actions cell={{ ...cell, blocked }} />
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function Mates({ flatId }: { flatId: number }) {
  const mates = useQuery(getGetBuildingcellRoomMatesAdminQueryOptions(flatId));
  return (
    <QueryState query={mates} pendingMinH="2rem">
      {(list) => (
        <Text fontSize="sm" color="fg.muted">
          {list.items.length ? t.mates(list.items.map((m) => m.player.name).join(', ')) : t.noMates}
        </Text>
      )}
    </QueryState>
  );
}

const emptyTenant = { tenantName: '', tenantId: 0, reason: '' };
type TenantValues = typeof emptyTenant;

function TenantForm({ cell }: { cell: BuildingCell }) {
  const client = useQueryClient();
  const can = useCan('changeBuildingcellTenantAdmin');
  const draft = useMemo(() => defineDraft(`draft.building.admin.tenant.${cell.id}`, emptyTenant), [cell.id]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: ChangeBuildingcellTenantAdminBody,
    initial: emptyTenant,
    draft,
    toBody: (v: TenantValues) =>
      ({ tenantName: v.tenantName || undefined, reason: v.reason.trim() }) as BuildingCellTenantChangeRequest,
    messages: { tenantName: { required: buildingTexts.admin.pickFirst } },
  });
  const change = useChangeBuildingcellTenantAdmin({
    mutation: {
      onSuccess: (result) => {
        form.reset();
        notifier.create({ title: t.tenantChanged(result.tenant?.name ?? ''), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => flatsChanged(client),
    },
  });
  if (!can) return null;
  const submit = form.handleSubmit((data) => {
    if (change.isPending) return;
    setFailure(null);
    change.mutate({ buildingcellId: cell.id, data });
  });
  const picked = form.values.tenantId > 0 ? { id: form.values.tenantId, name: form.values.tenantName } : null;
  return (
    <Box as="section" aria-labelledby={`admin-tenant-${cell.id}`}>
      <Heading as="h4" size="xs" id={`admin-tenant-${cell.id}`} mb="2">
        {t.tenantHeading}
      </Heading>
      <FormStack onSubmit={submit} maxW="36rem">
        <CharacterPicker
          label={t.newTenant}
          value={picked}
          onChange={(person) => {
            form.set('tenantId', person?.id ?? 0);
            form.set('tenantName', person?.name ?? '');
            form.touch('tenantName');
          }}
          useMatches={usePeopleSearch}
          unavailable={cell.tenant ? { [cell.tenant.id]: t.currentTenant } : {}}
          message={form.message('tenantName')}
        />
        <FormField label={buildingTexts.admin.reason} message={form.message('reason')}>
          <Textarea {...form.input('reason')} rows={2} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" size="sm" loading={change.isPending}>
            {t.tenantSubmit}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

function Actions({ cell }: { cell: BuildingCell }) {
  const client = useQueryClient();
  const canKick = useCan('kickBuildingcellTenantAdmin');
  const canBlock = useCan('blockBuildingcellAdmin');
  const [asking, setAsking] = useState<'kick' | 'block' | null>(null);
  const name = `${cell.buildingName}, ${cell.label}`;
  const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const settle = { onError: fail, onSettled: () => flatsChanged(client) };
  const kick = useKickBuildingcellTenantAdmin({
    mutation: { onSuccess: () => notifier.create({ title: t.kicked(name), type: 'success' }), ...settle },
  });
  const block = useBlockBuildingcellAdmin({
    mutation: { onSuccess: () => notifier.create({ title: t.blocked(name), type: 'success' }), ...settle },
  });
  const unblock = useUnblockBuildingcellAdmin({
    mutation: { onSuccess: () => notifier.create({ title: t.unblocked(name), type: 'success' }), ...settle },
  });
  const busy = kick.isPending || block.isPending || unblock.isPending;
  return (
    <HStack gap="2" wrap="wrap">
      {canKick && cell.tenant ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={kick.isPending}
          onClick={() => setAsking('kick')}
        >
          {t.kick}
        </Button>
      ) : null}
      {canBlock ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette={cell.blocked ? 'gray' : 'red'}
          loading={block.isPending || unblock.isPending}
          onClick={() => setAsking('block')}
        >
          {cell.blocked ? buildingTexts.admin.unblock : buildingTexts.admin.block}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'kick'
            ? t.kickTitle(cell.tenant?.name ?? '', name)
            : cell.blocked
              ? buildingTexts.admin.unblockTitle(name)
              : buildingTexts.admin.blockTitle(name)
        }
        body={asking === 'kick' ? t.kickBody : cell.blocked ? undefined : t.blockBody}
        confirmLabel={
          asking === 'kick' ? t.kick : cell.blocked ? buildingTexts.admin.unblock : buildingTexts.admin.block
        }
        cancelLabel={buildingTexts.cancel}
        reason={
          asking === 'kick' || !cell.blocked
            ? {
                label: asking === 'kick' ? t.kickReason : buildingTexts.admin.blockReason,
                required: true,
                maxLength: 500,
              }
            : undefined
        }
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          const which = asking;
          setAsking(null);
          if (busy) return;
          if (which === 'kick') kick.mutate({ buildingcellId: cell.id });
          else if (cell.blocked) unblock.mutate({ buildingcellId: cell.id });
          else block.mutate({ buildingcellId: cell.id, data: { reason: reason ?? '' } });
        }}
      />
    </HStack>
  );
}
