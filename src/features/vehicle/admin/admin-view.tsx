// The admin view of vehicles (?view=admin, ACP right vehicle.view; the loader guards it): search
// by plate, model or owner text (paged), or all vehicles of one person by owner name; an opened
// vehicle (?vehicle=) with its data, actions, trunk, keys and history (admin-vehicle.tsx).
// Loaded on demand from the page: players never download it.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getListVehicleAdminByPlayerQueryOptions,
  getListVehicleAdminVehiclesQueryOptions,
} from '../../../api/generated/endpoints/vehicle/vehicle';
import type { VehicleSummary } from '../../../api/generated/model/vehicleSummary';
import { usePeopleSearch } from '../../../api/people-search';
import { LoadingLine } from '../../../components/feedback/query-error';
import { PagedList } from '../../../components/views/paged-list';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { StatusBadge } from '../../../components/views/status-badge';
import { useSearchState } from '../../../components/views/use-search-state';
import { damagePercent } from '../components/condition';
import { statePalettes } from '../components/vehicle-card';
import { adminListParams } from '../queries';
import type { VehicleSearch } from '../search-params';
import { vehicleTexts } from '../texts';
import { AdminVehicle } from './admin-vehicle';

const t = vehicleTexts.admin;

/** The owner's name of a vehicle: a person, or a company, team or the state. */
const ownerOf = (v: VehicleSummary) => v.owner?.name ?? v.ownerLabel ?? t.ownerKind[v.ownerKind];

function VehicleRow({ vehicle: v }: { vehicle: VehicleSummary }) {
  const [, setSearch] = useSearchState<VehicleSearch>();
  const name = vehicleTexts.name(v.model, v.plate);
  return (
    <HStack
      borderWidth="1px"
      borderRadius="md"
      p="2"
      justify="space-between"
      wrap="wrap"
      data-testid="vehicle-admin-result"
    >
      <Stack gap="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{name}</Text>
          <StatusBadge value={v.state} labels={vehicleTexts.state} palettes={statePalettes} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {[
            `${t.owner}: ${ownerOf(v)}`,
            `${vehicleTexts.garage}: ${v.garage?.name ?? vehicleTexts.noGarage}`,
            `${vehicleTexts.fuel}: ${vehicleTexts.percent(v.fuel)}`,
            `${vehicleTexts.damage}: ${vehicleTexts.percent(damagePercent(v.engineHealth, v.bodyHealth))}`,
          ].join(' · ')}
        </Text>
      </Stack>
      <Button size="sm" variant="outline" aria-label={t.openFor(name)} onClick={() => setSearch({ vehicle: v.id })}>
        {t.open}
      </Button>
    </HStack>
  );
}

function PlateResults({ q }: { q: string }) {
  const [search, setSearch] = useSearchState<VehicleSearch>();
  const found = useQuery({
    ...getListVehicleAdminVehiclesQueryOptions(adminListParams(q, search.page)),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList
      query={found}
      label={t.results}
      page={search.page ?? 1}
      onPage={(page) => setSearch({ page })}
      getKey={(v) => v.id}
      empty={t.none(q)}
      emptyTestId="vehicle-admin-empty"
      gap="2"
      renderItem={(v) => <VehicleRow vehicle={v} />}
    />
  );
}

function OwnerVehicles({ person }: { person: { id: number; name: string } }) {
  const list = useQuery(getListVehicleAdminByPlayerQueryOptions(person.id));
  return (
    <QueryState
      query={list}
      isEmpty={(l) => l.items.length === 0}
      empty={t.noneOf(person.name)}
      emptyTestId="vehicle-admin-empty"
    >
      {(l) => (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t.ownerVehicles(person.name)}>
          {l.items.map((v) => (
            <li key={v.id}>
              <VehicleRow vehicle={v} />
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

/** The owner search: the name finds people; one exact (or single) match shows that person's vehicles. */
function OwnerResults({ q }: { q: string }) {
  const [, setSearch] = useSearchState<VehicleSearch>();
  const people = usePeopleSearch(q.length >= 2 ? q : '');
  if (q.length < 2) return <Text color="fg.muted">{t.start}</Text>;
  if (people.isError) return <Text color="fg.error">{t.noPerson(q)}</Text>;
  if (!people.data) return <LoadingLine />;
  const exact = people.data.find((p) => p.name.toLowerCase() === q.toLowerCase());
  const person = exact ?? (people.data.length === 1 ? people.data[0] : undefined);
  if (person) return <OwnerVehicles person={person} />;
  if (people.data.length === 0) return <Text data-testid="vehicle-admin-empty">{t.noPerson(q)}</Text>;
  return (
    <Stack gap="2">
      <Text>{t.pickPerson}</Text>
      <HStack gap="2" wrap="wrap">
        {people.data.map((p) => (
          <Button key={p.id} size="sm" variant="outline" onClick={() => setSearch({ q: p.name }, { replace: true })}>
            {p.name}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

export function AdminView() {
  const [search, setSearch] = useSearchState<VehicleSearch>();
  if (search.vehicle) return <AdminVehicle vehicleId={search.vehicle} />;
  const q = search.q?.trim() ?? '';
  const by = search.by ?? 'plate';
  return (
    <Stack gap="4">
      <SearchBar
        label={t.search}
        placeholder={by === 'owner' ? t.ownerHint : t.searchHint}
        value={search.q ?? ''}
        onSearch={(text) => setSearch({ q: text.trim() ? text : undefined, page: undefined }, { replace: true })}
      >
        <SegmentedFilter
          label={t.byLabel}
          options={['plate', 'owner'] as const}
          labels={t.by}
          value={by}
          onChange={(v) => setSearch({ by: v === 'owner' ? 'owner' : undefined, page: undefined })}
        />
      </SearchBar>
      {!q ? <Text color="fg.muted">{t.start}</Text> : by === 'owner' ? <OwnerResults q={q} /> : <PlateResults q={q} />}
    </Stack>
  );
}
