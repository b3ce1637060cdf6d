// The form of a waypoint sent to the game: label, map coordinates and how long it lives. New
// (createTempData, the server makes the key) or a change of one of the player's values
// (setTempData under its key). Checked by the contract's validator of the body (value, ttl) and
// by the rules it cannot state (a label, whole-number coordinates); a 422 shows under its field,
// a failed send keeps what was typed (a draft), a 429 says to wait.
import { Button, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useState } from 'react';
import {
  getGetTempDataQueryKey,
  useCreateTempData,
  useSetTempData,
} from '../../../api/generated/endpoints/common/common';
import type { CommonTempValue } from '../../../api/generated/model/commonTempValue';
import { CreateTempDataBody } from '../../../api/generated/zod/common/common.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { problemFieldErrors } from '../../../components/form/server-errors';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { ownTexts } from './texts';
import type { SentValue } from './waypoint-keys';
import { coordinate, encodeWaypoint } from './waypoint-value';

const t = ownTexts.waypoints;
const TTLS = [300, 600, 1800, 3600, 86400];
const EMPTY = { label: '', x: '', y: '', ttlSeconds: 600 };
const newDraft = defineDraft('player-own-waypoint', EMPTY);

type Values = typeof EMPTY;

interface WaypointFormProps {
  /** The key of the value being changed; none: a new one. */
  editKey?: string;
  initial?: { label: string; x: string; y: string };
  onStored: (value: SentValue) => void;
  onCancel?: () => void;
}

/** A 429's wait in seconds from Retry-After, if the server said. */
function waitOf(error: unknown): number | undefined {
  if (!isAxiosError(error)) return undefined;
  const seconds = Number(error.response?.headers['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

export function WaypointForm({ editKey, initial, onStored, onCancel }: WaypointFormProps) {
  const client = useQueryClient();
  const editDraft = useServerDraft(`player-own-waypoint.${editKey ?? 'new'}`, { ...EMPTY, ...initial });
  const [failure, setFailure] = useState<string | null>(null);
  // A 422 on the stored text itself (the body's `value`) belongs to the label, the part typed as text.
  const [valueMessage, setValueMessage] = useState<{ message: string; label: string } | null>(null);
  const form = useContractForm({
    schema: CreateTempDataBody,
    initial: editKey ? { ...EMPTY, ...initial } : EMPTY,
    draft: editKey ? editDraft : newDraft,
    toBody: (v: Values) => ({
      value: encodeWaypoint(v.label.trim(), coordinate(v.x) ?? 0, coordinate(v.y) ?? 0),
      ttlSeconds: v.ttlSeconds,
    }),
    rules: (v) => ({
      label: v.label.trim() ? undefined : t.labelMissing,
      x: coordinate(v.x) === undefined ? t.notANumber : undefined,
      y: coordinate(v.y) === undefined ? t.notANumber : undefined,
    }),
  });
  const stored = (value: CommonTempValue) => {
    setFailure(null);
    setValueMessage(null);
    client.setQueryData(getGetTempDataQueryKey(value.key), value);
    onStored({ key: value.key, label: form.values.label.trim(), expiresAt: value.expiresAt });
    form.reset(editKey ? { ...EMPTY, ...initial } : EMPTY);
  };
  const failed = (error: unknown) => {
    const status = isAxiosError(error) ? error.response?.status : undefined;
    if (status === 429) {
      const wait = waitOf(error);
      return setFailure(wait ? t.tooManyFor(wait) : t.tooMany);
    }
    const onValue = problemFieldErrors(error).find((e) => e.path === 'value');
    if (onValue) setValueMessage({ message: onValue.message, label: form.values.label });
    const mapped = form.applyServerErrors(error);
    setFailure(mapped || onValue ? null : describeError(error));
  };
  const create = useCreateTempData({
    mutation: {
      onSuccess: stored,
      onError: failed,
    },
  });
  const change = useSetTempData({
    mutation: {
      onSuccess: (value) => {
        stored(value);
        notifier.create({ title: t.saved, type: 'success' });
      },
      onError: failed,
    },
  });
  const pending = create.isPending || change.isPending;
  const submit = form.handleSubmit((data) => {
    if (pending) return;
    setValueMessage(null);
    if (editKey) change.mutate({ key: editKey, data });
    else create.mutate({ data });
  });
  const labelMessage =
    form.message('label') ??
    (valueMessage && valueMessage.label === form.values.label ? valueMessage.message : undefined);
  return (
    <FormStack aria-label={editKey ? t.editHeading(editKey) : t.newHeading} onSubmit={submit}>
      <FormField label={t.label} message={labelMessage} helper={t.labelHelper} required>
        <Input {...form.input('label')} autoComplete="off" />
      </FormField>
      <SimpleGrid columns={2} gap="3">
        <FormField label={t.x} message={form.message('x')} helper={t.coordinateHelper} required>
          <Input {...form.input('x')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField label={t.y} message={form.message('y')} helper={t.coordinateHelper} required>
          <Input {...form.input('y')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </SimpleGrid>
      <FormField label={t.ttl} message={form.message('ttlSeconds')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="ttlSeconds"
            value={String(form.values.ttlSeconds)}
            onChange={(e) => form.set('ttlSeconds', Number(e.target.value))}
          >
            {TTLS.map((seconds) => (
              <option key={seconds} value={seconds}>
                {t.ttls[seconds]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" colorPalette="brand" loading={pending}>
          {editKey ? t.save : t.create}
        </Button>
        {onCancel ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              form.reset();
              onCancel();
            }}
          >
            {t.cancel}
          </Button>
        ) : null}
      </HStack>
    </FormStack>
  );
}
