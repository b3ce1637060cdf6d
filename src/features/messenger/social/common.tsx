// Small parts every social view shares: the author line (a button that opens the profile),
// the search setter, and the URL patches that open a profile or a post.
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { BadgeCheck } from 'lucide-react';
import type { MessengerSocialAuthor } from '../../../api/generated/model/messengerSocialAuthor';
import { useSearchState } from '../../../components/views/use-search-state';
import { clipText } from '../../../lib/clip-text';
import { relativeTime } from '../../../lib/format';
import type { MessengerSearch } from '../search-params';
import { socialTexts as t } from './texts';

export const useSocialSearch = () => useSearchState<MessengerSearch>();

/** Opening a profile or a post leaves the lists' own state (search, page) behind. */
export const openProfile = (id: number): Partial<MessengerSearch> => ({
  profile: id,
  post: undefined,
  page: undefined,
});

export const openPost = (id: number): Partial<MessengerSearch> => ({ post: id });

interface AuthorLineProps {
  author: MessengerSocialAuthor;
  at?: string;
}

export function AuthorLine({ author, at }: AuthorLineProps) {
  const [, setSearch] = useSocialSearch();
  return (
    <HStack gap="2" wrap="wrap" minW="0">
      <Button
        variant="plain"
        size="sm"
        p="0"
        h="auto"
        fontWeight="semibold"
        // A name may be one long word: it wraps inside the line instead of widening the page,
        // and shows its start only (the profile shows it whole).
        whiteSpace="normal"
        textAlign="start"
        maxW="full"
        onClick={() => setSearch(openProfile(author.id))}
        data-testid="social-author"
      >
        {clipText(author.displayName)}
      </Button>
      {author.verified ? (
        <Badge colorPalette="blue" variant="subtle" size="sm">
          <BadgeCheck aria-hidden="true" />
          {t.profile.verified}
        </Badge>
      ) : null}
      <Text color="fg.muted" fontSize="sm">
        @{author.handle}
      </Text>
      {at ? (
        <Text color="fg.muted" fontSize="sm">
          · <time dateTime={at}>{relativeTime(at)}</time>
        </Text>
      ) : null}
    </HStack>
  );
}
