// ?view=patients&tab=treatments: the treatments across all patients (running ones first, the
// day's work of the ward), filtered by state; ?item=<id> opens one with its services, staff and
// sum, and leads to the patient's file.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { vcomMedicalTexts } from '../texts';
import { allTreatmentsOptions, treatmentOptions } from './queries';
import { medTexts } from './texts';

const t = medTexts.treatments;
const c = medTexts.common;
type Filter = 'active' | 'closed' | 'all';
const FILTERS: readonly Filter[] = ['active', 'closed', 'all'];
const states = { active: vcomMedicalTexts.treatments.active, closed: vcomMedicalTexts.treatments.closed };

function TreatmentDetail({
  id,
  onBack,
  onPatient,
}: {
  id: number;
  onBack: () => void;
  onPatient: (id: number) => void;
}) {
  const treatment = useQuery(treatmentOptions(id));
  return (
    <Stack gap="4">
      <Button variant="ghost" alignSelf="start" onClick={onBack}>
        <ArrowLeft aria-hidden />
        {c.back}
      </Button>
      <QueryState query={treatment} pendingMinH="8rem">
        {(x) => {
          const rows: Array<[string, string]> = [
            [t.reason, x.reason],
            [t.location, x.location ?? t.none],
            [t.diagnosis, x.diagnosis ?? t.none],
            [t.started, formatDateTime(x.startedAt)],
            [t.ended, x.endedAt ? formatDateTime(x.endedAt) : t.none],
            [t.outcome, x.outcome ? vcomMedicalTexts.outcomes[x.outcome] : t.none],
            [t.staff, x.staff.map((s) => `${c.person(s.name)} (${s.rank})`).join(', ') || t.none],
          ];
          return (
            <Stack as="article" aria-labelledby="vcom-treatment-title" gap="3">
              <HStack justify="space-between" wrap="wrap">
                <Heading as="h3" size="lg" id="vcom-treatment-title">
                  {t.detailHeading(x.patient.name)}
                </Heading>
                <StatusBadge value={x.status} labels={states} palettes={{ active: 'orange', closed: 'green' }} />
              </HStack>
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
                {rows.map(([label, value]) => (
                  <Box key={label} display="contents">
                    <Text as="dt" color="fg.muted">
                      {label}
                    </Text>
                    <Text as="dd">{value}</Text>
                  </Box>
                ))}
              </Box>
              <Heading as="h4" size="sm">
                {t.services}
              </Heading>
              {x.services.length === 0 ? <Text color="fg.muted">{t.none}</Text> : null}
              <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                {x.services.map((s) => (
                  <HStack as="li" key={s.id} justify="space-between">
                    <Text>{s.name}</Text>
                    <Text>{formatMoney(s.price)}</Text>
                  </HStack>
                ))}
              </Stack>
              <Text fontWeight="bold">
                {t.total}: {formatMoney(x.totalCost)}
              </Text>
              <Button alignSelf="start" variant="outline" onClick={() => onPatient(x.patient.id)}>
                {t.toFile}
              </Button>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}

export function TreatmentsBoard({
  item,
  onItem,
  onPatient,
}: {
  item: number | undefined;
  onItem: (id: number | undefined) => void;
  onPatient: (id: number) => void;
}) {
  const [filter, setFilter] = useState<Filter>('active');
  const list = useQuery(allTreatmentsOptions(filter === 'all' ? undefined : filter));
  if (item) return <TreatmentDetail id={item} onBack={() => onItem(undefined)} onPatient={onPatient} />;
  return (
    <Stack as="section" aria-labelledby="vcom-all-treatments" gap="3">
      <Heading as="h3" size="md" id="vcom-all-treatments">
        {t.heading}
      </Heading>
      <SegmentedFilter label={t.filter} options={FILTERS} labels={t.filters} value={filter} onChange={setFilter} />
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty}>
        {(data) => (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {data.items.map((x) => (
              <Box as="li" key={x.id} borderWidth="1px" borderRadius="md" p="3">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Button variant="plain" p="0" h="auto" fontWeight="semibold" onClick={() => onItem(x.id)}>
                    {t.open(x.patient.name, x.reason)}
                  </Button>
                  <StatusBadge value={x.status} labels={states} palettes={{ active: 'orange', closed: 'green' }} />
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(x.startedAt)} · {formatMoney(x.totalCost)}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
