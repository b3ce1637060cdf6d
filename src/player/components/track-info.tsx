// Picture, title and artist of the current track, plus the bar's status line
// (load error, blocked autoplay, loading).
import { Box, Flex, Image, Text } from '@chakra-ui/react';
import type { PlayerState } from '../engine/types';
import { playerTexts } from '../texts';

interface TrackInfoProps {
  title: string | undefined;
  artistName: string | undefined;
  picture: string | undefined;
  state: PlayerState;
}

function StatusLine({ state }: { state: PlayerState }) {
  if (state.error) {
    return (
      <Text role="alert" fontSize="xs" color="fg.error" lineClamp={2} data-testid="player-message">
        {playerTexts.errors[state.error]}
      </Text>
    );
  }
  const hint = state.autoplayBlocked
    ? playerTexts.autoplayBlocked
    : state.status === 'loading'
      ? playerTexts.loading
      : '';
  return (
    <Text role="status" fontSize="xs" color="fg.warning" lineClamp={2} data-testid="player-message">
      {hint}
    </Text>
  );
}

export function TrackInfo({ title, artistName, picture, state }: TrackInfoProps) {
  return (
    <Flex align="center" gap="3" minW="0" flex={{ base: '0 0 auto', md: '0 1 28%' }}>
      {picture ? (
        <Image src={picture} alt="" boxSize={{ base: '10', md: '14' }} rounded="md" flexShrink={0} objectFit="cover" />
      ) : (
        <Box boxSize={{ base: '10', md: '14' }} rounded="md" bg="bg.muted" flexShrink={0} />
      )}
      <Box minW="0">
        <Text fontWeight="semibold" truncate data-testid="player-title">
          {title ?? playerTexts.noTrack}
        </Text>
        {artistName ? (
          <Text fontSize="sm" color="fg.muted" truncate>
            {artistName}
          </Text>
        ) : null}
        <StatusLine state={state} />
      </Box>
    </Flex>
  );
}
