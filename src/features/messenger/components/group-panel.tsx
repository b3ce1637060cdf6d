// A group's panel: title and description (edited with the editTitle / editDescription rights),
// the members with their rights (admins change them), add a number (addMembers), remove a
// member (removeMembers; admins only by admins) and leave the group. What the own member
// rights do not allow is not offered; the server refuses it all the same (403).
import {
  Box,
  Button,
  CloseButton,
  Flex,
  Heading,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import {
  addMessengerMember,
  changeMessengerConversationDescription,
  changeMessengerConversationTitle,
  changeMessengerMemberRights,
  getListMessengerMembersQueryOptions,
  leaveMessengerConversation,
  removeMessengerMember,
} from '../../../api/generated/endpoints/messenger/messenger';
import type { MessengerConversation } from '../../../api/generated/model/messengerConversation';
import type { MessengerMember } from '../../../api/generated/model/messengerMember';
import type { MessengerMemberRights } from '../../../api/generated/model/messengerMemberRights';
import {
  AddMessengerMemberBody,
  ChangeMessengerConversationDescriptionBody,
  ChangeMessengerConversationTitleBody,
} from '../../../api/generated/zod/messenger/messenger.zod';
import { useCan } from '../../../api/permissions';
import { QueryError } from '../../../components/feedback/query-error';
import { notifier } from '../../../components/feedback/toaster';
import { defineDraft } from '../../../components/form/draft';
import { FormField } from '../../../components/form/form-field';
import { useContractForm } from '../../../components/form/use-contract-form';
import { LeaveButton } from '../../../components/org/leave-button';
import { MemberList, type OrgMember } from '../../../components/org/member-list';
import { RightsEditor } from '../../../components/org/rights-editor';
import { FormStack } from '../../../components/ui/form-stack';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { conversationChanged, conversationOptions, listsChanged, messagesKey } from '../queries';
import { messengerTexts } from '../texts';
import { SafeText } from './safe-text';

const t = messengerTexts.group;
/** The SIM's own operations (x-owner: sim): the server decides, the member rights below say what to offer. */
const OWN = { org: null };

interface GroupPanelProps {
  conversationId: number;
  /** The SIM looking at the group (its own row says "du" and cannot be removed). */
  simId: number;
  onClose: () => void;
  onLeft: () => void;
}

export function GroupPanel({ conversationId, simId, onClose, onLeft }: GroupPanelProps) {
  const client = useQueryClient();
  const detail = useQuery(conversationOptions(conversationId));
  // The members on their own (they change more often than the group): the detail's list until it is there.
  const members = useQuery(getListMessengerMembersQueryOptions(conversationId));
  const changed = () => {
    void conversationChanged(client, conversationId);
    void client.invalidateQueries({ queryKey: messagesKey(conversationId) });
  };
  const leave = useMutation({
    mutationFn: () => leaveMessengerConversation(conversationId),
    onSuccess: () => {
      notifier.create({ title: t.left, type: 'success' });
      onLeft();
    },
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: () => listsChanged(client),
  });
  const canLeave = useCan('leaveMessengerConversation', OWN);
  return (
    <Box as="aside" aria-label={t.heading} borderWidth="1px" borderRadius="md" p="3" data-testid="group-panel">
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h2" size="sm">
          {t.heading}
        </Heading>
        <CloseButton size="sm" aria-label={messengerTexts.chat.closeInfo} onClick={onClose} />
      </Flex>
      {detail.isPending ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton h="8" />
          <Skeleton h="16" />
          <Skeleton h="40" />
        </Stack>
      ) : !detail.data ? (
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : detail.data.conversation.kind !== 'group' ? (
        <Text color="fg.muted">{t.direct}</Text>
      ) : (
        <Stack gap="4">
          <TitleField conversation={detail.data.conversation} onChanged={changed} />
          <DescriptionField conversation={detail.data.conversation} onChanged={changed} />
          <Members
            conversation={detail.data.conversation}
            members={members.data?.items ?? detail.data.members}
            selfId={simId}
            onChanged={changed}
          />
          {canLeave ? (
            <Box>
              <LeaveButton
                label={t.leave}
                title={t.leaveTitle}
                body={t.leaveBody}
                busy={leave.isPending}
                onConfirm={() => {
                  if (!leave.isPending) leave.mutate();
                }}
              />
            </Box>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}

interface FieldProps {
  conversation: MessengerConversation;
  onChanged: () => void;
}

/** A value shown as text, with "edit" when allowed; the form replaces it while editing. */
function Editable({
  label,
  shown,
  canEdit,
  form,
}: {
  label: string;
  shown: ReactNode;
  canEdit: boolean;
  form: (done: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="1">
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="semibold">
          {label}
        </Text>
        {canEdit && !editing ? (
          <Button size="xs" variant="ghost" onClick={() => setEditing(true)} aria-label={`${label}: ${t.edit}`}>
            {t.edit}
          </Button>
        ) : null}
      </HStack>
      {editing ? form(() => setEditing(false)) : shown}
    </Stack>
  );
}

function TitleField({ conversation, onChanged }: FieldProps) {
  const may = useCan('changeMessengerConversationTitle', OWN) && conversation.myRights.editTitle;
  return (
    <Editable
      label={t.title}
      canEdit={may}
      shown={
        <Text data-testid="group-title" wordBreak="break-word">
          <SafeText text={conversation.title} />
        </Text>
      }
      form={(done) => <TitleForm conversation={conversation} onDone={done} onChanged={onChanged} />}
    />
  );
}

function TitleForm({ conversation, onDone, onChanged }: FieldProps & { onDone: () => void }) {
  const empty = useMemo(() => ({ title: conversation.title }), [conversation.title]);
  const draft = useMemo(
    () => defineDraft(`draft.messenger.title.${conversation.id}`, { title: '' }),
    [conversation.id],
  );
  const form = useContractForm({
    schema: ChangeMessengerConversationTitleBody,
    initial: empty,
    draft,
    toBody: (v) => ({ title: v.title.trim() }),
  });
  const [started, setStarted] = useState(false);
  if (!started) {
    setStarted(true);
    if (!form.values.title) form.set('title', conversation.title);
  }
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (data: { title: string }) => changeMessengerConversationTitle(conversation.id, data),
    onSuccess: () => {
      form.reset();
      notifier.create({ title: t.saved, type: 'success' });
      onDone();
    },
    onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: onChanged,
  });
  return (
    <FormStack
      onSubmit={form.handleSubmit((data) => {
        if (save.isPending) return;
        setFailure(null);
        save.mutate(data);
      })}
    >
      <FormField label={t.title} message={form.message('title')} required>
        <Input {...form.input('title')} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="xs" colorPalette="brand" loading={save.isPending}>
          {t.save}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => {
            form.reset();
            onDone();
          }}
        >
          {t.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}

function DescriptionField({ conversation, onChanged }: FieldProps) {
  const may = useCan('changeMessengerConversationDescription', OWN) && conversation.myRights.editDescription;
  return (
    <Editable
      label={t.description}
      canEdit={may}
      shown={
        <Text
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          color={conversation.description ? undefined : 'fg.muted'}
          data-testid="group-description"
        >
          {conversation.description ? <SafeText text={conversation.description} /> : t.noDescription}
        </Text>
      }
      form={(done) => <DescriptionForm conversation={conversation} onDone={done} onChanged={onChanged} />}
    />
  );
}

function DescriptionForm({ conversation, onDone, onChanged }: FieldProps & { onDone: () => void }) {
  const form = useContractForm({
    schema: ChangeMessengerConversationDescriptionBody,
    initial: { description: conversation.description ?? '' },
    toBody: (v) => ({ description: v.description.trim() }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (data: { description: string }) => changeMessengerConversationDescription(conversation.id, data),
    onSuccess: () => {
      notifier.create({ title: t.saved, type: 'success' });
      onDone();
    },
    onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: onChanged,
  });
  return (
    <FormStack
      onSubmit={form.handleSubmit((data) => {
        if (save.isPending) return;
        setFailure(null);
        save.mutate(data);
      })}
    >
      <FormField label={t.description} message={form.message('description')}>
        <Textarea {...form.input('description')} rows={3} />
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="xs" colorPalette="brand" loading={save.isPending}>
          {t.save}
        </Button>
        <Button size="xs" variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
      </HStack>
    </FormStack>
  );
}

type Role = 'admin' | 'member';
type Row = OrgMember<Role> & { member: MessengerMember; self: boolean };

function Members({
  conversation,
  members,
  selfId,
  onChanged,
}: FieldProps & { members: readonly MessengerMember[]; selfId: number }) {
  const can = useCan();
  const mine = conversation.myRights;
  const canRights = can('changeMessengerMemberRights', OWN) && mine.admin;
  const canRemove = can('removeMessengerMember', OWN) && mine.removeMembers;
  const canAdd = can('addMessengerMember', OWN) && mine.addMembers;
  const rights = useMutation({
    mutationFn: ({ id, data }: { id: number; data: MessengerMemberRights }) =>
      changeMessengerMemberRights(conversation.id, id, { rights: data }),
    onSuccess: () => notifier.create({ title: t.saved, type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: onChanged,
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeMessengerMember(conversation.id, id),
    onSuccess: () => notifier.create({ title: t.removed, type: 'success' }),
    onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
    onSettled: onChanged,
  });
  const rows: Row[] = members.map((m) => {
    const name = m.participant.contactName ?? m.participant.number;
    const self = m.participant.telnumberId === selfId;
    return {
      id: m.participant.telnumberId,
      name: self ? `${name} ${t.you}` : name,
      role: m.rights.admin ? 'admin' : 'member',
      detail: t.since(formatDate(m.joinedAt)),
      member: m,
      self,
    };
  });
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="semibold">
        {t.members} ({members.length})
      </Text>
      <MemberList<Role, Row>
        label={t.members}
        members={rows}
        roleLabels={{ admin: t.admin, member: t.member }}
        leadRoles={['admin']}
        renderPanel={(row) => (
          <RightsEditor
            legend={t.rightsOf(row.name)}
            rights={row.member.rights}
            labels={messengerTexts.rights}
            onSave={canRights ? (data) => rights.mutate({ id: row.id, data }) : undefined}
            saving={rights.isPending && rights.variables.id === row.id}
          />
        )}
        canRemove={(row) => canRemove && !row.self && (!row.member.rights.admin || mine.admin)}
        onRemove={(row) => {
          if (!remove.isPending) remove.mutate(row.id);
        }}
        removing={remove.isPending ? remove.variables : undefined}
        removeLabel={t.remove}
        confirmTitle={t.removeTitle}
      />
      {canAdd ? <AddMemberForm conversationId={conversation.id} onChanged={onChanged} /> : null}
    </Stack>
  );
}

function AddMemberForm({ conversationId, onChanged }: { conversationId: number; onChanged: () => void }) {
  const draft = useMemo(
    () => defineDraft(`draft.messenger.member.${conversationId}`, { number: '' }),
    [conversationId],
  );
  const form = useContractForm({
    schema: AddMessengerMemberBody,
    initial: { number: '' },
    draft,
    toBody: (v) => ({ number: v.number.trim() }),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (data: { number: string }) => addMessengerMember(conversationId, data),
    onSuccess: (member) => {
      form.reset();
      notifier.create({ title: t.added(member.participant.number), type: 'success' });
    },
    onError: (error) => setFailure(form.applyServerErrors(error) ? null : describeError(error)),
    onSettled: onChanged,
  });
  return (
    <FormStack
      aria-label={t.addMember}
      onSubmit={form.handleSubmit((data) => {
        if (add.isPending) return;
        setFailure(null);
        add.mutate(data);
      })}
    >
      <FormField label={t.addNumber} message={form.message('number')} helper={messengerTexts.newChat.numberHelp}>
        <HStack gap="2" w="full">
          <Input {...form.input('number')} inputMode="numeric" autoComplete="off" fontFamily="mono" />
          <Button type="submit" size="sm" colorPalette="brand" loading={add.isPending}>
            {t.add}
          </Button>
        </HStack>
      </FormField>
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
    </FormStack>
  );
}
