// The opened role: its form, delete (asks first, with a reason for the log) and its members:
// paged, removable (asks first), and an account search to add one.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListAcpRoleMembersQueryKey,
  getListAcpRolesQueryKey,
  getSearchAcpUsersQueryOptions,
  useAddAcpRoleMember,
  useDeleteAcpRole,
  useRemoveAcpRoleMember,
  getGetAcpRoleQueryKey,
} from '../../../api/generated/endpoints/auth/auth';
import type { AcpRoleDetail } from '../../../api/generated/model/acpRoleDetail';
import type { AcpRoleMember } from '../../../api/generated/model/acpRoleMember';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedList } from '../../../components/views/paged-list';
import { QueryState } from '../../../components/views/query-state';
import { SearchBar } from '../../../components/views/search-bar';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { membersOptions, roleOptions } from '../queries';
import { authTexts } from '../texts';
import { RoleForm } from './role-form';

const t = authTexts;

export function RoleDetail({
  roleId,
  page,
  onPage,
  onDeleted,
}: {
  roleId: number;
  page: number;
  onPage: (page: number) => void;
  onDeleted: () => void;
}) {
  const role = useQuery(roleOptions(roleId));
  return (
    <QueryState query={role}>
      {(r) => (
        <Stack gap="4">
          <RoleForm key={`${r.id} ${r.updatedAt}`} role={r} />
          <DeleteRole role={r} onDeleted={onDeleted} />
          <Members role={r} page={page} onPage={onPage} />
        </Stack>
      )}
    </QueryState>
  );
}

function DeleteRole({ role, onDeleted }: { role: AcpRoleDetail; onDeleted: () => void }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteAcpRole({
    mutation: {
      onSuccess: () => {
        setOpen(false);
        notifier.create({ title: t.edit.deleted, type: 'success' });
        void client.invalidateQueries({ queryKey: getListAcpRolesQueryKey() });
        onDeleted();
      },
      onError: (error) => {
        setOpen(false);
        setFailure(describeError(error));
      },
    },
  });
  return (
    <Box>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t.edit.delete}
      </Button>
      {failure ? (
        <Text color="fg.error" role="alert" mt="2">
          {failure}
        </Text>
      ) : null}
      <ConfirmDialog
        open={open}
        title={t.edit.confirmTitle}
        body={`${role.name}: ${t.edit.confirmBody}`}
        confirmLabel={t.edit.confirm}
        cancelLabel={t.edit.cancel}
        busy={remove.isPending}
        onConfirm={() => !remove.isPending && remove.mutate({ roleId: role.id })}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}

function Members({ role, page, onPage }: { role: AcpRoleDetail; page: number; onPage: (page: number) => void }) {
  const client = useQueryClient();
  const members = useQuery({ ...membersOptions(role.id, page), placeholderData: keepPreviousData });
  const [removing, setRemoving] = useState<AcpRoleMember | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: getListAcpRoleMembersQueryKey(role.id) });
    void client.invalidateQueries({ queryKey: getGetAcpRoleQueryKey(role.id) });
    void client.invalidateQueries({ queryKey: getListAcpRolesQueryKey() });
  };
  const remove = useRemoveAcpRoleMember({
    mutation: {
      onSuccess: () => {
        setRemoving(null);
        notifier.create({ title: t.members.removed, type: 'success' });
        refresh();
      },
      onError: (error) => {
        setRemoving(null);
        setFailure(describeError(error));
      },
    },
  });
  return (
    <Box as="section" aria-labelledby="role-members" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="md" id="role-members" mb="3">
        {t.members.heading}
      </Heading>
      <Stack gap="4">
        <PagedList
          query={members}
          label={t.members.list}
          gap="2"
          getKey={(m) => m.userId}
          page={page}
          onPage={onPage}
          empty={t.members.empty}
          emptyTestId="role-members-empty"
          renderItem={(m) => (
            <HStack justify="space-between" data-testid="role-member" borderBottomWidth="1px" py="1">
              <Box>
                <Text fontWeight="medium">{m.character?.name ?? m.accountName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[
                    m.accountName,
                    t.members.since(formatDate(m.addedAt)),
                    m.addedBy ? t.members.by(m.addedBy.name) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Box>
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setRemoving(m)}>
                {t.members.remove(m.character?.name ?? m.accountName)}
              </Button>
            </HStack>
          )}
        />
        {failure ? (
          <Text color="fg.error" role="alert">
            {failure}
          </Text>
        ) : null}
        <AddMember roleId={role.id} onAdded={refresh} />
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={t.members.confirmTitle}
        body={`${removing?.character?.name ?? removing?.accountName ?? ''}: ${t.members.confirmBody}`}
        confirmLabel={t.members.confirm}
        cancelLabel={t.edit.cancel}
        busy={remove.isPending}
        onConfirm={() => removing && !remove.isPending && remove.mutate({ roleId: role.id, userId: removing.userId })}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}

function AddMember({ roleId, onAdded }: { roleId: number; onAdded: () => void }) {
  const [text, setText] = useState('');
  const found = useQuery({
    ...getSearchAcpUsersQueryOptions({ q: text, limit: 10 }),
    enabled: text.trim().length > 0,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const roleName = useQuery(roleOptions(roleId)).data?.name ?? '';
  const add = useAddAcpRoleMember({
    mutation: {
      onSuccess: () => {
        notifier.create({ title: t.members.added, type: 'success' });
        setText('');
        onAdded();
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  return (
    <Stack gap="2">
      <SearchBar label={t.members.search} placeholder={t.members.searchPlaceholder} value={text} onSearch={setText} />
      {failure ? (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      ) : null}
      {text.trim() ? (
        <QueryState query={found} isEmpty={(p) => p.items.length === 0} empty={t.members.noHit}>
          {(p) => (
            <Stack as="ul" gap="1" listStyleType="none">
              {p.items.map((u) => {
                const name = u.characters[0]?.name ?? u.accountName;
                const member = u.roles.includes(roleName);
                return (
                  <HStack as="li" key={u.userId} justify="space-between">
                    <Text>
                      {name}{' '}
                      <Text as="span" color="fg.muted">
                        ({u.accountName})
                      </Text>
                    </Text>
                    {member ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t.members.already}
                      </Text>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={add.isPending && add.variables?.data.userId === u.userId}
                        onClick={() => {
                          if (add.isPending) return;
                          setFailure(null);
                          add.mutate({ roleId, data: { userId: u.userId } });
                        }}
                      >
                        {t.members.add(name)}
                      </Button>
                    )}
                  </HStack>
                );
              })}
            </Stack>
          )}
        </QueryState>
      ) : null}
    </Stack>
  );
}
