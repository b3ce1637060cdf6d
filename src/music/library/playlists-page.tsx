// /playlists: the user's playlists (local storage): create, list, delete, edit tracks.
import { Box, Button, Card, Field, Heading, HStack, IconButton, Input, List, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toaster } from '../../components/feedback/toaster';
import { useStored } from '../../lib/use-stored';
import { usePageTitle } from '../../lib/use-page-title';
import { catalogTracks } from '../catalog';
import { MAX_PLAYLIST_NAME, playlistsKey } from './library-keys';
import { createPlaylist, deletePlaylist, removeFromPlaylist } from './library-store';
import { libraryTexts } from './texts';

const t = libraryTexts.playlists;

export function PlaylistsPage() {
  usePageTitle(t.title);
  const [playlists] = useStored(playlistsKey);
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const created = createPlaylist(name);
    if (created) {
      setName('');
      toaster.create({ title: t.created(created.name), type: 'success' });
    } else if (name.trim()) {
      toaster.create({ title: t.limit, type: 'warning' });
    }
  };

  return (
    <Box p={{ base: '4', md: '8' }} maxW="60rem">
      <Heading as="h1" size="2xl" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t.intro}
      </Text>
      <form onSubmit={submit}>
        <HStack align="end" mb="8" wrap="wrap">
          <Field.Root flex="1" minW="14rem">
            <Field.Label>{t.nameLabel}</Field.Label>
            <Input
              value={name}
              maxLength={MAX_PLAYLIST_NAME}
              placeholder={t.namePlaceholder}
              onChange={(e) => setName(e.target.value)}
            />
          </Field.Root>
          <Button type="submit" colorPalette="brand" disabled={!name.trim()}>
            <Plus aria-hidden /> {t.create}
          </Button>
        </HStack>
      </form>
      {playlists.length === 0 ? (
        <Text color="fg.muted" data-testid="playlists-empty">
          {t.empty}
        </Text>
      ) : (
        <Stack gap="4" as="ul" listStyleType="none">
          {playlists.map((playlist) => (
            <Card.Root as="li" key={playlist.id} size="sm">
              <Card.Header>
                <HStack justify="space-between">
                  <Box>
                    <Heading as="h2" size="md">
                      {playlist.name}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      {t.trackCount(playlist.trackIds.length)}
                    </Text>
                  </Box>
                  <IconButton
                    variant="ghost"
                    aria-label={t.delete(playlist.name)}
                    onClick={() => {
                      deletePlaylist(playlist.id);
                      toaster.create({ title: t.deleted(playlist.name), type: 'info' });
                    }}
                  >
                    <Trash />
                  </IconButton>
                </HStack>
              </Card.Header>
              <Card.Body>
                {playlist.trackIds.length === 0 ? (
                  <Text color="fg.muted">{t.emptyPlaylist}</Text>
                ) : (
                  <List.Root variant="plain">
                    {playlist.trackIds.map((id) => {
                      const title = catalogTracks.find((track) => track.id === id)?.title ?? t.unknownTrack;
                      return (
                        <List.Item key={id} display="flex" alignItems="center" justifyContent="space-between">
                          {title}
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-label={t.remove(title)}
                            onClick={() => removeFromPlaylist(playlist.id, id)}
                          >
                            <X />
                          </IconButton>
                        </List.Item>
                      );
                    })}
                  </List.Root>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Box>
  );
}
