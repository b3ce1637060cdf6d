// The account's characters: each with name, job, playtime; choose the active one (the sign-in
// state is replaced by the answer and every query is fetched again, so every screen follows),
// show or hide it to others (own operations: no right to check, the server decides), and open its overview (money, memberships, property) by ?character=.
import { Badge, Box, Button, Card, DataList, Heading, HStack, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListAuthCharactersQueryKey,
  useGetAuthCharacterOverview,
  useListAuthCharacters,
  useSelectAuthCharacter,
  useSetAuthCharacterVisibility,
} from '../../../api/generated/endpoints/auth/auth';
import { getGetLoggedInQueryKey } from '../../../api/generated/start/session';
import type { AuthCharacter } from '../../../api/generated/model/authCharacter';
import type { AuthCharacterList } from '../../../api/generated/model/authCharacterList';
import { notifier } from '../../../components/feedback/toaster';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDuration, formatMoney, relativeTime } from '../../../lib/format';
import { characterName } from './names';
import { accountTexts } from './texts';

const t = accountTexts.characters;

export function CharactersView({ opened, onOpen }: { opened?: number; onOpen: (id: number | undefined) => void }) {
  const list = useListAuthCharacters();
  return (
    <Stack gap="6">
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={t.empty} pendingMinH="12rem">
        {(data) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="character-cards">
            {data.items.map((c) => (
              <CharacterCard key={c.id} character={c} opened={opened === c.id} onOpen={onOpen} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {opened ? <CharacterOverview id={opened} onClose={() => onOpen(undefined)} /> : null}
    </Stack>
  );
}

function CharacterCard(props: { character: AuthCharacter; opened: boolean; onOpen: (id: number) => void }) {
  const { character: c, opened, onOpen } = props;
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const name = characterName(c.name);
  const select = useSelectAuthCharacter({
    mutation: {
      onSuccess: async (status) => {
        setFailure(null);
        // The new sign-in state at once (greeting, rights), then everything again for the new character.
        client.setQueryData(getGetLoggedInQueryKey(), status);
        notifier.create({ title: t.chosen(name), type: 'success' });
        await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== getGetLoggedInQueryKey()[0] });
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  const visibility = useSetAuthCharacterVisibility({
    mutation: {
      onSuccess: (changed) => {
        setFailure(null);
        client.setQueryData<AuthCharacterList>(getListAuthCharactersQueryKey(), (old) =>
          old ? { ...old, items: old.items.map((x) => (x.id === changed.id ? changed : x)) } : old,
        );
        notifier.create({ title: t.visibleSaved(name, changed.visible), type: 'success' });
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  const headingId = `character-${c.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      borderColor={c.active ? 'brand.solid' : undefined}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {name}
          </Heading>
          <HStack gap="1">
            {c.active ? <Badge colorPalette="brand">{t.active}</Badge> : null}
            {c.blocked ? <Badge colorPalette="red">{t.blocked}</Badge> : null}
            {c.visible ? null : <Badge variant="outline">{t.hidden}</Badge>}
          </HStack>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          <Row label={t.job} value={c.job ?? t.noJob} />
          <Row label={t.playtime} value={formatDuration((c.playtimeMinutes ?? 0) * 60) || t.minutes(0)} />
          {c.lastPlayedAt ? <Row label={t.lastPlayed} value={relativeTime(c.lastPlayedAt)} /> : null}
        </DataList.Root>
        {
          <Switch.Root
            size="sm"
            checked={c.visible}
            disabled={visibility.isPending}
            onCheckedChange={(e) => {
              if (!visibility.isPending) visibility.mutate({ playerId: c.id, data: { visible: e.checked } });
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t.visible}</Switch.Label>
          </Switch.Root>
        }
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {!c.active && !c.blocked ? (
          <Button
            size="sm"
            colorPalette="brand"
            aria-label={t.choose(name)}
            loading={select.isPending}
            onClick={() => {
              if (!select.isPending) select.mutate({ playerId: c.id });
            }}
          >
            {t.chooseShort}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" aria-pressed={opened} onClick={() => onOpen(c.id)}>
          {t.open(name)}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function CharacterOverview({ id, onClose }: { id: number; onClose: () => void }) {
  const overview = useGetAuthCharacterOverview(id);
  return (
    <Box as="section" aria-labelledby="character-overview" data-testid="character-overview">
      <QueryState query={overview} pendingMinH="10rem">
        {(c) => (
          <Card.Root variant="subtle">
            <Card.Body gap="3">
              <HStack justify="space-between" wrap="wrap">
                <Heading as="h2" size="lg" id="character-overview">
                  {characterName(c.name)}
                </Heading>
                <Button size="sm" variant="ghost" onClick={onClose}>
                  {t.close}
                </Button>
              </HStack>
              <DataList.Root orientation="horizontal">
                <Row label={t.job} value={c.job ?? t.noJob} />
                {c.birthDate ? <Row label={t.birthDate} value={formatDate(c.birthDate)} /> : null}
                <Row label={t.cash} value={formatMoney(c.cash)} />
                <Row label={t.bank} value={formatMoney(c.bankBalance)} />
                <Row label={t.playtime} value={formatDuration(c.playtimeMinutes * 60) || t.minutes(0)} />
                <Row label={t.vehicles} value={String(c.vehicleCount)} />
                <Row label={t.properties} value={String(c.propertyCount)} />
                {c.prisonMinutesLeft ? <Row label={t.prison} value={t.minutes(c.prisonMinutesLeft)} /> : null}
                <Row
                  label={t.memberships}
                  value={
                    c.memberships.length
                      ? c.memberships
                          .map((m) => `${m.name} (${t.membershipKinds[m.kind]}${m.rank ? `, ${m.rank}` : ''})`)
                          .join('; ')
                      : t.noMemberships
                  }
                />
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        )}
      </QueryState>
    </Box>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
