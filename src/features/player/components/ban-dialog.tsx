// Ban a character (gameserver.ban): temporary with a duration in hours (the end is shown) or
// permanent, always with a reason; checked by the contract's validator, confirmed by the button
// of the dialog, the 422 under its field and the game server's 503 said as such. What was typed is
// a draft per character (survives a reload); success and cancel drop it.
import { Input, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useBanGameserverPlayer } from '../../../api/generated/endpoints/gameserver/gameserver';
import type { GameserverBanRequest } from '../../../api/generated/model/gameserverBanRequest';
import type { PlayerAdminDetails } from '../../../api/generated/model/playerAdminDetails';
import { BanGameserverPlayerBody } from '../../../api/generated/zod/gameserver/gameserver.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { SegmentedFilter } from '../../../components/views/segmented-filter';
import { formatDateTime } from '../../../lib/format';
import { actionError } from '../action-error';
import { playerChanged } from '../queries';
import { playerAdminTexts } from '../texts';

const t = playerAdminTexts.actions;
type Values = { kind: string; hours: string; reason: string };
const empty: Values = { kind: 'temporary', hours: '24', reason: '' };
const toBody = (v: Values) =>
  (v.kind === 'permanent'
    ? { kind: 'permanent', reason: v.reason.trim() }
    : {
        kind: 'temporary',
        reason: v.reason.trim(),
        durationHours: v.hours.trim() === '' ? undefined : Number(v.hours),
      }) as GameserverBanRequest;

export function BanDialog({ player, onClose }: { player: PlayerAdminDetails; onClose: () => void }) {
  const client = useQueryClient();
  // The moment the dialog opened: the shown end is counted from it.
  const [openedAt] = useState(() => Date.now());
  const draft = useMemo(() => defineDraft(`draft.acp.player.${player.id}.ban`, empty), [player.id]);
  const form = useContractForm({ schema: BanGameserverPlayerBody, initial: empty, draft, toBody });
  const [failure, setFailure] = useState<string | null>(null);
  const ban = useBanGameserverPlayer({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.banned, type: 'success' });
        onClose();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : actionError(error)),
      onSettled: () => playerChanged(client, player.id),
    },
  });
  const hours = Number(form.values.hours);
  const end =
    form.values.kind !== 'permanent' && Number.isInteger(hours) && hours > 0 && hours <= 8760
      ? t.endsAt(formatDateTime(new Date(openedAt + hours * 3_600_000).toISOString()))
      : undefined;
  return (
    <FormDialog
      title={t.banTitle(player.name)}
      confirmLabel={t.banConfirm}
      cancelLabel={t.cancel}
      tone="danger"
      busy={ban.isPending}
      failure={failure}
      onSubmit={form.handleSubmit((data) => {
        if (ban.isPending) return;
        setFailure(null);
        ban.mutate({ playerId: player.id, data });
      })}
      onClose={() => {
        // Cancel drops the draft; closing the page keeps it.
        form.reset();
        onClose();
      }}
    >
      <SegmentedFilter
        label={t.banKind}
        options={['temporary', 'permanent'] as const}
        labels={{ temporary: t.temporary, permanent: t.permanent }}
        value={form.values.kind === 'permanent' ? 'permanent' : 'temporary'}
        onChange={(kind) => form.set('kind', kind)}
      />
      {form.values.kind !== 'permanent' ? (
        <FormField label={t.hours} message={form.message('durationHours')} helper={end} required>
          <Input {...form.input('hours')} inputMode="numeric" />
        </FormField>
      ) : null}
      <FormField label={t.reason} message={form.message('reason')} required>
        <Textarea {...form.input('reason')} rows={3} />
      </FormField>
    </FormDialog>
  );
}
