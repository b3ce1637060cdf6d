// The board's tables styled once at the table element: rows and cells are plain HTML, so
// a hot list (polled every few seconds, held open for hours) resolves no style props per row.
import type { SystemStyleObject } from '@chakra-ui/react';

const stateColors: SystemStyleObject = {
  '& .vcad-state, & .vcad-priority': {
    display: 'inline-block',
    px: '1.5',
    borderRadius: 'sm',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    bg: 'gray.subtle',
    color: 'gray.fg',
  },
  '& [data-state=available]': { bg: 'green.subtle', color: 'green.fg' },
  '& [data-state=enroute], & [data-state=dispatched]': { bg: 'yellow.subtle', color: 'yellow.fg' },
  '& [data-state=onscene]': { bg: 'red.subtle', color: 'red.fg' },
  '& [data-state=busy]': { bg: 'purple.subtle', color: 'purple.fg' },
  '& [data-priority=high]': { bg: 'orange.subtle', color: 'orange.fg' },
  '& [data-priority=critical]': { bg: 'red.solid', color: 'red.contrast' },
};

/**
 * Calls and units side by side: the browser keeps the scroll position by an element on screen
 * (scroll anchoring), by default the first one, a call. A call coming in above it would then
 * move the units the user is working in. The column holding the focus is the anchor instead.
 */
export const boardColumnsCss: SystemStyleObject = {
  '&:has(> [data-column=units]:focus-within) > [data-column=calls], &:has(> [data-column=calls]:focus-within) > [data-column=units]':
    { overflowAnchor: 'none' },
};

export const boardTableCss: SystemStyleObject = {
  width: 'full',
  // Fixed columns: a changed status or call does not lay out the widths of all rows again
  // (narrower than its minimum, the table scrolls sideways in its section).
  tableLayout: 'fixed',
  minWidth: '28rem',
  '& th:nth-of-type(1)': { width: '26%' },
  '& th:nth-of-type(2)': { width: '30%' },
  '& th:nth-of-type(3)': { width: '24%' },
  '& th:nth-of-type(4)': { width: '20%' },
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'start', fontWeight: 'semibold', fontSize: 'lg', pb: '2' },
  '& th': {
    textAlign: 'start',
    fontWeight: 'semibold',
    color: 'fg.muted',
    px: '2',
    py: '1.5',
    borderBottomWidth: '1px',
  },
  '& td': { px: '2', py: '1.5', borderBottomWidth: '1px', verticalAlign: 'top', overflowWrap: 'anywhere' },
  '& tr[data-selected] td': { bg: 'bg.emphasized' },
  '& td .vcad-muted': { display: 'block', color: 'fg.muted', fontSize: 'xs' },
  '& td button': {
    whiteSpace: 'nowrap',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    cursor: 'pointer',
    borderRadius: 'sm',
    focusRing: 'outside',
  },
  '& td button[aria-pressed=true]': { textDecoration: 'none', bg: 'brand.solid', color: 'brand.contrast', px: '1' },
  ...stateColors,
};

export const boardListCss: SystemStyleObject = {
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  // Each call is laid out and painted on its own: a changed call does not redo the others.
  '& > li': { contain: 'layout style' },
  '& > li > button': {
    width: 'full',
    textAlign: 'start',
    borderWidth: '1px',
    borderRadius: 'md',
    px: '3',
    py: '2',
    cursor: 'pointer',
    focusRing: 'outside',
    _hover: { bg: 'bg.muted' },
  },
  '& > li > button[aria-current=true]': { borderColor: 'brand.solid', bg: 'bg.emphasized' },
  '& .vcad-line': { display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'baseline' },
  '& .vcad-muted': { color: 'fg.muted', fontSize: 'sm' },
  ...stateColors,
};
