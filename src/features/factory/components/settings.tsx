// Settings of a company: rename and hand over (owner only; RenameFactoryBody and
// OverwriteFactoryBody, 422 under the field, hand-over after a confirmation because it cannot
// be undone), and leave the company (employees; the owner hands over first).
import { Box, Button, Checkbox, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useOverwriteFactory,
  useQuitFactory,
  useRenameFactory,
  useUpdateFactory,
} from '../../../api/generated/endpoints/factory/factory';
import type { Factory } from '../../../api/generated/model/factory';
import {
  OverwriteFactoryBody,
  RenameFactoryBody,
  UpdateFactoryBody,
} from '../../../api/generated/zod/factory/factory.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { LeaveButton } from '../../../components/org/leave-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { companyChanged, membershipChanged } from '../queries';
import type { FactorySearch } from '../search-params';
import { factoryTexts } from '../texts';

const t = factoryTexts.settings;

function ProfileForm({ company }: { company: Factory }) {
  const client = useQueryClient();
  const empty = {
    description: company.description ?? '',
    open: company.open,
    acceptsApplications: company.acceptsApplications ?? false,
  };
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: UpdateFactoryBody,
    initial: empty,
    toBody: (v: typeof empty) => ({
      description: v.description.trim(),
      open: v.open,
      acceptsApplications: v.acceptsApplications,
    }),
  });
  const update = useUpdateFactory({
    mutation: {
      onSuccess: () => notifier.create({ title: t.savedProfile, type: 'success' }),
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => companyChanged(client, company.id),
    },
  });
  const box = (path: 'open' | 'acceptsApplications', label: string) => (
    <Checkbox.Root checked={form.values[path]} onCheckedChange={(e) => form.set(path, e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
  return (
    <Box as="section" aria-labelledby={`profile-${company.id}`}>
      <Heading as="h3" size="sm" id={`profile-${company.id}`} mb="2">
        {t.profile}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (update.isPending) return;
          setFailure(null);
          update.mutate({ factoryId: company.id, data });
        })}
      >
        <FormField label={t.description} message={form.message('description')}>
          <Textarea rows={3} {...form.input('description')} />
        </FormField>
        {box('open', t.isOpen)}
        {box('acceptsApplications', t.applications)}
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" size="sm" loading={update.isPending}>
            {t.saveProfile}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

function RenameForm({ company }: { company: Factory }) {
  const client = useQueryClient();
  const empty = { name: '', reason: '' };
  const draft = useMemo(() => defineDraft(`draft.factory.rename.${company.id}`, empty), [company.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm({
    schema: RenameFactoryBody,
    initial: empty,
    draft,
    toBody: (v: typeof empty) => ({ name: v.name.trim(), ...(v.reason.trim() ? { reason: v.reason.trim() } : {}) }),
  });
  const rename = useRenameFactory({
    mutation: {
      onSuccess: (c) => {
        form.reset();
        notifier.create({ title: t.renamed(c.name), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => companyChanged(client, company.id),
    },
  });
  return (
    <Box as="section" aria-labelledby={`rename-${company.id}`}>
      <Heading as="h3" size="sm" id={`rename-${company.id}`} mb="2">
        {t.rename}
      </Heading>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          if (rename.isPending) return;
          setFailure(null);
          rename.mutate({ factoryId: company.id, data });
        })}
      >
        <FormField label={t.name} message={form.message('name')} helper={t.renameHint}>
          <Input {...form.input('name')} />
        </FormField>
        <FormField label={t.reason} message={form.message('reason')}>
          <Input {...form.input('reason')} />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" size="sm" loading={rename.isPending}>
            {t.submitRename}
          </Button>
        </Box>
      </FormStack>
    </Box>
  );
}

function HandOverForm({ company }: { company: Factory }) {
  const client = useQueryClient();
  const empty = { newOwnerName: '', price: 0 };
  const draft = useMemo(() => defineDraft(`draft.factory.handover.${company.id}`, empty), [company.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ newOwnerName: string; price: number; confirm: true } | null>(null);
  const form = useContractForm({
    schema: OverwriteFactoryBody,
    initial: empty,
    draft,
    toBody: (v: typeof empty) => ({
      newOwnerName: v.newOwnerName.trim(),
      price: Number(v.price),
      confirm: true as const,
    }),
  });
  const overwrite = useOverwriteFactory({
    mutation: {
      onSuccess: (_r, { data }) => {
        form.reset();
        notifier.create({ title: t.handedOver(data.newOwnerName), type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: () => Promise.all([companyChanged(client, company.id), membershipChanged(client)]),
    },
  });
  return (
    <Box as="section" aria-labelledby={`handover-${company.id}`}>
      <Heading as="h3" size="sm" id={`handover-${company.id}`} mb="1">
        {t.handOver}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t.handOverIntro}
      </Text>
      <FormStack
        onSubmit={form.handleSubmit((data) => {
          setFailure(null);
          setAsking(data);
        })}
      >
        <FormField label={t.newOwner} message={form.message('newOwnerName')}>
          <Input {...form.input('newOwnerName')} />
        </FormField>
        <FormField label={t.price} message={form.message('price')}>
          <Input
            type="number"
            inputMode="numeric"
            name="price"
            value={String(form.values.price)}
            onChange={(e) => form.set('price', e.target.value === '' ? 0 : Number(e.target.value))}
            onBlur={() => form.touch('price')}
          />
        </FormField>
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <Box>
          <Button type="submit" size="sm" colorPalette="red" variant="outline" loading={overwrite.isPending}>
            {t.submitHandOver}
          </Button>
        </Box>
      </FormStack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t.confirmHandOver(asking.newOwnerName) : ''}
        body={t.confirmHandOverBody}
        confirmLabel={t.handOver}
        cancelLabel={factoryTexts.cancel}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking && !overwrite.isPending) overwrite.mutate({ factoryId: company.id, data: asking });
          setAsking(null);
        }}
      />
    </Box>
  );
}

export function CompanySettings({ company }: { company: Factory }) {
  const client = useQueryClient();
  const [, setSearch] = useSearchState<FactorySearch>();
  const org = { org: { myRights: company.myRights, myRole: company.myRole } };
  const canRename = useCan('renameFactory', org);
  const canProfile = useCan('updateFactory', org);
  const canHandOver = useCan('overwriteFactory', org);
  const isOwner = company.myRole === 'owner';
  const quit = useQuitFactory({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.left(company.name), type: 'success' });
        setSearch({ factory: undefined, tab: undefined });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => membershipChanged(client),
    },
  });
  return (
    <Stack gap="6">
      {canProfile ? <ProfileForm company={company} /> : null}
      {canRename ? <RenameForm company={company} /> : null}
      {canHandOver ? <HandOverForm company={company} /> : null}
      {!isOwner && company.myRole !== 'none' ? (
        <Box>
          <LeaveButton
            label={t.leave}
            title={t.confirmLeave(company.name)}
            body={t.confirmLeaveBody}
            busy={quit.isPending}
            onConfirm={() => !quit.isPending && quit.mutate({ factoryId: company.id })}
          />
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {isOwner ? t.ownerCannotLeave : t.nothing}
        </Text>
      )}
    </Stack>
  );
}
