// The side list with icons (spec §2): lg and above (the layout renders it only there). Closed (drawerState false)
// it shrinks to the icons, the labels stay for screen readers. The spec's two groups
// come first; the areas' groups follow, each folded and unfolded by a real button.
import { Box, Separator } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { Fragment, useId } from 'react';
import { useStored } from '../../lib/use-stored';
import { iconAnimationKey } from '../settings/keys';
import { shellTexts } from '../texts';
import { currentDestination, type Destination } from './destinations';
import { navClass } from '../../theme/nav-entry';
import { type MenuCount, MenuCountPill, useMenuCount } from './menu-badge';
import { useFoldedGroups, useNavGroups } from './use-nav-groups';

interface ListProps {
  items: readonly Destination[];
  current: Destination | undefined;
  collapsed: boolean;
  onNavigate?: () => void;
  id?: string;
}

// Plain elements with the theme's classes (src/theme/nav-entry.ts): this list is on every page.
function DestinationList({ items, current, collapsed, onNavigate, id }: ListProps) {
  return (
    <ul className={navClass.list} id={id}>
      {items.map((item) => {
        const active = current?.to === item.to;
        return item.badge ? (
          <CountedEntry
            key={item.to}
            item={item}
            badge={item.badge}
            active={active}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        ) : (
          <Entry key={item.to} item={item} active={active} collapsed={collapsed} onNavigate={onNavigate} count={null} />
        );
      })}
    </ul>
  );
}

interface EntryProps {
  item: Destination;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}

/** An entry with a count (the messenger's unread messages): only these load and poll one. */
function CountedEntry(props: EntryProps & { badge: NonNullable<Destination['badge']> }) {
  const count = useMenuCount(props.badge, props.active);
  return <Entry {...props} count={count} />;
}

function Entry({ item, active, collapsed, onNavigate, count }: EntryProps & { count: MenuCount | null }) {
  const Icon = item.icon;
  const countId = useId();
  return (
    <li className={navClass.entry}>
      <Link
        to={item.to}
        activeProps={{}}
        className={navClass.link}
        aria-current={active ? 'page' : undefined}
        aria-describedby={count ? countId : undefined}
        onClick={onNavigate}
        title={collapsed ? item.label : undefined}
      >
        <Icon size="20" aria-hidden />
        <span className={navClass.label}>{item.label}</span>
      </Link>
      {count ? <MenuCountPill count={count} id={countId} collapsed={collapsed} /> : null}
    </li>
  );
}

export function NavList({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const { fixed, areaGroups, all } = useNavGroups();
  const [isOpen, toggle] = useFoldedGroups();
  const current = currentDestination(pathname, all);
  const [animation] = useStored(iconAnimationKey);
  return (
    <Box p="2" data-collapsed={collapsed} data-icon-motion={animation}>
      {fixed.map((group, index) => (
        <Fragment key={group[0]?.to}>
          {index > 0 ? <Separator my="2" /> : null}
          <DestinationList items={group} current={current} collapsed={collapsed} onNavigate={onNavigate} />
        </Fragment>
      ))}
      {areaGroups.map((group) => {
        const open = isOpen(group.id);
        const listId = `nav-group-${group.id}`;
        return (
          <Fragment key={group.id}>
            <Separator my="2" />
            <button
              type="button"
              className={navClass.group}
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              onClick={() => toggle(group.id)}
              title={collapsed ? group.label : undefined}
              data-testid={`nav-group-${group.id}`}
            >
              <span className={navClass.label}>{group.label}</span>
              <span className={navClass.chevron} data-open={open}>
                <ChevronDown size="16" aria-hidden />
              </span>
            </button>
            {open ? (
              <DestinationList
                id={listId}
                items={group.items}
                current={current}
                collapsed={collapsed}
                onNavigate={onNavigate}
              />
            ) : null}
          </Fragment>
        );
      })}
    </Box>
  );
}

export function SideNav({ collapsed }: { collapsed: boolean }) {
  return (
    <Box
      as="nav"
      aria-label={shellTexts.mainNav}
      flexShrink={0}
      width={collapsed ? '4.5rem' : '15rem'}
      position="sticky"
      top="16"
      // Ends above the fixed player bar: otherwise the bar covers the last entries of a long menu
      // and the pointer cannot reach them, however far the list is scrolled.
      height="calc(100dvh - 4rem - var(--player-bar-height))"
      overflowY="auto"
      borderEndWidth="1px"
      data-testid="side-nav"
      data-collapsed={collapsed}
    >
      <NavList collapsed={collapsed} />
    </Box>
  );
}
