// The invitations the signed-in character received: accept (joins at once) or decline after
// a confirmation. Pending per invitation, so nothing is sent twice.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  getListMyTeamInvitationsQueryOptions,
  useAcceptTeamInvitation,
  useDeclineTeamInvitation,
} from '../../../api/generated/endpoints/team/team';
import type { OrgInvitation } from '../../../api/generated/model/orgInvitation';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { mineChanged } from '../queries';
import { teamTexts } from '../texts';

const t = teamTexts.received;

export function ReceivedInvitations() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const received = useQuery(getListMyTeamInvitationsQueryOptions());
  const [declining, setDeclining] = useState<OrgInvitation | null>(null);
  const accept = useAcceptTeamInvitation({
    mutation: {
      onSuccess: (team) => {
        notifier.create({ title: t.accepted(team.name), type: 'success' });
        void navigate({ to: '/team', search: { team: team.id } });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => mineChanged(client),
    },
  });
  const decline = useDeclineTeamInvitation({
    mutation: {
      onSuccess: () => notifier.create({ title: t.declined, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => mineChanged(client),
    },
  });
  const busy = (id: number) =>
    (accept.isPending && accept.variables?.id === id) || (decline.isPending && decline.variables?.id === id);

  return (
    <Box as="section" aria-labelledby="team-received">
      <Heading as="h2" size="md" id="team-received" mb="3">
        {t.heading}
      </Heading>
      <QueryState
        query={received}
        isEmpty={(list) => list.items.length === 0}
        empty={t.empty}
        emptyTestId="team-received-empty"
        pendingMinH="4rem"
      >
        {(list) => (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t.heading}>
            {list.items.map((inv) => (
              <Box as="li" key={inv.id} borderWidth="1px" borderRadius="md" p="3" data-testid="team-received">
                <Text fontWeight="medium">{t.from(inv.organisationName, inv.invitedBy.name)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[inv.rank ? t.rank(inv.rank) : null, t.until(formatDateTime(inv.expiresAt))]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {inv.message ? (
                  <Text fontSize="sm" mt="1">
                    „{inv.message}“
                  </Text>
                ) : null}
                <HStack gap="2" mt="2">
                  <Button
                    size="sm"
                    colorPalette="brand"
                    aria-label={t.acceptFor(inv.organisationName)}
                    loading={accept.isPending && accept.variables?.id === inv.id}
                    disabled={busy(inv.id)}
                    onClick={() => accept.mutate({ id: inv.id })}
                  >
                    {t.accept}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t.declineFor(inv.organisationName)}
                    loading={decline.isPending && decline.variables?.id === inv.id}
                    disabled={busy(inv.id)}
                    onClick={() => setDeclining(inv)}
                  >
                    {t.decline}
                  </Button>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={declining !== null}
        title={declining ? t.confirmDecline(declining.organisationName) : ''}
        body={t.confirmDeclineBody}
        confirmLabel={t.decline}
        cancelLabel={teamTexts.cancel}
        onClose={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) decline.mutate({ id: declining.id });
          setDeclining(null);
        }}
      />
    </Box>
  );
}
