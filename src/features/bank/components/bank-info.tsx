// The account's bank with its conditions (getBank): transfer fee to other banks and the
// monthly account fee, so the fee in a transfer's summary has its reason on the page.
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetBankQueryOptions } from '../../../api/generated/endpoints/bank/bank';
import { formatMoney, formatPercent } from '../../../lib/format';
import { bankTexts } from '../texts';

export function BankInfo({ bankId }: { bankId: number }) {
  const bank = useQuery(getGetBankQueryOptions(bankId)).data;
  return (
    <Text fontSize="sm" color="fg.muted" minH="1.25rem">
      {bank
        ? bankTexts.bankInfo(
            bank.name,
            formatPercent(bank.transferFeePercent),
            formatMoney(bank.monthlyFee),
            bank.branchCount,
          )
        : null}
    </Text>
  );
}
