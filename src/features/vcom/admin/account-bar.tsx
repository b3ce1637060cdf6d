// The workspace header's account line (issue 24 point 1): a character with several vcom accounts
// (police and medic) switches the active one (selectVcomAccount; the session refetches and the
// workspace follows), and anyone opens his own staff card (getVcomStaffProfile: rank, team, since).
import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSelectVcomAccount } from '../../../api/generated/endpoints/vcom/vcom';
import type { TeamKey } from '../../../api/generated/model/teamKey';
import type { VcomAccount } from '../../../api/generated/model/vcomAccount';
import { notifier } from '../../../components/feedback/toaster';
import { FormField } from '../../../components/form/form-field';
import { QueryState } from '../../../components/views/query-state';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/format';
import { Failure } from '../components/section';
import { sessionKey, staffProfileOptions } from './queries';
import { adminTexts } from './texts';

const t = adminTexts.bar;

function StaffCard({ staffId, teamNames }: { staffId: number; teamNames: Record<TeamKey, string> }) {
  const query = useQuery(staffProfileOptions(staffId));
  return (
    <Box as="section" aria-labelledby="vcom-staff-card" borderWidth="1px" borderRadius="lg" p="3">
      <Text as="h2" id="vcom-staff-card" fontWeight="semibold">
        {t.profileHeading}
      </Text>
      <QueryState query={query}>
        {(p) => (
          <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1" mt="2">
            <Text as="dt" fontWeight="semibold">
              {t.rank}
            </Text>
            <Text as="dd">{p.staff.rank}</Text>
            <Text as="dt" fontWeight="semibold">
              {t.team}
            </Text>
            <Text as="dd">{teamNames[p.staff.team]}</Text>
            <Text as="dt" fontWeight="semibold">
              {t.since}
            </Text>
            <Text as="dd">{p.hiredAt ? formatDate(p.hiredAt) : '–'}</Text>
            <Text as="dt" fontWeight="semibold">
              {t.badge}
            </Text>
            <Text as="dd">{p.staff.badgeNumber ?? '–'}</Text>
            <Text as="dt" fontWeight="semibold">
              {t.callsign}
            </Text>
            <Text as="dd">{p.callsign ?? '–'}</Text>
            <Text as="dt" fontWeight="semibold">
              {t.department}
            </Text>
            <Text as="dd">{p.department ?? '–'}</Text>
            <Text as="dt" fontWeight="semibold">
              {t.duty}
            </Text>
            <Text as="dd">{p.onDuty ? adminTexts.ranks.onDuty : adminTexts.ranks.offDuty}</Text>
          </Box>
        )}
      </QueryState>
    </Box>
  );
}

export function AccountBar({
  accounts,
  active,
  teamNames,
}: {
  accounts: readonly VcomAccount[];
  active: VcomAccount | undefined;
  teamNames: Record<TeamKey, string>;
}) {
  const client = useQueryClient();
  const [showCard, setShowCard] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = active ?? accounts[0];
  const select = useSelectVcomAccount({
    mutation: {
      onSuccess: (session) => {
        client.setQueryData(sessionKey(), session);
        void client.invalidateQueries({ queryKey: sessionKey() });
        const now = session.active ?? session.accounts[0];
        if (now) notifier.create({ title: t.switched(teamNames[now.team]), type: 'success' });
      },
      onError: (error) => setFailure(describeError(error)),
    },
  });
  if (!current) return null;
  const choices = accounts.filter((a) => !a.locked || a.id === current.id);
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap" align="end">
        {choices.length > 1 ? (
          <FormField label={t.account} maxW="22rem">
            <NativeSelect.Root size="sm" disabled={select.isPending}>
              <NativeSelect.Field
                value={String(current.id)}
                onChange={(e) => {
                  setFailure(null);
                  select.mutate({ accountId: Number(e.target.value) });
                }}
              >
                {choices.map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {`${teamNames[a.team]} · ${a.rank}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        <Button size="sm" variant="outline" aria-expanded={showCard} onClick={() => setShowCard(!showCard)}>
          {showCard ? t.hideProfile : t.profile}
        </Button>
      </HStack>
      <Failure text={failure} />
      {showCard ? <StaffCard staffId={current.staffId} teamNames={teamNames} /> : null}
    </Stack>
  );
}
