// /myMusic: every track the client knows, and the liked ones (local storage).
import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useStored } from '../../lib/use-stored';
import { usePageTitle } from '../../lib/use-page-title';
import { catalogTracks } from '../catalog';
import { likedTracksKey } from './library-keys';
import { libraryTexts } from './texts';
import { TrackRow } from './track-row';

export function MyMusicPage() {
  const t = libraryTexts.myMusic;
  usePageTitle(t.title);
  const [liked] = useStored(likedTracksKey);
  const likedTracks = catalogTracks.filter((track) => liked.includes(track.id));

  return (
    <Box p={{ base: '4', md: '8' }} maxW="60rem">
      <Heading as="h1" size="2xl" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t.intro}
      </Text>
      <Heading as="h2" size="lg" mb="2">
        {t.liked}
      </Heading>
      {likedTracks.length ? (
        <List.Root variant="plain" mb="8" aria-label={t.liked}>
          {likedTracks.map((track) => (
            <TrackRow key={track.id} track={track} />
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted" mb="8" data-testid="liked-empty">
          {t.likedEmpty}
        </Text>
      )}
      <Heading as="h2" size="lg" mb="2">
        {t.allTracks}
      </Heading>
      {catalogTracks.length ? (
        <List.Root variant="plain" aria-label={t.allTracks}>
          {catalogTracks.map((track) => (
            <TrackRow key={track.id} track={track} />
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{t.catalogEmpty}</Text>
      )}
    </Box>
  );
}
