// My duty in a building I own or work in: on or off (since when), the minutes today and this
// week, and check in or out [Einstempeln]. A pending change cannot be sent twice.
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetBuildingCheckInQueryKey,
  getGetBuildingCheckInQueryOptions,
  useCheckInBuilding,
} from '../../../api/generated/endpoints/building/building';
import { notifier } from '../../../components/feedback/toaster';
import { QueryState } from '../../../components/views/query-state';
import { StatusBadge } from '../../../components/views/status-badge';
import { describeError } from '../../../lib/describe-error';
import { formatDuration, formatDateTime } from '../../../lib/format';
import { buildingChanged } from '../queries';
import { buildingTexts } from '../texts';

const t = buildingTexts.duty;

export function DutyCard({ buildingId }: { buildingId: number }) {
  const client = useQueryClient();
  const duty = useQuery(getGetBuildingCheckInQueryOptions(buildingId));
  const change = useCheckInBuilding({
    mutation: {
      onSuccess: (state) => {
        client.setQueryData(getGetBuildingCheckInQueryKey(buildingId), state);
        notifier.create({ title: state.onDuty ? t.checkedIn : t.checkedOut, type: 'success' });
      },
      onError: (error) => notifier.create({ title: describeError(error), type: 'error' }),
      onSettled: () => buildingChanged(client, buildingId),
    },
  });
  return (
    <Box as="section" aria-label={t.heading} borderWidth="1px" borderRadius="md" p="3" minH="4.5rem">
      <QueryState query={duty} pendingMinH="3rem">
        {(state) => (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Stack gap="0">
              <HStack gap="2">
                <StatusBadge
                  value={state.onDuty ? 'on' : 'off'}
                  labels={{ on: t.on, off: t.off }}
                  palettes={{ on: 'green' }}
                />
                {state.onDuty && state.since ? <Text fontSize="sm">{t.since(formatDateTime(state.since))}</Text> : null}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t.minutes(formatDuration(state.dutyMinutesToday * 60), formatDuration(state.dutyMinutesWeek * 60))}
              </Text>
            </Stack>
            <Button
              size="sm"
              colorPalette={state.onDuty ? 'gray' : 'brand'}
              variant={state.onDuty ? 'outline' : 'solid'}
              loading={change.isPending}
              onClick={() => {
                if (!change.isPending) change.mutate({ buildingId, data: { onDuty: !state.onDuty } });
              }}
            >
              {state.onDuty ? t.checkOut : t.checkIn}
            </Button>
          </HStack>
        )}
      </QueryState>
    </Box>
  );
}
