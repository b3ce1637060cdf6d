// The crime factions in the admin panel (/acp/players?view=factions, issue 27 point 3): the
// factions with their counts, founding one, and with ?faction= one faction: its details
// (rename, colour, block), members (take in, rank, remove), protection-fee spots and graffiti;
// dissolving it after a confirmation with a reason. Only with the right player.crimeFactions; every change is
// in the admin log. Every form (and a member's rank) keeps what was typed in a draft.
import { Badge, Box, Button, Checkbox, HStack, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  getGetPlayerCrimeFactionQueryOptions,
  getListPlayerCrimeFactionFeeSpotsQueryOptions,
  getListPlayerCrimeFactionGraffitiQueryOptions,
  getListPlayerCrimeFactionMembersQueryOptions,
  getListPlayerCrimeFactionsQueryKey,
  getListPlayerCrimeFactionsQueryOptions,
  getListPlayerCrimeFeeSpotsQueryOptions,
  getListPlayerCrimeGraffitiQueryOptions,
  useAddPlayerCrimeFaction,
  useAddPlayerCrimeFactionMember,
  useDeletePlayerCrimeFaction,
  useEditPlayerCrimeFaction,
  useEditPlayerCrimeFactionMember,
  useRemovePlayerCrimeFactionMember,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerCrimeFaction } from '../../../api/generated/model/playerCrimeFaction';
import type { PlayerCrimeFactionInput } from '../../../api/generated/model/playerCrimeFactionInput';
import type { PlayerCrimeFactionMember } from '../../../api/generated/model/playerCrimeFactionMember';
import type { PlayerCrimeFactionMemberAdd } from '../../../api/generated/model/playerCrimeFactionMemberAdd';
import type { PlayerCrimeFactionPatch } from '../../../api/generated/model/playerCrimeFactionPatch';
import type { PlayerCrimeFeeSpot } from '../../../api/generated/model/playerCrimeFeeSpot';
import type { PlayerCrimeGraffiti } from '../../../api/generated/model/playerCrimeGraffiti';
import { KickGameserverPlayerBody as ReasonBody } from '../../../api/generated/zod/gameserver/gameserver.zod';
import {
  AddPlayerCrimeFactionBody,
  AddPlayerCrimeFactionMemberBody,
  EditPlayerCrimeFactionBody,
} from '../../../api/generated/zod/player/player.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { PageFrame } from '../../../components/views/page-frame';
import { PagedList } from '../../../components/views/paged-list';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { removeStored } from '../../../lib/storage';
import { useStored } from '../../../lib/use-stored';
import { actionError } from '../action-error';
import { crimeTexts as t } from '../live-texts';
import type { PlayersSearch } from '../search-params';
import { LiveForm } from './live-form';
import { ReasonDialog } from './reason-dialog';
import { ViewSwitch } from './view-switch';

/** Every crime-faction query: one change can move counts, members, spots and graffiti. */
const factionsChanged = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (q) => String(q.queryKey[0]).startsWith(getListPlayerCrimeFactionsQueryKey()[0]),
  });
const num = (text: string) => (text.trim() === '' ? undefined : Number(text));

export function FactionsView() {
  const [search] = useSearchState<PlayersSearch>();
  const can = useCan();
  // The view is the admin's (player.crimeFactions): without it, as a guarded route does.
  if (!can('editPlayerCrimeFaction')) return <Navigate to="/notPermitted" replace />;
  return search.faction ? <FactionDetail id={search.faction} /> : <FactionList />;
}

function FactionList() {
  const [, setSearch] = useSearchState<PlayersSearch>();
  const factions = useQuery(getListPlayerCrimeFactionsQueryOptions());
  return (
    <PageFrame title={t.title} description={t.intro} width="wide">
      <Stack gap="5" mt="2">
        <ViewSwitch value="factions" />
        <QueryState
          query={factions}
          errorTitle={t.error}
          isEmpty={(d) => d.items.length === 0}
          empty={t.empty}
          pendingMinH="10rem"
        >
          {(data) => (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t.list}>
              {data.items.map((f) => (
                <li key={f.id}>
                  <FactionRow faction={f} onOpen={() => setSearch({ faction: f.id })} />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
        <FoundForm />
        <Spots heading={t.spots.allHeading} />
        <GraffitiList heading={t.graffiti.allHeading} />
      </Stack>
    </PageFrame>
  );
}

function FactionRow({ faction: f, onOpen }: { faction: PlayerCrimeFaction; onOpen: () => void }) {
  return (
    <HStack
      data-testid="faction-row"
      aria-label={f.name}
      role="group"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      justify="space-between"
      wrap="wrap"
      borderLeftWidth="6px"
      borderLeftColor={f.color}
    >
      <Stack gap="0">
        <HStack gap="2">
          <Text fontWeight="semibold">{f.shortName ? `${f.name} (${f.shortName})` : f.name}</Text>
          {f.blocked ? <Badge colorPalette="red">{t.blocked}</Badge> : null}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {`${t.leader}: ${f.leader?.name ?? t.noLeader} · ${t.counts(f.memberCount, f.feeSpotCount, f.graffitiCount)}`}
        </Text>
      </Stack>
      <Button size="sm" variant="outline" onClick={onOpen} aria-label={`${f.name} ${t.open}`}>
        {t.open}
      </Button>
    </HStack>
  );
}

const EMPTY_FOUND = { name: '', shortName: '', color: '#', leaderId: '', description: '' };
const foundDraft = defineDraft('draft.acp.faction.found', EMPTY_FOUND);

function FoundForm() {
  const client = useQueryClient();
  const [, setSearch] = useSearchState<PlayersSearch>();
  const add = useAddPlayerCrimeFaction({ mutation: { onSettled: () => factionsChanged(client) } });
  return (
    <LiveForm
      id="acp-found-faction"
      heading={t.found.heading}
      schema={AddPlayerCrimeFactionBody}
      initial={EMPTY_FOUND}
      draft={foundDraft}
      toBody={(v) =>
        ({
          name: v.name.trim(),
          ...(v.shortName.trim() ? { shortName: v.shortName.trim() } : {}),
          color: v.color.trim().toLowerCase(),
          leaderId: num(v.leaderId),
          ...(v.description.trim() ? { description: v.description.trim() } : {}),
        }) as PlayerCrimeFactionInput
      }
      submitLabel={t.found.submit}
      done={t.found.done}
      busy={add.isPending}
      send={(data) => add.mutateAsync({ data }).then((f) => setSearch({ faction: f.id }))}
    >
      {(form) => (
        <>
          <HStack gap="3" align="start" wrap="wrap">
            <FormField label={t.fields.name} message={form.message('name')} required>
              <Input {...form.input('name')} />
            </FormField>
            <FormField label={t.fields.shortName} message={form.message('shortName')}>
              <Input {...form.input('shortName')} />
            </FormField>
          </HStack>
          <HStack gap="3" align="start" wrap="wrap">
            <FormField label={t.fields.color} message={form.message('color')} required>
              <Input {...form.input('color')} />
            </FormField>
            <FormField label={t.fields.leaderId} message={form.message('leaderId')} required>
              <Input {...form.input('leaderId')} inputMode="numeric" />
            </FormField>
          </HStack>
        </>
      )}
    </LiveForm>
  );
}

function FactionDetail({ id }: { id: number }) {
  const [, setSearch] = useSearchState<PlayersSearch>();
  const faction = useQuery(getGetPlayerCrimeFactionQueryOptions(id));
  const back = (
    <Button variant="ghost" size="sm" onClick={() => setSearch({ faction: undefined })}>
      <ArrowLeft aria-hidden /> {t.back}
    </Button>
  );
  return (
    <PageFrame title={faction.data?.name ?? t.title} width="wide" actions={back}>
      <QueryState query={faction} errorTitle={t.error} pendingMinH="12rem">
        {(f) => (
          <Stack gap="5" mt="2">
            <Text color="fg.muted">
              {`${t.leader}: ${f.leader?.name ?? t.noLeader} · ${t.counts(f.memberCount, f.feeSpotCount, f.graffitiCount)}`}
            </Text>
            <EditForm faction={f} key={`${f.name} ${String(f.blocked)}`} />
            <Members faction={f} />
            <Spots heading={t.spots.heading} factionId={f.id} />
            <GraffitiList heading={t.graffiti.heading} factionId={f.id} />
            <Dissolve faction={f} />
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}

function EditForm({ faction: f }: { faction: PlayerCrimeFaction }) {
  const client = useQueryClient();
  const edit = useEditPlayerCrimeFaction({ mutation: { onSettled: () => factionsChanged(client) } });
  const initial = {
    name: f.name,
    shortName: f.shortName ?? '',
    color: f.color,
    description: f.description ?? '',
    blocked: f.blocked,
  };
  // Only what changed is sent (the patch keeps the rest).
  const toBody = (v: typeof initial) => {
    const next: PlayerCrimeFactionPatch = {};
    if (v.name.trim() !== initial.name) next.name = v.name.trim();
    if (v.shortName.trim() !== initial.shortName && v.shortName.trim()) next.shortName = v.shortName.trim();
    if (v.color.trim().toLowerCase() !== initial.color) next.color = v.color.trim().toLowerCase();
    if (v.description.trim() !== initial.description) next.description = v.description.trim();
    if (v.blocked !== initial.blocked) next.blocked = v.blocked;
    return next;
  };
  const draft = useServerDraft(`draft.acp.faction.edit.${f.id}`, initial);
  return (
    <LiveForm
      id="acp-faction-edit"
      heading={t.edit.heading}
      schema={EditPlayerCrimeFactionBody}
      initial={initial}
      draft={draft}
      toBody={toBody}
      submitLabel={t.edit.submit}
      done={t.edit.done}
      busy={edit.isPending}
      send={(data) => edit.mutateAsync({ id: f.id, data })}
    >
      {(form) => (
        <>
          <HStack gap="3" align="start" wrap="wrap">
            <FormField label={t.fields.name} message={form.message('name')} required>
              <Input {...form.input('name')} />
            </FormField>
            <FormField label={t.fields.shortName} message={form.message('shortName')}>
              <Input {...form.input('shortName')} />
            </FormField>
            <FormField label={t.fields.color} message={form.message('color')} required>
              <Input {...form.input('color')} />
            </FormField>
          </HStack>
          <FormField label={t.fields.description} message={form.message('description')}>
            <Textarea {...form.input('description')} rows={2} />
          </FormField>
          <Checkbox.Root checked={form.values.blocked} onCheckedChange={(e) => form.set('blocked', e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.fields.blocked}</Checkbox.Label>
          </Checkbox.Root>
        </>
      )}
    </LiveForm>
  );
}

const EMPTY_MEMBER = { playerId: '', rank: '0' };

function Members({ faction: f }: { faction: PlayerCrimeFaction }) {
  const client = useQueryClient();
  const members = useQuery(getListPlayerCrimeFactionMembersQueryOptions(f.id));
  const add = useAddPlayerCrimeFactionMember({ mutation: { onSettled: () => factionsChanged(client) } });
  const draft = useMemo(() => defineDraft(`draft.acp.faction.${f.id}.member`, EMPTY_MEMBER), [f.id]);
  return (
    <Box as="section" aria-labelledby="acp-faction-members">
      <Heading as="h2" size="md" id="acp-faction-members" mb="3">
        {t.members.heading}
      </Heading>
      <Stack gap="4">
        <QueryState query={members} isEmpty={(d) => d.items.length === 0} empty={t.members.empty} pendingMinH="6rem">
          {(data) => (
            <Stack as="ul" gap="2" listStyleType="none" aria-label={t.members.heading}>
              {data.items.map((m) => (
                <li key={m.player.id}>
                  <MemberRow factionId={f.id} member={m} />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
        <LiveForm
          id="acp-faction-member-add"
          heading={t.members.add}
          schema={AddPlayerCrimeFactionMemberBody}
          initial={EMPTY_MEMBER}
          draft={draft}
          toBody={(v) => ({ playerId: num(v.playerId), rank: num(v.rank) }) as PlayerCrimeFactionMemberAdd}
          submitLabel={t.members.submit}
          done={t.members.added}
          busy={add.isPending}
          send={(data) => add.mutateAsync({ id: f.id, data })}
        >
          {(form) => (
            <HStack gap="3" align="start" wrap="wrap">
              <FormField label={t.members.playerId} message={form.message('playerId')} required>
                <Input {...form.input('playerId')} inputMode="numeric" />
              </FormField>
              <FormField label={t.members.newRank} message={form.message('rank')}>
                <Input {...form.input('rank')} inputMode="numeric" />
              </FormField>
            </HStack>
          )}
        </LiveForm>
      </Stack>
    </Box>
  );
}

function MemberRow({ factionId, member: m }: { factionId: number; member: PlayerCrimeFactionMember }) {
  const client = useQueryClient();
  // The typed rank is a draft per member, from the member's rank (a new rank starts a new key).
  const rankDraft = useServerDraft(`draft.acp.faction.${factionId}.rank.${m.player.id}`, { rank: String(m.rank) });
  const [{ rank }, setRankValues] = useStored(rankDraft);
  const setRank = (next: string) => setRankValues({ rank: next });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  const edit = useEditPlayerCrimeFactionMember({
    mutation: {
      onMutate: () => setFailure(null),
      onSuccess: () => {
        removeStored(rankDraft);
        notifier.create({ title: t.members.rankSaved, type: 'success' });
      },
      onError: (error: unknown) => setFailure(actionError(error)),
      onSettled: () => factionsChanged(client),
    },
  });
  // The removal's failure shows in its dialog (which keeps the typed reason), not on the row.
  const remove = useRemovePlayerCrimeFactionMember({
    mutation: {
      onSuccess: () => notifier.create({ title: t.members.removed, type: 'success' }),
      onSettled: () => factionsChanged(client),
    },
  });
  const rankValue = Number(rank);
  const rankOk = /^\d{1,2}$/.test(rank) && rankValue <= 10;
  return (
    <Stack
      data-testid="faction-member"
      aria-label={m.player.name}
      role="group"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      gap="2"
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{m.player.name}</Text>
        {m.leader ? <Badge colorPalette="purple">{t.members.leaderBadge}</Badge> : null}
        <Text fontSize="sm" color="fg.muted">
          {`${t.members.rank(m.rank, m.rankName)} · ${t.members.since(formatDate(m.joinedAt))}`}
        </Text>
      </HStack>
      <HStack gap="2" wrap="wrap" align="end">
        <Input
          size="sm"
          width="5rem"
          aria-label={t.members.rankLabel(m.player.name)}
          value={rank}
          inputMode="numeric"
          onChange={(e) => setRank(e.target.value)}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={!rankOk || rankValue === m.rank}
          loading={edit.isPending}
          onClick={() => edit.mutate({ id: factionId, playerId: m.player.id, data: { rank: rankValue } })}
        >
          {t.members.setRank}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm(true)}>
          {t.members.remove}
        </Button>
      </HStack>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      {confirm ? (
        <ReasonDialog
          title={t.members.removeTitle(m.player.name)}
          body={t.members.removeBody}
          field="reason"
          fieldLabel={t.reason}
          confirmLabel={t.members.remove}
          cancelLabel={t.cancel}
          tone="danger"
          draft={`draft.acp.faction.${factionId}.member.${m.player.id}.remove`}
          schema={ReasonBody}
          busy={remove.isPending}
          onConfirm={({ reason }) => remove.mutateAsync({ id: factionId, playerId: m.player.id, params: { reason } })}
          onClose={() => setConfirm(false)}
        />
      ) : null}
    </Stack>
  );
}

function Spots({ heading, factionId }: { heading: string; factionId?: number }) {
  const spots = useQuery(
    factionId === undefined
      ? getListPlayerCrimeFeeSpotsQueryOptions()
      : getListPlayerCrimeFactionFeeSpotsQueryOptions(factionId),
  );
  const id = `acp-spots-${factionId ?? 'all'}`;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="3">
        {heading}
      </Heading>
      <QueryState query={spots} isEmpty={(d) => d.items.length === 0} empty={t.spots.empty} pendingMinH="4rem">
        {(data) => (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={heading}>
            {data.items.map((s) => (
              <li key={s.id}>
                <SpotLine spot={s} showHolder={factionId === undefined} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}

function SpotLine({ spot: s, showHolder }: { spot: PlayerCrimeFeeSpot; showHolder: boolean }) {
  const parts = [
    ...(showHolder ? [s.faction?.name ?? t.spots.free] : []),
    t.spots.fee(formatMoney(s.feeAmount)),
    t.spots.total(formatMoney(s.collectedTotal)),
    ...(s.lastCollectedAt ? [t.spots.lastCollected(formatDateTime(s.lastCollectedAt))] : []),
  ];
  return (
    <Text>
      <Text as="span" fontWeight="semibold">
        {s.name}
      </Text>
      {` · ${parts.join(' · ')}`}
    </Text>
  );
}

function GraffitiList({ heading, factionId }: { heading: string; factionId?: number }) {
  const [page, setPage] = useState(1);
  const params = { limit: 10, ...(page > 1 ? { skip: (page - 1) * 10 } : {}) };
  const graffiti = useQuery({
    ...(factionId === undefined
      ? getListPlayerCrimeGraffitiQueryOptions(params)
      : getListPlayerCrimeFactionGraffitiQueryOptions(factionId, params)),
    placeholderData: keepPreviousData,
  });
  const id = `acp-graffiti-${factionId ?? 'all'}`;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" id={id} mb="3">
        {heading}
      </Heading>
      <PagedList
        query={graffiti}
        label={heading}
        gap="1"
        getKey={(g: PlayerCrimeGraffiti) => g.id}
        renderItem={(g) => (
          <Text>
            {[
              ...(factionId === undefined ? [g.faction.name] : []),
              t.graffiti.at(g.position.x, g.position.y),
              t.graffiti.by(g.createdBy?.name ?? '–', formatDate(g.createdAt)),
            ].join(' · ')}
          </Text>
        )}
        page={page}
        onPage={setPage}
        empty={t.graffiti.empty}
      />
    </Box>
  );
}

function Dissolve({ faction: f }: { faction: PlayerCrimeFaction }) {
  const client = useQueryClient();
  const [, setSearch] = useSearchState<PlayersSearch>();
  const [open, setOpen] = useState(false);
  const remove = useDeletePlayerCrimeFaction({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.dissolved, type: 'success' });
        setSearch({ faction: undefined });
      },
      onSettled: () => factionsChanged(client),
    },
  });
  return (
    <Box>
      <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)} loading={remove.isPending}>
        {t.dissolve}
      </Button>
      {open ? (
        // A failure shows in the dialog, which keeps the typed reason.
        <ReasonDialog
          title={t.dissolveTitle(f.name)}
          body={t.dissolveBody}
          field="reason"
          fieldLabel={t.reason}
          confirmLabel={t.dissolve}
          cancelLabel={t.cancel}
          tone="danger"
          draft={`draft.acp.faction.${f.id}.dissolve`}
          schema={ReasonBody}
          busy={remove.isPending}
          onConfirm={({ reason }) => remove.mutateAsync({ id: f.id, params: { reason } })}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Box>
  );
}
