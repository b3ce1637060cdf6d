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

export const boardTableCss: SystemStyleObject = {
  width: 'full',
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
  '& td': { px: '2', py: '1.5', borderBottomWidth: '1px', verticalAlign: 'top' },
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
