// A new call: kind, priority, keyword, situation, place (street, postal, map position), caller,
// and for a unit "my unit takes it". Checked by the contract's generated validator; what was
// typed is kept as a draft (reload, 401, a failed send) until the call is created. The map
// position starts at the own unit's position, where a unit usually opens a call (a traffic stop).
import { Box, Button, Checkbox, Grid, Heading, HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCreateVcadCall } from '../../../api/generated/endpoints/vcad/vcad';
import type { VcadCallInput } from '../../../api/generated/model/vcadCallInput';
import { VcadCallPriority } from '../../../api/generated/model/vcadCallPriority';
import { VcadCallType } from '../../../api/generated/model/vcadCallType';
import { CreateVcadCallBody } from '../../../api/generated/zod/vcad/vcad.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { unitMaySelfDispatch, type BoardContext } from '../board/board-view';
import { applyCall, applyUnit, refreshBoard } from '../board/live-board';
import { callChanged, sessionOptions } from '../queries';
import { vcadTexts } from '../texts';

const t = vcadTexts.create;

const empty = {
  type: 'trafficStop' as string,
  priority: 'normal' as string,
  title: '',
  description: '',
  street: '',
  postal: '',
  hint: '',
  x: '',
  y: '',
  // Named like the last part of the contract's field (caller.name, location.x), so a server's
  // field message (`location.street`) finds its field in this flat draft.
  name: '',
  number: '',
  selfAssign: true,
};
type CallValues = typeof empty;

export const newCallDraft = defineDraft('draft.vcad.call', empty);

const optional = <K extends string>(key: K, value: string) =>
  (value.trim() ? { [key]: value.trim() } : {}) as Partial<Record<K, string>>;
/** A number field as the contract's number; left as typed (and so rejected) when it is none. */
const numberOf = (value: string) => (value.trim() && Number.isFinite(Number(value)) ? Number(value) : value);

function toBody(v: CallValues, departmentId: number, unitMayTake: boolean): VcadCallInput {
  const caller = { ...optional('name', v.name), ...optional('number', v.number) };
  return {
    departmentId,
    type: v.type as VcadCallInput['type'],
    priority: v.priority as VcadCallInput['priority'],
    title: v.title.trim(),
    ...optional('description', v.description),
    location: {
      street: v.street.trim(),
      x: numberOf(v.x) as number,
      y: numberOf(v.y) as number,
      ...optional('postal', v.postal),
      ...optional('hint', v.hint),
    },
    ...(Object.keys(caller).length ? { caller } : {}),
    ...(unitMayTake && v.selfAssign ? { selfAssign: true } : {}),
  };
}

export function CreateCallForm({ context, onDone }: { context: BoardContext; onDone: (callId?: number) => void }) {
  const { departmentId, ownUnit } = context;
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  // The box shows only where the server would let the unit take the call (no dispatcher on duty).
  const unitMayTake = unitMaySelfDispatch(context) && ownUnit?.currentCallId === undefined;
  const form = useContractForm({
    schema: CreateVcadCallBody,
    initial: empty,
    draft: newCallDraft,
    toBody: (v) => toBody(v, departmentId, unitMayTake),
  });
  const { values } = form;
  // The map position starts where the own unit is (while both fields are empty).
  const position = ownUnit?.location;
  const { update } = form;
  const unplaced = values.x === '' && values.y === '';
  useEffect(() => {
    if (position && unplaced) update((v) => ({ ...v, x: String(position.x), y: String(position.y) }));
  }, [position, unplaced, update]);
  /** The message of a contract field, from the client's check or the server's 422. */
  const message = (path: string) => form.message(path) ?? form.message(path.split('.').pop() ?? path);
  const create = useCreateVcadCall({
    mutation: {
      onSuccess: ({ call }) => {
        form.reset();
        applyCall(client, departmentId, call);
        notifier.create({ title: t.created(call.number), type: 'success' });
        onDone(call.id);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: (details) => {
        void refreshBoard(client, departmentId);
        void client.invalidateQueries({ queryKey: sessionOptions().queryKey });
        if (details) void callChanged(client, details.call.id);
        if (details && ownUnit && details.call.units.some((a) => a.unit.id === ownUnit.id)) {
          applyUnit(client, departmentId, { ...ownUnit, currentCallId: details.call.id });
        }
      },
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    if (!create.isPending) create.mutate({ data });
  });
  const select = (name: 'type' | 'priority', options: readonly string[], labels: Record<string, string>) => (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={values[name]} onChange={(e) => form.set(name, e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Box as="section" aria-labelledby="vcad-new-call" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="lg" id="vcad-new-call" mb="3">
        {t.heading}
      </Heading>
      <FormStack gap="3" onSubmit={submit} aria-labelledby="vcad-new-call">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <FormField label={t.type} message={message('type')} required>
            {select('type', Object.values(VcadCallType), vcadTexts.callType)}
          </FormField>
          <FormField label={t.priority} message={message('priority')} required>
            {select('priority', Object.values(VcadCallPriority), vcadTexts.priority)}
          </FormField>
        </Grid>
        <FormField label={t.title} message={message('title')} required>
          <Input {...form.input('title')} />
        </FormField>
        <FormField label={t.description} message={message('description')}>
          <Textarea {...form.input('description')} rows={2} />
        </FormField>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
          <FormField label={t.street} message={message('location.street')} required>
            <Input {...form.input('street')} />
          </FormField>
          <FormField label={t.postal} message={message('location.postal')}>
            <Input {...form.input('postal')} inputMode="numeric" />
          </FormField>
        </Grid>
        <Grid templateColumns={{ base: '1fr 1fr', md: '1fr 1fr 2fr' }} gap="3">
          <FormField label={t.x} message={message('location.x')} required>
            <Input {...form.input('x')} inputMode="decimal" />
          </FormField>
          <FormField label={t.y} message={message('location.y')} required>
            <Input {...form.input('y')} inputMode="decimal" />
          </FormField>
          <FormField label={t.hint} message={message('location.hint')} gridColumn={{ base: 'span 2', md: 'auto' }}>
            <Input {...form.input('hint')} />
          </FormField>
        </Grid>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <FormField label={t.callerName} message={message('caller.name')}>
            <Input {...form.input('name')} />
          </FormField>
          <FormField label={t.callerNumber} message={message('caller.number')}>
            <Input {...form.input('number')} inputMode="tel" />
          </FormField>
        </Grid>
        {unitMayTake ? (
          <Checkbox.Root
            checked={values.selfAssign}
            onCheckedChange={(e) => form.set('selfAssign', e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.selfAssign}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        {failure ? (
          <Box role="alert" color="fg.error">
            {failure}
          </Box>
        ) : null}
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={create.isPending}>
            {t.submit}
          </Button>
          <Button variant="outline" onClick={() => onDone()}>
            {t.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}
