// One look for "this one is chosen" across the app: feed tabs, poll filters, ruleset tabs.
// The state comes from ARIA (aria-pressed, aria-current="page", aria-selected), so what a
// screen reader hears and what the eye sees cannot disagree.
import { defineRecipe } from '@chakra-ui/react';

export const choiceRecipe = defineRecipe({
  className: 'choice',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    h: '8',
    minW: '8',
    px: '3',
    textStyle: 'sm',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'transparent',
    color: 'fg',
    cursor: 'pointer',
    textDecoration: 'none',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    focusVisibleRing: 'outside',
    _hover: { bg: 'bg.muted', textDecoration: 'none' },
    '&:is([aria-pressed=true], [aria-current=page], [aria-selected=true])': {
      bg: 'brand.solid',
      color: 'brand.contrast',
      borderColor: 'brand.solid',
      _hover: { bg: 'brand.solid' },
    },
  },
});
