// /artist: the artist dashboard: what becoming an artist means, and the
// placeholder artist as an example (the "Jetzt Artist werden!" chip leads here).
import { Box, Button, Card, Heading, HStack, Image, List, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Sparkles } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';
import { placeholderArtist } from '../catalog';
import { libraryTexts } from './texts';

const t = libraryTexts.artist;

export function ArtistDashboardPage() {
  usePageTitle(t.title);
  return (
    <Box p={{ base: '4', md: '8' }} maxW="60rem">
      <Heading as="h1" size="2xl" mb="2">
        {t.title}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t.intro}
      </Text>
      <List.Root gap="2" mb="6" variant="plain">
        {t.benefits.map((benefit) => (
          <List.Item key={benefit} display="flex" gap="2" alignItems="center">
            <Sparkles size="16" aria-hidden />
            {benefit}
          </List.Item>
        ))}
      </List.Root>
      <Heading as="h2" size="lg" mb="2">
        {t.howTitle}
      </Heading>
      <Text mb="8">{t.how}</Text>
      <Card.Root maxW="24rem">
        <Card.Body>
          <Heading as="h2" size="md" mb="3">
            {t.exampleTitle}
          </Heading>
          <HStack gap="4">
            <Image src={placeholderArtist.picture} alt="" boxSize="16" borderRadius="full" objectFit="cover" />
            <Text fontWeight="semibold">{placeholderArtist.artistName}</Text>
          </HStack>
        </Card.Body>
        <Card.Footer>
          <Button asChild variant="outline">
            <Link to="/artist/$aId" params={{ aId: 'beispiel' }}>
              {t.openArtist}
            </Link>
          </Button>
        </Card.Footer>
      </Card.Root>
    </Box>
  );
}
