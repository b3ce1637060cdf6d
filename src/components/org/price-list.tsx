// A price list [Preisliste] of a company or a building: what customers pay. Read-only, or, for
// those with the right, an editable table (item, price, available; rows added and removed)
// saved whole (the contract replaces the list), checked by the area's generated Replace*Body,
// a 422 under the row's field, a failed save says why and keeps the rows. The rows live in a
// draft per list and per stored version: a reload or a 401 finds what was typed.
import { Box, Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { formatDateTime, formatMoney } from '../../lib/format';
import { notifier } from '../feedback/toaster';
import type { ContractSchema } from '../form/contract-messages';
import { useServerDraft } from '../form/draft';
import { FormField } from '../form/form-field';
import { useContractForm } from '../form/use-contract-form';
import { FormStack } from '../ui/form-stack';
import { orgTexts } from './texts';

const t = orgTexts.prices;
/** The contract's most rows per list (OrgPriceList.entries maxItems). */
const MAX_ROWS = 50;

export interface PriceEntry {
  id?: number;
  itemName: string;
  price: number;
  available: boolean;
}
export interface PriceListData {
  entries: PriceEntry[];
  updatedAt?: string | null;
  updatedBy?: { name: string } | null;
}
type Row = { id: number; itemName: string; price: number; available: boolean };
type Values = { entries: Row[] };
/** An empty row; id 0 is a new row (the server gives it its id). */
const emptyRow: Row = { id: 0, itemName: '', price: 0, available: true };

const toBody = (v: Values) => ({
  entries: v.entries.map((e) => ({
    ...(e.id ? { id: e.id } : {}),
    itemName: e.itemName.trim(),
    price: Number(e.price),
    available: e.available,
  })),
});
export type PriceListBody = ReturnType<typeof toBody>;

interface PriceListProps {
  list: PriceListData;
  /** Whether the editor shows (the area's useCan of its replace operation). */
  canEdit: boolean;
  /** The draft's name with the owner's id, e.g. `draft.factory.prices.1`. */
  draftName: string;
  /** The generated validator of the replace body. */
  schema: ContractSchema<unknown>;
  /** Runs the area's replace mutation; resolves with the stored list, rejects with the error. */
  save: (body: PriceListBody) => Promise<unknown>;
}

export function PriceList({ list, canEdit, draftName, schema, save }: PriceListProps) {
  return (
    <Stack gap="3">
      {list.updatedAt ? (
        <Text fontSize="sm" color="fg.muted">
          {list.updatedBy
            ? t.updated(formatDateTime(list.updatedAt), list.updatedBy.name)
            : t.updatedAt(formatDateTime(list.updatedAt))}
        </Text>
      ) : null}
      {canEdit ? (
        // A newly stored list starts a new editor (and a new draft) from the stored rows.
        <Editor key={list.updatedAt ?? 'new'} list={list} draftName={draftName} schema={schema} save={save} />
      ) : list.entries.length === 0 ? (
        <Text color="fg.muted">{t.empty}</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t.heading}>
          {list.entries.map((e, i) => (
            <HStack as="li" key={e.id ?? i} justify="space-between">
              <Text>{e.itemName}</Text>
              <Text>{e.available ? formatMoney(e.price) : t.unavailable}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Editor({ list, draftName, schema, save }: Omit<PriceListProps, 'canEdit'>) {
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const initial: Values = { entries: list.entries.map((e) => ({ ...emptyRow, ...e, id: e.id ?? 0 })) };
  const form = useContractForm({
    schema,
    initial,
    draft: useServerDraft(draftName, initial, { entries: emptyRow }),
    toBody,
  });
  const submit = form.handleSubmit(async (data) => {
    if (saving) return;
    setFailure(null);
    setSaving(true);
    try {
      await save(data);
      form.reset();
      notifier.create({ title: t.saved, type: 'success' });
    } catch (error) {
      setFailure(form.applyServerErrors(error) ? null : describeError(error));
    } finally {
      setSaving(false);
    }
  });
  const rows = form.values.entries;
  return (
    <FormStack onSubmit={submit}>
      {rows.length === 0 ? <Text color="fg.muted">{t.empty}</Text> : null}
      <Stack as="ul" gap="3" listStyleType="none" aria-label={t.heading}>
        {rows.map((row, i) => (
          <Box as="li" key={row.id || `new-${i}`} borderWidth="1px" borderRadius="md" p="2" data-testid="price-row">
            <fieldset>
              <Text as="legend" fontSize="sm" color="fg.muted">
                {t.rowLabel(i + 1)}
              </Text>
              <HStack gap="2" wrap="wrap" align="end">
                <FormField label={t.item} message={form.message(`entries.${i}.itemName`)} flex="2" minW="12rem">
                  <Input {...form.input(`entries.${i}.itemName`)} />
                </FormField>
                <FormField label={t.price} message={form.message(`entries.${i}.price`)} flex="1" minW="7rem">
                  <Input
                    type="number"
                    inputMode="numeric"
                    name={`entries.${i}.price`}
                    value={String(row.price)}
                    onChange={(e) => form.set(`entries.${i}.price`, e.target.value === '' ? 0 : Number(e.target.value))}
                    onBlur={() => form.touch(`entries.${i}.price`)}
                  />
                </FormField>
                <Checkbox.Root
                  checked={row.available}
                  onCheckedChange={(e) => form.set(`entries.${i}.available`, e.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t.available}</Checkbox.Label>
                </Checkbox.Root>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t.removeRow(i + 1)}
                  onClick={() =>
                    form.set(
                      'entries',
                      rows.filter((_, k) => k !== i),
                    )
                  }
                >
                  {t.remove}
                </Button>
              </HStack>
            </fieldset>
          </Box>
        ))}
      </Stack>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          disabled={rows.length >= MAX_ROWS}
          onClick={() => form.set('entries', [...rows, { ...emptyRow }])}
        >
          {t.add}
        </Button>
        <Button type="submit" size="sm" colorPalette="brand" loading={saving}>
          {t.save}
        </Button>
      </HStack>
    </FormStack>
  );
}
