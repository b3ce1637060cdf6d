// One track of the library: play button, cover, title, artist, like and add-to-playlist.
// A click on the row (outside its controls) or Enter on the focused row plays the track.
import { HStack, IconButton, Image, NativeSelect, Text, VStack } from '@chakra-ui/react';
import { Heart, Pause, Play } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { toaster } from '../../components/feedback/toaster';
import { useStored } from '../../lib/use-stored';
import { usePlayerCommands, usePlayerState } from '../../player';
import type { Track } from '../catalog';
import { likedTracksKey, playlistsKey } from './library-keys';
import { addToPlaylist, toggleLike } from './library-store';
import { libraryTexts as t } from './texts';

/** Clicks on the row's own controls (play, like, playlist) do what those controls say. */
const fromControl = (event: MouseEvent | KeyboardEvent) =>
  event.target !== event.currentTarget && (event.target as HTMLElement).closest('button, select, a, input') !== null;

export function TrackRow({ track }: { track: Track }) {
  const [liked] = useStored(likedTracksKey);
  const [playlists] = useStored(playlistsKey);
  const isLiked = liked.includes(track.id);
  const player = usePlayerCommands();
  // The catalog's one track is the bar's track: its status is this row's status.
  const playing = usePlayerState().status === 'playing';

  return (
    <HStack
      as="li"
      gap="3"
      py="2"
      px="2"
      borderBottomWidth="1px"
      wrap="wrap"
      cursor="pointer"
      rounded="md"
      tabIndex={0}
      aria-label={t.row(track.title, track.artistName)}
      _hover={{ bg: 'bg.muted' }}
      focusRing="inside"
      onClick={(event) => {
        if (!fromControl(event)) player.play();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
        event.preventDefault();
        player.play();
      }}
      data-testid={`track-${track.id}`}
      data-playing={playing || undefined}
    >
      <IconButton
        variant={playing ? 'solid' : 'ghost'}
        colorPalette="brand"
        rounded="full"
        aria-label={playing ? t.pause(track.title) : t.play(track.title)}
        onClick={() => player.togglePlay()}
      >
        {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      </IconButton>
      <Image src={track.picture} alt="" boxSize="12" borderRadius="md" flexShrink={0} />
      <VStack align="start" gap="0" flex="1" minW="8rem">
        <Text fontWeight="medium" color={playing ? 'brand.fg' : undefined}>
          {track.title}
        </Text>
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
