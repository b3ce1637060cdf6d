// The actions on a character above its tabs, each only with its right: kick (online only),
// ban (temporary or permanent) and unban. Each asks for confirmation and a reason; each is logged.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useKickGameserverPlayer,
  useUnbanGameserverPlayer,
} from '../../../api/generated/endpoints/gameserver/gameserver';
import type { PlayerAdminDetails } from '../../../api/generated/model/playerAdminDetails';
import {
  KickGameserverPlayerBody,
  UnbanGameserverPlayerBody,
} from '../../../api/generated/zod/gameserver/gameserver.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { playerChanged } from '../queries';
import { playerAdminTexts } from '../texts';
import { BanDialog } from './ban-dialog';
import { ReasonDialog } from './reason-dialog';

const t = playerAdminTexts.actions;
type Open = 'kick' | 'ban' | 'unban' | null;

export function PlayerActions({ player }: { player: PlayerAdminDetails }) {
  const client = useQueryClient();
  const can = useCan();
  const [open, setOpen] = useState<Open>(null);
  const settled = { onSettled: () => playerChanged(client, player.id) };
  const kick = useKickGameserverPlayer({ mutation: settled });
  const unban = useUnbanGameserverPlayer({ mutation: settled });
  const canKick = can('kickGameserverPlayer');
  const canBan = can('banGameserverPlayer');
  if (!canKick && !canBan) return null;
  const done = (title: string) => () => notifier.create({ title, type: 'success' });
  return (
    <>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t.label}>
        {canKick ? (
          <Button size="sm" variant="outline" disabled={!player.online} onClick={() => setOpen('kick')}>
            {t.kick}
          </Button>
        ) : null}
        {canBan && !player.banned ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('ban')}>
            {t.ban}
          </Button>
        ) : null}
        {canBan && player.banned ? (
          <Button size="sm" variant="outline" onClick={() => setOpen('unban')}>
            {t.unban}
          </Button>
        ) : null}
        {canKick && !player.online ? (
          <Text fontSize="sm" color="fg.muted">
            {t.offlineHint}
          </Text>
        ) : null}
      </HStack>
      {open === 'kick' ? (
        <ReasonDialog
          title={t.kickTitle(player.name)}
          body={t.kickBody}
          field="reason"
          fieldLabel={t.reason}
          confirmLabel={t.kick}
          cancelLabel={t.cancel}
          tone="danger"
          draft={`draft.acp.player.${player.id}.kick`}
          schema={KickGameserverPlayerBody}
          busy={kick.isPending}
          onConfirm={(data) => kick.mutateAsync({ playerId: player.id, data }).then(done(t.kicked))}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'unban' ? (
        <ReasonDialog
          title={t.unbanTitle(player.name)}
          body={t.unbanBody}
          field="reason"
          fieldLabel={t.reason}
          confirmLabel={t.unban}
          cancelLabel={t.cancel}
          tone="danger"
          draft={`draft.acp.player.${player.id}.unban`}
          schema={UnbanGameserverPlayerBody}
          busy={unban.isPending}
          onConfirm={(data) => unban.mutateAsync({ playerId: player.id, data }).then(done(t.unbanned))}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'ban' ? <BanDialog player={player} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
