// The common layout of /, /dashboard, /artist/$aId and the menu's pages (spec §2):
// top bar, side navigation (lg+), main area, the player bar slot fixed at the
// bottom. The drawer's open state and mode come from local storage (spec §4, §9).
// What only wide screens show (the side list, and in the top bar the drawer toggle, tagline
// and search) is not rendered below lg at all rather than rendered and hidden: on a phone it
// was a third of the first render's work (issue #18).
import { Box, Flex, useBreakpointValue } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useStored } from '../../lib/use-stored';
import { SideNav } from '../navigation/side-nav';
import { drawerStateKey, selectedDrawerKey } from '../settings/keys';
import { shellTexts } from '../texts';
import { TopBar } from '../top-bar/top-bar';

// Only the temporary drawer mode needs the dialog machine: load it then.
const TemporaryDrawer = lazy(() => import('./temporary-drawer'));

/** Space kept free under the content for the fixed player bar (its height is a theme variable). */
export const PLAYER_SPACE = 'calc(var(--player-bar-height) + 1rem)';

interface AppLayoutProps {
  children: ReactNode;
  /** The player bar (rendered by the route, the shell does not import the player). */
  playerBar?: ReactNode;
  /** Hides the menu toggle, side list and hamburger (the hide-menu option). */
  hideMenu?: boolean;
}

export function AppLayout({ children, playerBar, hideMenu = false }: AppLayoutProps) {
  const [open, setOpen] = useStored(drawerStateKey);
  const [mode] = useStored(selectedDrawerKey);
  // Read synchronously in the first render (ssr: false): no frame with the wrong layout.
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;

  return (
    <Box minH="100dvh" bg="bg">
      <Box
        asChild
        position="absolute"
        insetStart="2"
        top="-20"
        zIndex="skipLink"
        bg="bg.panel"
        px="4"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
        focusRing="outside"
      >
        <a href="#main">{shellTexts.skipLink}</a>
      </Box>
      <TopBar wide={wide} hideMenu={hideMenu} drawerOpen={open} onToggleDrawer={() => setOpen(!open)} />
      <Flex>
        {!hideMenu && mode === 'permanent' && wide ? <SideNav collapsed={!open} /> : null}
        {!hideMenu && mode === 'temporary' && wide ? (
          <Suspense fallback={null}>
            <TemporaryDrawer open={open} onOpenChange={setOpen} />
          </Suspense>
        ) : null}
        <Box as="main" id="main" tabIndex={-1} flex="1" minW="0" pb={PLAYER_SPACE} outline="none">
          {children}
        </Box>
      </Flex>
      <Box position="fixed" insetX="0" bottom="0" zIndex="docked" data-testid="player-slot">
        {playerBar}
      </Box>
    </Box>
  );
}
