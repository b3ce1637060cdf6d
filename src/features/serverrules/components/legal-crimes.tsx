// The offences of one section of the legal code, as a table.
import { Table, Text } from '@chakra-ui/react';
import { useGetLegalSection } from '../../../api/generated/endpoints/serverrules/serverrules';
import { LoadingLine, QueryError } from '../../../components/feedback/query-error';
import { rulesTexts } from '../texts';

const t = rulesTexts.legal;
const money = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function LegalCrimes({ sectionId }: { sectionId: number }) {
  const query = useGetLegalSection(sectionId);
  if (query.isPending) return <LoadingLine />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { crimes } = query.data;
  if (crimes.length === 0) return <Text color="fg.muted">{t.noCrimes}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.columns.title}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.columns.fine}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.columns.prison}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.columns.points}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.columns.licence}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {crimes.map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell>{c.title}</Table.Cell>
              <Table.Cell textAlign="end">{money.format(c.fine)}</Table.Cell>
              <Table.Cell textAlign="end">{t.minutes(c.prisonMinutes)}</Table.Cell>
              <Table.Cell textAlign="end">{c.points}</Table.Cell>
              <Table.Cell>{c.licenceSuspended ? t.licenceSuspended : t.none}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
