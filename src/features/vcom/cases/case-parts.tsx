// More parts of an opened case: who works it (lead and members, assigned by staff number and
// taken off again) and its attachments (already uploaded files by their same-origin path);
// writing needs the workCases right and a case that is still being worked. What is typed lives
// in a draft per case (localStorage) until it is sent: a reload or a 401 loses nothing.
import { Badge, HStack, IconButton, Input, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  getListVcomCaseAttachmentsQueryKey,
  getListVcomCaseAttachmentsQueryOptions,
  getListVcomCaseOfficersQueryKey,
  getListVcomCaseOfficersQueryOptions,
  useAddVcomCaseAttachment,
  useAssignVcomCaseOfficer,
  useDeleteVcomCaseAttachment,
  useUnassignVcomCaseOfficer,
} from '../../../api/generated/endpoints/vcom/vcom';
import type { VcomAttachmentKind } from '../../../api/generated/model/vcomAttachmentKind';
import type { VcomCaseOfficerRole } from '../../../api/generated/model/vcomCaseOfficerRole';
import { AddVcomCaseAttachmentBody, AssignVcomCaseOfficerBody } from '../../../api/generated/zod/vcom/vcom.zod';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft, useServerDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { SectionList } from '../components/section';
import { vcomTexts } from '../texts';
import { displayName } from './citizen-picker';
import { useCaseWrite } from './case-write';
import { SelectField } from './select-field';

export const caseOfficersOptions = (id: number) => getListVcomCaseOfficersQueryOptions(id);
export const caseAttachmentsOptions = (id: number) => getListVcomCaseAttachmentsQueryOptions(id);

const ROLES: readonly VcomCaseOfficerRole[] = ['member', 'lead'];

export function CaseOfficers({
  caseId,
  canWrite,
  ownStaffId,
}: {
  caseId: number;
  canWrite: boolean;
  /** The account's own staff number: the assign field starts with it (assigning oneself is the usual case). */
  ownStaffId: number | undefined;
}) {
  const t = vcomTexts.caseOfficers;
  const officers = useQuery(caseOfficersOptions(caseId));
  const write = useCaseWrite(caseId, getListVcomCaseOfficersQueryKey(caseId));
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const initial = { staffId: ownStaffId ? String(ownStaffId) : '', role: 'member' };
  // Keyed by the starting values too: the own staff number arrives with the session.
  const draft = useServerDraft(`draft.vcom.case.${caseId}.officer`, initial);
  const form = useContractForm({
    schema: AssignVcomCaseOfficerBody,
    initial,
    draft,
    toBody: (v) => ({ staffId: Number(v.staffId), role: v.role as VcomCaseOfficerRole }),
  });
  const assign = useAssignVcomCaseOfficer({
    mutation: write.options(() => {
      form.reset();
      notifier.create({ title: t.assigned, type: 'success' });
    }, form),
  });
  const unassign = useUnassignVcomCaseOfficer({
    mutation: write.options(
      () => notifier.create({ title: t.removed, type: 'success' }),
      undefined,
      () => setRemoving(null),
    ),
  });
  return (
    <SectionList
      id="vcom-case-officers"
      title={t.heading}
      query={officers}
      empty={t.empty}
      renderItem={(o) => {
        const name = displayName(o.staff.name);
        return (
          <HStack as="li" key={o.staff.staffId} gap="2" justify="space-between">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{name}</Text>
              <Badge colorPalette={o.role === 'lead' ? 'blue' : undefined}>{t.roles[o.role]}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {o.staff.rank} · {t.staffId} {o.staff.staffId} · {t.since} {formatDateTime(o.assignedAt)}
              </Text>
            </HStack>
            {canWrite ? (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t.remove(name)}
                onClick={() => setRemoving({ id: o.staff.staffId, name })}
              >
                <X />
              </IconButton>
            ) : null}
          </HStack>
        );
      }}
      failure={write.failure}
      form={
        canWrite && {
          onSubmit: write.submit(form, (data) => assign.mutate({ caseId, data })),
          submitLabel: t.assign,
          busy: assign.isPending,
          fields: (
            <HStack gap="3" wrap="wrap" align="start">
              <FormField label={t.staffId} message={form.message('staffId')} helper={t.staffHint} maxW="14rem" required>
                <Input {...form.input('staffId')} inputMode="numeric" />
              </FormField>
              <SelectField
                label={t.role}
                value={form.values.role as VcomCaseOfficerRole}
                options={ROLES}
                labels={t.roles}
                onChange={(v) => form.set('role', v)}
              />
            </HStack>
          ),
        }
      }
      dialog={
        <ConfirmDialog
          open={removing !== null}
          title={t.removeTitle(removing?.name ?? '')}
          confirmLabel={t.confirmRemove}
          cancelLabel={vcomTexts.caseActions.cancel}
          busy={unassign.isPending}
          onConfirm={() => removing && unassign.mutate({ caseId, staffId: removing.id })}
          onClose={() => setRemoving(null)}
        />
      }
    />
  );
}

const KINDS: readonly VcomAttachmentKind[] = ['photo', 'document', 'video', 'audio'];
const attachmentEmpty = { kind: 'photo', title: '', path: '' };

export function CaseAttachments({ caseId, canWrite }: { caseId: number; canWrite: boolean }) {
  const t = vcomTexts.attachments;
  const attachments = useQuery(caseAttachmentsOptions(caseId));
  const write = useCaseWrite(caseId, getListVcomCaseAttachmentsQueryKey(caseId));
  const [removing, setRemoving] = useState<{ id: number; title: string } | null>(null);
  const draft = useMemo(() => defineDraft(`draft.vcom.case.${caseId}.attachment`, attachmentEmpty), [caseId]);
  const form = useContractForm({
    schema: AddVcomCaseAttachmentBody,
    initial: attachmentEmpty,
    draft,
    toBody: (v) => ({ kind: v.kind as VcomAttachmentKind, title: v.title.trim(), path: v.path.trim() }),
  });
  const add = useAddVcomCaseAttachment({
    mutation: write.options(() => {
      form.reset();
      notifier.create({ title: t.added, type: 'success' });
    }, form),
  });
  const remove = useDeleteVcomCaseAttachment({
    mutation: write.options(
      () => notifier.create({ title: t.removed, type: 'success' }),
      undefined,
      () => setRemoving(null),
    ),
  });
  return (
    <SectionList
      id="vcom-case-attachments"
      title={t.heading}
      query={attachments}
      empty={t.empty}
      renderItem={(a) => (
        <HStack as="li" key={a.id} gap="2" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <Badge>{t.kinds[a.kind]}</Badge>
            <Link href={a.path} target="_blank" rel="noreferrer">
              {a.title}
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(a.uploadedAt)} · {displayName(a.uploadedBy.name)}
            </Text>
          </HStack>
          {canWrite ? (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t.remove(a.title)}
              onClick={() => setRemoving({ id: a.id, title: a.title })}
            >
              <X />
            </IconButton>
          ) : null}
        </HStack>
      )}
      failure={write.failure}
      form={
        canWrite && {
          onSubmit: write.submit(form, (data) => add.mutate({ caseId, data })),
          submitLabel: t.add,
          busy: add.isPending,
          fields: (
            <>
              <SelectField
                label={t.kind}
                value={form.values.kind as VcomAttachmentKind}
                options={KINDS}
                labels={t.kinds}
                onChange={(v) => form.set('kind', v)}
              />
              <FormField label={t.title} message={form.message('title')} required>
                <Input {...form.input('title')} />
              </FormField>
              <FormField label={t.path} message={form.message('path')} helper={t.pathHint} required>
                <Input {...form.input('path')} />
              </FormField>
            </>
          ),
        }
      }
      dialog={
        <ConfirmDialog
          open={removing !== null}
          title={t.removeTitle(removing?.title ?? '')}
          confirmLabel={t.confirmRemove}
          cancelLabel={vcomTexts.caseActions.cancel}
          busy={remove.isPending}
          onConfirm={() => removing && remove.mutate({ caseId, id: removing.id })}
          onClose={() => setRemoving(null)}
        />
      }
    />
  );
}
