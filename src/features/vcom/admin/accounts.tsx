// ?view=admin&tab=accounts (manageAccounts): the organisation's accounts with search and paging
// (?q, ?page), a new account (?new=1), one account (?item=<id>) with its edit form, lock/unlock
// with a reason, a new one-time PIN (shown once), deleting, the extra rights (manageRights) and
// the account's own audit trail (who changed what, when).
import { Box, Button, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useCreateVcomAccount,
  useDeleteVcomAccount,
  useLockVcomAccount,
  useResetVcomAccountPin,
  useSetVcomAccountRights,
  useUnlockVcomAccount,
  useUpdateVcomAccount,
} from '../../../api/generated/endpoints/vcom/vcom';
import { TeamRight } from '../../../api/generated/model/teamRight';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomAccount } from '../../../api/generated/model/vcomAccount';
import type { VcomAccountCreateInput } from '../../../api/generated/model/vcomAccountCreateInput';
import type { VcomAccountUpdateInput } from '../../../api/generated/model/vcomAccountUpdateInput';
import type { VcomPinReset } from '../../../api/generated/model/vcomPinReset';
import { CreateVcomAccountBody, UpdateVcomAccountBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { PagedList } from '../../../components/views/paged-list';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { Failure, Section } from '../components/section';
import { AuditList } from './audit';
import {
  accountAuditOptions,
  accountChanged,
  accountOptions,
  accountsOptions,
  ranksOptions,
  teamRightsOptions,
} from './queries';
import { adminTexts, teamRightLabels } from './texts';

const t = adminTexts.accounts;
const ALL_RIGHTS = Object.values(TeamRight);

export interface AccountsPatch {
  q?: string;
  page?: number;
  item?: number;
  new?: 1;
  staff?: number;
  tab?: string;
}

interface AccountsProps {
  team: TeamKey;
  teamName: string;
  q: string | undefined;
  page: number | undefined;
  item: number | undefined;
  creating: boolean;
  /** manageRights: the account's extra rights can be changed. */
  canRights: boolean;
  /** viewAudit: a member's audit trail opens from the account. */
  canAudit: boolean;
  onChange: (patch: AccountsPatch, options?: { replace?: boolean }) => void;
}

export function AccountsTab(props: AccountsProps) {
  const { team, q, page, item, creating, onChange } = props;
  if (item) return <AccountDetail {...props} id={item} />;
  if (creating)
    return (
      <CreateAccount
        team={team}
        onDone={(id) => onChange({ new: undefined, item: id })}
        onCancel={() => onChange({ new: undefined })}
      />
    );
  return <AccountList team={team} q={q} page={page} onChange={onChange} />;
}

function AccountList({
  team,
  q,
  page,
  onChange,
}: {
  team: TeamKey;
  q: string | undefined;
  page: number | undefined;
  onChange: AccountsProps['onChange'];
}) {
  const query = useQuery(accountsOptions(team, q, page));
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="md">
          {t.list}
        </Heading>
        <Button size="sm" onClick={() => onChange({ new: 1 })}>
          {t.create}
        </Button>
      </HStack>
      <SearchBar
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={q ?? ''}
        onSearch={(text) => onChange({ q: text.trim() || undefined, page: undefined }, { replace: true })}
      />
      <PagedList
        query={query}
        label={t.list}
        gap="2"
        page={page ?? 1}
        onPage={(next) => onChange({ page: next > 1 ? next : undefined })}
        empty={t.empty}
        getKey={(a) => a.id}
        renderItem={(a) => (
          <Button
            variant="outline"
            w="full"
            justifyContent="space-between"
            h="auto"
            py="2"
            onClick={() => onChange({ item: a.id })}
          >
            <Stack gap="0" align="start">
              <Text fontWeight="semibold">{t.open(a.name)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t.row(a.rank, a.badgeNumber)}
              </Text>
            </Stack>
            <StatusBadge
              value={a.locked ? 'locked' : 'active'}
              labels={t.states}
              palettes={{ locked: 'red', active: 'green' }}
            />
          </Button>
        )}
      />
    </Stack>
  );
}

const emptyCreate = { staffId: '', rankLevel: '', badgeNumber: '', department: '' };
export const accountDraft = defineDraft('draft.vcom.account', emptyCreate);

function RankSelect({
  team,
  value,
  onChange,
  message,
}: {
  team: TeamKey;
  value: string;
  onChange: (value: string) => void;
  message?: string;
}) {
  const ranks = useQuery(ranksOptions(team));
  return (
    <FormField label={t.rankLevel} message={message} required maxW="20rem">
      <NativeSelect.Root>
        <NativeSelect.Field name="rankLevel" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">–</option>
          {(ranks.data?.items ?? []).map((r) => (
            <option key={r.level} value={String(r.level)}>
              {`${r.level}: ${r.name}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function CreateAccount({
  team,
  onDone,
  onCancel,
}: {
  team: TeamKey;
  onDone: (id: number) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: CreateVcomAccountBody,
    initial: emptyCreate,
    draft: accountDraft,
    toBody: (v): VcomAccountCreateInput => ({
      staffId: v.staffId.trim() === '' ? Number.NaN : Number(v.staffId),
      team,
      rankLevel: v.rankLevel === '' ? Number.NaN : Number(v.rankLevel),
      ...(v.badgeNumber.trim() ? { badgeNumber: v.badgeNumber.trim() } : {}),
      ...(v.department.trim() ? { department: v.department.trim() } : {}),
    }),
  });
  const create = useCreateVcomAccount({
    mutation: {
      onSuccess: (account) => {
        notifier.create({ title: t.created(account.name), type: 'success' });
        form.reset();
        void accountChanged(client);
        onDone(account.id);
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    create.mutate({ data });
  });
  return (
    <Section id="vcom-admin-new" title={t.createHeading} plain>
      <Text color="fg.muted" mt="1">
        {t.createIntro}
      </Text>
      <FormStack gap="3" mt="3" onSubmit={submit}>
        <FormField label={t.staffId} message={form.message('staffId')} required maxW="20rem">
          <Input {...form.input('staffId')} inputMode="numeric" />
        </FormField>
        <RankSelect
          team={team}
          value={form.values.rankLevel}
          onChange={(v) => form.set('rankLevel', v)}
          message={form.message('rankLevel')}
        />
        <FormField label={t.badgeNumber} message={form.message('badgeNumber')} maxW="20rem">
          <Input {...form.input('badgeNumber')} inputMode="numeric" />
        </FormField>
        <FormField label={t.department} message={form.message('department')} maxW="30rem">
          <Input {...form.input('department')} />
        </FormField>
        <Failure text={failure} />
        <HStack>
          <Button type="submit" loading={create.isPending}>
            {t.createSubmit}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onCancel();
            }}
          >
            {adminTexts.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

function EditAccount({ account, onDone }: { account: VcomAccount; onDone: () => void }) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const initial = {
    badgeNumber: account.badgeNumber ?? '',
    callsign: account.callsign ?? '',
    department: account.department ?? '',
  };
  const draft = useServerDraft(`draft.vcom.accountEdit.${account.id}`, initial);
  const form = useContractForm({
    schema: UpdateVcomAccountBody,
    initial,
    draft,
    toBody: (v): VcomAccountUpdateInput => ({
      badgeNumber: v.badgeNumber.trim() || undefined,
      callsign: v.callsign.trim() || undefined,
      department: v.department.trim() || undefined,
    }),
  });
  const update = useUpdateVcomAccount({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.saved, type: 'success' });
        form.reset();
        void accountChanged(client);
        onDone();
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    },
  });
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    update.mutate({ accountId: account.id, data });
  });
  return (
    <Section id="vcom-admin-edit" title={t.editHeading}>
      <FormStack gap="3" mt="3" onSubmit={submit}>
        <FormField label={t.badgeNumber} message={form.message('badgeNumber')} maxW="20rem">
          <Input {...form.input('badgeNumber')} inputMode="numeric" />
        </FormField>
        <FormField label={t.callsign} message={form.message('callsign')} maxW="20rem">
          <Input {...form.input('callsign')} />
        </FormField>
        <FormField label={t.department} message={form.message('department')} maxW="30rem">
          <Input {...form.input('department')} />
        </FormField>
        <Failure text={failure} />
        <HStack>
          <Button type="submit" loading={update.isPending}>
            {t.editSubmit}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            {adminTexts.cancel}
          </Button>
        </HStack>
      </FormStack>
    </Section>
  );
}

function ExtraRights({ account }: { account: VcomAccount }) {
  const client = useQueryClient();
  const table = useQuery(teamRightsOptions(account.team));
  // The rank's rights come with the rank; the account's own extra rights are the rest.
  const fromRank = new Set<string>(table.data?.ranks.find((r) => r.level === account.rankLevel)?.rights ?? []);
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const current = chosen ?? new Set<string>(account.rights.filter((r) => !fromRank.has(r)));
  const save = useSetVcomAccountRights({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.extraSaved, type: 'success' });
        setChosen(null);
        void accountChanged(client);
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  const toggle = (right: string) => {
    const next = new Set(current);
    if (next.has(right)) next.delete(right);
    else next.add(right);
    setChosen(next);
  };
  return (
    <Section id="vcom-admin-extra" title={t.extraRights}>
      <Text color="fg.muted" mt="1">
        {t.extraIntro}
      </Text>
      <QueryState query={table}>
        {() => (
          <Box as="fieldset" mt="2">
            <Box as="legend" srOnly>
              {t.extraRights}
            </Box>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="1">
              {ALL_RIGHTS.map((right) => (
                <HStack as="label" key={right} gap="2">
                  <input
                    type="checkbox"
                    checked={fromRank.has(right) || current.has(right)}
                    disabled={save.isPending || fromRank.has(right)}
                    onChange={() => toggle(right)}
                    style={{ width: '1.1rem', height: '1.1rem' }}
                  />
                  <Text>{fromRank.has(right) ? t.fromRank(teamRightLabels[right]) : teamRightLabels[right]}</Text>
                </HStack>
              ))}
            </SimpleGrid>
          </Box>
        )}
      </QueryState>
      <Failure text={failure} />
      <Button
        mt="2"
        size="sm"
        disabled={chosen === null}
        loading={save.isPending}
        onClick={() => {
          setFailure(null);
          save.mutate({ accountId: account.id, data: { rights: [...current] as TeamRight[] } });
        }}
      >
        {t.extraSave}
      </Button>
    </Section>
  );
}

const ACTIONS = ['lock', 'unlock', 'pin', 'remove'] as const;
type Asking = (typeof ACTIONS)[number] | null;
/** The confirmation each action of an account asks first. */
const confirmTexts = {
  lock: { title: t.lockTitle, body: t.lockBody, confirmLabel: t.lock },
  unlock: { title: t.unlockTitle, body: t.unlockBody, confirmLabel: t.unlock },
  pin: { title: t.pinTitle, body: t.pinBody, confirmLabel: t.pin },
  remove: { title: t.removeTitle, body: t.removeBody, confirmLabel: t.remove },
};

function AccountDetail(props: AccountsProps & { id: number }) {
  const { id, canRights, canAudit, onChange } = props;
  const client = useQueryClient();
  const query = useQuery(accountOptions(id));
  const history = useQuery(accountAuditOptions(id));
  const [asking, setAsking] = useState<Asking>(null);
  const [editing, setEditing] = useState(false);
  const [pin, setPin] = useState<VcomPinReset | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failed = (error: unknown) => {
    setAsking(null);
    setFailure(describeError(error));
  };
  const after = (title: string) => ({
    onSuccess: () => {
      notifier.create({ title, type: 'success' });
      setAsking(null);
      void accountChanged(client);
    },
    onError: failed,
  });
  const lock = useLockVcomAccount({ mutation: after(t.lockedDone) });
  const unlock = useUnlockVcomAccount({ mutation: after(t.unlockedDone) });
  const reset = useResetVcomAccountPin({
    mutation: {
      onSuccess: (answer) => {
        setAsking(null);
        setPin(answer);
        void accountChanged(client);
      },
      onError: failed,
    },
  });
  const remove = useDeleteVcomAccount({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.removed, type: 'success' });
        setAsking(null);
        onChange({ item: undefined });
        void accountChanged(client);
      },
      onError: failed,
    },
  });
  const mutations = { lock, unlock, pin: reset, remove };
  return (
    <Stack gap="4">
      <Box>
        <Button variant="ghost" onClick={() => onChange({ item: undefined })}>
          {adminTexts.back}
        </Button>
      </Box>
      <QueryState query={query}>
        {(a) => (
          <Stack gap="4">
            <HStack gap="3" wrap="wrap">
              <Heading as="h3" size="lg">
                {t.open(a.name)}
              </Heading>
              <StatusBadge
                value={a.locked ? 'locked' : 'active'}
                labels={t.states}
                palettes={{ locked: 'red', active: 'green' }}
              />
            </HStack>
            <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1">
              <Text as="dt" fontWeight="semibold">
                {t.rank}
              </Text>
              <Text as="dd">{`${a.rankLevel}: ${a.rank}`}</Text>
              <Text as="dt" fontWeight="semibold">
                {t.badgeNumber}
              </Text>
              <Text as="dd">{a.badgeNumber ?? '–'}</Text>
              <Text as="dt" fontWeight="semibold">
                {t.callsign}
              </Text>
              <Text as="dd">{a.callsign ?? '–'}</Text>
              <Text as="dt" fontWeight="semibold">
                {t.department}
              </Text>
              <Text as="dd">{a.department ?? '–'}</Text>
              <Text as="dt" fontWeight="semibold">
                {t.createdAt}
              </Text>
              <Text as="dd">{formatDateTime(a.createdAt)}</Text>
              <Text as="dt" fontWeight="semibold">
                {t.lastLogin}
              </Text>
              <Text as="dd">{a.lastLoginAt ? formatDateTime(a.lastLoginAt) : t.never}</Text>
              <Text as="dt" fontWeight="semibold">
                {t.rights}
              </Text>
              <Text as="dd">{a.rights.length ? a.rights.map((r) => teamRightLabels[r]).join(', ') : t.noRights}</Text>
            </Box>
            <Failure text={failure} />
            {pin ? (
              <Box role="status" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
                <Text fontWeight="semibold" fontSize="lg">
                  {t.pinShown(pin.pin)}
                </Text>
                <Text>{t.pinUntil(formatDateTime(pin.expiresAt))}</Text>
                <Button size="sm" variant="ghost" mt="1" onClick={() => setPin(null)}>
                  {t.pinHide}
                </Button>
              </Box>
            ) : null}
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => setEditing(true)} disabled={editing}>
                {t.edit}
              </Button>
              {a.locked ? (
                <Button variant="outline" onClick={() => setAsking('unlock')}>
                  {t.unlock}
                </Button>
              ) : (
                <Button variant="outline" colorPalette="red" onClick={() => setAsking('lock')}>
                  {t.lock}
                </Button>
              )}
              <Button variant="outline" onClick={() => setAsking('pin')}>
                {t.pin}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setAsking('remove')}>
                {t.remove}
              </Button>
              {canAudit ? (
                <Button variant="ghost" onClick={() => onChange({ tab: 'audit', staff: a.staffId, item: undefined })}>
                  {adminTexts.ranks.auditOf(a.name)}
                </Button>
              ) : null}
            </HStack>
            {editing ? <EditAccount account={a} onDone={() => setEditing(false)} /> : null}
            {canRights ? <ExtraRights key={a.rights.join()} account={a} /> : null}
            <AuditList id="vcom-admin-account-history" title={t.history} query={history} empty={t.historyEmpty} />
            {ACTIONS.map((kind) => (
              <ConfirmDialog
                key={kind}
                open={asking === kind}
                {...confirmTexts[kind]}
                cancelLabel={adminTexts.cancel}
                busy={mutations[kind].isPending}
                reason={kind === 'lock' ? { label: t.lockReason, required: true, maxLength: 1000 } : undefined}
                onConfirm={(reason) =>
                  kind === 'lock'
                    ? lock.mutate({ accountId: a.id, data: { reason: reason ?? '' } })
                    : mutations[kind].mutate({ accountId: a.id })
                }
                onClose={() => setAsking(null)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
