// /myProfile: the signed-in user's rights data and stored ACP rights.
import { Badge, Box, DataList, Heading, HStack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { acpRightsQueryOptions } from '../../api/acp-rights-query';
import { useListAuthCharacters } from '../../api/generated/endpoints/auth/auth';
import { LoadingScreen } from '../../components/feedback/loading-screen';
import { SignedOutNotice } from '../../components/feedback/signed-out-notice';
import { useStored } from '../../lib/use-stored';
import { usePageTitle } from '../../lib/use-page-title';
import { useLoginState, useRightsData } from '../auth/use-rights';
import type { StoredAcpRights } from '../../lib/acp-rights';
import { acpRightsKey } from '../settings/keys';
import { CharacterList } from './character-list';
import { profileTexts as t } from './texts';

export function ProfilePage() {
  usePageTitle(t.title);
  const state = useLoginState();
  const rights = useRightsData();
  const [acp] = useStored(acpRightsKey);
  // The same never-retried query the login polling runs: its state says whether an empty
  // store means "no roles" or "not loaded (yet)".
  const acpQuery = useQuery({ ...acpRightsQueryOptions(), enabled: state === 'signedIn' });
  // Characters and ACP rights arrive late and grow by their length: they show together, once
  // both are in, where a loading line stood, so neither pushes the other (layout shift).
  const characters = useListAuthCharacters({ query: { enabled: state === 'signedIn' } });
  const detailsIn = !characters.isPending && (acp !== null || !acpQuery.isPending);

  return (
    <Box p={{ base: '4', md: '8' }} maxW="48rem">
      <Heading as="h1" size="2xl" mb="6">
        {t.title}
      </Heading>
      {state === 'signedOut' ? <SignedOutNotice /> : null}
      {state === 'unknown' ? <LoadingScreen /> : null}
      {rights ? (
        <>
          <Heading as="h2" size="lg" mb="3">
            {t.rights}
          </Heading>
          <DataList.Root orientation="horizontal" mb="8" data-testid="rights-data">
            <Item label={t.user} value={rights.user ?? t.unknown} />
            <Item label={t.userId} value={rights.userId?.toString() ?? t.unknown} />
            <Item label={t.characterId} value={rights.characterId?.toString() ?? t.unknown} />
            <Item label={t.admin} value={rights.admin ? t.yes : t.no} />
            <Item
              label={t.teams}
              value={
                rights.teams?.length ? rights.teams.map((team) => t.teamNames[team] ?? team).join(', ') : t.noTeams
              }
            />
          </DataList.Root>
          {detailsIn ? (
            <>
              <Heading as="h2" size="lg" mb="3">
                {t.characters}
              </Heading>
              <Box mb="8">
                <CharacterList />
              </Box>
              <AcpSection acp={acp} failed={acpQuery.isError} />
            </>
          ) : (
            <Text color="fg.muted" data-testid="profile-details-loading">
              {t.detailsLoading}
            </Text>
          )}
        </>
      ) : null}
    </Box>
  );
}

function AcpSection({ acp, failed }: { acp: StoredAcpRights | null; failed: boolean }) {
  return (
    <>
      <Heading as="h2" size="lg" mb="3">
        {t.acp}
      </Heading>
      {acp && (acp.roles.length || acp.rights.length) ? (
        <Box data-testid="acp-rights">
          <HStack mb="2" wrap="wrap">
            <Text fontWeight="semibold">{t.acpRoles}:</Text>
            {acp.roles.map((role) => (
              <Badge key={role}>{role}</Badge>
            ))}
          </HStack>
          <Text fontWeight="semibold" mb="1">
            {t.acpRights}:
          </Text>
          <Wrap gap="1" mb="2">
            {acp.rights.map((right) => (
              <Badge key={right} variant="outline">
                {right}
              </Badge>
            ))}
          </Wrap>
        </Box>
      ) : failed ? (
        <Text color="fg.error" data-testid="acp-rights-failed">
          {t.acpFailed}
        </Text>
      ) : (
        <Text>{t.acpNone}</Text>
      )}
      <Text color="fg.muted" fontSize="sm" mt="3">
        {t.acpHint}
      </Text>
    </>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
