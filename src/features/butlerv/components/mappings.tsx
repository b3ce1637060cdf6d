// The mappings of one service: in-game role → chat role or voice group. The target is changed
// in place (a select per row), a mapping switched on and off, deleted after asking; a new one
// is made from the in-game roles and the service's roles or groups (those the bot may assign).
import { Box, Button, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useAddButlervChatMapping,
  useAddButlervVoiceMapping,
  useDeleteButlervChatMapping,
  useDeleteButlervVoiceMapping,
  useEditButlervChatMapping,
  useEditButlervVoiceMapping,
} from '../../../api/generated/endpoints/butlerv/butlerv';
import type { ButlervIngameRole } from '../../../api/generated/model/butlervIngameRole';
import type { ButlervIngameRoleKind } from '../../../api/generated/model/butlervIngameRoleKind';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import {
  chatMappingsOptions,
  chatRolesOptions,
  ingameRolesOptions,
  voiceGroupsOptions,
  voiceMappingsOptions,
} from '../queries';
import { butlervTexts } from '../texts';

const t = butlervTexts.mappings;
type Service = 'chat' | 'voice';
/** One row, either service: its id, in-game role, target id and name. */
type Row = {
  id: number;
  ingameRole: ButlervIngameRole;
  target: string;
  targetName: string;
  enabled: boolean;
  memberCount: number;
};
type Option = { value: string; label: string; disabled?: boolean };

function useService(service: Service) {
  const client = useQueryClient();
  const chat = service === 'chat';
  const list = useQuery({ ...(chat ? chatMappingsOptions() : voiceMappingsOptions()) } as ReturnType<
    typeof chatMappingsOptions
  >);
  const targets = useQuery({ ...(chat ? chatRolesOptions() : voiceGroupsOptions()) } as ReturnType<
    typeof chatRolesOptions
  >);
  const refresh = () =>
    client.invalidateQueries({ queryKey: (chat ? chatMappingsOptions() : voiceMappingsOptions()).queryKey });
  const mutation = { onSettled: refresh };
  const editChat = useEditButlervChatMapping({ mutation });
  const editVoice = useEditButlervVoiceMapping({ mutation });
  const addChat = useAddButlervChatMapping({ mutation });
  const addVoice = useAddButlervVoiceMapping({ mutation });
  const delChat = useDeleteButlervChatMapping({ mutation });
  const delVoice = useDeleteButlervVoiceMapping({ mutation });
  const rows: Row[] | undefined = chat
    ? list.data?.items.map((m) => ({ ...m, target: m.chatRoleId, targetName: m.chatRoleName }))
    : (
        list.data?.items as unknown as
          | Array<{
              id: number;
              ingameRole: ButlervIngameRole;
              voiceGroupId: number;
              voiceGroupName: string;
              enabled: boolean;
              memberCount: number;
            }>
          | undefined
      )?.map((m) => ({ ...m, target: String(m.voiceGroupId), targetName: m.voiceGroupName }));
  const options: Option[] = chat
    ? (targets.data?.items ?? []).map((r) => ({
        value: r.id,
        label: r.managed ? `${r.name} ${t.managed}` : r.name,
        disabled: r.managed,
      }))
    : ((targets.data?.items ?? []) as unknown as Array<{ id: number; name: string }>).map((g) => ({
        value: String(g.id),
        label: g.name,
      }));
  const edit = (id: number, change: { target?: string; enabled?: boolean }) =>
    chat
      ? editChat.mutateAsync({
          id,
          data: {
            ...(change.target ? { chatRoleId: change.target } : {}),
            ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
          },
        })
      : editVoice.mutateAsync({
          id,
          data: {
            ...(change.target ? { voiceGroupId: Number(change.target) } : {}),
            ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
          },
        });
  const add = (ingameRole: { kind: ButlervIngameRoleKind; key: string }, target: string) =>
    chat
      ? addChat.mutateAsync({ data: { ingameRole, chatRoleId: target } })
      : addVoice.mutateAsync({ data: { ingameRole, voiceGroupId: Number(target) } });
  const remove = (id: number) => (chat ? delChat.mutateAsync({ id }) : delVoice.mutateAsync({ id }));
  const busy =
    editChat.isPending ||
    editVoice.isPending ||
    addChat.isPending ||
    addVoice.isPending ||
    delChat.isPending ||
    delVoice.isPending;
  return { list: { ...list, data: rows }, options, edit, add, remove, busy };
}

export function Mappings({ service }: { service: Service }) {
  const s = useService(service);
  const serviceName = butlervTexts.services[service];
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const run = (p: Promise<unknown>, done: string) =>
    p.then(
      () => {
        setFailure(null);
        notifier.create({ title: done, type: 'success' });
        return true;
      },
      (error: unknown) => {
        setFailure(describeError(error));
        return false;
      },
    );
  return (
    <Stack gap="4">
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <QueryState query={s.list} isEmpty={(rows) => rows.length === 0} empty={t.empty}>
        {(rows) => (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t.list(serviceName)}>
            {rows.map((m) => (
              <HStack as="li" key={m.id} data-testid="mapping-row" borderBottomWidth="1px" py="2" gap="3" wrap="wrap">
                <Box flex="1" minW="12rem">
                  <Text fontWeight="medium">{m.ingameRole.label}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {butlervTexts.mappings.members(m.memberCount)}
                  </Text>
                </Box>
                <NativeSelect.Root size="sm" width="14rem" disabled={s.busy}>
                  <NativeSelect.Field
                    aria-label={t.targetOf(m.ingameRole.label, t.target[service])}
                    value={m.target}
                    onChange={(e) => void run(s.edit(m.id, { target: e.target.value }), t.saved)}
                  >
                    {s.options.map((o) => (
                      <option key={o.value} value={o.value} disabled={o.disabled}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <HStack as="label" gap="1.5" fontSize="sm">
                  <input
                    type="checkbox"
                    checked={m.enabled}
                    disabled={s.busy}
                    onChange={(e) => void run(s.edit(m.id, { enabled: e.target.checked }), t.saved)}
                  />
                  <span>{t.enabled(m.ingameRole.label)}</span>
                </HStack>
                {/* The label names a role from the server: it may be long, so it wraps on a phone. */}
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  whiteSpace="normal"
                  maxW="full"
                  flexShrink={1}
                  h="auto"
                  minH="8"
                  textAlign="start"
                  onClick={() => setRemoving(m)}
                >
                  {t.remove(m.ingameRole.label)}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
      <AddMapping
        service={service}
        options={s.options}
        busy={s.busy}
        onAdd={(role, target) => run(s.add(role, target), t.saved)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t.confirmTitle}
        body={`${removing?.ingameRole.label ?? ''} → ${removing?.targetName ?? ''}: ${t.confirmBody}`}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={s.busy}
        onConfirm={() => {
          if (!removing) return;
          void run(s.remove(removing.id), t.deleted).finally(() => setRemoving(null));
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function AddMapping({
  service,
  options,
  busy,
  onAdd,
}: {
  service: Service;
  options: Option[];
  busy: boolean;
  onAdd: (role: { kind: ButlervIngameRoleKind; key: string }, target: string) => Promise<boolean>;
}) {
  const ingame = useQuery(ingameRolesOptions());
  const [role, setRole] = useState('');
  const [target, setTarget] = useState('');
  const picked = ingame.data?.items.find((r) => `${r.kind}:${r.key}` === role);
  return (
    <Box as="section" aria-labelledby={`mapping-add-${service}`} borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="sm" id={`mapping-add-${service}`} mb="3">
        {t.addHeading}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Box>
          <Text asChild fontSize="sm" display="block">
            <label htmlFor={`add-ingame-${service}`}>{t.ingame}</label>
          </Text>
          <NativeSelect.Root size="sm" width="16rem">
            <NativeSelect.Field id={`add-ingame-${service}`} value={role} onChange={(e) => setRole(e.target.value)}>
              <option value="">{t.pick}</option>
              {(ingame.data?.items ?? []).map((r) => (
                <option key={`${r.kind}:${r.key}`} value={`${r.kind}:${r.key}`}>
                  {r.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box>
          <Text asChild fontSize="sm" display="block">
            <label htmlFor={`add-target-${service}`}>{t.target[service]}</label>
          </Text>
          <NativeSelect.Root size="sm" width="14rem">
            <NativeSelect.Field id={`add-target-${service}`} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t.pick}</option>
              {options.map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!picked || !target}
          loading={busy}
          onClick={() => {
            if (!picked || !target || busy) return;
            // A failed send keeps the choice.
            void onAdd({ kind: picked.kind, key: picked.key }, target).then((ok) => {
              if (!ok) return;
              setRole('');
              setTarget('');
            });
          }}
        >
          {t.add}
        </Button>
      </HStack>
    </Box>
  );
}
