// The vehicle register (?view=registers&tab=vehicles|flagged): searched by plate, model or
// owner (?q=, asked once typing pauses), paged (?page=); a vehicle (?item=) with its owner and
// marks, which an officer with the setWanted right changes (stolen, wanted with a reason) after
// a confirmation. The change lands in the owner's audit trail, shown below.
import { Box, Button, Checkbox, Grid, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSetVcomVehicleFlags } from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomVehicle } from '../../../api/generated/model/vcomVehicle';
import type { VcomVehicleFlagsInput } from '../../../api/generated/model/vcomVehicleFlagsInput';
import { SetVcomVehicleFlagsBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { DataTable } from '../../../components/views/data-table';
import { Pager } from '../../../components/views/pager';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { describeError } from '../../../lib/describe-error';
import { AuditTrail } from '../cases/audit-trail';
import { displayName } from '../cases/citizen-picker';
import { PAGE_SIZE } from '../queries';
import { useVcomRights } from '../rights';
import type { VcomSearch } from '../search-params';
import { vehicleChanged, vehicleOptions, vehicleSearchOptions } from './queries';
import { registerTexts as t } from './texts';

/** The marks of a vehicle in words. */
export const marksOf = (v: Pick<VcomVehicle, 'stolen' | 'wanted'>) =>
  [v.stolen && t.stolen, v.wanted && t.wanted].filter(Boolean).join(', ') || t.none;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Box>
  );
}

function MarksForm({ vehicle, onDone }: { vehicle: VcomVehicle; onDone: () => void }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<VcomVehicleFlagsInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = { stolen: vehicle.stolen, wanted: vehicle.wanted, reason: vehicle.wantedReason ?? '' };
  const draft = useServerDraft(`draft.vcom.vehicleFlags.${vehicle.id}`, initial);
  const form = useContractForm({
    schema: SetVcomVehicleFlagsBody,
    initial,
    draft,
    toBody: (v): VcomVehicleFlagsInput => ({
      stolen: v.stolen,
      wanted: v.wanted,
      ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
    }),
    // A search needs its reason (the mock's rule too): said before sending.
    rules: (v) => ({ reason: v.wanted && !v.reason.trim() ? t.reasonHint : undefined }),
  });
  const save = useSetVcomVehicleFlags({
    mutation: {
      onSuccess: () => {
        setAsking(null);
        form.reset();
        notifier.create({ title: t.marksSaved, type: 'success' });
        onDone();
      },
      onError: (error) => {
        setAsking(null);
        setFailure(form.applyServerErrors(error) ? null : describeError(error));
      },
      onSettled: (done) => vehicleChanged(client, vehicle.id, (done ?? vehicle).owner?.id),
    },
  });
  return (
    <Box as="section" aria-labelledby="vcom-vehicle-marks" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="vcom-vehicle-marks">
        {t.marksHeading}
      </Heading>
      <FormStack
        gap="3"
        mt="3"
        onSubmit={form.handleSubmit((data) => {
          setFailure(null);
          setAsking(data);
        })}
      >
        <Checkbox.Root checked={form.values.stolen} onCheckedChange={(e) => form.set('stolen', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.markStolen}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={form.values.wanted} onCheckedChange={(e) => form.set('wanted', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.markWanted}</Checkbox.Label>
        </Checkbox.Root>
        <FormField label={t.reason} helper={t.reasonHint} message={form.message('reason')}>
          <Textarea {...form.input('reason')} rows={2} />
        </FormField>
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit">{t.saveMarks}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            {t.abort}
          </Button>
        </HStack>
      </FormStack>
      <ConfirmDialog
        open={asking !== null}
        title={t.confirmMarksTitle(vehicle.plate)}
        body={asking ? t.confirmMarksBody(marksOf(asking)) : undefined}
        confirmLabel={t.saveMarks}
        cancelLabel={t.abort}
        busy={save.isPending}
        onConfirm={() => (asking ? save.mutate({ vehicleId: vehicle.id, data: asking }) : undefined)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

function VehicleDetail({
  id,
  onBack,
  onOpenCitizen,
}: {
  id: number;
  onBack: () => void;
  onOpenCitizen: (citizenId: number) => void;
}) {
  const { scope, police } = useVcomRights();
  const canMark = useCan('setVcomVehicleFlags', scope);
  const vehicle = useQuery(vehicleOptions(id));
  const [editing, setEditing] = useState(false);
  return (
    <Stack as="article" aria-labelledby="vcom-vehicle" gap="4">
      <Box>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t.back}
        </Button>
      </Box>
      <QueryState query={vehicle} pendingMinH="8rem">
        {(v) => (
          <Stack gap="4">
            <Heading as="h2" size="xl" id="vcom-vehicle">
              {t.vehicleHeading(v.plate)}
            </Heading>
            <Grid templateColumns="repeat(auto-fit, minmax(10rem, 1fr))" gap="3">
              <Fact label={t.model}>{v.model}</Fact>
              <Fact label={t.owner}>{v.owner ? displayName(v.owner.name) : '–'}</Fact>
              <Fact label={t.marks}>{marksOf(v)}</Fact>
              {v.wantedReason ? <Fact label={t.wantedReason}>{v.wantedReason}</Fact> : null}
              <Fact label={t.insured}>{v.insured ? t.yes : t.no}</Fact>
              <Fact label={t.impounded}>{v.impounded ? t.yes : t.no}</Fact>
              {v.color ? (
                <Fact label={t.color}>
                  <Box
                    as="span"
                    display="inline-block"
                    boxSize="4"
                    borderRadius="sm"
                    borderWidth="1px"
                    bg={v.color}
                    verticalAlign="middle"
                    me="2"
                  />
                  {v.color}
                </Fact>
              ) : null}
            </Grid>
            <HStack gap="2" wrap="wrap">
              {v.owner ? (
                <Button variant="outline" onClick={() => v.owner && onOpenCitizen(v.owner.id)}>
                  {t.openFile}
                </Button>
              ) : null}
              {canMark && !editing ? (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  {t.setMarks}
                </Button>
              ) : null}
            </HStack>
            {canMark && editing ? <MarksForm vehicle={v} onDone={() => setEditing(false)} /> : null}
            {v.owner && police ? <AuditTrail of="citizen" id={v.owner.id} /> : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function Vehicles({
  flagged,
  search,
  onSearch,
  onOpenCitizen,
}: {
  flagged: boolean;
  search: VcomSearch;
  onSearch: (patch: Partial<VcomSearch>, options?: { replace?: boolean }) => void;
  onOpenCitizen: (citizenId: number) => void;
}) {
  const list = useQuery({
    ...vehicleSearchOptions(search.q, flagged, search.page),
    placeholderData: keepPreviousData,
    enabled: !search.item,
  });
  if (search.item) {
    return (
      <VehicleDetail id={search.item} onBack={() => onSearch({ item: undefined })} onOpenCitizen={onOpenCitizen} />
    );
  }
  return (
    <Stack gap="4">
      <SearchBar
        label={t.vehicleSearch}
        placeholder={t.vehiclePlaceholder}
        value={search.q ?? ''}
        onSearch={(q) => onSearch({ q: q.trim() || undefined, page: undefined }, { replace: true })}
      />
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.noVehicles}>
        {(data) => (
          <>
            <DataTable<VcomVehicle>
              caption={t.vehicles}
              rows={data.items}
              getKey={(v) => v.id}
              columns={[
                {
                  key: 'plate',
                  header: t.plate,
                  cell: (v) => (
                    <Button
                      variant="plain"
                      p="0"
                      h="auto"
                      aria-label={t.openVehicle(v.plate)}
                      onClick={() => onSearch({ item: v.id })}
                    >
                      {v.plate}
                    </Button>
                  ),
                },
                { key: 'model', header: t.model, cell: (v) => v.model },
                { key: 'owner', header: t.owner, cell: (v) => (v.owner ? displayName(v.owner.name) : '–') },
                { key: 'marks', header: t.marks, cell: (v) => marksOf(v) },
              ]}
            />
            <Pager
              page={search.page ?? 1}
              pageSize={PAGE_SIZE}
              total={data.page.total}
              onPage={(page) => onSearch({ page: page > 1 ? page : undefined })}
            />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
