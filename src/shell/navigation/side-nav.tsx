// The side list with icons (spec §2): lg and above. Closed (drawerState false)
// it shrinks to the icons, the labels stay for screen readers.
import { Box, Separator, Stack } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useStored } from '../../lib/use-stored';
import { iconAnimationKey } from '../settings/keys';
import { shellTexts } from '../texts';
import { currentDestination } from './destinations';
import { useNavGroups } from './use-nav-groups';
import { iconMotion } from './icon-motion';

export function NavList({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const current = currentDestination(pathname);
  const navGroups = useNavGroups();
  const [animation] = useStored(iconAnimationKey);
  return (
    <Box p="2">
      {navGroups.map((group, index) => (
        <Fragment key={group[0]?.to}>
          {index > 0 ? <Separator my="2" /> : null}
          <Stack as="ul" gap="1" listStyleType="none">
            {group.map((item) => {
              const Icon = item.icon;
              const active = current === item;
              return (
                <li key={item.to}>
                  <Box
                    asChild
                    display="flex"
                    alignItems="center"
                    gap="3"
                    px="3"
                    py="2.5"
                    borderRadius="md"
                    color={active ? 'brand.fg' : 'fg'}
                    bg={active ? 'brand.subtle' : undefined}
                    fontWeight={active ? 'semibold' : 'normal'}
                    _hover={{ bg: active ? 'brand.muted' : 'bg.muted' }}
                    focusRing="outside"
                    justifyContent={collapsed ? 'center' : undefined}
                    css={iconMotion(animation)}
                  >
                    <Link
                      to={item.to}
                      activeProps={{}}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                      title={collapsed ? item.label : undefined}
                    >
                      <Icon size="20" aria-hidden />
                      <Box as="span" srOnly={collapsed}>
                        {item.label}
                      </Box>
                    </Link>
                  </Box>
                </li>
              );
            })}
          </Stack>
        </Fragment>
      ))}
    </Box>
  );
}

export function SideNav({ collapsed }: { collapsed: boolean }) {
  return (
    <Box
      as="nav"
      aria-label={shellTexts.mainNav}
      hideBelow="lg"
      flexShrink={0}
      width={collapsed ? '4.5rem' : '15rem'}
      position="sticky"
      top="16"
      height="calc(100dvh - 4rem)"
      overflowY="auto"
      borderEndWidth="1px"
      data-testid="side-nav"
      data-collapsed={collapsed}
    >
      <NavList collapsed={collapsed} />
    </Box>
  );
}
