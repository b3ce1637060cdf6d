// /idleMiner: the idle miner of the active character (issue 29). The saved game loads on open
// (getIdleMiner; a 404 means no save yet: a new mine), the game runs here (clicks, ticks,
// selling, upgrades) and is saved on demand or every 30 s (saveIdleMiner with the version it
// builds on; a 409 says another tab saved). A failed save keeps the game as it is. Reset asks
// first (destroyIdleMiner). The scoreboard shows the best ten.
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  DataList,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useRef, useState } from 'react';
import {
  getGetIdleMinerQueryKey,
  getGetIdleMinerQueryOptions,
  getGetIdleMinerScoreboardQueryKey,
  useDestroyIdleMiner,
  useGetIdleMiner,
  useSaveIdleMiner,
} from '../../../api/generated/endpoints/common/common';
import type { IdleMinerState } from '../../../api/generated/model/idleMinerState';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageFrame } from '../../../components/views/page-frame';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatNumber, relativeTime } from '../../../lib/format';
import { prefetchUnlessFailed } from '../../../lib/prefetch';
import { commonTexts } from '../texts';
import * as rules from './game';
import { Scoreboard } from './scoreboard';

const t = commonTexts.miner;
const AUTOSAVE_MS = 30_000;

const statusOf = (error: unknown) => (isAxiosError(error) ? error.response?.status : undefined);

export async function loadMiner({ context }: { context: { queryClient: QueryClient } }) {
  await prefetchUnlessFailed(context.queryClient, { ...getGetIdleMinerQueryOptions(), retry: false });
}

export function MinerPage() {
  // A missing save (404) is not an error here: the player starts a new mine.
  const saved = useGetIdleMiner({ query: { retry: false } });
  const none = saved.isError && statusOf(saved.error) === 404;
  // The game mounts once per generation: background refetches and saves do not replace what is
  // being played; only "load the saved game" (after a 409) starts a new generation.
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await saved.refetch();
    setGeneration((g) => g + 1);
  };
  return (
    <PageFrame title={t.title} description={t.intro}>
      <Stack gap="6">
        {saved.data !== undefined || none ? (
          <MinerGame key={generation} initial={saved.data ?? null} onReload={reload} />
        ) : (
          <QueryState query={saved} pendingMinH="20rem">
            {() => null}
          </QueryState>
        )}
        <Scoreboard />
      </Stack>
    </PageFrame>
  );
}

function MinerGame({ initial, onReload }: { initial: IdleMinerState | null; onReload: () => Promise<void> }) {
  const client = useQueryClient();
  const [game, setGame] = useState<rules.Game>(() => (initial ? rules.fromState(initial) : rules.newGame()));
  const [version, setVersion] = useState(initial?.version ?? 0);
  const [savedAt, setSavedAt] = useState(initial?.savedAt);
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [autosave, setAutosave] = useState(true);
  const [confirmReset, setConfirmReset] = useState(false);
  const save = useSaveIdleMiner();
  const destroy = useDestroyIdleMiner();

  const play = (step: (g: rules.Game) => rules.Game) => {
    setGame((g) => {
      const next = step(g);
      if (next !== g) setDirty(true);
      return next;
    });
  };

  // The mine works on its own: one tick a second while drills or workers are there.
  const perSecond = rules.orePerSecond(game);
  useEffect(() => {
    if (perSecond === 0) return undefined;
    const id = window.setInterval(() => play(rules.tick), 1000);
    return () => window.clearInterval(id);
  }, [perSecond]);

  // The game as last rendered: a save that returns tells whether play went on meanwhile.
  const current = useRef(game);
  useEffect(() => {
    current.current = game;
  });

  const doSave = () => {
    if (save.isPending || conflict) return;
    setFailure(null);
    const sent = game;
    save.mutate(
      { data: rules.toSave(sent, version) },
      {
        onSuccess: (stored) => {
          setVersion(stored.version);
          setSavedAt(stored.savedAt);
          setDirty(current.current !== sent);
          // The cached save follows (the game stays mounted), so coming back shows it at once.
          client.setQueryData(getGetIdleMinerQueryKey(), stored);
          void client.invalidateQueries({ queryKey: getGetIdleMinerScoreboardQueryKey().slice(0, 1) });
        },
        onError: (error) => {
          if (statusOf(error) === 409) setConflict(true);
          else setFailure(t.saveFailed(describeError(error)));
        },
      },
    );
  };

  // Autosave: a ref keeps the latest save function, so the interval does not restart each tick.
  const latestSave = useRef(doSave);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    latestSave.current = doSave;
    dirtyRef.current = dirty;
  });
  useEffect(() => {
    if (!autosave) return undefined;
    const id = window.setInterval(() => {
      if (dirtyRef.current) latestSave.current();
    }, AUTOSAVE_MS);
    return () => window.clearInterval(id);
  }, [autosave]);

  const reloadSaved = () => void onReload();

  const reset = () =>
    destroy.mutate(undefined, {
      onSettled: () => setConfirmReset(false),
      onSuccess: () => {
        notifier.create({ title: t.resetDone, type: 'success' });
        setGame(rules.newGame());
        setVersion(0);
        setSavedAt(undefined);
        setDirty(false);
        setConflict(false);
        setFailure(null);
        void client.invalidateQueries({ queryKey: getGetIdleMinerScoreboardQueryKey().slice(0, 1) });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    });

  const n = (v: number) => formatNumber(v, 1);
  return (
    <Stack gap="4">
      {initial === null ? <Text color="fg.muted">{t.newGame}</Text> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root as="section" aria-labelledby="miner-stats" variant="outline">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="miner-stats">
              {t.stats}
            </Heading>
            <DataList.Root orientation="horizontal" data-testid="miner-stats">
              <Stat label={t.ore} value={n(game.ore)} testId="miner-ore" />
              <Stat label={t.coins} value={n(game.coins)} testId="miner-coins" />
              <Stat label={t.depth} value={t.metres(n(game.depth))} testId="miner-depth" />
              <Stat label={t.level} value={String(game.level)} testId="miner-level" />
              <Stat label={t.prestige} value={String(game.prestige)} testId="miner-prestige" />
            </DataList.Root>
            <Text color="fg.muted" fontSize="sm">
              {t.perClick(n(rules.orePerClick(game)))} · {t.perSecond(n(perSecond))} ·{' '}
              {t.price(n(rules.pricePerOre(game)))}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="blue" onClick={() => play(rules.click)}>
                {t.mine}
              </Button>
              <Button variant="outline" disabled={game.ore === 0} onClick={() => play(rules.sell)}>
                {t.sell}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-labelledby="miner-upgrades" variant="outline">
          <Card.Body gap="3">
            <Heading as="h2" size="md" id="miner-upgrades">
              {t.upgrades}
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none" data-testid="miner-upgrades">
              {rules.UPGRADE_KEYS.map((key) => {
                const level = game.upgrades[key];
                const maxed = level >= rules.MAX_UPGRADE;
                return (
                  <HStack as="li" key={key} justify="space-between" gap="3" wrap="wrap">
                    <Box>
                      <Text fontWeight="medium">
                        {t.upgradeNames[key]} · {t.upgradeLevel(level)}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t.upgradeEffects[key]}
                      </Text>
                    </Box>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={maxed || !rules.canBuy(game, key)}
                      onClick={() => play((g) => rules.buy(g, key))}
                    >
                      {maxed ? t.maxed : t.buy(t.upgradeNames[key], formatNumber(rules.costOf(game, key), 0))}
                    </Button>
                  </HStack>
                );
              })}
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            onClick={doSave}
            loading={save.isPending}
            loadingText={t.saving}
            disabled={conflict}
          >
            {t.save}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setConfirmReset(true)}>
            {t.reset}
          </Button>
          <Checkbox.Root checked={autosave} onCheckedChange={(e) => setAutosave(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.autosave}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        <Text role="status" data-testid="miner-save-state" color="fg.muted" fontSize="sm">
          {dirty ? t.unsaved : t.upToDate} {savedAt ? t.savedAt(relativeTime(savedAt)) : t.neverSaved}
        </Text>
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        {conflict ? (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Stack gap="2">
              <Alert.Title>{t.conflict}</Alert.Title>
              <Button size="sm" alignSelf="start" onClick={reloadSaved}>
                {t.loadSaved}
              </Button>
            </Stack>
          </Alert.Root>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirmReset}
        title={t.resetTitle}
        body={t.resetBody}
        confirmLabel={t.resetConfirm}
        cancelLabel={t.cancel}
        busy={destroy.isPending}
        onConfirm={reset}
        onClose={() => setConfirmReset(false)}
      />
    </Stack>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
