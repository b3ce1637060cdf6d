// Changes to a character's record, each only with its right and each with a reason (logged):
// rename (player.rename), admin flag (player.adminFlag), casino ban and its lifting
// (player.casinoBan), prison time (player.prison); and the live position on demand (player.gps).
import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetPlayerAdminGpsQueryOptions,
  useBanPlayerCasino,
  useRenamePlayer,
  useSetPlayerAdminFlag,
  useSetPlayerAdminPrisonTime,
  useUnbanPlayerCasino,
} from '../../../api/generated/endpoints/player/player';
import type { PlayerAdminDetails } from '../../../api/generated/model/playerAdminDetails';
import type { PlayerAdminFlagChange } from '../../../api/generated/model/playerAdminFlagChange';
import type { PlayerCasinoBan } from '../../../api/generated/model/playerCasinoBan';
import type { PlayerPrisonTimeChange } from '../../../api/generated/model/playerPrisonTimeChange';
import type { PlayerRename } from '../../../api/generated/model/playerRename';
import {
  BanPlayerCasinoBody,
  RenamePlayerBody,
  SetPlayerAdminFlagBody,
  SetPlayerAdminPrisonTimeBody,
} from '../../../api/generated/zod/player/player.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatNumber } from '../../../lib/format';
import { actionError } from '../action-error';
import { playerChanged } from '../queries';
import { playerAdminTexts } from '../texts';
import { ChangeDialog } from './change-dialog';

const t = playerAdminTexts.record;
type Open = 'rename' | 'admin' | 'casino' | 'casinoUnban' | 'prison' | null;

export function RecordActions({ player }: { player: PlayerAdminDetails }) {
  const client = useQueryClient();
  const can = useCan();
  const [open, setOpen] = useState<Open>(null);
  const [showGps, setShowGps] = useState(false);
  const settled = { onSettled: () => playerChanged(client, player.id) };
  const rename = useRenamePlayer({ mutation: settled });
  const flag = useSetPlayerAdminFlag({ mutation: settled });
  const casino = useBanPlayerCasino({ mutation: settled });
  const casinoUnban = useUnbanPlayerCasino({
    mutation: {
      ...settled,
      onSuccess: () => notifier.create({ title: t.casinoUnbanned, type: 'success' }),
      onError: (error) => notifier.create({ title: actionError(error), type: 'error' }),
    },
  });
  const prison = useSetPlayerAdminPrisonTime({ mutation: settled });
  const canGps = can('getPlayerAdminGps');
  const gps = useQuery({ ...getGetPlayerAdminGpsQueryOptions(player.id), enabled: showGps && canGps, retry: false });
  const done = (title: string) => () => notifier.create({ title, type: 'success' });
  const offers = {
    rename: can('renamePlayer'),
    admin: can('setPlayerAdminFlag'),
    casino: can('banPlayerCasino'),
    prison: can('setPlayerAdminPrisonTime'),
  };
  if (!offers.rename && !offers.admin && !offers.casino && !offers.prison && !canGps) return null;
  return (
    <>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t.label}>
        {offers.rename ? (
          <Button size="sm" variant="outline" onClick={() => setOpen('rename')}>
            {t.rename}
          </Button>
        ) : null}
        {offers.admin ? (
          <Button size="sm" variant="outline" onClick={() => setOpen('admin')}>
            {player.admin ? t.clearAdmin : t.setAdmin}
          </Button>
        ) : null}
        {offers.casino && !player.casino.banned ? (
          <Button size="sm" variant="outline" onClick={() => setOpen('casino')}>
            {t.casinoBan}
          </Button>
        ) : null}
        {can('unbanPlayerCasino') && player.casino.banned ? (
          <Button size="sm" variant="outline" onClick={() => setOpen('casinoUnban')}>
            {t.casinoUnban}
          </Button>
        ) : null}
        {offers.prison ? (
          <Button size="sm" variant="outline" onClick={() => setOpen('prison')}>
            {t.prison}
          </Button>
        ) : null}
        {canGps && player.online ? (
          <Button size="sm" variant="ghost" onClick={() => (showGps ? void gps.refetch() : setShowGps(true))}>
            {t.positionShow}
          </Button>
        ) : null}
        {showGps && gps.data ? (
          <Text fontSize="sm" data-testid="player-gps">
            {t.position}:{' '}
            {t.positionAt(
              formatNumber(gps.data.position.x, 1),
              formatNumber(gps.data.position.y, 1),
              gps.data.position.zone ?? '–',
            )}
          </Text>
        ) : null}
        {showGps && gps.error ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {actionError(gps.error)}
          </Text>
        ) : null}
      </HStack>
      {open === 'rename' ? (
        <ChangeDialog
          title={t.renameTitle(player.name)}
          body={t.renameBody}
          confirmLabel={t.rename}
          fields={[{ name: 'newName', label: t.newName, required: true, initial: player.name }]}
          draft={`draft.acp.player.${player.id}.rename`}
          schema={RenamePlayerBody}
          busy={rename.isPending}
          onConfirm={(data) =>
            rename.mutateAsync({ playerId: player.id, data: data as unknown as PlayerRename }).then(done(t.renamed))
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'admin' ? (
        <ChangeDialog
          title={t.adminTitle(player.name, !player.admin)}
          body={t.adminBody}
          confirmLabel={player.admin ? t.clearAdmin : t.setAdmin}
          extra={{ admin: !player.admin }}
          draft={`draft.acp.player.${player.id}.adminFlag`}
          schema={SetPlayerAdminFlagBody}
          busy={flag.isPending}
          onConfirm={(data) =>
            flag
              .mutateAsync({ playerId: player.id, data: data as unknown as PlayerAdminFlagChange })
              .then(done(t.adminDone))
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'casino' ? (
        <ChangeDialog
          title={t.casinoTitle(player.name)}
          body={t.casinoBody}
          confirmLabel={t.casinoBan}
          fields={[{ name: 'days', label: t.days, numeric: true }]}
          draft={`draft.acp.player.${player.id}.casinoBan`}
          schema={BanPlayerCasinoBody}
          busy={casino.isPending}
          onConfirm={(data) =>
            casino
              .mutateAsync({ playerId: player.id, data: data as unknown as PlayerCasinoBan })
              .then(done(t.casinoBanned))
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'casinoUnban'}
        title={t.casinoUnbanTitle(player.name)}
        body={t.casinoUnbanBody}
        confirmLabel={t.casinoUnban}
        cancelLabel={playerAdminTexts.actions.cancel}
        busy={casinoUnban.isPending}
        onConfirm={() => {
          if (!casinoUnban.isPending) casinoUnban.mutate({ playerId: player.id }, { onSettled: () => setOpen(null) });
        }}
        onClose={() => setOpen(null)}
      />
      {open === 'prison' ? (
        <ChangeDialog
          title={t.prisonTitle(player.name)}
          body={t.prisonBody}
          confirmLabel={t.confirm}
          fields={[
            {
              name: 'minutes',
              label: t.minutes,
              numeric: true,
              required: true,
              initial: String(player.prison.remainingMinutes),
            },
          ]}
          draft={`draft.acp.player.${player.id}.prison`}
          schema={SetPlayerAdminPrisonTimeBody}
          busy={prison.isPending}
          onConfirm={(data) =>
            prison
              .mutateAsync({ playerId: player.id, data: data as unknown as PlayerPrisonTimeChange })
              .then(done(t.prisonDone))
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
