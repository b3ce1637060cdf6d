// The hamburger menu's list (mobile-menu.tsx loads it on the first press, already open).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { Fragment } from 'react';
import { shellTexts } from '../texts';
import { currentDestination } from './destinations';
import { useNavGroups } from './use-nav-groups';

export default function MobileMenuList() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const current = currentDestination(pathname);
  const navGroups = useNavGroups();
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} defaultOpen>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={shellTexts.openMenu} hideFrom="lg" data-testid="hamburger">
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem" aria-label={shellTexts.mainNav}>
            {navGroups.map((group, index) => (
              <Fragment key={group[0]?.to}>
                {index > 0 ? <Menu.Separator /> : null}
                {group.map((item) => {
                  const Icon = item.icon;
                  const active = current === item;
                  return (
                    <Menu.Item
                      key={item.to}
                      value={item.to}
                      asChild
                      fontWeight={active ? 'semibold' : 'normal'}
                      color={active ? 'brand.fg' : undefined}
                    >
                      <Link to={item.to} activeProps={{}} aria-current={active ? 'page' : undefined}>
                        <Icon size="18" aria-hidden />
                        {item.label}
                      </Link>
                    </Menu.Item>
                  );
                })}
              </Fragment>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
