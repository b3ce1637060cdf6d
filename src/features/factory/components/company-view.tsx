// One company: its header (category, owner, places, open state, block), my duty with check
// in/out, and its parts as tabs (the tab in the URL): staff, storage, price list, advert line,
// vehicles and accounts (links into their areas), settings (leave).
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetFactoryCheckInQueryOptions,
  getGetFactoryQueryOptions,
  useCheckInFactory,
} from '../../../api/generated/endpoints/factory/factory';
import type { Factory } from '../../../api/generated/model/factory';
import { notifier } from '../../../components/feedback/toaster';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { companyChanged } from '../queries';
import type { FactorySearch, FactoryTab } from '../search-params';
import { factoryTexts as t } from '../texts';
import { AdvertLine } from './advert-line';
import { Employees } from './employees';
import { CompanyBank, CompanyVehicles } from './links';
import { PriceList } from './price-list';
import { CompanySettings } from './settings';
import { Storage } from './storage';

const TABS: readonly FactoryTab[] = ['employees', 'storage', 'prices', 'advert', 'vehicles', 'bank', 'settings'];

function Duty({ company }: { company: Factory }) {
  const client = useQueryClient();
  const duty = useQuery(getGetFactoryCheckInQueryOptions(company.id));
  const check = useCheckInFactory({
    mutation: {
      onSuccess: (state) =>
        notifier.create({ title: state.onDuty ? t.duty.checkedIn : t.duty.checkedOut, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => companyChanged(client, company.id),
    },
  });
  return (
    <Box as="section" aria-label={t.duty.heading} minH="3.5rem">
      <QueryState query={duty} pendingMinH="3.5rem">
        {(state) => (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Stack gap="0">
              <Text fontWeight="medium" data-testid="factory-duty">
                {state.onDuty ? t.duty.on : t.duty.off}
                {state.onDuty && state.since ? ` ${t.duty.since(formatDateTime(state.since))}` : ''}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t.duty.minutes(formatNumber(state.dutyMinutesToday, 0), formatNumber(state.dutyMinutesWeek, 0))}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              loading={check.isPending}
              onClick={() =>
                !check.isPending && check.mutate({ factoryId: company.id, data: { onDuty: !state.onDuty } })
              }
            >
              {state.onDuty ? t.duty.checkOut : t.duty.checkIn}
            </Button>
          </HStack>
        )}
      </QueryState>
    </Box>
  );
}

export function CompanyView({ factoryId }: { factoryId: number }) {
  const company = useQuery(getGetFactoryQueryOptions(factoryId));
  const [search, setSearch] = useSearchState<FactorySearch>();
  const tab: FactoryTab = search.tab ?? 'employees';
  return (
    <Stack gap="4">
      <Box>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            setSearch({ factory: undefined, tab: undefined, employee: undefined, q: undefined, page: undefined })
          }
        >
          {t.back}
        </Button>
      </Box>
      <QueryState query={company} pendingMinH="30rem">
        {(c) => (
          <Stack gap="4">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Heading as="h2" size="md">
                  {c.name}
                </Heading>
                <Badge colorPalette={c.myRole === 'owner' ? 'brand' : 'gray'}>{t.roles[c.myRole]}</Badge>
                <Badge>{t.category[c.category]}</Badge>
                <Badge colorPalette={c.open ? 'green' : 'gray'}>{c.open ? t.header.isOpen : t.header.isClosed}</Badge>
                {c.blocked ? <Badge colorPalette="red">{t.blocked}</Badge> : null}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {[
                  t.ownerOf(c.owner.name),
                  t.header.employees(formatNumber(c.employeeCount, 0), formatNumber(c.maxEmployees, 0)),
                  t.header.onDuty(formatNumber(c.onDutyCount ?? 0, 0)),
                  t.header.since(formatDate(c.createdAt)),
                ].join(' · ')}
              </Text>
              {c.description ? <Text>{c.description}</Text> : null}
              {c.blocked ? (
                <Text color="fg.error" role="note">
                  {t.header.blockedNote}
                </Text>
              ) : null}
            </Stack>
            {c.myRole !== 'none' ? <Duty company={c} /> : null}
            <SegmentedFilter
              label={t.tabs.label}
              options={TABS}
              labels={t.tabs}
              value={tab}
              attached={false}
              onChange={(v) =>
                setSearch({
                  tab: v === 'employees' ? undefined : v,
                  employee: undefined,
                  q: undefined,
                  page: undefined,
                })
              }
            />
            {tab === 'employees' ? (
              <Employees company={c} />
            ) : tab === 'storage' ? (
              <Storage company={c} />
            ) : tab === 'prices' ? (
              <PriceList company={c} />
            ) : tab === 'advert' ? (
              <AdvertLine company={c} />
            ) : tab === 'vehicles' ? (
              <CompanyVehicles company={c} />
            ) : tab === 'bank' ? (
              <CompanyBank company={c} />
            ) : (
              <CompanySettings company={c} />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
