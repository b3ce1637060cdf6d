// Houses with free rooms (?view=rent): other owners' houses that offer rooms, filtered by name
// or address (?q=) and the highest rent (?maxRent=), paged (?page=). "Zimmer mieten" opens the
// form under that house (?house=<id>): the periods paid in advance at the listed rent, sent with
// the existing rent operation; then "Meine Häuser" shows the house. A refusal (already living
// there, the offer changed, no room left) stays above the list, as the house may leave it.
import { Badge, Box, Button, Card, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getListHousesWithFreeRoomsQueryOptions } from '../../../api/generated/endpoints/house/house';
import type { HouseRoomOffer } from '../../../api/generated/model/houseRoomOffer';
import { notifier } from '../../../components/feedback/toaster';
import { PagedList } from '../../../components/views/paged-list';
import { SearchBar } from '../../../components/views/search-bar';
import { useSearchState } from '../../../components/views/use-search-state';
import { formatMoney } from '../../../lib/format';
import { roomsParams } from '../queries';
import type { HouseSearch } from '../search-params';
import { houseTexts } from '../texts';
import { Failure } from './common';
import { RentRoomForm } from './rent-room-form';

const t = houseTexts.rooms;
const rentTexts = houseTexts.rent;
const RENT_STEPS = [500, 1000, 1500, 2000] as const;

export function RentRooms() {
  const [search, setSearch] = useSearchState<HouseSearch>();
  const list = useQuery({
    ...getListHousesWithFreeRoomsQueryOptions(roomsParams(search)),
    placeholderData: keepPreviousData,
  });
  const [failure, setFailure] = useState<string | null>(null);
  // A maxRent from a link that is none of the steps stays choosable.
  const steps =
    search.maxRent && !RENT_STEPS.some((s) => s === search.maxRent) ? [...RENT_STEPS, search.maxRent] : RENT_STEPS;
  const filtered = Boolean(search.q || search.maxRent);
  return (
    <Stack gap="4" as="section" aria-label={houseTexts.views.rent}>
      <Text color="fg.muted">{t.intro}</Text>
      <SearchBar
        label={t.search}
        value={search.q ?? ''}
        onSearch={(next) =>
          setSearch({ q: next.trim() ? next : undefined, page: undefined, house: undefined }, { replace: true })
        }
      >
        <NativeSelect.Root width="auto" minW="10rem">
          <NativeSelect.Field
            aria-label={t.maxRent}
            value={search.maxRent ? String(search.maxRent) : ''}
            onChange={(e) =>
              setSearch(
                { maxRent: e.target.value ? Number(e.target.value) : undefined, page: undefined, house: undefined },
                { replace: true },
              )
            }
          >
            <option value="">{t.anyRent}</option>
            {[...steps]
              .sort((a, b) => a - b)
              .map((step) => (
                <option key={step} value={step}>
                  {t.upTo(formatMoney(step))}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </SearchBar>
      <Failure text={failure} />
      <PagedList
        query={list}
        label={t.label}
        getKey={(h) => h.id}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page: page > 1 ? page : undefined, house: undefined })}
        empty={filtered ? t.emptyFiltered : t.empty}
        emptyTestId="house-rooms-empty"
        gap="3"
        renderItem={(h) => (
          <RoomCard
            house={h}
            open={search.house === h.id}
            onOpen={() => {
              setFailure(null);
              setSearch({ house: h.id });
            }}
            onClose={() => setSearch({ house: undefined })}
            onFailure={setFailure}
          />
        )}
      />
    </Stack>
  );
}

interface RoomCardProps {
  house: HouseRoomOffer;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onFailure: (text: string | null) => void;
}

function RoomCard({ house, open, onOpen, onClose, onFailure }: RoomCardProps) {
  const id = `room-house-${house.id}`;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={id} data-testid="house-room-offer">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={id}>
            {house.name}
          </Heading>
          <Badge colorPalette="green">{t.free(house.freeRooms, house.roomCount)}</Badge>
        </HStack>
        <Text color="fg.muted">{house.address}</Text>
        <Text fontSize="sm">{t.owner(house.owner.name)}</Text>
        <Text fontWeight="medium">
          {rentTexts.perInterval(formatMoney(house.rent), rentTexts.interval[house.interval])}
        </Text>
        {house.interior ? (
          <Text fontSize="sm" color="fg.muted">
            {houseTexts.facts.interior}: {houseTexts.interior[house.interior]}
          </Text>
        ) : null}
        {house.note ? <Text fontSize="sm">{house.note}</Text> : null}
        {open ? (
          <RentForm house={house} onClose={onClose} onFailure={onFailure} />
        ) : (
          <Box>
            <Button size="sm" colorPalette="brand" aria-label={`${t.rent}: ${house.name}`} onClick={onOpen}>
              {t.rent}
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function RentForm({ house, onClose, onFailure }: Omit<RoomCardProps, 'open' | 'onOpen'>) {
  const [, setSearch] = useSearchState<HouseSearch>();
  return (
    <RentRoomForm
      houseId={house.id}
      rent={house.rent}
      submitLabel={t.submit}
      label={t.formLabel(house.name)}
      onFailure={(text) => onFailure(text === null ? null : t.failed(house.name, text))}
      onCancel={onClose}
      onRented={() => {
        notifier.create({ title: t.rented(house.name), type: 'success' });
        // The rented house is one of mine now: "Meine Häuser" lists it.
        setSearch({ view: undefined, house: undefined, q: undefined, maxRent: undefined, page: undefined });
      }}
    />
  );
}
