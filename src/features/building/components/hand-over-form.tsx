// Hand a building or my flat's contract over to another character [Überschreiben]: pick an
// existing character, an agreed price (optional, 0 for a gift), then a confirmation that says it
// cannot be undone (the contract's `confirm: true`). Checked by the contract's validator; a 422
// lands under its field, the pick and price stay in a draft, and a pending send cannot repeat.
import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { OrgOverwriteRequest } from '../../../api/generated/model/orgOverwriteRequest';
import type { ContractSchema } from '../../../components/form/contract-messages';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { CharacterPicker } from '../../../components/org/character-picker';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { buildingTexts } from '../texts';
import { usePeopleSearch } from '../../../api/people-search';

const t = buildingTexts.handOver;
const empty = { newOwnerName: '', ownerId: 0, price: '' };
type Values = typeof empty;

const toBody = (v: Values) => {
  const price = v.price.trim() === '' ? undefined : /^\d+$/.test(v.price.trim()) ? Number(v.price.trim()) : NaN;
  return {
    newOwnerName: v.newOwnerName || undefined,
    ...(price === undefined ? {} : { price }),
    confirm: true,
  } as OrgOverwriteRequest;
};

interface HandOverFormProps {
  draftKey: string;
  heading: string;
  what: string;
  schema: ContractSchema<unknown>;
  pending: boolean;
  onSend: (body: OrgOverwriteRequest, callbacks: { onError: (error: unknown) => void }) => void;
}

export function HandOverForm({ draftKey, heading, what, schema, pending, onSend }: HandOverFormProps) {
  const draft = useMemo(() => defineDraft(draftKey, empty), [draftKey]);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<OrgOverwriteRequest | null>(null);
  const form = useContractForm({
    schema,
    initial: empty,
    draft,
    toBody,
    messages: { newOwnerName: { required: t.pickFirst } },
  });
  const picked = form.values.ownerId > 0 ? { id: form.values.ownerId, name: form.values.newOwnerName } : null;
  return (
    <Box as="section" aria-label={heading} borderWidth="1px" borderRadius="md" p="3" maxW="36rem">
      <Heading as="h3" size="sm" mb="2">
        {heading}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          setFailure(null);
          setAsking(data);
        })}
      >
        <CharacterPicker
          label={t.person}
          value={picked}
          onChange={(person) => {
            form.set('ownerId', person?.id ?? 0);
            form.set('newOwnerName', person?.name ?? '');
            form.touch('newOwnerName');
          }}
          useMatches={usePeopleSearch}
          message={form.message('newOwnerName')}
        />
        <FormField label={t.price} message={form.message('price')} helper={t.priceHelp} maxW="14rem">
          <Input {...form.input('price')} inputMode="numeric" />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <HStack>
          <Button type="submit" size="sm" variant="outline" colorPalette="red" loading={pending}>
            {t.submit}
          </Button>
        </HStack>
      </FormStack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t.confirmTitle(what, asking.newOwnerName) : ''}
        body={asking ? t.confirmBody(asking.price ? formatMoney(asking.price) : t.gift) : ''}
        confirmLabel={t.submit}
        cancelLabel={buildingTexts.cancel}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking && !pending) {
            onSend(asking, {
              onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
            });
          }
          setAsking(null);
        }}
      />
    </Box>
  );
}
