// The offences of one section of the legal code, as a table.
import { useGetLegalSection } from '../../../api/generated/endpoints/serverrules/serverrules';
import type { LegalCrime } from '../../../api/generated/model/legalCrime';
import { DataTable, type Column } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { formatDuration, formatMoney, formatNumber } from '../../../lib/format';
import { rulesTexts } from '../texts';

const t = rulesTexts.legal;

const columns: ReadonlyArray<Column<LegalCrime>> = [
  { key: 'title', header: t.columns.title, cell: (c) => c.title },
  { key: 'fine', header: t.columns.fine, align: 'end', cell: (c) => formatMoney(c.fine) },
  {
    key: 'prison',
    header: t.columns.prison,
    align: 'end',
    cell: (c) => (c.prisonMinutes > 0 ? formatDuration(c.prisonMinutes * 60) : t.none),
  },
  { key: 'points', header: t.columns.points, align: 'end', cell: (c) => formatNumber(c.points) },
  { key: 'licence', header: t.columns.licence, cell: (c) => (c.licenceSuspended ? t.licenceSuspended : t.none) },
];

export function LegalCrimes({ sectionId }: { sectionId: number }) {
  const query = useGetLegalSection(sectionId);
  return (
    <QueryState query={query} isEmpty={(data) => data.crimes.length === 0} empty={t.noCrimes}>
      {(data) => <DataTable columns={columns} rows={data.crimes} getKey={(c) => c.id} />}
    </QueryState>
  );
}
