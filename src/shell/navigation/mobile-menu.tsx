// The hamburger menu in the top bar on small screens (below lg, spec §2). Wide screens
// never need the menu machine, so it loads on the first press and opens at once.
import { IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { shellTexts } from '../texts';

const loadList = () => import('./mobile-menu-list');
const MobileMenuList = lazy(loadList);

function Hamburger({ onPress }: { onPress?: () => void }) {
  return (
    <IconButton
      variant="ghost"
      aria-label={shellTexts.openMenu}
      aria-haspopup="menu"
      hideFrom="lg"
      data-testid="hamburger"
      onPointerEnter={() => void loadList()}
      onClick={onPress}
    >
      <MenuIcon />
    </IconButton>
  );
}

export function MobileMenu() {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) return <Hamburger onPress={() => setLoaded(true)} />;
  return (
    <Suspense fallback={<Hamburger />}>
      <MobileMenuList />
    </Suspense>
  );
}
