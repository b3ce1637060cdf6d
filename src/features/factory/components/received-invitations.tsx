// Job offers to me [Jobangebote]: accept (joins the company, at most three) or decline after a
// confirmation. Each answer is pending on its own button, so nothing is sent twice.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListMyFactoryInvitationsQueryOptions,
  useAcceptFactoryInvitation,
  useDeclineFactoryInvitation,
} from '../../../api/generated/endpoints/factory/factory';
import type { OrgInvitation } from '../../../api/generated/model/orgInvitation';
import { notifier } from '../../../components/feedback/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedList } from '../../../components/views/paged-list';
import { useSearchState } from '../../../components/views/use-search-state';
import { describeError } from '../../../lib/describe-error';
import { formatDateTime } from '../../../lib/format';
import { membershipChanged, pageParams } from '../queries';
import type { FactorySearch } from '../search-params';
import { factoryTexts } from '../texts';

const t = factoryTexts.received;

export function ReceivedInvitations() {
  const client = useQueryClient();
  const [search, setSearch] = useSearchState<FactorySearch>();
  const offers = useQuery(getListMyFactoryInvitationsQueryOptions(pageParams(search.page)));
  const [declining, setDeclining] = useState<OrgInvitation | null>(null);
  const fail = (error: unknown) => notifier.create({ title: describeError(error), type: 'error' });
  const accept = useAcceptFactoryInvitation({
    mutation: {
      onSuccess: (company) => notifier.create({ title: t.accepted(company.name), type: 'success' }),
      onError: fail,
      onSettled: () => membershipChanged(client),
    },
  });
  const decline = useDeclineFactoryInvitation({
    mutation: {
      onSuccess: () => notifier.create({ title: t.declined, type: 'success' }),
      onError: fail,
      onSettled: () => membershipChanged(client),
    },
  });
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t.limit}
      </Text>
      <PagedList
        query={offers}
        label={t.heading}
        page={search.page ?? 1}
        onPage={(page) => setSearch({ page })}
        getKey={(offer) => offer.id}
        empty={t.empty}
        emptyTestId="factory-offers-empty"
        gap="3"
        renderItem={(offer) => (
          <Box borderWidth="1px" borderRadius="md" p="3" data-testid="factory-offer">
            <Text fontWeight="semibold">{t.from(offer.organisationName, offer.invitedBy.name)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {[offer.rank ? t.rank(offer.rank) : null, t.until(formatDateTime(offer.expiresAt))]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {offer.message ? <Text mt="1">{offer.message}</Text> : null}
            <HStack mt="2" gap="2">
              <Button
                size="sm"
                colorPalette="brand"
                aria-label={`${t.accept}: ${offer.organisationName}`}
                loading={accept.isPending && accept.variables?.id === offer.id}
                disabled={accept.isPending || decline.isPending}
                onClick={() => accept.mutate({ id: offer.id })}
              >
                {t.accept}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`${t.decline}: ${offer.organisationName}`}
                loading={decline.isPending && decline.variables?.id === offer.id}
                disabled={accept.isPending || decline.isPending}
                onClick={() => setDeclining(offer)}
              >
                {t.decline}
              </Button>
            </HStack>
          </Box>
        )}
      />
      <ConfirmDialog
        open={declining !== null}
        title={declining ? t.confirmDecline(declining.organisationName) : ''}
        body={t.confirmDeclineBody}
        confirmLabel={t.decline}
        cancelLabel={factoryTexts.cancel}
        onClose={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) decline.mutate({ id: declining.id });
          setDeclining(null);
        }}
      />
    </Stack>
  );
}
