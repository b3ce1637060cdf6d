// Invitations the signed-in character received to move into a house as room mate: accept
// (he moves in; the house shows under "Meine Häuser") or decline after a confirmation.
// Answered ones stay listed with their state.
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListMyHouseInvitationsQueryOptions,
  useAcceptHouseInvitation,
  useDeclineHouseInvitation,
} from '../../../api/generated/endpoints/house/house';
import type { OrgInvitation } from '../../../api/generated/model/orgInvitation';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/views/query-state';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate, formatDateTime } from '../../../lib/format';
import { houseChanged } from '../queries';
import type { HouseSearch } from '../search-params';
import { houseTexts } from '../texts';

const t = houseTexts.received;
const palettes = { pending: 'blue', accepted: 'green', declined: 'gray', revoked: 'gray', expired: 'gray' } as const;

export function ReceivedInvitations() {
  const client = useQueryClient();
  const [, setSearch] = useSearchState<HouseSearch>();
  const list = useQuery(getListMyHouseInvitationsQueryOptions({ limit: 50 }));
  const [declining, setDeclining] = useState<OrgInvitation | null>(null);
  const accept = useAcceptHouseInvitation({
    mutation: {
      onSuccess: (house) => {
        notifier.create({ title: t.accepted(house.name), type: 'success' });
        setSearch({ view: undefined, house: house.id });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => houseChanged(client),
    },
  });
  const decline = useDeclineHouseInvitation({
    mutation: {
      onSuccess: () => notifier.create({ title: t.declined, type: 'success' }),
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => houseChanged(client),
    },
  });
  const busy = (id: number) =>
    (accept.isPending && accept.variables.id === id) || (decline.isPending && decline.variables.id === id);
  return (
    <Box as="section" aria-label={t.heading}>
      <Text color="fg.muted" mb="3">
        {t.intro}
      </Text>
      <QueryState
        query={list}
        pendingMinH="8rem"
        isEmpty={(p) => p.items.length === 0}
        empty={t.empty}
        emptyTestId="house-invitations-empty"
      >
        {(p) => (
          <Stack as="ul" gap="3" listStyleType="none">
            {p.items.map((inv) => (
              <li key={inv.id}>
                <Card.Root size="sm" data-testid="house-invitation">
                  <Card.Body gap="2">
                    <HStack justify="space-between" wrap="wrap">
                      <Text fontWeight="medium">{t.from(inv.organisationName, inv.invitedBy.name)}</Text>
                      <Badge colorPalette={palettes[inv.state]}>{t.state[inv.state]}</Badge>
                    </HStack>
                    {inv.message ? <Text fontSize="sm">{inv.message}</Text> : null}
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(inv.createdAt)}
                      {inv.state === 'pending' ? ` · ${t.until(formatDateTime(inv.expiresAt))}` : ''}
                    </Text>
                    {inv.state === 'pending' ? (
                      <HStack gap="2">
                        <Button
                          size="sm"
                          colorPalette="brand"
                          aria-label={`${t.accept}: ${inv.organisationName}`}
                          loading={accept.isPending && accept.variables.id === inv.id}
                          disabled={busy(inv.id)}
                          onClick={() => accept.mutate({ id: inv.id })}
                        >
                          {t.accept}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`${t.decline}: ${inv.organisationName}`}
                          loading={decline.isPending && decline.variables.id === inv.id}
                          disabled={busy(inv.id)}
                          onClick={() => setDeclining(inv)}
                        >
                          {t.decline}
                        </Button>
                      </HStack>
                    ) : null}
                  </Card.Body>
                </Card.Root>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={declining !== null}
        title={declining ? t.declineTitle(declining.organisationName) : ''}
        confirmLabel={t.decline}
        cancelLabel={houseTexts.cancel}
        onClose={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) decline.mutate({ id: declining.id });
          setDeclining(null);
        }}
      />
    </Box>
  );
}
