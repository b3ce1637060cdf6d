// Share the account with a character by name (Vorname_Nachname, the contract's pattern) and
// the rights they get; 404 (no such character) and 409 (already shared) land under the name.
// What is typed lives in a draft per account until the share is made.
import { Box, Button, Heading, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useShareBankAccount } from '../../../api/generated/endpoints/bank/bank';
import type { BankAccountShareInput } from '../../../api/generated/model/bankAccountShareInput';
import type { BankShareRights } from '../../../api/generated/model/bankShareRights';
import { ShareBankAccountBody } from '../../../api/generated/zod/bank/bank.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { bankChanged } from '../queries';
import { bankTexts } from '../texts';
import { RightsBoxes } from './rights-boxes';

const t = bankTexts.shares;
// The rights flat beside the name: a draft holds flat fields only.
type Values = { playerName: string; view: boolean; transfer: boolean; standingOrders: boolean; manage: boolean };
const empty: Values = { playerName: '', view: true, transfer: false, standingOrders: false, manage: false };
const rightsOf = ({ view, transfer, standingOrders, manage }: Values): BankShareRights => ({
  view,
  transfer,
  standingOrders,
  manage,
});
const toBody = (v: Values): BankAccountShareInput => ({ playerName: v.playerName.trim(), rights: rightsOf(v) });

export function ShareForm({ accountId }: { accountId: number }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const draft = useMemo(() => defineDraft(`draft.bank.share.${accountId}`, empty), [accountId]);
  const form = useContractForm({ schema: ShareBankAccountBody, initial: empty, draft, toBody });
  const share = useShareBankAccount({
    mutation: {
      onSuccess: (created) => {
        form.reset();
        notifier.create({ title: t.added(created.player.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => bankChanged(client),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    share.mutate({ bankaccountId: accountId, data });
  });
  return (
    <Box as="section" aria-labelledby="bank-share-form" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="bank-share-form" mb="3">
        {t.add}
      </Heading>
      <FormStack gap="3" onSubmit={submit}>
        <FormField label={t.player} message={form.message('playerName')} required>
          <Input {...form.input('playerName')} autoComplete="off" />
        </FormField>
        <RightsBoxes
          label={t.heading}
          rights={rightsOf(form.values)}
          onChange={(r) => form.update((v) => ({ ...v, ...r }))}
        />
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={share.isPending}>
            {t.share}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}
