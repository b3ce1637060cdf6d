// The chip "Jetzt Artist werden!" (spec §1): leads to the artist dashboard.
import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { shellTexts } from '../texts';

export function ArtistChip() {
  return (
    <Button asChild size="xs" variant="subtle" colorPalette="brand" borderRadius="full" flexShrink={0} px="3">
      <Link to="/artist" data-testid="artist-chip">
        {shellTexts.artistChip}
      </Link>
    </Button>
  );
}
