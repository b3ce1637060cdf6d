// Buttons whose label is other people's text (a name, a title): Chakra's buttons keep the label
// on one line and never shrink, so one long title widened the page on a phone (issue #30). These
// props let such a label wrap within the available width; the button grows in height instead.
import type { ButtonProps } from '@chakra-ui/react';

/** Props for a Button with a user-text label; `minH` keeps the size's height (sm: 9, md: 10). */
export const wrappingLabel = (minH: ButtonProps['minH'] = '9') =>
  ({
    whiteSpace: 'normal',
    h: 'auto',
    minH,
    textAlign: 'start',
    maxW: 'full',
    flexShrink: 1,
  }) satisfies Partial<ButtonProps>;
