// A menu entry's count (the messenger's unread messages): the area's badge module loads on
// first use while signed in, its query is polled, and the count shows when above zero. It sits
// beside the link, not in it, so the link's name stays the page's name; the link points to
// the count's German description with aria-describedby. On the entry's own page the page shows
// the counts itself, so the menu asks nothing there. A failed count is no error to show: the
// query is marked `background`, not retried, and the entry stays as it is.
import { Box } from '@chakra-ui/react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MenuBadge } from '../../api/area-manifest';
import { useLoginState } from '../auth/use-rights';

export interface MenuCount {
  /** As shown: "3", "99+". */
  readonly shown: string;
  readonly description: string;
}

const NONE = { queryKey: ['menu-badge', 'none'], queryFn: skipToken } as const;

/** The count of a menu entry with a badge, null while there is none to show. */
export function useMenuCount(source: (() => Promise<MenuBadge>) | undefined, onItsPage = false): MenuCount | null {
  const signedIn = useLoginState() === 'signedIn' && !onItsPage;
  const [badge, setBadge] = useState<MenuBadge | null>(null);
  useEffect(() => {
    if (!source || !signedIn || badge) return;
    let live = true;
    // A chunk that fails to load leaves the entry without a count; the page itself still opens.
    source().then(
      (module) => live && setBadge({ badgeQuery: module.badgeQuery, describeBadge: module.describeBadge }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [source, signedIn, badge]);
  const { data } = useQuery({
    ...(badge?.badgeQuery ?? NONE),
    enabled: badge !== null && signedIn,
    retry: false,
    retryOnMount: false,
    meta: { background: true },
  });
  if (!badge || !signedIn || typeof data !== 'number' || data <= 0) return null;
  return { shown: data > 99 ? '99+' : String(data), description: badge.describeBadge(data) };
}

/**
 * The count as a pill; `collapsed` puts it on the icon's corner. `visualOnly` leaves out its
 * words (for a pill inside a link, whose name must stay the page's: the caller places the
 * description outside and points to it).
 */
export function MenuCountPill({
  count,
  id,
  collapsed,
  visualOnly,
}: {
  count: MenuCount;
  id?: string;
  collapsed?: boolean;
  visualOnly?: boolean;
}) {
  return (
    <Box
      as="span"
      id={id}
      position="absolute"
      pointerEvents="none"
      {...(collapsed ? { top: '0.5', right: '1.5' } : { top: '50%', right: '3', transform: 'translateY(-50%)' })}
      minW="5"
      h="5"
      px="1.5"
      borderRadius="full"
      bg="brand.solid"
      color="brand.contrast"
      fontSize="xs"
      fontWeight="semibold"
      lineHeight="1.25rem"
      textAlign="center"
      data-testid="menu-count"
    >
      <span aria-hidden>{count.shown}</span>
      {visualOnly ? null : (
        <Box as="span" srOnly>
          {count.description}
        </Box>
      )}
    </Box>
  );
}
