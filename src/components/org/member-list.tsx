// The people of an organisation or property (room mates, tenants, employees, key holders):
// name, role badge, a line of the caller's (since, rank, salary), an optional panel per person
// (e.g. a RightsEditor) and "remove" after a confirmation, with a reason where the contract
// takes one. Who may be removed is the caller's rule (useCan with the org's myRights, never
// the owner); the list only asks and reports.
//
//   <MemberList label="Mitbewohner" members={mates.map((m) => ({ id: m.player.id, name: m.player.name,
//       role: m.role, detail: t.since(formatDate(m.since)) }))}
//     roleLabels={t.roles} removeLabel="Rauswerfen" confirmTitle={(name) => `${name} rauswerfen?`}
//     canRemove={(m) => canKick && m.role !== 'owner'} onRemove={(m) => kick.mutate(...)}
//     removing={kick.isPending ? kick.variables?.playerId : undefined} />
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { orgTexts as t } from './texts';

export interface OrgMember<R extends string = string> {
  id: number;
  name: string;
  role: R;
  /** A short line after the role (since when, rank, salary). */
  detail?: string;
}

interface MemberListProps<R extends string, M extends OrgMember<R>> {
  label: string;
  members: readonly M[];
  roleLabels: Readonly<Record<R, string>>;
  /** Highlighted roles (the owner). */
  leadRoles?: readonly R[];
  /** Shown under a person (rights, actions). */
  renderPanel?: (member: M) => ReactNode;
  canRemove?: (member: M) => boolean;
  onRemove?: (member: M, reason?: string) => void;
  /** The id being removed now (its button shows pending, no second send). */
  removing?: number;
  removeLabel?: string;
  confirmTitle?: (name: string) => string;
  confirmBody?: string;
  /** Ask for a reason (contracts that take one); required when `reasonRequired`. */
  reasonLabel?: string;
  reasonRequired?: boolean;
  empty?: string;
}

export function MemberList<R extends string, M extends OrgMember<R>>(props: MemberListProps<R, M>) {
  const { label, members, roleLabels, leadRoles = [], renderPanel, canRemove, onRemove, removing } = props;
  const removeLabel = props.removeLabel ?? t.remove;
  const [leaving, setLeaving] = useState<M | null>(null);
  if (members.length === 0) return <Text color="fg.muted">{props.empty ?? t.noMembers}</Text>;
  return (
    <>
      <Stack as="ul" gap="2" listStyleType="none" aria-label={label}>
        {members.map((member) => (
          <Box as="li" key={member.id} data-testid="org-member">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{member.name}</Text>
                <Badge colorPalette={leadRoles.includes(member.role) ? 'brand' : 'gray'}>
                  {roleLabels[member.role]}
                </Badge>
                {member.detail ? (
                  <Text fontSize="sm" color="fg.muted">
                    {member.detail}
                  </Text>
                ) : null}
              </HStack>
              {onRemove && canRemove?.(member) ? (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`${removeLabel}: ${member.name}`}
                  loading={removing === member.id}
                  onClick={() => setLeaving(member)}
                >
                  {removeLabel}
                </Button>
              ) : null}
            </HStack>
            {renderPanel ? <Box mt="1">{renderPanel(member)}</Box> : null}
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? (props.confirmTitle?.(leaving.name) ?? t.confirmRemove(leaving.name)) : ''}
        body={props.confirmBody}
        confirmLabel={removeLabel}
        cancelLabel={t.cancel}
        reason={props.reasonLabel ? { label: props.reasonLabel, required: props.reasonRequired } : undefined}
        onClose={() => setLeaving(null)}
        onConfirm={(reason) => {
          if (leaving) onRemove?.(leaving, reason);
          setLeaving(null);
        }}
      />
    </>
  );
}
