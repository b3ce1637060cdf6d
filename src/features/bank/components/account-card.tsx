// One account in the overview: name and kind, number and bank, balance, main/locked badges,
// the 30-day sparkline, and the link that opens it (the whole heading is the link).
import { Badge, Card, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { BankAccount } from '../../../api/generated/model/bankAccount';
import { formatMoney } from '../../../lib/format';
import { bankTexts as t } from '../texts';
import { Sparkline } from './sparkline';

export function AccountCard({ account: a }: { account: BankAccount }) {
  return (
    <Card.Root as="article" size="sm" data-testid="bank-account" aria-labelledby={`bank-account-${a.id}`}>
      <Card.Body gap="1">
        <HStack justify="space-between" align="start" wrap="wrap">
          <Heading as="h3" size="md" id={`bank-account-${a.id}`}>
            <Link asChild>
              <RouterLink to="/bank" search={{ account: a.id }}>
                {a.label}
              </RouterLink>
            </Link>
          </Heading>
          <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="bank-balance">
            {formatMoney(a.balance)}
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Badge>{t.kind[a.kind]}</Badge>
          {a.main ? <Badge colorPalette="brand">{t.main}</Badge> : null}
          {a.locked ? <Badge colorPalette="red">{t.locked}</Badge> : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {a.number} · {a.bank.name} · {t.holder(a.holderName)}
        </Text>
        {a.myRights.view ? <Sparkline accountId={a.id} balance={a.balance} label={a.label} /> : null}
      </Card.Body>
    </Card.Root>
  );
}
