// The side menu's entries and group headers as plain elements with global classes, not Chakra components: the
// menu renders about 30 entries on every page, and as styled components (li, link box, label
// box, each with its emotion wrapper) plus a query observer each they held ~800 React fibers
// and ~1 MiB of the start's JS heap (`npm run bench`: heap after GC ≤ 1.5 × the floor app).
// Same look as before: tokens resolve here, through the theme's globalCss.
import { defineGlobalStyles } from '@chakra-ui/react';

export const navClass = {
  list: 'portal-nav-list',
  entry: 'portal-nav-entry',
  link: 'portal-nav-link',
  label: 'portal-nav-label',
  group: 'portal-nav-group',
  chevron: 'portal-nav-chevron',
} as const;

/** Global styles of the classes above (literal selectors: the class names); data-collapsed and
 * data-icon-motion sit on the menu's root. */
export const navEntryCss = defineGlobalStyles({
  '.portal-nav-list': { display: 'flex', flexDirection: 'column', gap: '1', listStyleType: 'none' },
  '.portal-nav-entry': { position: 'relative' },
  '.portal-nav-link': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2.5',
    borderRadius: 'md',
    color: 'fg',
    fontWeight: 'normal',
    _hover: { bg: 'bg.muted' },
    focusRing: 'outside',
    '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle', fontWeight: 'semibold' },
    '&[aria-current=page]:hover': { bg: 'brand.muted' },
    '[data-collapsed=true] &': { justifyContent: 'center' },
    '& svg': { transition: 'transform 150ms ease-out' },
    '[data-icon-motion=grow] &': { '&:hover svg, &:focus-visible svg': { transform: 'scale(1.2)' } },
    '[data-icon-motion=wiggle] &': { '&:hover svg, &:focus-visible svg': { animation: 'wiggle 400ms ease-in-out' } },
    '@media (prefers-reduced-motion: reduce)': {
      '& svg': { transition: 'none', animation: 'none !important', transform: 'none !important' },
    },
  },
  '[data-collapsed=true] .portal-nav-label': { srOnly: true },
  // A group's header: the button that folds its list.
  '.portal-nav-group': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: 'full',
    px: '3',
    py: '1.5',
    borderRadius: 'md',
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    color: 'fg.muted',
    _hover: { bg: 'bg.muted' },
    focusRing: 'outside',
    '[data-collapsed=true] &': { justifyContent: 'center' },
  },
  '.portal-nav-chevron': { display: 'flex', transform: 'rotate(-90deg)', '&[data-open=true]': { transform: 'none' } },
});
