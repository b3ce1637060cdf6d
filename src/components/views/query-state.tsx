// The three states every query shows before its data: pending (a polite loading line in
// reserved space, so the data does not push what follows), failed (the German reason and
// "Erneut versuchen") and empty (a German sentence). A refetch that fails while data is
// shown keeps the data and puts the error above it.
import { Box, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingLine, QueryError } from '../feedback/query-error';
import { viewTexts } from './texts';

export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  /** What an empty answer says; a string becomes muted text. */
  empty?: ReactNode;
  emptyTestId?: string;
  /** Space held while pending (about the height of the first content). */
  pendingMinH?: BoxProps['minH'];
  errorTitle?: string;
}

export function QueryState<T>(props: QueryStateProps<T>) {
  const { query, children, isEmpty, empty = viewTexts.empty, emptyTestId, pendingMinH, errorTitle } = props;
  const retry = () => void query.refetch();
  if (query.isPending) {
    return (
      <Box minH={pendingMinH} aria-busy="true">
        <LoadingLine />
      </Box>
    );
  }
  if (query.data === undefined) return <QueryError error={query.error} title={errorTitle} onRetry={retry} />;
  const data = query.data;
  return (
    <>
      {query.isError ? <QueryError error={query.error} title={errorTitle} onRetry={retry} /> : null}
      {isEmpty?.(data) ? <EmptyState testId={emptyTestId}>{empty}</EmptyState> : children(data)}
    </>
  );
}

export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return typeof children === 'string' ? (
    <Text color="fg.muted" data-testid={testId ?? 'empty-state'}>
      {children}
    </Text>
  ) : (
    <>{children}</>
  );
}
