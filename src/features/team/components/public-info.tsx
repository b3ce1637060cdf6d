// What the public sees of the organisation: its price list (fees, services) and its advert
// line [Werbezeile] in the dashboard's adverts. With the right "Preise und Werbung": edit the
// list (checked by the contract's validator before sending) and set or remove the line.
import { Box, Button, Checkbox, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetTeamAdLineQueryKey,
  getGetTeamAdLineQueryOptions,
  getGetTeamPriceListQueryKey,
  getGetTeamPriceListQueryOptions,
  useDeleteTeamAdLine,
  useReplaceTeamPriceList,
  useSetTeamAdLine,
} from '../../../api/generated/endpoints/team/team';
import type { OrgAdLine } from '../../../api/generated/model/orgAdLine';
import type { OrgPriceEntry } from '../../../api/generated/model/orgPriceEntry';
import type { Team } from '../../../api/generated/model/team';
import { ReplaceTeamPriceListBody, SetTeamAdLineBody } from '../../../api/generated/zod/team/team.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { useServerDraft } from '../../../components/form/draft';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatMoney } from '../../../lib/format';
import { teamTexts } from '../texts';

const t = teamTexts.publicTexts;

export function PublicInfo({ team }: { team: Team }) {
  const org = { myRights: team.myRights, myRole: team.myRole };
  const canPrices = useCan('replaceTeamPriceList', { org });
  const canAd = useCan('setTeamAdLine', { org });
  return (
    <Stack gap="6">
      <PriceList teamId={team.id} editable={canPrices} />
      <AdLine teamId={team.id} editable={canAd} />
    </Stack>
  );
}

type Row = { id?: number; itemName: string; price: string; available: boolean };

function PriceList({ teamId, editable }: { teamId: number; editable: boolean }) {
  const client = useQueryClient();
  const prices = useQuery(getGetTeamPriceListQueryOptions(teamId));
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useReplaceTeamPriceList({
    mutation: {
      onSuccess: (stored) => {
        client.setQueryData(getGetTeamPriceListQueryKey(teamId), stored);
        setRows(null);
        notifier.create({ title: t.pricesSaved, type: 'success' });
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  const startEdit = (entries: readonly OrgPriceEntry[]) =>
    setRows(entries.map((e) => ({ id: e.id, itemName: e.itemName, price: String(e.price), available: e.available })));
  const send = () => {
    if (!rows || save.isPending) return;
    const body = {
      entries: rows.map((r) => ({
        ...(r.id ? { id: r.id } : {}),
        itemName: r.itemName.trim(),
        price: Number(r.price.replace(',', '.')),
        available: r.available,
      })),
    };
    const checked = ReplaceTeamPriceListBody.safeParse(body);
    if (!checked.success) return setFailure(t.pricesInvalid);
    setFailure(null);
    save.mutate({ teamId, data: body });
  };
  return (
    <Box as="section" aria-labelledby="team-prices">
      <Heading as="h3" size="sm" id="team-prices" mb="2">
        {t.prices}
      </Heading>
      <QueryState query={prices} pendingMinH="6rem">
        {(list) =>
          rows ? (
            <Stack gap="2">
              {rows.map((row, i) => (
                <HStack key={row.id ?? `new-${i}`} gap="2" wrap="wrap" align="end">
                  <Input
                    size="sm"
                    maxW="16rem"
                    aria-label={`${t.itemName} ${i + 1}`}
                    value={row.itemName}
                    onChange={(e) => setRows(rows.map((r, k) => (k === i ? { ...r, itemName: e.target.value } : r)))}
                  />
                  <Input
                    size="sm"
                    maxW="8rem"
                    inputMode="decimal"
                    aria-label={`${t.price} ${i + 1}`}
                    value={row.price}
                    onChange={(e) => setRows(rows.map((r, k) => (k === i ? { ...r, price: e.target.value } : r)))}
                  />
                  <Checkbox.Root
                    size="sm"
                    checked={row.available}
                    onCheckedChange={(e) =>
                      setRows(rows.map((r, k) => (k === i ? { ...r, available: e.checked === true } : r)))
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t.available}</Checkbox.Label>
                  </Checkbox.Root>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t.removeEntry(row.itemName)}
                    onClick={() => setRows(rows.filter((_, k) => k !== i))}
                  >
                    {t.remove}
                  </Button>
                </HStack>
              ))}
              {failure ? (
                <Text color="fg.error" role="alert">
                  {failure}
                </Text>
              ) : null}
              <HStack gap="2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRows([...rows, { itemName: '', price: '', available: true }])}
                >
                  {t.addEntry}
                </Button>
                <Button size="sm" colorPalette="brand" loading={save.isPending} onClick={send}>
                  {t.savePrices}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRows(null)}>
                  {teamTexts.cancel}
                </Button>
              </HStack>
            </Stack>
          ) : (
            <Stack gap="2">
              {list.entries.length === 0 ? (
                <Text color="fg.muted">{t.noPrices}</Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none" aria-label={t.prices}>
                  {list.entries.map((e, i) => (
                    <HStack as="li" key={e.id ?? i} justify="space-between" maxW="30rem">
                      <Text>{e.itemName}</Text>
                      <Text color={e.available ? undefined : 'fg.muted'}>
                        {formatMoney(e.price)}
                        {e.available ? '' : ` (${t.unavailable})`}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              )}
              {editable ? (
                <Box>
                  <Button size="sm" variant="outline" onClick={() => startEdit(list.entries)}>
                    {t.editPrices}
                  </Button>
                </Box>
              ) : null}
            </Stack>
          )
        }
      </QueryState>
    </Box>
  );
}

function AdLine({ teamId, editable }: { teamId: number; editable: boolean }) {
  const ad = useQuery({ ...getGetTeamAdLineQueryOptions(teamId), retry: false });
  // 404: no advert line yet (the contract answers none with 404).
  const none = ad.isError && (ad.error as { response?: { status?: number } } | null)?.response?.status === 404;
  return (
    <Box as="section" aria-labelledby="team-ad">
      <Heading as="h3" size="sm" id="team-ad" mb="2">
        {t.adLine}
      </Heading>
      {none ? (
        <Stack gap="2">
          <Text color="fg.muted">{t.noAdLine}</Text>
          {editable ? <AdForm teamId={teamId} /> : null}
        </Stack>
      ) : (
        <QueryState query={ad} pendingMinH="4rem">
          {(line) => (
            <Stack gap="2">
              <Text data-testid="team-ad-line">
                „{line.text}“{line.active ? '' : ` (${t.adInactive})`}
              </Text>
              {line.expiresAt ? (
                <Text fontSize="sm" color="fg.muted">
                  {t.adUntil(formatDate(line.expiresAt))}
                </Text>
              ) : null}
              {editable ? <AdForm teamId={teamId} current={line} /> : null}
            </Stack>
          )}
        </QueryState>
      )}
    </Box>
  );
}

function AdForm({ teamId, current }: { teamId: number; current?: OrgAdLine }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const form = useContractForm({
    schema: SetTeamAdLineBody,
    initial: { text: current?.text ?? '', active: current?.active ?? true },
    draft: useServerDraft(`draft.team.adLine.${teamId}`, {
      text: current?.text ?? '',
      active: current?.active ?? true,
    }),
    toBody: (v: { text: string; active: boolean }) => ({ text: v.text.trim(), active: v.active }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: getGetTeamAdLineQueryKey(teamId) });
  const set = useSetTeamAdLine({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.adSaved, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: refresh,
    },
  });
  const remove = useDeleteTeamAdLine({
    mutation: {
      onSuccess: () => notifier.create({ title: t.adDeleted, type: 'success' }),
      onError: (error) => setFailure(describeError(error)),
      onSettled: refresh,
    },
  });
  const submit = form.handleSubmit((data) => {
    if (set.isPending) return;
    setFailure(null);
    set.mutate({ teamId, data });
  });
  return (
    <FormStack onSubmit={submit}>
      <FormField label={t.adText} message={form.message('text')}>
        <Input size="sm" {...form.input('text')} />
      </FormField>
      <Checkbox.Root
        size="sm"
        checked={form.values.active}
        onCheckedChange={(e) => form.set('active', e.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.adActive}</Checkbox.Label>
      </Checkbox.Root>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={set.isPending}>
          {t.saveAd}
        </Button>
        {current ? (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => setAsking(true)}
          >
            {t.deleteAd}
          </Button>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={asking}
        title={t.deleteAdTitle}
        confirmLabel={t.deleteAd}
        cancelLabel={teamTexts.cancel}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          if (!remove.isPending) remove.mutate({ teamId });
        }}
      />
    </FormStack>
  );
}
