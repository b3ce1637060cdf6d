// Orders and warrants [Haftbefehle] (?view=orders): request one for a citizen from the look-up
// (requestOrders right; it waits for approval), change one's own request while it waits, the
// requests waiting for a decision with approve and reject (approveWarrant right; a reject takes
// a reason), and the active warrants, which an approver revokes with a reason; an officer with
// the arrest right records the arrest on one (the arrests view's form, the person prefilled), and
// one with requestOrders confirms that a warrant was carried out.
import { Badge, Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  getGetVcomCitizenQueryKey,
  getListVcomActiveWarrantsQueryKey,
  getListVcomActiveWarrantsQueryOptions,
  getListVcomCitizenWarrantsQueryKey,
  getListVcomOrdersQueryKey,
  getListVcomOrdersQueryOptions,
  getListVcomPendingOrdersQueryKey,
  getListVcomPendingOrdersQueryOptions,
  useApproveVcomOrder,
  useConfirmVcomOrderExecution,
  useCreateVcomOrder,
  useEditVcomOrder,
  useRejectVcomOrder,
  useRevokeVcomOrder,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomOrder } from '../../../api/generated/model/vcomOrder';
import type { VcomOrderInput } from '../../../api/generated/model/vcomOrderInput';
import type { VcomOrderKind } from '../../../api/generated/model/vcomOrderKind';
import { CreateVcomOrderBody, EditVcomOrderBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { CitizenPicker, displayName } from '../cases/citizen-picker';
import { SelectField } from '../cases/select-field';
import { arrestTexts } from '../arrests/texts';
import { vcomTexts } from '../texts';

const t = vcomTexts.orders;
const KINDS: readonly VcomOrderKind[] = ['arrestWarrant', 'searchWarrant', 'surveillance', 'seizure', 'manhunt'];
export const pendingOptions = () => getListVcomPendingOrdersQueryOptions({ limit: 50 });
export const activeWarrantsOptions = () => getListVcomActiveWarrantsQueryOptions({ limit: 50 });
export const requestedOrdersOptions = () => getListVcomOrdersQueryOptions({ status: 'requested', limit: 50 });

const empty = { kind: 'arrestWarrant', citizenId: '', citizenName: '', reason: '', location: '' };
type OrderValues = typeof empty;
export const orderDraft = defineDraft('draft.vcom.order', empty);

const toBody = (v: OrderValues): VcomOrderInput => ({
  kind: v.kind as VcomOrderKind,
  citizenId: Number(v.citizenId),
  reason: v.reason.trim(),
  ...(v.location.trim() ? { location: v.location.trim() } : {}),
});

/** An order changed: every list that shows it, and the citizen's file (its warrants). */
function ordersChanged(client: ReturnType<typeof useQueryClient>, citizenId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: getListVcomPendingOrdersQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomActiveWarrantsQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomOrdersQueryKey() }),
    client.invalidateQueries({ queryKey: getListVcomCitizenWarrantsQueryKey(citizenId) }),
    client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(citizenId) }),
  ]);
}

function RequestForm() {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({ schema: CreateVcomOrderBody, initial: empty, draft: orderDraft, toBody });
  const { values } = form;
  const create = useCreateVcomOrder({
    mutation: {
      onSuccess: (order) => {
        form.reset();
        notifier.create({
          title: t.requested(vcomTexts.orderKinds[order.kind], displayName(order.citizen.name)),
          type: 'success',
        });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: (_data, _error, variables) => ordersChanged(client, variables.data.citizenId),
    },
  });
  return (
    <Box as="section" aria-labelledby="vcom-order-request" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="vcom-order-request">
        {t.request}
      </Heading>
      <FormStack
        gap="4"
        mt="3"
        onSubmit={form.handleSubmit((data) => {
          setFailure(null);
          create.mutate({ data });
        })}
      >
        <SelectField
          label={t.kind}
          value={values.kind as VcomOrderKind}
          options={KINDS}
          labels={vcomTexts.orderKinds}
          onChange={(v) => form.set('kind', v)}
        />
        {values.citizenId ? (
          <HStack gap="2">
            <Text fontWeight="semibold">{t.chosen(displayName(values.citizenName))}</Text>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => form.update((v) => ({ ...v, citizenId: '', citizenName: '' }))}
            >
              {t.change}
            </Button>
          </HStack>
        ) : (
          <CitizenPicker
            label={t.pickCitizen}
            placeholder={vcomTexts.casePersons.findPlaceholder}
            addLabel={(name) => t.chosen(name)}
            onPick={(c) => form.update((v) => ({ ...v, citizenId: String(c.id), citizenName: c.name }))}
          />
        )}
        {form.message('citizenId') ? (
          <Text color="fg.error" fontSize="sm">
            {form.message('citizenId')}
          </Text>
        ) : null}
        <FormField label={t.reason} message={form.message('reason')} required>
          <Textarea {...form.input('reason')} rows={3} />
        </FormField>
        <FormField label={t.location} message={form.message('location')}>
          <Input {...form.input('location')} />
        </FormField>
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
        <Button type="submit" alignSelf="start" loading={create.isPending} loadingText={t.sending}>
          {t.submit}
        </Button>
      </FormStack>
    </Box>
  );
}

function OrderLine({ order, children }: { order: VcomOrder; children?: ReactNode }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={order.kind === 'arrestWarrant' ? 'red' : undefined}>
          {vcomTexts.orderKinds[order.kind]}
        </Badge>
        <Text fontWeight="semibold">{displayName(order.citizen.name)}</Text>
        <Badge variant="outline">{vcomTexts.orderStatus[order.status]}</Badge>
      </HStack>
      <Text mt="1">{order.reason}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t.requestedBy}: {displayName(order.requestedBy.name)} · {formatDateTime(order.requestedAt)}
        {order.decidedBy ? ` · ${t.decidedBy}: ${displayName(order.decidedBy.name)}` : ''}
        {order.validUntil ? ` · ${t.validUntil}: ${formatDateTime(order.validUntil)}` : ''}
      </Text>
      {children}
    </Box>
  );
}

function PendingOrders() {
  const client = useQueryClient();
  const pending = useQuery(pendingOptions());
  const [deciding, setDeciding] = useState<{ order: VcomOrder; how: 'approve' | 'reject' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const done = (title: string) => () => {
    setDeciding(null);
    notifier.create({ title, type: 'success' });
  };
  const fail = (error: unknown) => {
    setDeciding(null);
    setFailure(describeError(error));
  };
  const settled = (order: VcomOrder | undefined) =>
    order
      ? ordersChanged(client, order.citizen.id)
      : client.invalidateQueries({ queryKey: getListVcomPendingOrdersQueryKey() });
  const approve = useApproveVcomOrder({
    mutation: { onSuccess: done(t.approved), onError: fail, onSettled: settled },
  });
  const reject = useRejectVcomOrder({
    mutation: { onSuccess: done(t.rejected), onError: fail, onSettled: settled },
  });
  const kindOf = (o: VcomOrder) => vcomTexts.orderKinds[o.kind];
  return (
    <Box as="section" aria-labelledby="vcom-orders-pending" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="vcom-orders-pending" mb="2">
        {t.pending}
      </Heading>
      <QueryState query={pending} isEmpty={(d) => d.items.length === 0} empty={t.pendingEmpty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {data.items.map((o) => (
              <OrderLine key={o.id} order={o}>
                <HStack gap="2" mt="2">
                  <Button
                    size="sm"
                    aria-label={t.approve(kindOf(o), displayName(o.citizen.name))}
                    onClick={() => setDeciding({ order: o, how: 'approve' })}
                  >
                    {t.approveLabel}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t.reject(kindOf(o), displayName(o.citizen.name))}
                    onClick={() => setDeciding({ order: o, how: 'reject' })}
                  >
                    {t.rejectLabel}
                  </Button>
                </HStack>
              </OrderLine>
            ))}
          </Stack>
        )}
      </QueryState>
      {failure ? (
        <Text role="alert" color="fg.error" mt="2">
          {failure}
        </Text>
      ) : null}
      <ConfirmDialog
        open={deciding?.how === 'approve'}
        title={t.approveTitle}
        body={deciding ? `${kindOf(deciding.order)}: ${displayName(deciding.order.citizen.name)}` : undefined}
        confirmLabel={t.approveLabel}
        cancelLabel={t.cancel}
        busy={approve.isPending}
        reason={{ label: t.approveNote, maxLength: 1000 }}
        draftName={deciding ? `draft.vcom.order.${deciding.order.id}.approve` : undefined}
        onConfirm={(note) =>
          deciding && approve.mutateAsync({ orderId: deciding.order.id, data: note ? { note } : {} })
        }
        onClose={() => setDeciding(null)}
      />
      <ConfirmDialog
        open={deciding?.how === 'reject'}
        title={t.rejectTitle}
        body={deciding ? `${kindOf(deciding.order)}: ${displayName(deciding.order.citizen.name)}` : undefined}
        confirmLabel={t.rejectLabel}
        cancelLabel={t.cancel}
        busy={reject.isPending}
        reason={{ label: t.rejectReason, required: true, maxLength: 1000 }}
        draftName={deciding ? `draft.vcom.order.${deciding.order.id}.reject` : undefined}
        onConfirm={(reason) =>
          deciding && reject.mutateAsync({ orderId: deciding.order.id, data: { reason: reason ?? '' } })
        }
        onClose={() => setDeciding(null)}
      />
    </Box>
  );
}

function EditRequest({ order, onDone }: { order: VcomOrder; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: EditVcomOrderBody,
    initial: { reason: order.reason, location: order.location ?? '' },
    toBody: (v) => ({ reason: v.reason.trim(), location: v.location.trim() }),
  });
  const edit = useEditVcomOrder({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.saved, type: 'success' });
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => ordersChanged(client, order.citizen.id),
    },
  });
  return (
    <FormStack
      gap="3"
      mt="2"
      aria-label={t.edit(vcomTexts.orderKinds[order.kind], displayName(order.citizen.name))}
      onSubmit={form.handleSubmit((data) => {
        setFailure(null);
        edit.mutate({ orderId: order.id, data });
      })}
    >
      <FormField label={t.reason} message={form.message('reason')} required>
        <Textarea {...form.input('reason')} rows={3} />
      </FormField>
      <FormField label={t.location} message={form.message('location')}>
        <Input {...form.input('location')} />
      </FormField>
      {failure ? (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="sm" loading={edit.isPending}>
          {t.save}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}

/** The account's own requests that wait for a decision: each may still be changed. */
function MyRequests({ ownStaffId }: { ownStaffId: number | undefined }) {
  const requested = useQuery(requestedOrdersOptions());
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Box as="section" aria-labelledby="vcom-orders-mine" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="vcom-orders-mine" mb="2">
        {t.mine}
      </Heading>
      <QueryState
        query={requested}
        isEmpty={(d) => !d.items.some((o) => o.requestedBy.staffId === ownStaffId)}
        empty={t.mineEmpty}
      >
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {data.items
              .filter((o) => o.requestedBy.staffId === ownStaffId)
              .map((o) => (
                <OrderLine key={o.id} order={o}>
                  {editing === o.id ? (
                    <EditRequest order={o} onDone={() => setEditing(null)} />
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      mt="2"
                      aria-label={t.edit(vcomTexts.orderKinds[o.kind], displayName(o.citizen.name))}
                      onClick={() => setEditing(o.id)}
                    >
                      {t.editLabel}
                    </Button>
                  )}
                </OrderLine>
              ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function ActiveWarrants({
  canRevoke,
  canExecute,
  onArrest,
}: {
  canRevoke: boolean;
  canExecute: boolean;
  onArrest?: ((order: VcomOrder) => void) | undefined;
}) {
  const client = useQueryClient();
  const active = useQuery(activeWarrantsOptions());
  const [revoking, setRevoking] = useState<VcomOrder | null>(null);
  const [executing, setExecuting] = useState<VcomOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const execute = useConfirmVcomOrderExecution({
    mutation: {
      onSuccess: () => {
        setExecuting(null);
        notifier.create({ title: arrestTexts.executed, type: 'success' });
      },
      onError: (error) => {
        setExecuting(null);
        setFailure(describeError(error));
      },
      onSettled: (order) =>
        order
          ? ordersChanged(client, order.citizen.id)
          : client.invalidateQueries({ queryKey: getListVcomActiveWarrantsQueryKey() }),
    },
  });
  const revoke = useRevokeVcomOrder({
    mutation: {
      onSuccess: () => {
        setRevoking(null);
        notifier.create({ title: t.revoked, type: 'success' });
      },
      onError: (error) => {
        setRevoking(null);
        setFailure(describeError(error));
      },
      onSettled: (order) =>
        order
          ? ordersChanged(client, order.citizen.id)
          : client.invalidateQueries({ queryKey: getListVcomActiveWarrantsQueryKey() }),
    },
  });
  return (
    <Box as="section" aria-labelledby="vcom-orders-active" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="vcom-orders-active" mb="2">
        {t.active}
      </Heading>
      <QueryState query={active} isEmpty={(d) => d.items.length === 0} empty={t.activeEmpty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {data.items.map((o) => {
              const kind = vcomTexts.orderKinds[o.kind];
              const name = displayName(o.citizen.name);
              return (
                <OrderLine key={o.id} order={o}>
                  <HStack gap="2" mt="2" wrap="wrap">
                    {onArrest ? (
                      <Button size="sm" aria-label={arrestTexts.arrestOn(kind, name)} onClick={() => onArrest(o)}>
                        {arrestTexts.record}
                      </Button>
                    ) : null}
                    {canExecute ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={arrestTexts.confirmExecutionFor(kind, name)}
                        onClick={() => setExecuting(o)}
                      >
                        {arrestTexts.confirmExecution}
                      </Button>
                    ) : null}
                    {canRevoke ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t.revoke(kind, name)}
                        onClick={() => setRevoking(o)}
                      >
                        {t.revokeLabel}
                      </Button>
                    ) : null}
                  </HStack>
                </OrderLine>
              );
            })}
          </Stack>
        )}
      </QueryState>
      {failure ? (
        <Text role="alert" color="fg.error" mt="2">
          {failure}
        </Text>
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={t.revokeTitle}
        body={revoking ? `${vcomTexts.orderKinds[revoking.kind]}: ${displayName(revoking.citizen.name)}` : undefined}
        confirmLabel={t.revokeLabel}
        cancelLabel={t.cancel}
        busy={revoke.isPending}
        reason={{ label: t.revokeReason, required: true, maxLength: 1000 }}
        draftName={revoking ? `draft.vcom.order.${revoking.id}.revoke` : undefined}
        onConfirm={(reason) => revoking && revoke.mutateAsync({ orderId: revoking.id, data: { reason: reason ?? '' } })}
        onClose={() => setRevoking(null)}
      />
      <ConfirmDialog
        open={executing !== null}
        title={arrestTexts.executionTitle}
        body={executing ? `${vcomTexts.orderKinds[executing.kind]}: ${displayName(executing.citizen.name)}` : undefined}
        confirmLabel={arrestTexts.confirmExecution}
        cancelLabel={t.cancel}
        busy={execute.isPending}
        reason={{ label: arrestTexts.executionNote, maxLength: 1000 }}
        draftName={executing ? `draft.vcom.order.${executing.id}.execute` : undefined}
        onConfirm={(note) =>
          executing &&
          execute.mutateAsync({
            orderId: executing.id,
            data: { executedAt: new Date().toISOString(), ...(note ? { note } : {}) },
          })
        }
        onClose={() => setExecuting(null)}
      />
    </Box>
  );
}

export function OrdersView({
  canRequest,
  canApprove,
  canExecute = false,
  onArrest,
  ownStaffId,
}: {
  canRequest: boolean;
  canApprove: boolean;
  /** Confirms that an active warrant was carried out (requestOrders). */
  canExecute?: boolean;
  /** Opens the arrest form on a warrant (arrest right). */
  onArrest?: ((order: VcomOrder) => void) | undefined;
  /** The account's staff number: its own requests are the ones it may change. */
  ownStaffId?: number | undefined;
}) {
  return (
    <Stack gap="4">
      {canRequest ? <RequestForm /> : <Text color="fg.muted">{t.noRight}</Text>}
      {canRequest ? <MyRequests ownStaffId={ownStaffId} /> : null}
      {canApprove ? <PendingOrders /> : null}
      <ActiveWarrants canRevoke={canApprove} canExecute={canExecute} onArrest={onArrest} />
    </Stack>
  );
}
