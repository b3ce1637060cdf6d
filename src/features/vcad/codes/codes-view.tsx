// The radio's codes as a reference: the status codes (what each number key sends, and the
// unit state it stands for) and the ten-codes with their meanings.
import { Grid, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { VcadStatusCode } from '../../../api/generated/model/vcadStatusCode';
import type { VcadTenCode } from '../../../api/generated/model/vcadTenCode';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { statusCodesOptions, tenCodesOptions } from '../queries';
import { vcadTexts } from '../texts';

const t = vcadTexts.codes;

const statusColumns: ReadonlyArray<Column<VcadStatusCode>> = [
  { key: 'code', header: t.code, cell: (c) => <strong>{c.code}</strong> },
  { key: 'label', header: t.label, cell: (c) => (c.requiresCall ? `${c.label} (${t.requiresCall})` : c.label) },
  { key: 'state', header: t.state, cell: (c) => vcadTexts.unitState[c.state] },
];

const tenColumns: ReadonlyArray<Column<VcadTenCode>> = [
  { key: 'code', header: t.code, cell: (c) => <strong>{c.code}</strong> },
  { key: 'meaning', header: t.label, cell: (c) => c.meaning },
  { key: 'category', header: t.category, cell: (c) => vcadTexts.tenCategory[c.category] },
];

export function CodesView() {
  const status = useQuery(statusCodesOptions());
  const ten = useQuery(tenCodesOptions());
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Stack gap="2">
        <Heading as="h2" size="md" id="vcad-status-codes">
          {t.status}
        </Heading>
        <QueryState query={status} isEmpty={(d) => d.items.length === 0}>
          {(d) => <DataTable columns={statusColumns} rows={d.items} getKey={(c) => c.code} caption={t.status} />}
        </QueryState>
      </Stack>
      <Stack gap="2">
        <Heading as="h2" size="md" id="vcad-ten-codes">
          {t.ten}
        </Heading>
        <QueryState query={ten} isEmpty={(d) => d.items.length === 0}>
          {(d) => <DataTable columns={tenColumns} rows={d.items} getKey={(c) => c.code} caption={t.ten} />}
        </QueryState>
      </Stack>
    </Grid>
  );
}
