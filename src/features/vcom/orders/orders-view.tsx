// Orders and warrants [Haftbefehle] (?view=orders): request one for a citizen from the look-up
// (requestOrders right; it waits for approval), the requests waiting for a decision with
// approve and reject (approveWarrant right; a reject takes a reason), and the active warrants.
import { Badge, Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  getGetVcomCitizenQueryKey,
  getListVcomActiveWarrantsQueryKey,
  getListVcomActiveWarrantsQueryOptions,
  getListVcomCitizenWarrantsQueryKey,
  getListVcomOrdersQueryKey,
  getListVcomPendingOrdersQueryKey,
  getListVcomPendingOrdersQueryOptions,
  useApproveVcomOrder,
  useCreateVcomOrder,
  useRejectVcomOrder,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomOrder } from '../../../api/generated/model/vcomOrder';
import type { VcomOrderInput } from '../../../api/generated/model/vcomOrderInput';
import type { VcomOrderKind } from '../../../api/generated/model/vcomOrderKind';
import { CreateVcomOrderBody } from '../../../api/generated/zod/vcom/vcom.zod';
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
import { vcomTexts } from '../texts';

const t = vcomTexts.orders;
const KINDS: readonly VcomOrderKind[] = ['arrestWarrant', 'searchWarrant', 'surveillance', 'seizure', 'manhunt'];
export const pendingOptions = () => getListVcomPendingOrdersQueryOptions({ limit: 50 });
export const activeWarrantsOptions = () => getListVcomActiveWarrantsQueryOptions({ limit: 50 });

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
        onConfirm={(note) => deciding && approve.mutate({ orderId: deciding.order.id, data: note ? { note } : {} })}
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
        onConfirm={(reason) =>
          deciding && reject.mutate({ orderId: deciding.order.id, data: { reason: reason ?? '' } })
        }
        onClose={() => setDeciding(null)}
      />
    </Box>
  );
}

function ActiveWarrants() {
  const active = useQuery(activeWarrantsOptions());
  return (
    <Box as="section" aria-labelledby="vcom-orders-active" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="vcom-orders-active" mb="2">
        {t.active}
      </Heading>
      <QueryState query={active} isEmpty={(d) => d.items.length === 0} empty={t.activeEmpty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {data.items.map((o) => (
              <OrderLine key={o.id} order={o} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

export function OrdersView({ canRequest, canApprove }: { canRequest: boolean; canApprove: boolean }) {
  return (
    <Stack gap="4">
      {canRequest ? <RequestForm /> : <Text color="fg.muted">{t.noRight}</Text>}
      {canApprove ? <PendingOrders /> : null}
      <ActiveWarrants />
    </Stack>
  );
}
