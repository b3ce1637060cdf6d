// Hover animation of menu icons (SelectedIconAnimation); none when the user asks for reduced motion.
import type { SystemStyleObject } from '@chakra-ui/react';
import type { IconAnimation } from '../settings/keys';

export function iconMotion(animation: IconAnimation): SystemStyleObject {
  const hover: Record<IconAnimation, SystemStyleObject> = {
    grow: { transform: 'scale(1.2)' },
    wiggle: { animation: 'wiggle 400ms ease-in-out' },
    none: {},
  };
  return {
    '& svg': { transition: 'transform 150ms ease-out' },
    '&:hover svg, &:focus-visible svg': hover[animation],
    '@media (prefers-reduced-motion: reduce)': {
      '& svg': { transition: 'none', animation: 'none !important', transform: 'none !important' },
    },
  };
}
