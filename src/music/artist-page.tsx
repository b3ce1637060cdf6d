// /artist/$aId: the artist card. The spec fixes its content: every aId shows the placeholder artist.
import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { usePlayerCommands } from '../player';
import { ArtistPicture } from './artist-picture';
import { placeholderArtist, placeholderTrack } from './catalog';
import { artistTexts } from './texts';

export function ArtistPage() {
  const commands = usePlayerCommands();
  const { artistName, picture } = placeholderArtist;
  return (
    <Flex as="article" direction="column" align="center" gap="4" py={{ base: '6', md: '10' }} px="4" textAlign="center">
      <ArtistPicture src={picture} label={artistTexts.pictureLabel(artistName)} />
      <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {artistTexts.label}
      </Text>
      <Heading as="h1" size="4xl" data-testid="artist-name">
        {artistName}
      </Heading>
      <Text color="fg.muted" data-testid="artist-listeners">
        {artistTexts.listeners}
      </Text>
      <Button colorPalette="brand" rounded="full" onClick={() => commands.play()}>
        <Play aria-hidden />
        {artistTexts.playTrack(placeholderTrack.title)}
      </Button>
    </Flex>
  );
}
