// The character's mail addresses: make one the primary address (new mail is sent from it by
// default), give one up after a confirmation (its threads are left; never the last one), and
// add one (name checked by the contract's pattern, the server says while typing whether it is
// still free and suggests another when not; 409 when taken or at the maximum).
import { Badge, Box, Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useMemo, useState } from 'react';
import {
  addMessengerMailAddress,
  deleteMessengerMailAddress,
  getCheckMessengerMailAddressQueryOptions,
  setMessengerMailPrimaryAddress,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerMailAddress } from '../../../api/generated/model/messengerMailAddress';
import type { MessengerMailAddressCreate } from '../../../api/generated/model/messengerMailAddressCreate';
import type { MessengerMailAddressList } from '../../../api/generated/model/messengerMailAddressList';
import type { MessengerMailDomain } from '../../../api/generated/model/messengerMailDomain';
import {
  AddMessengerMailAddressBody,
  addMessengerMailAddressBodyLocalPartRegExp,
} from '../../../api/generated/zod/messenger/messenger.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FieldMessage } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { mailChanged } from './queries';
import { mailTexts } from './texts';

const t = mailTexts.manage;

interface AddressManagerProps {
  list: MessengerMailAddressList;
  /** None while the character has no address (the manager is all there is). */
  onClose?: () => void;
}

export function AddressManager({ list, onClose }: AddressManagerProps) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<MessengerMailAddress | null>(null);
  const primary = useMutation({
    mutationFn: (a: MessengerMailAddress) => setMessengerMailPrimaryAddress(a.id),
    onSuccess: (a) => notifier.create({ title: t.primaryDone(a.address), type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => mailChanged(client),
  });
  const remove = useMutation({
    mutationFn: (a: MessengerMailAddress) => deleteMessengerMailAddress(a.id),
    onSuccess: () => notifier.create({ title: t.removed, type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => mailChanged(client),
  });
  const last = list.items.length <= 1;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" maxW="48rem" as="section" aria-label={t.heading}>
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t.heading}</Text>
        {onClose ? (
          <Button size="xs" variant="ghost" onClick={onClose}>
            {t.close}
          </Button>
        ) : null}
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t.heading} data-testid="mail-addresses">
        {list.items.map((a) => (
          <Box as="li" key={a.id} borderWidth="1px" borderRadius="md" p="2" data-testid="mail-address">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <HStack gap="2" minW="0">
                <Text fontFamily="mono" wordBreak="break-all">
                  {a.address}
                </Text>
                {a.primary ? <Badge colorPalette="green">{t.primary}</Badge> : null}
              </HStack>
              <HStack gap="1">
                {a.primary ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={primary.isPending && primary.variables.id === a.id}
                    onClick={() => !primary.isPending && primary.mutate(a)}
                    aria-label={`${t.makePrimary}: ${a.address}`}
                  >
                    {t.makePrimary}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  disabled={last}
                  title={last ? t.lastOne : undefined}
                  loading={remove.isPending && remove.variables.id === a.id}
                  onClick={() => setAsking(a)}
                  aria-label={`${t.remove}: ${a.address}`}
                >
                  {t.remove}
                </Button>
              </HStack>
            </HStack>
          </Box>
        ))}
      </Stack>
      {list.items.length >= list.maxAddresses ? (
        <Text color="fg.muted">{t.full(list.maxAddresses)}</Text>
      ) : (
        <AddForm domains={list.domains} />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t.removeTitle(asking.address) : ''}
        body={t.removeBody}
        confirmLabel={t.remove}
        cancelLabel={mailTexts.cancel}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking && !remove.isPending) remove.mutate(asking);
          setAsking(null);
        }}
      />
    </Stack>
  );
}

/** The value after it stopped changing for `ms` (the free-check asks once typing pauses). */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function AddForm({ domains }: { domains: readonly MessengerMailDomain[] }) {
  const client = useQueryClient();
  const initial = useMemo(() => ({ localPart: '', domain: domains[0] ?? 'eyefind.ls', primary: false }), [domains]);
  const draft = useMemo(() => defineDraft('draft.messenger.mail.address', initial), [initial]);
  const form = useContractForm({
    schema: AddMessengerMailAddressBody,
    initial,
    draft,
    toBody: (v): MessengerMailAddressCreate => ({
      localPart: v.localPart.trim(),
      domain: v.domain as MessengerMailDomain,
      primary: v.primary,
    }),
  });
  const [taken, setTaken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const address = `${form.values.localPart.trim()}@${form.values.domain}`;
  const checked = useSettled(address);
  const checkable = addMessengerMailAddressBodyLocalPartRegExp.test(form.values.localPart.trim());
  const check = useQuery({
    ...getCheckMessengerMailAddressQueryOptions({ address: checked }),
    enabled: checkable && checked === address,
    staleTime: 5_000,
  });
  const add = useMutation({
    mutationFn: (body: MessengerMailAddressCreate) => addMessengerMailAddress(body),
    onSuccess: (created) => {
      form.reset();
      notifier.create({ title: t.added(created.address), type: 'success' });
    },
    onError: (error) => {
      setTaken(null);
      if (form.applyServerErrors(error)) return setFailure(null);
      if (isAxiosError(error) && error.response?.status === 409) {
        setFailure(null);
        return setTaken(describeError(error));
      }
      setFailure(describeError(error));
    },
    onSettled: () => mailChanged(client),
  });
  const availability =
    !checkable || checked !== address
      ? undefined
      : check.isFetching && !check.data
        ? t.checking
        : check.data?.available
          ? t.free(check.data.address)
          : check.data
            ? t.taken(check.data.address)
            : undefined;
  const suggestion = check.data && !check.data.available ? check.data.suggestion : undefined;
  const message = taken ?? form.message('localPart');
  return (
    <FormStack
      aria-label={t.add}
      onSubmit={form.handleSubmit((body) => {
        if (add.isPending) return;
        setFailure(null);
        setTaken(null);
        add.mutate(body);
      })}
      data-testid="mail-address-add"
    >
      <HStack gap="2" align="start" wrap="wrap">
        <Field.Root invalid={!!message} flex="1" minW="14rem">
          <Field.Label>{t.localPart}</Field.Label>
          <Input
            {...form.input('localPart')}
            onChange={(e) => {
              setTaken(null);
              form.set('localPart', e.target.value);
            }}
            autoComplete="off"
            fontFamily="mono"
          />
          <FieldMessage message={message} helper={availability ?? t.localPartHelp} />
        </Field.Root>
        <Field.Root w="12rem">
          <Field.Label>{t.domain}</Field.Label>
          <NativeSelect.Root size="md">
            <NativeSelect.Field value={form.values.domain} onChange={(e) => form.set('domain', e.target.value)}>
              {domains.map((d) => (
                <option key={d} value={d}>
                  @{d}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {suggestion ? (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          onClick={() => {
            const [local, domain] = suggestion.split('@');
            form.set('localPart', local ?? '');
            if (domain && domains.includes(domain as MessengerMailDomain)) form.set('domain', domain);
          }}
        >
          {t.suggestion(suggestion)}
        </Button>
      ) : null}
      <Checkbox.Root checked={form.values.primary} onCheckedChange={(e) => form.set('primary', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.asPrimary}</Checkbox.Label>
      </Checkbox.Root>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <Button type="submit" size="sm" colorPalette="brand" alignSelf="start" loading={add.isPending}>
        {t.add}
      </Button>
    </FormStack>
  );
}
