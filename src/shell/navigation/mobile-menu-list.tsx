// The hamburger menu's list (mobile-menu.tsx loads it on the first press, already open): the
// spec's two groups, then the areas' groups, each behind an item that folds it (aria-expanded;
// the menu stays open, Enter or Space toggle it like a click).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { ChevronDown, Menu as MenuIcon } from 'lucide-react';
import { Fragment, useId } from 'react';
import { shellTexts } from '../texts';
import { currentDestination, type Destination } from './destinations';
import { MenuCountPill, useMenuCount } from './menu-badge';
import { useFoldedGroups, useNavGroups } from './use-nav-groups';

function Entry({ item, current }: { item: Destination; current: Destination | undefined }) {
  const Icon = item.icon;
  const active = current?.to === item.to;
  const count = useMenuCount(item.badge, active);
  const countId = useId();
  // The menu item is the link itself, so the count's words stay outside it (a hidden
  // description): the item's name is the page's name, as in the side list.
  return (
    <>
      <Menu.Item
        value={item.to}
        asChild
        position="relative"
        fontWeight={active ? 'semibold' : 'normal'}
        color={active ? 'brand.fg' : undefined}
      >
        <Link
          to={item.to}
          activeProps={{}}
          aria-current={active ? 'page' : undefined}
          aria-describedby={count ? countId : undefined}
        >
          <Icon size="18" aria-hidden />
          {item.label}
          {count ? <MenuCountPill count={count} visualOnly /> : null}
        </Link>
      </Menu.Item>
      {count ? (
        <span id={countId} hidden>
          {count.description}
        </span>
      ) : null}
    </>
  );
}

export default function MobileMenuList() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const { fixed, areaGroups, all } = useNavGroups();
  const [isOpen, toggle] = useFoldedGroups();
  const current = currentDestination(pathname, all);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} defaultOpen>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={shellTexts.openMenu} hideFrom="lg" data-testid="hamburger">
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem" maxH="calc(100dvh - 5rem)" overflowY="auto" aria-label={shellTexts.mainNav}>
            {fixed.map((group, index) => (
              <Fragment key={group[0]?.to}>
                {index > 0 ? <Menu.Separator /> : null}
                {group.map((item) => (
                  <Entry key={item.to} item={item} current={current} />
                ))}
              </Fragment>
            ))}
            {areaGroups.map((group) => {
              const open = isOpen(group.id);
              return (
                <Fragment key={group.id}>
                  <Menu.Separator />
                  <Menu.Item
                    value={`group:${group.id}`}
                    closeOnSelect={false}
                    onSelect={() => toggle(group.id)}
                    aria-expanded={open}
                    justifyContent="space-between"
                    fontSize="xs"
                    fontWeight="semibold"
                    textTransform="uppercase"
                    letterSpacing="wider"
                    color="fg.muted"
                    data-testid={`nav-group-${group.id}`}
                  >
                    {group.label}
                    <ChevronDown size="16" aria-hidden style={{ transform: open ? undefined : 'rotate(-90deg)' }} />
                  </Menu.Item>
                  {open ? group.items.map((item) => <Entry key={item.to} item={item} current={current} />) : null}
                </Fragment>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
