// One track of the library: cover, title, artist, like and add-to-playlist.
import { HStack, IconButton, Image, NativeSelect, Text, VStack } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { toaster } from '../../components/feedback/toaster';
import { useStored } from '../../lib/storage';
import type { Track } from '../catalog';
import { likedTracksKey, playlistsKey } from './library-keys';
import { addToPlaylist, toggleLike } from './library-store';
import { libraryTexts as t } from './texts';

export function TrackRow({ track }: { track: Track }) {
  const [liked] = useStored(likedTracksKey);
  const [playlists] = useStored(playlistsKey);
  const isLiked = liked.includes(track.id);

  return (
    <HStack as="li" gap="3" py="2" borderBottomWidth="1px" wrap="wrap" data-testid={`track-${track.id}`}>
      <Image src={track.picture} alt="" boxSize="12" borderRadius="md" flexShrink={0} />
      <VStack align="start" gap="0" flex="1" minW="8rem">
        <Text fontWeight="medium">{track.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {track.artistName}
        </Text>
      </VStack>
      <IconButton
        variant="ghost"
        aria-label={isLiked ? t.unlike(track.title) : t.like(track.title)}
        aria-pressed={isLiked}
        onClick={() => {
          const now = toggleLike(track.id);
          toaster.create({ title: now ? t.liked(track.title) : t.unliked(track.title), type: 'info' });
        }}
      >
        <Heart fill={isLiked ? 'currentColor' : 'none'} />
      </IconButton>
      {playlists.length > 0 ? (
        <NativeSelect.Root size="sm" width="12rem">
          <NativeSelect.Field
            aria-label={t.addToPlaylist(track.title)}
            value=""
            onChange={(event) => {
              const playlist = playlists.find((p) => p.id === event.target.value);
              if (!playlist) return;
              addToPlaylist(playlist.id, track.id);
              toaster.create({ title: t.added(track.title, playlist.name), type: 'success' });
            }}
          >
            <option value="">{t.choosePlaylist}</option>
            {playlists.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : null}
    </HStack>
  );
}
