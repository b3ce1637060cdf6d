// The licence actions on the citizen file (issue 24 point 2), for those with the contract's
// manageLicences right: each licence with its action (a valid one revoked with a reason, a
// revoked or suspended one restored, both after a confirmation) and a licence granted (kept in a
// draft per citizen). Every change lands in the citizen's audit trail. Loaded with the file.
import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetVcomCitizenQueryKey,
  getListVcomCitizenAuditQueryKey,
  getListVcomCitizenLicencesQueryKey,
  getListVcomCitizenLicencesQueryOptions,
  useGrantVcomCitizenLicence,
  useRestoreVcomLicence,
  useRevokeVcomLicence,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomLicence } from '../../../api/generated/model/vcomLicence';
import type { VcomLicenceGrantInput } from '../../../api/generated/model/vcomLicenceGrantInput';
import { VcomLicenceType } from '../../../api/generated/model/vcomLicenceType';
import { GrantVcomCitizenLicenceBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { useCan } from '../../../api/permissions';
import { notifier } from '../../../components/feedback/toaster';
import { useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormStack } from '../../../components/ui/form-stack';
import { DataTable } from '../../../components/views/data-table';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { SelectField } from '../cases/select-field';
import { useVcomRights } from '../rights';
import { vcomTexts } from '../texts';
import { licenceTexts as t } from './licence-texts';

const types = Object.values(VcomLicenceType);
const typeName = (l: Pick<VcomLicence, 'type'>) => vcomTexts.licenceTypes[l.type];

function GrantForm({ citizenId, onChanged }: { citizenId: number; onChanged: () => Promise<unknown> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const initial = { type: '', note: '' };
  const draft = useServerDraft(`draft.vcom.licenceGrant.${citizenId}`, initial);
  const form = useContractForm({
    schema: GrantVcomCitizenLicenceBody,
    initial,
    draft,
    toBody: (v) => ({ type: v.type, ...(v.note.trim() ? { note: v.note.trim() } : {}) }) as VcomLicenceGrantInput,
  });
  const grant = useGrantVcomCitizenLicence({
    mutation: {
      onSuccess: () => {
        form.reset();
        notifier.create({ title: t.granted, type: 'success' });
      },
      onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
      onSettled: onChanged,
    },
  });
  return (
    <Box as="section" aria-labelledby="vcom-licence-grant">
      <Heading as="h4" size="sm" id="vcom-licence-grant" mb="2">
        {t.grantHeading}
      </Heading>
      <FormStack
        gap="3"
        onSubmit={form.handleSubmit((data) => {
          setFailure(null);
          grant.mutate({ citizenId, data });
        })}
      >
        <SelectField
          label={t.grantType}
          value={form.values.type as VcomLicenceType | ''}
          options={types}
          labels={vcomTexts.licenceTypes}
          placeholder={t.pickType}
          message={form.message('type')}
          onChange={(v) => form.set('type', v)}
        />
        <FormField label={t.note} message={form.message('note')}>
          <Textarea {...form.input('note')} rows={2} />
        </FormField>
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button type="submit" loading={grant.isPending} loadingText={t.granting}>
            {t.grant}
          </Button>
        </HStack>
      </FormStack>
    </Box>
  );
}

export default function LicenceActions({ citizenId }: { citizenId: number }) {
  const client = useQueryClient();
  const { scope } = useVcomRights();
  const canManage = useCan('grantVcomCitizenLicence', scope);
  const licences = useQuery(getListVcomCitizenLicencesQueryOptions(citizenId));
  const [asking, setAsking] = useState<{ licence: VcomLicence; action: 'revoke' | 'restore' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getListVcomCitizenLicencesQueryKey(citizenId) }),
      client.invalidateQueries({ queryKey: getGetVcomCitizenQueryKey(citizenId) }),
      client.invalidateQueries({ queryKey: getListVcomCitizenAuditQueryKey(citizenId) }),
    ]);
  const done = (title: string) => () => {
    setAsking(null);
    notifier.create({ title, type: 'success' });
  };
  const fail = (error: unknown) => {
    setAsking(null);
    setFailure(describeError(error));
  };
  const revoke = useRevokeVcomLicence({ mutation: { onSuccess: done(t.revoked), onError: fail, onSettled: changed } });
  const restore = useRestoreVcomLicence({
    mutation: { onSuccess: done(t.restored), onError: fail, onSettled: changed },
  });
  if (!canManage) return null;
  return (
    <Box as="section" aria-labelledby="vcom-licence-actions" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" size="md" id="vcom-licence-actions" mb="2">
        {t.heading}
      </Heading>
      <Stack gap="4">
        <QueryState query={licences} isEmpty={(d) => d.items.length === 0} empty={t.none} pendingMinH="2.5rem">
          {(d) => (
            <DataTable<VcomLicence>
              caption={t.list}
              rows={d.items}
              getKey={(l) => l.id}
              columns={[
                { key: 'type', header: t.type, cell: typeName },
                {
                  key: 'status',
                  header: t.status,
                  cell: (l) => <StatusBadge value={l.status} labels={vcomTexts.licenceStatus} />,
                },
                { key: 'reason', header: t.reason, cell: (l) => l.revokedReason ?? '–' },
                {
                  key: 'action',
                  header: t.actions,
                  cell: (l) =>
                    l.status === 'valid' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t.revokeFor(typeName(l))}
                        onClick={() => setAsking({ licence: l, action: 'revoke' })}
                      >
                        {t.revoke}
                      </Button>
                    ) : l.status === 'revoked' || l.status === 'suspended' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t.restoreFor(typeName(l))}
                        onClick={() => setAsking({ licence: l, action: 'restore' })}
                      >
                        {t.restore}
                      </Button>
                    ) : null,
                },
              ]}
            />
          )}
        </QueryState>
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure}
          </Text>
        ) : null}
        <GrantForm citizenId={citizenId} onChanged={changed} />
      </Stack>
      <ConfirmDialog
        open={asking?.action === 'revoke'}
        title={asking ? t.revokeTitle(typeName(asking.licence)) : ''}
        body={t.revokeBody}
        confirmLabel={t.revoke}
        cancelLabel={t.keep}
        busy={revoke.isPending}
        reason={{ label: t.revokeReason, required: true, missing: t.reasonMissing, maxLength: 1000 }}
        draftName={asking ? `draft.vcom.licence.${asking.licence.id}.revoke` : undefined}
        onConfirm={(reason) => {
          setFailure(null);
          if (asking) return revoke.mutateAsync({ id: asking.licence.id, data: { reason: reason ?? '' } });
        }}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking?.action === 'restore'}
        title={asking ? t.restoreTitle(typeName(asking.licence)) : ''}
        body={t.restoreBody}
        confirmLabel={t.restore}
        cancelLabel={t.keep}
        busy={restore.isPending}
        onConfirm={() => {
          setFailure(null);
          if (asking) restore.mutate({ id: asking.licence.id });
        }}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
