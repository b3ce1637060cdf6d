// An opened house: name, role and block state, then its parts as tabs in the URL (?tab=):
// overview (facts, doors, rename, renovate, hand over or move out), room mates with rights and
// invitations, rent, storage, and garage with accounts and advert line.
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useGetHouse } from '../../../api/generated/endpoints/house/house';
import { QueryState } from '../../../components/views/query-state';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { useSearchState } from '../../../components/views/use-search-state';
import type { HouseSearch, HouseTab } from '../search-params';
import { houseTexts as t } from '../texts';
import { MatesTab } from './mates-tab';
import { MoreTab } from './more-tab';
import { OverviewTab } from './overview-tab';
import { RentTab } from './rent-tab';
import { StorageTab } from './storage-tab';

const TABS: readonly HouseTab[] = ['overview', 'mates', 'rent', 'storage', 'more'];

export function HouseDetail({ houseId }: { houseId: number }) {
  const [search, setSearch] = useSearchState<HouseSearch>();
  const house = useGetHouse(houseId);
  const tab: HouseTab = search.tab ?? 'overview';
  return (
    <Stack gap="4">
      <Link asChild alignSelf="start">
        <RouterLink to="/house">{t.back}</RouterLink>
      </Link>
      <QueryState query={house} pendingMinH="24rem">
        {(h) => (
          <Stack gap="4" data-testid="house-detail">
            <Box>
              <HStack gap="2" wrap="wrap">
                <Heading as="h2" size="lg">
                  {h.name}
                </Heading>
                <Badge colorPalette={h.myRole === 'owner' ? 'brand' : 'gray'}>{t.roles[h.myRole]}</Badge>
                {h.blocked ? <Badge colorPalette="red">{t.blocked}</Badge> : null}
              </HStack>
              <Text color="fg.muted">{h.address}</Text>
              {h.blocked ? (
                <Text mt="2" color="fg.error" role="status">
                  {t.blockedNote}
                </Text>
              ) : null}
            </Box>
            <SegmentedFilter
              label={t.tabs.label}
              options={TABS}
              labels={t.tabs}
              value={tab}
              attached={false}
              onChange={(next) =>
                setSearch({ tab: next === 'overview' ? undefined : next, mate: undefined }, { replace: true })
              }
            />
            {tab === 'overview' ? <OverviewTab house={h} /> : null}
            {tab === 'mates' ? <MatesTab house={h} /> : null}
            {tab === 'rent' ? <RentTab house={h} /> : null}
            {tab === 'storage' ? <StorageTab house={h} /> : null}
            {tab === 'more' ? <MoreTab house={h} /> : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
