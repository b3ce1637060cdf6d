// The citizen file [Personenakte]: master data with mugshot and the officer-safety flag first
// (read at a glance), then licences, vehicles, weapons, open warrants, previous records,
// tickets and cases, each loaded on its own so a slow list does not hold the others.
import { Alert, Box, Button, Grid, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  getListVcomCitizenCasesQueryOptions,
  getListVcomCitizenLicencesQueryOptions,
  getListVcomCitizenRecordsQueryOptions,
  getListVcomCitizenTicketsQueryOptions,
  getListVcomCitizenVehiclesQueryOptions,
  getListVcomCitizenWarrantsQueryOptions,
  getListVcomCitizenWeaponsQueryOptions,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomCitizen } from '../../../api/generated/model/vcomCitizen';
import { DataTable } from '../../../components/views/data-table';
import { QueryState, type QueryLike } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { citizenOptions } from '../queries';
import { AuditTrail } from '../cases/audit-trail';
import { arrestTexts } from '../arrests/texts';
import { CitizenDataActions } from './citizen-data';
import { CitizenNotes } from './citizen-notes';
import { CriminalRecords } from './criminal-records';
import { vcomTexts } from '../texts';

const t = vcomTexts.file;
// Licence actions (manageLicences right): their own chunk, loaded with a police officer's file.
const LicenceActions = lazy(() => import('./licence-actions'));

function Part<T extends { items: unknown[] }>({
  title,
  query,
  children,
}: {
  title: string;
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
}) {
  const id = `vcom-${title.replace(/\W/g, '')}`;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="md" id={id} mb="2">
        {title}
      </Heading>
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={t.none} pendingMinH="2.5rem">
        {children}
      </QueryState>
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text>{value ?? '–'}</Text>
    </Box>
  );
}

function Lists({ id, onOpenCase }: { id: number; onOpenCase?: (caseId: number) => void }) {
  const licences = useQuery(getListVcomCitizenLicencesQueryOptions(id));
  const vehicles = useQuery(getListVcomCitizenVehiclesQueryOptions(id));
  const weapons = useQuery(getListVcomCitizenWeaponsQueryOptions(id));
  const warrants = useQuery(getListVcomCitizenWarrantsQueryOptions(id, { openOnly: true }));
  const records = useQuery(getListVcomCitizenRecordsQueryOptions(id, { limit: 50 }));
  const tickets = useQuery(getListVcomCitizenTicketsQueryOptions(id, { limit: 50 }));
  const cases = useQuery(getListVcomCitizenCasesQueryOptions(id, { limit: 50 }));
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6">
      <Part title={t.warrants} query={warrants}>
        {(d) => (
          <DataTable
            caption={t.warrants}
            rows={d.items}
            getKey={(w) => w.id}
            columns={[
              { key: 'kind', header: t.kind, cell: (w) => vcomTexts.orderKinds[w.kind] },
              { key: 'reason', header: t.reason, cell: (w) => w.reason },
              {
                key: 'status',
                header: t.status,
                cell: (w) => <StatusBadge value={w.status} labels={vcomTexts.orderStatus} />,
              },
            ]}
          />
        )}
      </Part>
      <Part title={t.licences} query={licences}>
        {(d) => (
          <DataTable
            caption={t.licences}
            rows={d.items}
            getKey={(l) => l.id}
            columns={[
              { key: 'type', header: t.type, cell: (l) => vcomTexts.licenceTypes[l.type] },
              {
                key: 'status',
                header: t.status,
                cell: (l) => <StatusBadge value={l.status} labels={vcomTexts.licenceStatus} />,
              },
              { key: 'points', header: t.points, cell: (l) => l.points ?? '–', align: 'end' },
            ]}
          />
        )}
      </Part>
      <Part title={t.vehicles} query={vehicles}>
        {(d) => (
          <DataTable
            caption={t.vehicles}
            rows={d.items}
            getKey={(v) => v.id}
            columns={[
              { key: 'plate', header: t.plate, cell: (v) => v.plate },
              { key: 'model', header: t.model, cell: (v) => v.model },
              {
                key: 'flags',
                header: t.flags,
                cell: (v) =>
                  [v.stolen && t.stolen, v.wanted && t.vehicleWanted, !v.insured && t.uninsured]
                    .filter(Boolean)
                    .join(', ') || '–',
              },
            ]}
          />
        )}
      </Part>
      <Part title={t.weapons} query={weapons}>
        {(d) => (
          <DataTable
            caption={t.weapons}
            rows={d.items}
            getKey={(w) => w.id}
            columns={[
              { key: 'serial', header: t.serial, cell: (w) => w.serial },
              { key: 'model', header: t.model, cell: (w) => w.model },
              { key: 'status', header: t.status, cell: (w) => vcomTexts.weaponStatus[w.status] },
            ]}
          />
        )}
      </Part>
      <Part title={t.records} query={records}>
        {(d) => (
          <DataTable
            caption={t.records}
            rows={d.items}
            getKey={(r) => r.id}
            columns={[
              { key: 'crime', header: t.crime, cell: (r) => `${r.crime.code} ${r.crime.title}` },
              { key: 'at', header: t.committedAt, cell: (r) => formatDate(r.committedAt) },
              { key: 'fine', header: t.fine, cell: (r) => formatMoney(r.fine), align: 'end' },
            ]}
          />
        )}
      </Part>
      <Part title={t.tickets} query={tickets}>
        {(d) => (
          <DataTable
            caption={t.tickets}
            rows={d.items}
            getKey={(x) => x.id}
            columns={[
              { key: 'number', header: t.number, cell: (x) => x.ticketNumber },
              { key: 'at', header: t.issuedAt, cell: (x) => formatDateTime(x.issuedAt) },
              { key: 'total', header: t.total, cell: (x) => formatMoney(x.totalFine), align: 'end' },
              {
                key: 'status',
                header: t.status,
                cell: (x) => <StatusBadge value={x.status} labels={vcomTexts.ticketStatus} />,
              },
            ]}
          />
        )}
      </Part>
      <Part title={t.cases} query={cases}>
        {(d) => (
          <Stack as="ul">
            {d.items.map((c) => (
              <li key={c.id}>
                {onOpenCase ? (
                  <Button variant="plain" p="0" h="auto" onClick={() => onOpenCase(c.id)}>
                    {c.number} · {c.title}
                  </Button>
                ) : (
                  c.title
                )}
              </li>
            ))}
          </Stack>
        )}
      </Part>
    </Grid>
  );
}

function Head({ citizen, action }: { citizen: VcomCitizen; action: ReactNode }) {
  const name = citizen.name.replace('_', ' ');
  return (
    <Stack gap="3">
      <HStack gap="4" align="start" wrap="wrap">
        {citizen.mugshot ? (
          <Image src={citizen.mugshot} alt={t.mugshot(name)} boxSize="24" objectFit="cover" borderRadius="md" />
        ) : (
          <Box
            role="img"
            aria-label={t.mugshot(name)}
            boxSize="24"
            borderRadius="md"
            bg="bg.muted"
            display="grid"
            placeItems="center"
            fontSize="2xl"
            fontWeight="bold"
          >
            {name
              .split(' ')
              .map((p) => p[0])
              .join('')}
          </Box>
        )}
        <Stack gap="2" flex="1" minW="12rem">
          <Heading as="h2" size="xl">
            {name}
          </Heading>
          <Grid templateColumns="repeat(auto-fit, minmax(9rem, 1fr))" gap="3">
            <Fact label={t.birthDate} value={citizen.birthDate ? formatDate(citizen.birthDate) : undefined} />
            <Fact label={t.phone} value={citizen.phone} />
            <Fact label={t.address} value={citizen.address} />
            <Fact label={t.job} value={citizen.job} />
          </Grid>
        </Stack>
        {action}
      </HStack>
      {citizen.wanted ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t.wanted(citizen.wantedLevel, citizen.wantedReason)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {citizen.dangerous ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t.dangerous}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

export function CitizenFile({
  id,
  canIssue,
  onIssue,
  onBack,
  audit = false,
  onOpenCase,
  onArrest,
  police,
}: {
  id: number;
  canIssue: boolean;
  onIssue: () => void;
  onBack: () => void;
  /** Shows the file's audit trail (police). */
  audit?: boolean;
  /** Opens one of the citizen's cases (police). */
  onOpenCase?: (caseId: number) => void;
  /** Opens the arrest form for this citizen (arrest right). */
  onArrest?: (() => void) | undefined;
  /** The police parts (issue 24): notes, records by hand, data and wanted flag, by their rights. */
  police?: {
    notes: boolean;
    writeRecords: boolean;
    deleteRecords: boolean;
    editCitizen: boolean;
    setWanted: boolean;
    ownStaffId?: number;
  };
}) {
  const citizen = useQuery(citizenOptions(id));
  return (
    <Stack as="article" aria-label={t.heading} gap="6">
      <Box>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {vcomTexts.citizens.back}
        </Button>
      </Box>
      <QueryState query={citizen} pendingMinH="8rem">
        {(c) => (
          <Head
            citizen={c}
            action={
              <HStack gap="2" wrap="wrap">
                {canIssue ? <Button onClick={onIssue}>{t.issueTicket}</Button> : null}
                {onArrest ? (
                  <Button variant="outline" onClick={onArrest}>
                    {arrestTexts.record}
                  </Button>
                ) : null}
              </HStack>
            }
          />
        )}
      </QueryState>
      {police && citizen.data ? (
        <CitizenDataActions citizen={citizen.data} canEdit={police.editCitizen} canSetWanted={police.setWanted} />
      ) : null}
      <Lists id={id} onOpenCase={onOpenCase} />
      {audit ? (
        <Suspense fallback={null}>
          <LicenceActions citizenId={id} />
        </Suspense>
      ) : null}
      {police?.notes ? <CitizenNotes citizenId={id} canAdd={police.notes} ownStaffId={police.ownStaffId} /> : null}
      {police?.writeRecords ? <CriminalRecords citizenId={id} canDelete={police.deleteRecords} /> : null}
      {audit ? <AuditTrail of="citizen" id={id} /> : null}
    </Stack>
  );
}
