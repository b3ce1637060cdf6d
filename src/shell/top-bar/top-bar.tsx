// The top bar (spec §2): menu toggle (lg+; hidden by hideMenu), logo to /, tagline
// (lg+), header text (md+), search (lg+), artist chip, greeting. The lg+ parts are not
// rendered below lg (the layout says which: `wide`).
import { Box, HStack, IconButton, Spacer, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { LogoMark } from '../assets/logo-mark';
import { useAreas } from '../navigation/area-source';
import { currentDestination } from '../navigation/destinations';
import { MobileMenu } from '../navigation/mobile-menu';
import { shellTexts } from '../texts';
import { ArtistChip } from './artist-chip';
import { Greeting } from './greeting';
import { SearchField } from './search-field';

interface TopBarProps {
  /** lg and up: the drawer toggle, tagline and search are shown. */
  wide: boolean;
  hideMenu: boolean;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

export function TopBar({ wide, hideMenu, drawerOpen, onToggleDrawer }: TopBarProps) {
  const pathname = useLocation({ select: (l) => l.pathname });
  // An area's page gets its name once the areas' manifests have loaded (after the first paint).
  const areas = useAreas();
  const headerText = currentDestination(
    pathname,
    areas?.flatMap((a) => a.destinations),
  )?.label;
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" height="16">
      <HStack height="full" px={{ base: '2', md: '4' }} gap={{ base: '2', md: '3' }}>
        {hideMenu ? null : (
          <>
            {wide ? (
              <IconButton
                variant="ghost"
                aria-label={shellTexts.toggleDrawer}
                aria-expanded={drawerOpen}
                onClick={onToggleDrawer}
                data-testid="drawer-toggle"
              >
                {drawerOpen ? <PanelLeftClose /> : <PanelLeftOpen />}
              </IconButton>
            ) : null}
            <MobileMenu />
          </>
        )}
        <Link to="/" aria-label={shellTexts.logoLabel}>
          <LogoMark boxSize="10" />
        </Link>
        {wide ? (
          <Text fontWeight="bold" whiteSpace="nowrap" data-testid="tagline">
            {shellTexts.tagline}
          </Text>
        ) : null}
        {headerText ? (
          <Text hideBelow="md" color="fg.muted" whiteSpace="nowrap" data-testid="header-text">
            {headerText}
          </Text>
        ) : null}
        <Spacer />
        {wide ? (
          <>
            <SearchField />
            <Spacer />
          </>
        ) : null}
        <ArtistChip />
        <Greeting />
      </HStack>
    </Box>
  );
}
